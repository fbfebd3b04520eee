/**
 * The text reports under --lang ru: Russian words, the workbook's seat letters С В Ю З, the
 * decimal comma ("73,81", "73,81 %"), columns aligned by characters. The figures are the demo's
 * (seed 1, 28 players), checked by hand against its protocol rows.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { pref, tempFile } from "./capture";
import type { Correction } from "../../src/core/corrections";
import { reportTexts } from "../../src/i18n/report-texts";
import { labelsFor } from "../../src/workbook/labels";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-ru-"));
const session1 = path.join(dir, "s1.csv");
const session2 = path.join(dir, "s2.csv");

beforeAll(async () => {
  expect((await pref("demo", "--out", session1, "--lang", "en")).code).toBe(0);
  expect((await pref("demo", "--seed", "2", "--out", session2, "--lang", "en")).code).toBe(0);
});

/** The lines of a table under its dashes: every one as long as the header (numbers align right). */
function tableLines(text: string, header: string): string[] {
  const lines = text.split("\n");
  const at = lines.indexOf(header);
  expect(at).toBeGreaterThan(-1);
  const out = [lines[at]];
  for (let i = at + 1; i < lines.length && lines[i] !== ""; i++) out.push(lines[i]);
  return out;
}

describe("pref score --lang ru", () => {
  test("the standings: heading, columns, the winner, the places as in English", async () => {
    const ru = await pref("score", session1, "--lang", "ru");
    const en = await pref("score", session1, "--lang", "en");
    expect(ru.code).toBe(0);
    const lines = ru.out.split("\n");
    expect(lines[0]).toBe("Итоги: 28 игроков, 7 протоколов");
    expect(lines[2]).toBe("Место  Игрок  МП  Макс      %");
    // Player 14: 62 of 84 = 73.8095…%; players 15 and 24 share third place with 55 (65.476…%).
    expect(lines[4]).toBe("    1     14  62    84  73,81");
    expect(lines[6]).toBe("   3=     15  55    84  65,48");
    expect(ru.out).toContain("\nПобедитель: игрок 14, 73,81 %\n");
    expect(ru.out).not.toMatch(/Results|Winner|Place|player/);
    // The same places and players as the English table, line for line.
    const places = (out: string, header: string): string[] =>
      tableLines(out, header)
        .slice(2)
        .map((l) => l.trim().split(/\s+/).slice(0, 2).join(" "));
    expect(places(ru.out, "Место  Игрок  МП  Макс      %")).toEqual(
      places(en.out, "Place  Player  MP  Max      %"),
    );
    expect(places(ru.out, "Место  Игрок  МП  Макс      %")).toHaveLength(28);
    // The note on stderr is Russian too.
    expect(ru.err).toContain("без --players число столов");
  });

  test("names, a penalty and a disqualification: the name column lines up, the corrections in Russian", async () => {
    const names = tempFile("names.csv", "player,name\n14,Иванов И.\n5,Петров\n");
    const pen = tempFile("pen.csv", "player,points,reason\n5,25%,медленная игра\n");
    const r = await pref(
      "score",
      session1,
      "--names",
      names,
      "--penalties",
      pen,
      "--disqualify",
      "18",
      "--lang",
      "ru",
    );
    expect(r.code).toBe(0);
    const table = tableLines(r.out, " Место  Игрок  Имя        МП  Макс      %  Штраф");
    // Widths by characters: every line of the table is as long as its dashes.
    for (const l of table.slice(2)) expect([...l].length).toBeLessThanOrEqual([...table[1]].length);
    expect(table[1]).toBe("------  -----  ---------  --  ----  -----  -----");
    expect(table[2]).toBe("     1     14  Иванов И.  62    84  73,81");
    // 25% of a line's top of 12 is 3 MP: player 5 has 58 - 3 = 55 of 84 = 65,48 %, second with 15 and 24.
    expect(table[3]).toBe("    2=      5  Петров     55    84  65,48     -3");
    expect(table[4]).toBe("    2=     15             55    84  65,48");
    expect(table[table.length - 1]).toBe("дискв.     18             24    84  28,57");
    expect(r.out).toContain(
      "\nПоправки судьи:\n" +
        "  - игрок 5: штраф 3 МП (25 % от макса) — медленная игра\n" +
        "  - игрок 18: дисквалифицирован; результаты его соперников остаются\n",
    );
    expect(r.out).toContain("Победитель: игрок 14 (Иванов И.), 73,81 %");
  });

  test("--cards: a card in Russian with the seats С В Ю З", async () => {
    const r = await pref("score", session1, "--cards", "--lang", "ru");
    expect(r.code).toBe(0);
    const card = r.out.slice(r.out.indexOf("Игрок 14: "));
    const lines = card.split("\n").slice(0, 10);
    expect(lines[0]).toBe("Игрок 14: 62 МП из 84 (73,81 %), место 1");
    expect(lines[1]).toBe("  Протокол  Тур  Стол  Позиция  Контракт  Висты  МП  Макс");
    // Deal 1, round 5, table 4: player 14 sat E with -28, the lowest of the E line: 0 of 12.
    expect(lines[3]).toBe("         1    5     4  В                    -28   0    12");
    expect(lines[4]).toBe("         2    2     1  В                      8   8    12");
    // Every seat letter on every card is Russian.
    const seats = r.out
      .slice(r.out.indexOf("\nИгрок 1: "))
      .split("\n")
      .filter((l) => /^\s+\d+\s+\d+\s+\d+\s+\S/.test(l))
      .map((l) => l.trim().split(/\s+/)[3]);
    expect(seats.length).toBe(28 * 7);
    expect(new Set(seats)).toEqual(new Set(["С", "В", "Ю", "З"]));
  });

  test("an event of two files", async () => {
    const r = await pref("score", session1, session2, "--lang", "ru");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "Итоги турнира: 28 игроков, 2 сессии (% от всех возможных МП)",
      `  С1: ${session1}`,
      `  С2: ${session2}`,
    ]);
    expect(lines[4]).toBe("Место  Игрок   С1 %   С2 %   МП  Макс      %");
    // Player 3: 42 of 84 (50 %) and 68 of 84 (80,95 %): 110 of 168 = 65,48 %.
    expect(lines[6]).toBe("    1      3  50,00  80,95  110   168  65,48");
    expect(r.out).toContain("\nПобедитель: игрок 3, 65,48 %\n");
  });

  test("a damaged workbook: the file is named as unread, in both languages", async () => {
    const built = path.join(dir, "demo.xlsx");
    expect((await pref("demo", "--players", "8", "--out", built, "--lang", "en")).code).toBe(0);
    const bad = tempFile("bad.xlsx", fs.readFileSync(built).subarray(0, 3000));
    const ru = await pref("score", bad, "--lang", "ru");
    expect(ru.code).toBe(1);
    expect(ru.out).toBe("");
    expect(ru.err.split("\n")).toEqual([
      `${bad}: Книга .xlsx повреждена (архив не читается); она не прочитана.`,
      `pref score: файл ${bad} не прочитан (причина — выше): итогов не будет`,
      "",
    ]);
    expect(ru.err).not.toContain("в протоколах");
    const en = await pref("score", bad, "--lang", "en");
    expect(en.code).toBe(1);
    expect(en.err).toContain(`\npref score: ${bad} could not be read (the reason is above): no standings\n`);
    expect(en.err).not.toContain("in the protocols");
    // With a good file beside it (an event), still the unread file is the reason, and --provisional cannot help.
    const both = await pref("score", session1, bad, "--provisional", "--lang", "ru");
    expect(both.code).toBe(1);
    expect(both.err).toContain(`pref score: файл ${bad} не прочитан (причина — выше): итогов не будет`);
  });
});

describe("the other text reports under --lang ru", () => {
  test("pref movement --players 12", async () => {
    const r = await pref("movement", "--players", "12", "--lang", "ru");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe(
      "Рассадка: 12 игроков, 3 стола по 4, 11 туров, 11 комплектов, до 3 копий комплекта в игре одновременно — особая схема для малого числа игроков",
    );
    expect(lines[2]).toBe("Сетка — за каждым столом: [комплект] С В Ю З");
    expect(lines[3]).toBe("Тур  Стол 1           Стол 2         Стол 3");
    expect(lines[4]).toBe("1    [1] 12 1 2 4     [1] 3 7 8 10   [1] 5 6 9 11");
    expect(r.out).toContain("\nТур  1      2  3  4  5  6  7  8  9  10  11\n");
    // English: "Table 1, after every round: 1E–3W 1S–1E 1W–2N".
    expect(r.out).toContain(
      "\nКарточки столов — «3 Ю–2 З»: игрок Ю стола 3 идёт за стол 2 на место З; P — отдыхает\n" +
        "Стол 1, после каждого тура: 1 В–3 З, 1 Ю–1 В, 1 З–2 С\n",
    );
    expect(r.out).toContain("\nКачество движения\nСовершенная                               нет\n");
    expect(r.out).toContain("Встретились ровно раз (все пары игроков)  0 из 66 (0,0 %)");
    expect(r.out).toContain(
      "  * особая схема для малого числа игроков, 3 стола по 4, 11 туров: каждая пара игроков встречается 3 раза [показана, лучшая]",
    );
    expect(r.out).toContain("\nСтолы по 3 (спросите с --table-size 3):\n");
    expect(r.out).not.toMatch(/Movement|Round|Table|Grid|Quality|players/);
  });

  test("pref movement with resting players: the rest column and the cards round by round", async () => {
    const r = await pref("movement", "--players", "10", "--lang", "ru");
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe(
      "Рассадка: 10 игроков, 2 стола по 4, 7 туров, 7 комплектов, до 2 копий комплекта в игре одновременно — " +
        "рассадка с отдыхающими, основа — особая схема для малого числа игроков",
    );
    expect(r.out).toContain(
      "\nТур  Стол 1        Стол 2        Отдыхают\n1    [1] 8 10 3 5  [1] 9 4 6 7   1 2\n",
    );
    expect(r.out).toContain("\nСтол 1:\n  после тура 1: 1 В–2 В, 1 Ю–1 В, 1 З–P\n");
  });

  test("pref movement in rooms: each room named with its family", async () => {
    const r = await pref("movement", "--players", "200", "--method", "rooms", "--lang", "ru");
    expect(r.code).toBe(0);
    expect(r.out.split("\n").slice(0, 4)).toEqual([
      "Рассадка: 200 игроков, 50 столов по 4, 25 туров, 25 комплектов, до 2 копий комплекта в игре одновременно — рассадка по залам",
      "",
      "Зал 1: столы 1–25 — простая карусель (§5: С на месте, В +1, Ю +2, З −2)",
      "Зал 2: столы 26–50 — простая карусель (§5: С на месте, В +1, Ю +2, З −2)",
    ]);
  });

  test("pref demo: the title, the protocol of deal 1 and the standings", async () => {
    const r = await pref("demo", "--lang", "ru");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe(
      "Демонстрация Pref Director — 28 игроков, 7 столов, 7 туров, 7 комплектов; рассадка: простая карусель (§5: С на месте, В +1, Ю +2, З −2).",
    );
    expect(lines[2]).toBe("Протокол 1 (макс: С 12, В 12, Ю 12, З 12)");
    expect(lines[3]).toBe("Тур  Стол  С  висты  МП   В  висты  МП   Ю  висты  МП   З  висты  МП");
    expect(lines[4]).toBe("  1     1  1    -23   9   8    -27   3  15      3   0  22     47  12");
    expect(r.out).toContain("\nИтоги: 28 игроков, 7 протоколов\n");
  });

  test("pref demo --out: the written line", async () => {
    const file = path.join(dir, "written.csv");
    const r = await pref("demo", "--out", file, "--lang", "ru");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /\nПротоколы записаны в .*written\.csv; посчитать их снова: pref score .*written\.csv\n$/,
    );
  });

  test("pref build: the written line in both languages", async () => {
    const ru = await pref("build", "--players", "16", "--lang", "ru", "--out", path.join(dir, "ru.xlsx"));
    expect(ru.code).toBe(0);
    expect(ru.out).toMatch(
      /^Книга сессии записана в .*ru\.xlsx: 16 игроков, 4 стола, 5 туров, 5 протоколов, переносимые формулы; рассадка: особая схема для малого числа игроков\.\n$/,
    );
    const en = await pref("build", "--players", "16", "--lang", "en", "--out", path.join(dir, "en.xlsx"));
    expect(en.code).toBe(0);
    expect(en.out).toMatch(
      /^Workbook written to .*en\.xlsx: 16 players, 4 tables, 5 rounds, 5 protocols, movement "small", portable formulas\.\n$/,
    );
  });
});

describe("pref score's and pref movement's option messages under --lang ru", () => {
  test.each([
    [["score"], "pref score: укажите файл протоколов (или несколько: сессии одного турнира)"],
    [["score", "a.csv", "b.csv", "--cards"], "pref score: --cards — для одной сессии; укажите один файл"],
    [["score", "a.csv", "--out", "r.csv"], "pref score: --out — файл .xlsx, а не «r.csv»"],
    [["score", "a.csv", "--variant", "moscow"], "pref score: --variant — одно из: sochi, leningrad, rostov"],
    [
      ["score", "a.csv", "--disqualify", "7,x"],
      "pref score: --disqualify — номера игроков через запятую, а не «7,x»",
    ],
    [["movement"], "pref movement: --players обязателен: число игроков, от 3 до 1000"],
  ])("%j", async (argv, message) => {
    const r = await pref(...argv, "--lang", "ru");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(message);
  });
});

describe("the reports speak the workbook's words", () => {
  test.each(["ru", "en"] as const)(
    "%s: seat letters, standings and card columns as on the sheets",
    (lang) => {
      const t = reportTexts(lang);
      const L = labelsFor(lang);
      expect(t.seats).toEqual(L.seats);
      const r = L.results;
      expect(t.columns).toEqual([r.place, r.player, r.name, r.mp, r.max, r.percent, r.penalty]);
      const c = L.cards2;
      expect(t.cardColumns).toEqual([c.board, c.round, c.table, c.seat, c.contract, c.whists, c.mp, c.top]);
      const p = L.protocol;
      expect(t.protocolColumns).toEqual([p.round, p.table, p.whists, p.mp]);
      expect(t.dq).toBe(r.dq);
      expect([t.movement.round, t.movement.table(3), t.movement.rests]).toEqual([
        L.movement.round,
        L.movement.table(3),
        L.movement.rests,
      ]);
      expect([t.movement.card(2), t.movement.card(null)]).toEqual([L.cards.card(2), L.cards.card(null)]);
    },
  );

  test("every kind of correction in Russian, beside its English", () => {
    const both = (c: Correction): [string, string] => [
      reportTexts("ru").correction(c),
      reportTexts("en").correction(c),
    ];
    expect(
      both({
        kind: "penalty",
        player: 7,
        mp: { n: 5n, d: 2n },
        percent: { n: 25n, d: 1n },
        reason: "опоздание",
        session: 2,
      }),
    ).toEqual([
      "игрок 7: штраф 2,5 МП (25 % от макса) в сессии 2 — опоздание",
      "player 7: penalty 2.5 MP (25% of a top) in session 2 — опоздание",
    ]);
    expect(
      both({ kind: "adjusted", board: 3, round: 2, table: 1, seat: "E", player: 9, marker: "A+" }),
    ).toEqual([
      "протокол 3, тур 2, стол 1, В (игрок 9): искусственный результат A+",
      "board 3, round 2, table 1, E (player 9): adjusted result A+",
    ]);
    expect(both({ kind: "cancelled", board: 4, seat: "W", player: 2 })[0]).toBe(
      "протокол 4, З (игрок 2): результат аннулирован (§11.6Б)",
    );
    expect(both({ kind: "assigned", board: 5, round: 1 })[0]).toBe(
      "протокол 5, тур 1: оценочный результат (висты не обязаны давать в сумме 0)",
    );
    expect(both({ kind: "fouled", board: 6, groups: ["a", "b"] })[0]).toBe(
      "протокол 6: испорченная сдача, группы a, b считаются отдельно",
    );
  });

  test("Russian numbers: the decimal comma, a space before the per cent sign", () => {
    expect(reportTexts("ru").number("73.81")).toBe("73,81");
    expect(reportTexts("ru").percent("73.81")).toBe("73,81 %");
    expect(reportTexts("en").percent("73.81")).toBe("73.81%");
  });
});
