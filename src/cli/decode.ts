/**
 * Text files as Russian Excel saves them: "CSV UTF-8" (with a BOM), "CSV (разделители — запятые)"
 * (Windows-1251, no BOM), "Текст Юникод" (UTF-16 LE with a BOM, tab-separated), and the same
 * without a BOM from other programs. Decoding is the platform's TextDecoder (WHATWG encodings,
 * full ICU in Node); this module only decides which encoding to ask it for.
 */
import { error, fail, ok, warning, type Result } from "../core/result";

/** The encodings a director's text file may be in. */
export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1251";

/** Decoded text, the encoding used and whether it was guessed (no BOM said so). */
export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  readonly guessed: boolean;
}

/** How UTF-16 without a BOM shows: NULs at even (BE) or odd (LE) offsets of ASCII characters. */
function utf16Without(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 2) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  // Mostly-ASCII text (digits, commas, seat letters) has a NUL in at least a third of the pairs.
  if (oddNul >= pairs / 3 && evenNul === 0) return "utf-16le";
  if (evenNul >= pairs / 3 && oddNul === 0) return "utf-16be";
  return null;
}

/** Whether text holds a control character no CSV text holds (tab, line feed and carriage return are fine). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

function decode(bytes: Uint8Array, encoding: TextEncodingName, skip: number): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
  } catch {
    return null;
  }
}

const NAMES: Readonly<Record<TextEncodingName, string>> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 LE",
  "utf-16be": "UTF-16 BE",
  "windows-1251": "Windows-1251 (Cyrillic)",
};

/**
 * Decodes a text file: a BOM decides; without one, a NUL pattern means UTF-16, valid UTF-8 is
 * UTF-8, and anything else is read as Windows-1251 with a warning naming the guess. A file with
 * stray NULs that fits none of these is not text.
 */
export function decodeText(bytes: Uint8Array, file?: string): Result<DecodedText> {
  const bom = (enc: TextEncodingName, skip: number): Result<DecodedText> => {
    const text = decode(bytes, enc, skip);
    return text === null
      ? fail([
          error(
            "not-csv",
            `this is not a CSV text file (its ${NAMES[enc]} mark is followed by invalid text)`,
            {
              file,
            },
          ),
        ])
      : ok({ text, encoding: enc, guessed: false });
  };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bom("utf-8", 3);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bom("utf-16le", 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bom("utf-16be", 2);
  const guessed = (enc: TextEncodingName, text: string): Result<DecodedText> =>
    ok({ text, encoding: enc, guessed: true }, [
      warning(
        "encoding-guessed",
        `the file has no encoding mark; read as ${NAMES[enc]} — if names look wrong, save it as "CSV UTF-8"`,
        { file },
        { encoding: NAMES[enc] },
      ),
    ]);
  const wide = utf16Without(bytes);
  if (wide !== null) {
    const text = decode(bytes, wide, 0);
    if (text !== null && !hasControl(text)) return guessed(wide, text);
  }
  if (bytes.includes(0))
    return fail([error("not-csv", "this is not a CSV text file (it holds binary data)", { file })]);
  const utf8 = decode(bytes, "utf-8", 0);
  if (utf8 !== null) return ok({ text: utf8, encoding: "utf-8", guessed: false });
  const cp1251 = decode(bytes, "windows-1251", 0);
  if (cp1251 !== null && !hasControl(cp1251)) return guessed("windows-1251", cp1251);
  return fail([
    error("not-csv", "this is not a CSV text file (not UTF-8, UTF-16 or Windows-1251 text)", { file }),
  ]);
}
