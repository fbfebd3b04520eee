/** The task pane without React: the form to settings, the quality shown before building, the build, messages in both languages. */
import { SEATS } from "../../src/core/protocol";
import { unwrap } from "../../src/core/result";
import { FakeExcel } from "../excel-fake/fake-excel";
import { problemText } from "../../src/i18n/problems";
import { buildSession, type BuildProgress } from "../../src/taskpane/build-session";
import {
  formSettings,
  initialForm,
  parsePlayers,
  percentText,
  previewMovement,
} from "../../src/taskpane/session-form";
import { pickLanguage, strings } from "../../src/taskpane/strings";
import { METHOD_NAMES } from "../../src/core/movement";
import { buildWorkbookPlan } from "../../src/workbook";

describe("the settings form", () => {
  test("players: a count, or names one per line (blank lines skipped, names kept as typed)", () => {
    expect(parsePlayers(" 28 \n")).toEqual({ players: 28 });
    expect(parsePlayers("")).toBeNull();
    expect(parsePlayers("\n  \n")).toBeNull();
    const p = parsePlayers("Анна\r\n\n=1+1\n  1-2  \n12\n");
    expect(p?.players).toBe(4);
    expect([...(p?.names ?? new Map()).entries()]).toEqual([
      [1, "Анна"],
      [2, "=1+1"],
      [3, "1-2"],
      [4, "12"],
    ]);
  });

  test("the defaults are the task pane's: add-in formulas, 4 at a table, auto, 1 deal per set", () => {
    const r = formSettings({ ...initialForm("ru"), players: "13" });
    expect(r).toEqual({
      ok: true,
      value: {
        players: 13,
        names: undefined,
        tableSize: 4,
        method: "auto",
        rounds: undefined,
        dealsPerSet: 1,
        language: "ru",
        formulas: "addin",
        directorSheets: true,
      },
      warnings: [],
    });
  });

  test("the guide cards checkbox: the table cards sheet gets a personal card per player", () => {
    const settings = unwrap(formSettings({ ...initialForm("ru"), players: "28", guides: true }));
    expect(settings.guides).toBe(true);
    const plan = unwrap(buildWorkbookPlan(settings));
    const cards = plan.sheets.find((sh) => sh.role === "cards");
    const titles = cards?.cells.filter(
      (c) => c.value?.kind === "text" && /^Игрок \d+: стол/.test(c.value.text),
    );
    expect(titles).toHaveLength(28);
  });

  test("each bad field is a problem naming the field", () => {
    const r = formSettings({ ...initialForm("en"), players: "", rounds: "x", dealsPerSet: "9" });
    expect(!r.ok && r.problems.map((p) => [p.code, p.at.column])).toEqual([
      ["form.players.empty", "players"],
      ["form.rounds", "rounds"],
      ["form.deals-per-set", "dealsPerSet"],
    ]);
  });
});

describe("the movement's quality before building", () => {
  test("28 players: cyclic, perfect, every cross-line pair once, nobody rests", () => {
    const r = unwrap(previewMovement({ players: 28 }));
    expect(r).toMatchObject({
      method: "cyclic",
      tables: 7,
      rounds: 7,
      perfect: true,
      metOnceShare: 1,
      rests: { min: 0, max: 0 },
    });
  });

  test("13 players rest in turns; too few players is a problem in the director's language", () => {
    const r = unwrap(previewMovement({ players: 13 }));
    expect(r.perfect).toBe(false);
    expect(r.rests.max).toBeGreaterThan(0);
    const bad = previewMovement({ players: 2 });
    if (bad.ok) throw new Error("expected problems");
    expect(problemText(bad.problems[0], "ru")).toBe("Для рассадки нужно не меньше 3 игроков, а не 2.");
    expect(problemText(bad.problems[0], "en")).toBe(bad.problems[0].message);
  });

  test("26 players: regroup in words, the alternatives ranked, rests second; 24 mentions 8 tables of 3", () => {
    const r = unwrap(previewMovement({ players: 26 }));
    expect(r).toMatchObject({
      method: "regroup",
      base: "cyclic",
      tables: 7,
      perfect: true,
      threeHandedTables: 14,
    });
    const [first, second] = r.alternatives;
    expect([first.method, first.chosen, first.best]).toEqual(["regroup", true, true]);
    expect([second.method, second.metOnce, second.pairs]).toEqual(["rests", 176, 325]);
    const ru = strings.ru;
    expect(ru.movementLine(ru.family("regroup", "cyclic"), 7, 4, 7, 7)).toBe(
      "Рассадка со столами на троих, основа — простая карусель (§5: С на месте, В +1, Ю +2, З −2): 7 столов по 4, 7 туров.",
    );
    expect(ru.perfect).toBe("Совершенная: каждый игрок встречается с каждым игроком других линий ровно раз.");
    const t = unwrap(previewMovement({ players: 24 }));
    const three = t.alternatives.find((a) => a.tableSize === 3 && a.perfect);
    expect(three).toMatchObject({ method: "field", tables: 8, rounds: 8 });
    expect(
      ru.alternativeLine({
        family: ru.family("field"),
        tables: 8,
        tableSize: 3,
        rounds: 8,
        perfect: true,
        linesKept: true,
        everySetOnce: true,
        share: "100,0 %",
        rests: 0,
        threeHanded: 0,
        evenMeetings: 1,
      }),
    ).toBe("совершенная карусель по конечному полю: 8 столов по 3, 8 туров — совершенная.");
  });

  test("the seats in the sheets' letters; even meetings and lines in words; no count of requests", () => {
    expect(strings.ru.family("cyclic")).toBe("простая карусель (§5: С на месте, В +1, Ю +2, З −2)");
    expect(strings.en.family("cyclic")).toBe("simple rotation (§5: N stays, E +1, S +2, W −2)");
    expect(strings.en.movementLine(strings.en.family("small"), 4, 4, 5, 5)).toBe(
      "Special scheme for a small field: 4 tables of 4, 5 rounds.",
    );
    // 16 players: the plane — players change seats, every pair meets once; 13: 3 times.
    expect(strings.ru.notPerfect(false, 1)).toBe(
      "Игроки меняют позиции; каждая пара игроков встречается ровно раз.",
    );
    expect(strings.ru.notPerfect(false, 3)).toBe(
      "Игроки меняют позиции; каждая пара игроков встречается 3 раза.",
    );
    expect(strings.en.notPerfect(false, 3)).toBe(
      "Players change seats; every pair of players meets 3 times.",
    );
    expect(strings.ru.metOnce("54,2 %", 176, 325, false)).toBe(
      "Ровно раз встречаются 54,2 % пар (176 из 325).",
    );
    expect(strings.ru.metOnce("100,0 %", 294, 294, true)).toBe(
      "Ровно раз встречаются 100,0 % пар из разных линий (294 из 294).",
    );
    const words = {
      family: strings.ru.family("regroup", "small"),
      tables: 2,
      tableSize: 4,
      rounds: 7,
      perfect: false,
      linesKept: false,
      everySetOnce: true,
      share: "0,0 %",
      rests: 0,
      threeHanded: 7,
      evenMeetings: 3,
    };
    expect(strings.ru.alternativeLine(words)).toBe(
      "рассадка со столами на троих, основа — особая схема для малого числа игроков: 2 стола по 4, 7 туров, " +
        "столов на троих за сессию: 7 — каждая пара игроков встречается 3 раза.",
    );
    expect(strings.en.alternativeLine({ ...words, family: strings.en.family("regroup", "small") })).toBe(
      "movement with 3-handed tables, over the special scheme for a small field: 2 tables of 4, 7 rounds, " +
        "7 tables played 3-handed over the session — every pair of players meets 3 times.",
    );
    expect([strings.ru.writing, strings.en.writing]).toEqual(["Записываю листы…", "Writing the sheets…"]);
  });

  test("no method id or request count in any pane text", () => {
    for (const lang of ["ru", "en"] as const) {
      const t = strings[lang];
      expect(t.doneText(40)).toBe(lang === "ru" ? "Листов: 40." : "40 sheets.");
      if (lang === "ru") for (const m of METHOD_NAMES) expect(t.family(m)).not.toMatch(/[a-z]{3}/);
      for (const m of METHOD_NAMES) expect(t.family(m)).not.toBe(m);
    }
  });

  test("a variant goes into the settings; none leaves it out", () => {
    const r = formSettings({ ...initialForm("ru"), players: "28", variant: "leningrad" });
    expect(unwrap(r).variant).toBe("leningrad");
    const none = formSettings({ ...initialForm("ru"), players: "28" });
    expect("variant" in unwrap(none)).toBe(false);
  });

  test("percentages as each language writes them", () => {
    expect(percentText(0.94321, "ru")).toBe("94,3 %");
    expect(percentText(0.94321, "en")).toBe("94.3%");
    expect(pickLanguage("ru-RU")).toBe("ru");
    expect(pickLanguage("en-GB")).toBe("en");
    expect(pickLanguage(undefined)).toBe("ru");
  });
});

describe("building a session into a workbook", () => {
  test("plan then writer: progress in order, sheets and player numbers in the workbook", async () => {
    const fake = new FakeExcel();
    const progress: BuildProgress["phase"][] = [];
    const r = await buildSession(
      fake,
      { players: 16, language: "en", formulas: "addin" },
      {
        onProgress: (p) => progress.push(p.phase),
      },
    );
    unwrap(r);
    expect(progress[0]).toBe("planning");
    expect(progress[1]).toBe("reading");
    expect(progress[progress.length - 1]).toBe("done");
    expect(fake.sheetNames()[0]).toBe("Players");
    const board = fake.sheet("Board 1");
    expect(SEATS.map((_, i) => typeof board?.data(`${String.fromCharCode(74 + 3 * i)}5`))).toEqual([
      "number",
      "number",
      "number",
      "number",
    ]);
  });

  test("a problem of the settings comes back before Excel is touched", async () => {
    const fake = new FakeExcel();
    const r = await buildSession(fake, { players: 28, dealsPerSet: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(problemText(r.problems[0], "ru")).toBe("Сдач в комплекте — целое число от 1 до 8.");
    expect(fake.syncs).toHaveLength(0);
  });

  test("a clash is asked about, and cancelling leaves the workbook as it was", async () => {
    const fake = new FakeExcel({ sheets: [{ name: "Игроки", cells: { A1: "мои данные" } }] });
    const r = await buildSession(fake, { players: 28 }, { onClash: () => "cancel" });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(problemText(r.problems[0], "ru")).toBe("Ничего не записано: листы уже есть в книге — Игроки.");
    expect(fake.sheetNames()).toEqual(["Игроки"]);
    expect(fake.sheet("Игроки")?.mutations).toBe(0);
  });
});

describe("the deals choice", () => {
  test("the pane starts without layouts; the deals choice does not change the settings", () => {
    expect(initialForm("ru").deals).toBe("none");
    const none = formSettings({ ...initialForm("ru"), players: "28" });
    const random = formSettings({ ...initialForm("ru"), players: "28", deals: "random" });
    expect(random).toEqual(none);
  });

  test("its texts in Russian and English, and the analysis progress", () => {
    const ru = strings.ru;
    expect([ru.deals, ru.dealsNone, ru.dealsRandom]).toEqual([
      "Сдачи",
      "без раскладов",
      "случайные расклады (с анализом)",
    ]);
    expect(ru.analysing(3, 36)).toBe("Анализирую сдачи: 3 из 36");
    const en = strings.en;
    expect([en.deals, en.dealsNone, en.dealsRandom]).toEqual([
      "Deals",
      "no layouts",
      "random layouts (analysed)",
    ]);
    expect(en.analysing(3, 36)).toBe("Analysing deals: 3 of 36");
  });
});
