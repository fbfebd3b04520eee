/**
 * pref build's, demo's, deals' and whists' refusals under --lang ru: the message and the usage line
 * in Russian; English unchanged (the same refusals under --lang en, as they always read).
 */
import { pref } from "./capture";

describe("refused command lines under --lang ru", () => {
  test.each([
    [
      ["build", "--players", "12", "--formulas", "x"],
      "pref build: --formulas — portable или addin, а не «x»",
    ],
    [["build", "--players", "1.5"], "pref build: --players — целое число, а не «1.5»"],
    [
      ["build", "--players", "12", "--variant", "moscow"],
      "pref build: --variant — одно из: sochi, leningrad, rostov, а не «moscow»",
    ],
    [
      ["build", "--players", "12", "--disqualify", "7,x"],
      "pref build: --disqualify — номера игроков через запятую, а не «7,x»",
    ],
    [["demo", "--seed", "x"], "pref demo: --seed — целое число, а не «x»"],
    [["demo", "--players", "many"], "pref demo: --players — целое число, а не «many»"],
    [
      ["deals", "--sets", "2", "--deals-per-set", "9"],
      "pref deals: --deals-per-set — целое число от 1 до 8, а не «9»",
    ],
    [
      ["deals", "--in", "d.csv", "--sets", "2"],
      "pref deals: --in берёт сдачи из файла: --sets и --seed к нему не относятся",
    ],
    [["deals"], "pref deals: укажите --sets (или --in ФАЙЛ.csv)"],
  ])("%j", async (argv, message) => {
    const r = await pref(...argv, "--lang", "ru");
    expect(r.code).toBe(1);
    const lines = r.err.split("\n");
    expect(lines[0]).toBe(message);
    // The usage follows the message, in Russian (no English "usage:" line).
    if (argv[0] !== "deals" || argv.length === 1) expect(r.err).toContain(`использование: pref ${argv[0]}`);
    expect(r.err).not.toContain("usage:");
  });

  test("whists: its usage in Russian after the messages", async () => {
    const r = await pref("whists", "--variant", "sochi", "--contract", "ZZ", "--dealer", "N", "--lang", "ru");
    expect(r.code).toBe(1);
    expect(r.err).toContain("использование: pref whists --variant sochi|leningrad|rostov");
    expect(r.err).not.toContain("usage:");
  });

  test.each([
    [
      ["build", "--players", "12", "--formulas", "x"],
      'pref build: --formulas must be portable or addin, not "x"',
    ],
    [["build", "--players", "1.5"], 'pref build: --players must be a whole number, not "1.5"'],
    [
      ["deals", "--sets", "2", "--deals-per-set", "9"],
      'pref deals: --deals-per-set must be a whole number from 1 to 8, not "9"',
    ],
    [["demo", "--seed", "x"], 'pref demo: --seed must be a whole number, not "x"'],
  ])("English as before: %j", async (argv, message) => {
    const r = await pref(...argv, "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(message);
    if (argv[0] !== "deals") expect(r.err).toContain(`usage: pref ${argv[0]}`);
  });
});
