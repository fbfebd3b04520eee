/**
 * Writing the director's output files without ever losing data. An output that is one of the
 * command's inputs is refused (by real path and by inode, so `./s.xlsx`, a symlink or a hard link
 * to the input all count); an existing file is replaced only with `--force`; and the bytes go to a
 * temporary file in the same folder, flushed to disk, then renamed over the target — so an
 * interruption leaves either the old file or the new one, never half of either. An empty file
 * counts as free: it holds nothing to lose.
 */
import * as fs from "fs";
import * as path from "path";
import { error, fail, ok, type Problem, type Result } from "../core/result";

/** What a command knows about an output it is about to write. */
export interface OutputRequest {
  /** The path to write. */
  readonly file: string;
  /** Files the command reads: the output must be none of them. */
  readonly inputs: readonly string[];
  /** `--force` given: an existing file (not an input) may be replaced. */
  readonly force: boolean;
  /** The option that names this output ("--out"), for the message. */
  readonly flag: string;
  /** The name was not given but defaulted (e.g. session.xlsx): the message says how to name one. */
  readonly defaulted?: boolean;
}

/** Test seams: a failure injected between writing the temporary file and renaming it. */
export interface WriteHooks {
  readonly beforeRename?: (temporary: string) => void;
}

interface Identity {
  readonly real: string;
  readonly dev: number;
  readonly ino: number;
}

/** The real path and inode of a file, or, for a file that does not exist yet, its real folder + name. */
function identity(file: string): Identity | null {
  try {
    const st = fs.statSync(file);
    return { real: fs.realpathSync(file), dev: st.dev, ino: st.ino };
  } catch {
    try {
      return {
        real: path.join(fs.realpathSync(path.dirname(path.resolve(file))), path.basename(file)),
        dev: -1,
        ino: -1,
      };
    } catch {
      return null;
    }
  }
}

function sameFile(a: Identity, b: Identity): boolean {
  if (a.real === b.real) return true;
  return a.ino !== -1 && a.dev === b.dev && a.ino === b.ino;
}

/**
 * Whether `req.file` may be written: null, or the problem that forbids it (the output is an input,
 * a folder, or an existing file without `--force`).
 */
export function checkOutput(req: OutputRequest): Problem | null {
  const out = identity(req.file);
  const at = { file: req.file };
  if (out === null)
    return error("output.no-folder", `cannot write ${req.file}: its folder does not exist`, at, {
      file: req.file,
    });
  for (const input of req.inputs) {
    const id = identity(input);
    if (id !== null && sameFile(out, id))
      return error(
        "output.is-input",
        `${req.flag} ${req.file} is the input ${input}: refusing to write over it (name another file with ${req.flag})`,
        at,
        { file: req.file, input, flag: req.flag },
      );
  }
  let st: fs.Stats | undefined;
  try {
    st = fs.statSync(req.file);
  } catch {
    st = undefined;
  }
  if (st === undefined) return null;
  if (st.isDirectory())
    return error("output.is-folder", `${req.file} is a folder; name a file with ${req.flag}`, at, {
      file: req.file,
      flag: req.flag,
    });
  // An empty file (a save dialog's placeholder, `touch`) holds nothing that replacing it could lose.
  if (req.force || (st.isFile() && st.size === 0)) return null;
  return error(
    "output.exists",
    req.defaulted === true
      ? `${req.file} already exists and was not replaced: name the output with ${req.flag} FILE, or add --force to replace it`
      : `${req.file} already exists and was not replaced: add --force to replace it, or name another file with ${req.flag}`,
    at,
    { file: req.file, flag: req.flag },
  );
}

/** A name for the temporary file beside the target, unlikely to meet another writer's. */
function temporaryName(file: string, attempt: number): string {
  const dir = path.dirname(path.resolve(file));
  const tag = `${process.pid}-${Date.now().toString(36)}-${attempt}`;
  return path.join(dir, `.${path.basename(file)}.${tag}.tmp`);
}

function errnoText(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code ?? ((e as Error).message || "error");
}

/**
 * Writes `file` through a temporary file in the same folder: `produce` fills the temporary file
 * (by path: a buffer or a stream), which is then fsync'd and renamed over the target (atomic on
 * one file system). Without `replace`, the final step links instead of renaming, so a file that
 * appeared meanwhile is never replaced. On any failure the temporary file is removed and the
 * target is as it was.
 */
export async function writeThroughTemporary(
  file: string,
  replace: boolean,
  produce: (temporary: string) => Promise<void> | void,
  hooks: WriteHooks = {},
): Promise<Result<void>> {
  let temporary = "";
  for (let attempt = 0; ; attempt++) {
    temporary = temporaryName(file, attempt);
    try {
      // Created empty and exclusively, so two writers never share a temporary file.
      fs.closeSync(fs.openSync(temporary, "wx", 0o666));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST" && attempt < 5) continue;
      return failed(file, e);
    }
  }
  try {
    await produce(temporary);
    const fd = fs.openSync(temporary, "r+");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    hooks.beforeRename?.(temporary);
    if (replace) fs.renameSync(temporary, file);
    else commitWithoutReplacing(temporary, file);
    syncFolder(path.dirname(path.resolve(file)));
    return ok(undefined);
  } catch (e) {
    try {
      fs.unlinkSync(temporary);
    } catch {
      // Renamed or already gone: nothing to clean.
    }
    return failed(file, e);
  }
}

/** The same for bytes already in memory. */
export function writeAtomically(
  file: string,
  data: Uint8Array | string,
  replace: boolean,
  hooks: WriteHooks = {},
): Promise<Result<void>> {
  return writeThroughTemporary(file, replace, (t) => fs.writeFileSync(t, data), hooks);
}

/** Moves the temporary file to a name that must still be free. */
function commitWithoutReplacing(temporary: string, file: string): void {
  try {
    // link() fails with EEXIST instead of replacing: no window between "is it free" and the write.
    fs.linkSync(temporary, file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw e;
    // File systems without hard links (FAT, some shares): check, then rename.
    if (fs.existsSync(file)) throw Object.assign(new Error("exists"), { code: "EEXIST" });
    fs.renameSync(temporary, file);
    return;
  }
  fs.unlinkSync(temporary);
}

function failed(file: string, e: unknown): Result<void> {
  const why = errnoText(e);
  if (why === "EEXIST")
    return fail([
      error(
        "output.exists",
        `${file} appeared while writing and was not replaced; add --force to replace it`,
        { file },
        { file, flag: "--force" },
      ),
    ]);
  return fail([error("output.write-failed", `cannot write ${file}: ${why}`, { file }, { file, why })]);
}

/** Makes the rename durable where the platform allows it (not on Windows; harmless if refused). */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the rename itself has happened.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

function isEmptyFile(file: string): boolean {
  try {
    const st = fs.statSync(file);
    return st.isFile() && st.size === 0;
  } catch {
    return false;
  }
}

/** Checks the request, then writes atomically: the one way the CLI writes a file. */
export async function writeOutput(
  req: OutputRequest,
  data: Uint8Array | string | ((temporary: string) => Promise<void> | void),
  hooks: WriteHooks = {},
): Promise<Result<void>> {
  const p = checkOutput(req);
  if (p !== null) return fail([p]);
  const replace = req.force || isEmptyFile(req.file);
  return typeof data === "function"
    ? writeThroughTemporary(req.file, replace, data, hooks)
    : writeAtomically(req.file, data, replace, hooks);
}
