/**
 * One language per command line: one rule for the default (args.ts defaultLanguage) that every
 * command follows, every refusal — parse failures included — in the line's language, and a bad
 * --lang refused in both languages. The expected texts are written out by hand.
 */
import * as path from "path";
import { defaultLanguage, langArgument } from "../../src/cli/args";
import { placeText, winnerLine } from "../../src/cli/report";
import { pref, prefIn, tempFile } from "./capture";

describe("defaultLanguage: the locale, Russian when none is set", () => {
  test.each([
    [{}, "ru"],
    [{ LANG: "" }, "ru"],
    [{ LANG: "ru_RU.UTF-8" }, "ru"],
    [{ LANG: "ru_UA" }, "ru"],
    [{ LANG: "RU_RU" }, "ru"],
    [{ LANG: "C.UTF-8" }, "en"],
    [{ LANG: "C" }, "en"],
    [{ LANG: "POSIX" }, "en"],
    [{ LANG: "en_US.UTF-8" }, "en"],
    [{ LANG: "de_DE.UTF-8" }, "en"],
    // POSIX order: LC_ALL, then LC_MESSAGES, then LANG; an empty one does not count.
    [{ LC_ALL: "en_US.UTF-8", LANG: "ru_RU.UTF-8" }, "en"],
    [{ LC_ALL: "", LC_MESSAGES: "ru_RU.UTF-8", LANG: "en_US.UTF-8" }, "ru"],
    [{ LC_MESSAGES: "C", LANG: "ru_RU.UTF-8" }, "en"],
  ])("%j → %s", (env, lang) => {
    expect(defaultLanguage(env)).toBe(lang);
  });

  test("--lang is read from the raw line before it is parsed: the last one, not after --", () => {
    expect(langArgument(["a.csv", "--lang", "ru"])).toBe("ru");
    expect(langArgument(["--lang=en", "a.csv"])).toBe("en");
    expect(langArgument(["--lang", "ru", "--lang", "en"])).toBe("en");
    expect(langArgument(["--", "--lang", "ru"])).toBeUndefined();
    // No value: the parse refuses the line (in the default language).
    expect(langArgument(["a.csv", "--lang"])).toBeUndefined();
  });
});

/** Each command, a line it refuses (an unknown option) and a line it runs. */
function commands(dir: string, protocols: string): [string, string[]][] {
  return [
    ["movement", ["--players", "8"]],
    ["score", [protocols]],
    ["check", [protocols]],
    ["build", ["--players", "8", "--out", path.join(dir, "b.xlsx"), "--force"]],
    ["demo", ["--players", "8"]],
    [
      "whists",
      [
        "--variant",
        "sochi",
        "--contract",
        "6S",
        "--declarer",
        "N",
        "--dealer",
        "W",
        "--tricks",
        "N=6,E=2,S=2",
      ],
    ],
    ["deals", ["--sets", "1", "--seed", "1"]],
  ];
}

/** What each command's output starts with (its first line, or the part that names the language). */
const SAYS: Record<string, Record<"ru" | "en", RegExp>> = {
  movement: { ru: /^Рассадка: 8 игроков, 2 стола по 4/, en: /^Movement for 8 players: 2 tables of 4/ },
  score: { ru: /^Итоги: 8 игроков/, en: /^Results: 8 players/ },
  check: { ru: /: ошибок не найдено\n$/, en: /: no problems found\n$/ },
  build: {
    ru: /^Книга сессии записана в .*b\.xlsx: 8 игроков/,
    en: /^Workbook written to .*b\.xlsx: 8 players/,
  },
  demo: { ru: /^Демонстрация Pref Director — 8 игроков/, en: /^Pref Director demo — 8 players/ },
  whists: { ru: /^Сочи, 6♠, разыгрывающий С, сдающий З\nС /, en: /^Sochi, 6♠, declarer N, dealer W\nN / },
  deals: { ru: /^Сдача 1, сдаёт С\n/, en: /^Deal 1, dealer N\n/ },
};

describe("every command follows the same default", () => {
  let dir = "";
  let protocols = "";
  beforeAll(async () => {
    protocols = tempFile("p.csv", "");
    dir = path.dirname(protocols);
    const made = await pref("demo", "--players", "8", "--out", protocols, "--force", "--lang", "en");
    expect(made.code).toBe(0);
  });

  test.each([
    [{}, "ru"],
    [{ LANG: "ru_RU.UTF-8" }, "ru"],
    [{ LANG: "en_US.UTF-8" }, "en"],
    [{ LC_ALL: "C.UTF-8", LANG: "ru_RU.UTF-8" }, "en"],
  ] as const)("locale %j: every command in %s, its output and its refusals", async (env, lang) => {
    for (const [name, argv] of commands(dir, protocols)) {
      const ran = await prefIn(env, name, ...argv);
      expect([name, ran.code]).toEqual([name, 0]);
      expect([name, ran.out]).toEqual([name, expect.stringMatching(SAYS[name][lang])]);

      const refused = await prefIn(env, name, ...argv, "--bogus");
      expect([name, refused.code]).toEqual([name, 1]);
      expect([name, refused.err.split("\n")[0]]).toEqual([
        name,
        lang === "ru"
          ? `pref ${name}: неизвестный параметр --bogus`
          : `pref ${name}: Unknown option '--bogus'`,
      ]);
      // The usage after it (movement refuses in one line) is in the same language.
      if (name !== "movement")
        expect([name, refused.err.split("\n")[1]]).toEqual([
          name,
          expect.stringMatching(lang === "ru" ? `^использование: pref ${name} ` : `^usage: pref ${name} `),
        ]);
    }
  });

  test("pref --help says the rule", async () => {
    const en = await pref("--help", "--lang", "en");
    expect(en.out).toContain("The same default for every command: the locale (LC_ALL,");
    expect(en.out).toContain("Russian when it is ru_*, English for any other; Russian when none is set.");
    const ru = await pref("--help", "--lang", "ru");
    expect(ru.out).toContain("По умолчанию — одинаково для всех команд: по локали (LC_ALL,");
    expect(ru.out).toContain(
      "русский для ru_*, английский для любой другой; русский, если локаль не задана.",
    );
  });
});

describe("refusals under --lang ru: message and usage in Russian, never English", () => {
  test.each([
    [["score", "a.csv", "--bogus"], "pref score: неизвестный параметр --bogus"],
    [["score", "a.csv", "--players"], "pref score: у параметра --players нет значения"],
    [["score", "a.csv", "--players", "x"], "pref score: --players — целое число, а не «x»"],
    [["score", "a.csv", "--cards=yes"], "pref score: параметр --cards пишется без значения"],
    [
      ["score", "a.csv", "--players", "--out", "r.xlsx"],
      "pref score: у параметра --players, похоже, нет значения (значение, начинающееся с «-», пишется так: --players=-…)",
    ],
    [["check", "a.csv", "-x"], "pref check: неизвестный параметр -x"],
    [["check", "a.csv", "--format"], "pref check: у параметра --format нет значения"],
    [
      ["build", "--players", "8", "extra"],
      "pref build: лишний аргумент «extra»: эта команда принимает только параметры (--имя значение)",
    ],
    [["build", "--players"], "pref build: у параметра --players нет значения"],
    [["demo", "--colour", "red"], "pref demo: неизвестный параметр --colour"],
    [["deals", "--sets"], "pref deals: у параметра --sets нет значения"],
    [["whists", "--contract"], "pref whists: у параметра --contract нет значения"],
    [["movement", "--players", "8", "--colour", "red"], "pref movement: неизвестный параметр --colour"],
    [
      ["movement", "--players", "8", "--format", "xml"],
      "pref movement: --format — text, json или csv, а не «xml»",
    ],
    [["deals", "--sets", "2", "--format", "xml"], "pref deals: --format — text, json или csv, а не «xml»"],
  ])("%j", async (argv, message) => {
    // --lang before the options: after them, "--players --lang ru" would give --players a value.
    for (const line of [
      [argv[0], "--lang", "ru", ...argv.slice(1)],
      [argv[0], "--lang=ru", ...argv.slice(1)],
    ]) {
      const r = await pref(...line);
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err.split("\n")[0]).toBe(message);
      expect(r.err).not.toMatch(/usage:|Unknown|must be|missing|argument/);
    }
  });

  test("whists: every message of a bad line in Russian, then the usage", async () => {
    const r = await pref(
      ...["whists", "--variant", "vint", "--contract", "6S", "--dealer", "Q", "--players", "5"],
      ...["--tricks", "N=6,X=2,N=1", "--defence", "E=maybe", "--rounding", "up", "--lang", "ru"],
    );
    expect(r.code).toBe(1);
    expect(r.err.split("\n").slice(0, 7)).toEqual([
      "pref whists: --rounding — одно из: exact, nearest",
      "pref whists: --variant — одно из: sochi, leningrad, rostov, а не «vint»",
      "pref whists: --players — 3 или 4, а не «5»",
      "pref whists: --dealer: «Q» — не позиция (С, В, Ю, З или N, E, S, W)",
      "pref whists: --tricks: «X=2» — не ПОЗИЦИЯ=число взяток (позиции С В Ю З или N E S W)",
      "pref whists: --tricks: позиция С указана дважды",
      "pref whists: --defence: «maybe» — не вист, пас или полвиста (у позиции В)",
    ]);
    expect(r.err).toContain("использование: pref whists --variant");
    expect(r.err).not.toMatch(/usage:|must be|is not/);
    const missing = await pref("whists", "--lang", "ru");
    expect(missing.err.split("\n").slice(0, 2)).toEqual([
      "pref whists: укажите --variant: sochi, leningrad, rostov",
      "pref whists: укажите --contract (6♠, 7БК, мизер, - для распасов …)",
    ]);
  });

  test("pref whists' text in Russian: variant, contract, seat letters, decimal comma, the empty seat", async () => {
    const r = await pref(
      ...["whists", "--variant", "sochi", "--contract", "6S", "--declarer", "N", "--players", "3"],
      ...["--tricks", "N=6,E=2,S=2", "--lang", "ru"],
    );
    expect(r.code).toBe(0);
    // The English run gives N 16/3 (5.33), E and S −8/3 each (test/cli/whists.test.ts).
    expect(r.out).toBe(
      "Сочи, 6♠, разыгрывающий С, игра втроём\nС  16/3 (5,33)\nВ  -8/3 (-2,67)\nЮ  -8/3 (-2,67)\nЗ  (место пустое)\n",
    );
    const nt = await pref(
      ...["whists", "--variant", "rostov", "--contract", "misere", "--declarer", "N", "--dealer", "W"],
      ...["--tricks", "N=0,E=5,S=5", "--lang", "ru"],
    );
    expect(nt.out.split("\n")[0]).toBe("Ростов, мизер, разыгрывающий С, сдающий З");
  });

  test("English is what it was", async () => {
    const r = await pref("score", "--lang", "en", "a.csv", "--players");
    expect(r.err.split("\n")[0]).toBe("pref score: Option '--players <value>' argument missing");
    const w = await pref("whists", "--variant", "sochi", "--contract", "6S", "--dealer", "Q", "--lang", "en");
    expect(w.err.split("\n")[0]).toBe('pref whists: --dealer: "Q" is not a seat (N, E, S, W or С, В, Ю, З)');
  });
});

describe("a --lang that is neither ru nor en: refused in both languages, one line each", () => {
  test.each([
    ["score", "a.csv", "--lang", "xx"],
    ["build", "--lang", "xx"],
    ["check", "a.csv", "--lang=xx"],
    ["movement", "--players", "8", "--lang", "xx"],
    ["whists", "--lang", "xx"],
    ["deals", "--lang", "xx"],
    ["demo", "--lang", "xx"],
  ])("pref %s …", async (...argv) => {
    const r = await pref(...argv);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `pref ${argv[0]}: --lang — ru или en, а не «xx»\npref ${argv[0]}: --lang must be ru or en, not "xx"\n`,
    );
  });

  test("an unknown command in the line's language, an object's own method name included", async () => {
    for (const name of ["frobnicate", "toString"]) {
      const r = await pref(name, "--lang", "ru");
      expect(r.code).toBe(1);
      expect(r.err.split("\n")[0]).toBe(`pref: неизвестная команда «${name}»`);
    }
  });

  test("before any command too: pref, pref help, an unknown command", async () => {
    for (const argv of [
      ["--lang", "de"],
      ["help", "--lang", "de"],
      ["frobnicate", "--lang", "de"],
    ]) {
      const r = await pref(...argv);
      expect(r.code).toBe(1);
      expect(r.err).toBe('pref: --lang — ru или en, а не «de»\npref: --lang must be ru or en, not "de"\n');
    }
  });
});

describe("the report functions take the language as a required parameter", () => {
  test("leaving it out does not compile; given, it is used", () => {
    const dq = { rank: null, tied: false, disqualified: true } as const;
    // @ts-expect-error no default language: a caller cannot forget it
    const forgotten = (): string => placeText(dq);
    expect(typeof forgotten).toBe("function");
    // @ts-expect-error the same for the standings' winner line
    expect(() => winnerLine([])).not.toThrow();
    expect([placeText(dq, "ru"), placeText(dq, "en")]).toEqual(["дискв.", "DQ"]);
  });
});
