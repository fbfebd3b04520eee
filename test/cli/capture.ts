/** Runs `pref` in-process and captures what it prints. */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../../src/cli/main";

/** Exit code, standard output and standard error of one command line. */
export async function pref(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    out: (t) => (out += t.endsWith("\n") ? t : t + "\n"),
    err: (t) => (err += t.endsWith("\n") ? t : t + "\n"),
  });
  return { code, out, err };
}

/** Writes a temporary file and returns its path. */
export function tempFile(name: string, content: string | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-test-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}
