/** A command line parseArgs refuses is a `cli.usage` problem, and every command prints its message. */
import { parse, wholeOption } from "../../src/cli/args";
import { pref } from "./capture";

describe("parse", () => {
  const options = { lang: { type: "string" }, force: { type: "boolean" } } as const;

  test("options and positionals come back as the value", () => {
    const r = parse(["a.csv", "--lang", "ru", "--force"], options, true);
    expect(r).toEqual({
      ok: true,
      value: { values: { lang: "ru", force: true }, positionals: ["a.csv"] },
      warnings: [],
    });
  });

  test("an unknown option, a missing value, a value for a flag, a positional not allowed: one problem each", () => {
    for (const [argv, text, params] of [
      [["--bogus"], /^Unknown option '--bogus'/, { kind: "unknown-option", text: "--bogus" }],
      [["--lang"], /^Option '--lang <value>' argument missing$/, { kind: "missing-value", text: "--lang" }],
      [
        ["--lang", "--force"],
        /^Option '--lang' argument is ambiguous/,
        { kind: "ambiguous-value", text: "--lang" },
      ],
      [
        ["--force=yes"],
        /^Option '--force' does not take an argument$/,
        { kind: "no-value", text: "--force" },
      ],
      [["a.csv"], /^Unexpected argument 'a.csv'/, { kind: "unexpected-argument", text: "a.csv" }],
    ] as const) {
      const r = parse(argv, options, false);
      if (r.ok) throw new Error(`${argv.join(" ")} parsed`);
      expect(r.problems).toHaveLength(1);
      // The params are what the catalogue tells in Russian (test/cli/language.test.ts).
      expect(r.problems[0]).toMatchObject({ code: "cli.usage", severity: "error", at: {}, params });
      expect(r.problems[0].message).toMatch(text);
      expect(r.problems[0].message).not.toContain("\n");
    }
    // A value that starts with a dash, written with "=", is a value.
    expect(parse(["--lang=-x"], options, false)).toMatchObject({
      ok: true,
      value: { values: { lang: "-x" } },
    });
  });

  test.each(["build", "check", "score", "whists", "deals", "demo"])(
    "pref %s --bogus: exit 1 and parseArgs' message",
    async (command) => {
      const r = await pref(command, "--bogus");
      expect(r.code).toBe(1);
      expect(r.err).toContain(`pref ${command}: Unknown option '--bogus'`);
    },
  );
});

describe("wholeOption: one reading of a whole-number option for every command", () => {
  test("absent is undefined; a whole number in range is itself; anything else one cli.whole-number problem", () => {
    expect(wholeOption("--rounds", undefined)).toEqual({ ok: true, value: undefined, warnings: [] });
    expect(wholeOption("--rounds", " 7 ")).toEqual({ ok: true, value: 7, warnings: [] });
    expect(wholeOption("--sets", "10000", 1, 10000)).toEqual({ ok: true, value: 10000, warnings: [] });
    for (const [value, message] of [
      ["12.5", '--players must be a whole number, not "12.5"'],
      ["-3", '--players must be a whole number, not "-3"'],
      ["", '--players must be a whole number, not ""'],
    ] as const) {
      const r = wholeOption("--players", value);
      expect(r.ok ? null : r.problems.map((p) => [p.code, p.message])).toEqual([
        ["cli.whole-number", message],
      ]);
    }
    const r = wholeOption("--sets", "0", 1, 10000);
    expect(r.ok ? null : r.problems[0].message).toBe(
      '--sets must be a whole number from 1 to 10000, not "0"',
    );
  });

  test("pref movement, build and deals refuse the same way", async () => {
    for (const argv of [
      ["movement", "--players", "12.5"],
      ["build", "--players", "12.5", "--out", "never-written.xlsx", "--lang", "en"],
    ]) {
      const r = await pref(...argv);
      expect([r.code, r.err]).toEqual([
        1,
        expect.stringContaining('--players must be a whole number, not "12.5"'),
      ]);
    }
    const d = await pref("deals", "--sets", "2", "--seed", "x", "--lang", "en");
    expect([d.code, d.err]).toEqual([
      1,
      expect.stringContaining('--seed must be a whole number from 0 to 4294967295, not "x"'),
    ]);
    // In Russian from the same problem (its params).
    const ru = await pref("deals", "--sets", "2", "--seed", "x", "--lang", "ru");
    expect(ru.err.split("\n")[0]).toBe("pref deals: --seed — целое число от 0 до 4294967295, а не «x»");
  });
});
