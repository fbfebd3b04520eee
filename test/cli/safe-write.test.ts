import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { checkOutput, writeAtomically, writeOutput } from "../../src/cli/safe-write";
import { pref, tempFile } from "./capture";

const HEADER = "board,round,table,N,N_whists,E,E_whists,S,S_whists,W,W_whists";
const PROTOCOLS = [HEADER, "1,1,1,1,7,2,-1,3,-1,4,-5", "1,2,2,5,3,6,1,7,1,8,-5"].join("\n") + "\n";

function folder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "pref-write-"));
}

/** Files in a folder other than the ones named: a temporary file left behind shows here. */
function leftovers(dir: string, expected: string[]): string[] {
  return fs.readdirSync(dir).filter((f) => !expected.includes(f));
}

describe("output never replaces input or data", () => {
  test("pref build --protocols p.csv --out p.csv is refused and p.csv keeps its bytes", async () => {
    const p = tempFile("p.csv", PROTOCOLS);
    const before = fs.readFileSync(p);
    const r = await pref("build", "--players", "8", "--protocols", p, "--out", p, "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.err).toContain("is the input");
    // In the director's language too.
    const ru = await pref("build", "--players", "8", "--protocols", p, "--out", p, "--lang", "ru");
    expect(ru.err).toBe(
      `pref build: ${p}: --out ${p} — это входной файл ${p}: поверх него писать нельзя (укажите другой файл в --out).\n`,
    );
    expect(fs.readFileSync(p).equals(before)).toBe(true);
  });

  test("the same input reached by another spelling, a symlink or a hard link is refused", () => {
    const dir = folder();
    const input = path.join(dir, "s.xlsx");
    fs.writeFileSync(input, "data");
    fs.symlinkSync(input, path.join(dir, "link.xlsx"));
    fs.linkSync(input, path.join(dir, "hard.xlsx"));
    for (const out of [
      path.join(dir, ".", "sub", "..", "s.xlsx"),
      path.join(dir, "link.xlsx"),
      path.join(dir, "hard.xlsx"),
    ]) {
      fs.mkdirSync(path.join(dir, "sub"), { recursive: true });
      const p = checkOutput({ file: out, inputs: [input], force: true, flag: "--out" });
      expect(p?.code).toBe("output.is-input");
    }
  });

  test("pref score s.xlsx --out s.xlsx is refused, even with --force, and the workbook is unchanged", async () => {
    const dir = folder();
    const s = path.join(dir, "s.xlsx");
    const demo = await pref("demo", "--players", "8", "--out", s);
    expect(demo.code).toBe(0);
    const before = fs.readFileSync(s);
    const r = await pref("score", s, "--out", s, "--force");
    expect(r.code).toBe(1);
    expect(r.err).toContain("is the input");
    expect(fs.readFileSync(s).equals(before)).toBe(true);
  }, 60_000);

  test("an existing output is replaced only with --force", async () => {
    const dir = folder();
    const out = path.join(dir, "results.xlsx");
    fs.writeFileSync(out, "the director's file");
    const p = tempFile("p.csv", PROTOCOLS);
    const refused = await pref("score", p, "--out", out);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("already exists");
    expect(refused.err).toContain("--force");
    expect(fs.readFileSync(out, "utf8")).toBe("the director's file");
    const forced = await pref("score", p, "--out", out, "--force");
    expect(forced.code).toBe(0);
    expect(fs.readFileSync(out).subarray(0, 2).toString("latin1")).toBe("PK");
    expect(leftovers(dir, ["results.xlsx"])).toEqual([]);
  }, 60_000);

  test("pref build without --out does not replace session.xlsx and names the flag", async () => {
    const dir = folder();
    const was = process.cwd();
    process.chdir(dir);
    try {
      fs.writeFileSync("session.xlsx", "yesterday's session");
      const r = await pref("build", "--players", "8", "--lang", "en");
      expect(r.code).toBe(1);
      expect(r.err).toContain("session.xlsx already exists");
      expect(r.err).toContain("--out FILE");
      expect(fs.readFileSync("session.xlsx", "utf8")).toBe("yesterday's session");
    } finally {
      process.chdir(was);
    }
  });

  test("pref demo --out over an existing file is refused without --force", async () => {
    const out = tempFile("demo.csv", "keep me");
    const r = await pref("demo", "--players", "8", "--out", out);
    expect(r.code).toBe(1);
    expect(fs.readFileSync(out, "utf8")).toBe("keep me");
    expect((await pref("demo", "--players", "8", "--out", out, "--force")).code).toBe(0);
    expect(fs.readFileSync(out, "utf8").split("\n")[0]).toMatch(/^board,/);
  });

  test("a write interrupted after the temporary file leaves the old file whole and no temporary file", async () => {
    const dir = folder();
    const out = path.join(dir, "session.xlsx");
    fs.writeFileSync(out, "old contents");
    let temporary = "";
    const r = await writeAtomically(out, "new contents", true, {
      beforeRename: (t) => {
        temporary = t;
        expect(fs.readFileSync(t, "utf8")).toBe("new contents");
        throw Object.assign(new Error("power cut"), { code: "EIO" });
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].code).toBe("output.write-failed");
    expect(path.dirname(temporary)).toBe(dir);
    expect(fs.readFileSync(out, "utf8")).toBe("old contents");
    expect(leftovers(dir, ["session.xlsx"])).toEqual([]);
  });

  test("a producer that fails half-way leaves the old file whole", async () => {
    const dir = folder();
    const out = path.join(dir, "s.xlsx");
    fs.writeFileSync(out, "old");
    const r = await writeOutput({ file: out, inputs: [], force: true, flag: "--out" }, async (t) => {
      fs.writeFileSync(t, "half a workb");
      throw new Error("out of memory");
    });
    expect(r.ok).toBe(false);
    expect(fs.readFileSync(out, "utf8")).toBe("old");
    expect(leftovers(dir, ["s.xlsx"])).toEqual([]);
  });

  test("a file that appears while writing is not replaced without --force", async () => {
    const dir = folder();
    const out = path.join(dir, "new.xlsx");
    const r = await writeOutput({ file: out, inputs: [], force: false, flag: "--out" }, "ours", {
      beforeRename: () => fs.writeFileSync(out, "someone else's"),
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].code).toBe("output.exists");
    expect(fs.readFileSync(out, "utf8")).toBe("someone else's");
    expect(leftovers(dir, ["new.xlsx"])).toEqual([]);
  });

  test("a folder as the output is refused", () => {
    const dir = folder();
    expect(checkOutput({ file: dir, inputs: [], force: true, flag: "--out" })?.code).toBe("output.is-folder");
  });
});

test("an empty file holds nothing to lose: it may be replaced without --force", () => {
  const out = tempFile("placeholder.xlsx", "");
  expect(checkOutput({ file: out, inputs: [], force: false, flag: "--out" })).toBeNull();
  fs.writeFileSync(out, "x");
  expect(checkOutput({ file: out, inputs: [], force: false, flag: "--out" })?.code).toBe("output.exists");
});
