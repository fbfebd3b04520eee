/** Runs `pref` in-process and captures what it prints. */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { run } from "../../src/cli/main";

/** What one command line did: its exit code, standard output and standard error. */
export interface Ran {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/**
 * The locale the tests run `pref` in, whatever the machine's: an English one, so that a command
 * line without `--lang` speaks English (args.ts defaultLanguage) on every machine alike.
 */
export const TEST_ENV: Readonly<Record<string, string>> = { LANG: "C.UTF-8" };

/** Exit code, standard output and standard error of one command line, in the locale of `env`. */
export async function prefIn(env: Readonly<Record<string, string>>, ...argv: string[]): Promise<Ran> {
  let out = "";
  let err = "";
  const code = await run(argv, {
    out: (t) => (out += t.endsWith("\n") ? t : t + "\n"),
    err: (t) => (err += t.endsWith("\n") ? t : t + "\n"),
    env,
  });
  return { code, out, err };
}

/** Exit code, standard output and standard error of one command line (in TEST_ENV's locale). */
export async function pref(...argv: string[]): Promise<Ran> {
  return prefIn(TEST_ENV, ...argv);
}

/** Writes a temporary file and returns its path. */
export function tempFile(name: string, content: string | Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-test-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const builds = new Map<string, Promise<Buffer>>();

/**
 * A fresh copy, under `name` in its own temporary folder, of the workbook `pref build ARGS --out`
 * writes. Each argument list is built once per test file (Jest loads this module afresh for
 * each): tests that edit a built workbook need a copy of it, not the build again, which
 * build.test.ts tests.
 */
export async function builtCopy(name: string, ...args: string[]): Promise<string> {
  const key = JSON.stringify(args);
  let bytes = builds.get(key);
  if (bytes === undefined) {
    bytes = (async () => {
      const file = tempFile("built.xlsx", "");
      const r = await pref("build", ...args, "--out", file);
      if (r.code !== 0) throw new Error(`pref build ${args.join(" ")}: exit ${r.code}\n${r.err}`);
      return fs.readFileSync(file);
    })();
    builds.set(key, bytes);
  }
  return tempFile(name, await bytes);
}

/** A workbook file as ExcelJS reads it. */
export async function openWorkbook(file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}
