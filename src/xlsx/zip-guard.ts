/**
 * Reading a workbook within limits. An .xlsx is a zip; a small zip can inflate to gigabytes (a
 * "zip bomb"), and ExcelJS inflates every entry into memory before it looks at any. So before
 * anything is inflated, the zip's central directory — its table of contents, at the end of the
 * file — is read, and a workbook whose entries declare more than the limits is refused. Entries
 * that declare fewer bytes than deflate could have produced from their compressed size are refused
 * too (a lying header). A file that is not a zip at all is named for what it looks like.
 */
import { error, fail, ok, type Problem, type Result } from "../core/result";

/** The limits a workbook is read within. */
export interface ZipLimits {
  /** Sum of the entries' declared uncompressed sizes, in bytes. */
  readonly totalBytes: number;
  /** Number of entries. */
  readonly entries: number;
}

/** 200 MB and 10 000 entries: many times a 400-player session workbook's own figures. */
export const WORKBOOK_LIMITS: ZipLimits = { totalBytes: 200 * 1024 * 1024, entries: 10_000 };

/** What the central directory says. */
export interface ZipSummary {
  readonly entries: number;
  readonly totalBytes: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
/** Deflate never makes data smaller than about 1/1032 of itself: a larger ratio is a lie. */
const MAX_RATIO = 1040;

function u16(b: Uint8Array, at: number): number {
  return b[at] | (b[at + 1] << 8);
}
function u32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}
function u64(b: Uint8Array, at: number): number {
  return u32(b, at) + u32(b, at + 4) * 2 ** 32;
}

/** What a file that is not a zip looks like: the message's words, and a key for its translation. */
export type FileLook = "empty" | "xls" | "pdf" | "html" | "csv" | "not-zip";

const LOOK_TEXT: Readonly<Record<FileLook, string>> = {
  empty: "an empty file",
  xls: "an old Excel 97–2003 file (.xls) or an encrypted workbook: open it in Excel and save as .xlsx",
  pdf: "a PDF file",
  html: "an HTML or XML text file, not a workbook",
  csv: "a text (CSV) file with an .xlsx name: give it a .csv name, or open it in Excel and save as .xlsx",
  "not-zip": "not an .xlsx workbook (not a zip file)",
};

/** What a file that is not a zip looks like, for the message. */
function lookOf(bytes: Uint8Array): FileLook {
  const head = bytes.subarray(0, 512);
  if (head.length === 0) return "empty";
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return "xls";
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return "pdf";
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  const printable = head.every((c) => c === 9 || c === 10 || c === 13 || c >= 32 || c === 0);
  if (utf16 || (printable && !head.includes(0)) || (head[0] === 0xef && head[1] === 0xbb)) {
    const text = new TextDecoder("utf-8").decode(head).toLowerCase();
    return text.trimStart().startsWith("<") ? "html" : "csv";
  }
  return "not-zip";
}

function problem(
  code: string,
  message: string,
  file: string | undefined,
  params?: Record<string, string | number>,
): Problem {
  return error(code, message, { file }, params);
}

/**
 * Reads the central directory of `bytes` (a whole .xlsx file) without inflating anything and
 * checks it against `limits`.
 */
export function checkZip(
  bytes: Uint8Array,
  file?: string,
  limits: ZipLimits = WORKBOOK_LIMITS,
): Result<ZipSummary> {
  if (bytes.length < 22 || u32(bytes, 0) !== 0x04034b50) {
    const look = lookOf(bytes);
    return fail([problem("not-xlsx", `this is ${LOOK_TEXT[look]}`, file, { look })]);
  }
  // The end record is in the last 22 + 65535 (comment) bytes; search backwards for its signature.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (u32(bytes, i) === EOCD) {
      end = i;
      break;
    }
  }
  const broken = (why: string): Result<ZipSummary> =>
    fail([
      problem("not-xlsx", `this is not a readable .xlsx workbook (damaged zip: ${why})`, file, {
        look: "damaged",
      }),
    ]);
  if (end < 0) return broken("no table of contents");
  let count = u16(bytes, end + 10);
  let size = u32(bytes, end + 12);
  let offset = u32(bytes, end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const loc = end - 20;
    if (loc < 0 || u32(bytes, loc) !== EOCD64_LOCATOR) return broken("no ZIP64 locator");
    const at64 = u64(bytes, loc + 8);
    if (at64 + 56 > bytes.length || u32(bytes, at64) !== EOCD64) return broken("no ZIP64 end record");
    count = u64(bytes, at64 + 32);
    size = u64(bytes, at64 + 40);
    offset = u64(bytes, at64 + 48);
  }
  const tooMany = (n: number): Result<ZipSummary> =>
    fail([
      problem(
        "xlsx-too-large",
        `this workbook has ${n} parts, more than the ${limits.entries} a workbook may have; it was not read`,
        file,
        { entries: n, limit: limits.entries },
      ),
    ]);
  if (count > limits.entries) return tooMany(count);
  if (offset + size > bytes.length) return broken("table of contents past the end");
  let total = 0;
  let at = offset;
  let n = 0;
  while (at < offset + size) {
    if (at + 46 > bytes.length || u32(bytes, at) !== CENTRAL) return broken("bad table entry");
    n++;
    if (n > limits.entries) return tooMany(n);
    let compressed = u32(bytes, at + 20);
    let uncompressed = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    if (uncompressed === 0xffffffff || compressed === 0xffffffff) {
      // ZIP64 sizes in the extra field 0x0001: uncompressed first, then compressed, when flagged.
      let e = at + 46 + nameLength;
      const stop = e + extraLength;
      while (e + 4 <= stop) {
        const id = u16(bytes, e);
        const len = u16(bytes, e + 2);
        if (id === 0x0001) {
          let f = e + 4;
          if (uncompressed === 0xffffffff) {
            uncompressed = u64(bytes, f);
            f += 8;
          }
          if (compressed === 0xffffffff) compressed = u64(bytes, f);
          break;
        }
        e += 4 + len;
      }
    }
    const name = new TextDecoder("utf-8").decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Deflate adds at most a few bytes per 16 KB to what it cannot shrink, and shrinks at most
    // about 1032 times: sizes outside that are a header lying about what it will inflate to.
    const lies =
      compressed > uncompressed + uncompressed / 100 + 1024 || uncompressed > compressed * MAX_RATIO + 65536;
    if (lies)
      return fail([
        problem(
          "xlsx-too-large",
          `part "${name}" of this workbook declares sizes that cannot be true (${compressed} bytes packed, ${uncompressed} unpacked); it was not read`,
          file,
          { part: name },
        ),
      ]);
    total += uncompressed;
    if (total > limits.totalBytes)
      return fail([
        problem(
          "xlsx-too-large",
          `this workbook would inflate to more than ${Math.round(limits.totalBytes / 1024 / 1024)} MB; it was not read`,
          file,
          { limitMb: Math.round(limits.totalBytes / 1024 / 1024) },
        ),
      ]);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return ok({ entries: n, totalBytes: total });
}

/** The problems that forbid reading `bytes` as a workbook, as a failed Result; null when it may be read. */
export function zipRefusal<T>(bytes: Uint8Array, file?: string): Result<T> | null {
  const r = checkZip(bytes, file);
  return r.ok ? null : fail(r.problems);
}
