/** A command line parseArgs refuses is a `cli.usage` problem, and every command prints its message. */
import { parse } from "../../src/cli/args";
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

  test("an unknown option, a missing value, a positional not allowed: one problem each", () => {
    for (const [argv, text] of [
      [["--bogus"], /^Unknown option '--bogus'/],
      [["--lang"], /^Option '--lang <value>' argument missing$/],
      [["a.csv"], /^Unexpected argument 'a.csv'/],
    ] as const) {
      const r = parse(argv, options, false);
      if (r.ok) throw new Error(`${argv.join(" ")} parsed`);
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0]).toMatchObject({ code: "cli.usage", severity: "error", at: {} });
      expect(r.problems[0].message).toMatch(text);
      expect(r.problems[0].message).not.toContain("\n");
    }
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
