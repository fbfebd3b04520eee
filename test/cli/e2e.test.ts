/**
 * The built command line, run as a director runs it: `node lib/cli/main.js …` after the CLI is
 * compiled (beforeAll compiles it, so this test works before and after `npm run build`).
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import { tempFile } from "./capture";

const root = path.join(__dirname, "../..");
const bin = path.join(root, "lib/cli/main.js");

function pref(...args: string[]): { code: number; out: string; err: string } {
  // An English locale, as capture.ts's TEST_ENV: without --lang the CLI speaks English on any machine.
  const env = { ...process.env, LC_ALL: "", LC_MESSAGES: "", LANG: "C.UTF-8" };
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", env });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.cli.json"],
    { cwd: root },
  );
});

describe("pref, built", () => {
  test("the compiled entry point starts with a shebang, so npm can link it as a command", () => {
    expect(fs.readFileSync(bin, "utf8").startsWith("#!/usr/bin/env node")).toBe(true);
  });

  test("demo: a whole simulated session, then its protocols scored again from the CSV it wrote", () => {
    const out = tempFile("demo.csv", "");
    const demo = pref("demo", "--players", "20", "--out", out);
    expect(demo.code).toBe(0);
    expect(demo.err).toBe("");
    expect(demo.out).toMatch(/20 players, 5 tables, 5 rounds/);
    const standings = demo.out.slice(demo.out.indexOf("Results:"));
    const again = pref("score", out);
    expect(again.code).toBe(0);
    expect(again.out).toBe(standings.slice(0, standings.indexOf("Protocols written")).trimEnd() + "\n");
  });

  test("a user's mistake: exit 1 and a message, no stack trace", () => {
    const f = tempFile("bad.csv", "board,N,N_whists\n1,1,seven\n");
    const r = pref("score", f);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `${f}, line 2, column N_whists: "seven" is not a number of whists nor an adjusted result (A+, A, A-, NN%)\n` +
        "pref score: 1 error in the protocols: no standings until they are mended (or score with --provisional)\n",
    );
  });

  test("an unknown command", () => {
    const r = pref("dance");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown command "dance"/);
  });
});
