/**
 * The printed movement sheets (movement-sheets.ts): a table card per page with the legend, the
 * round-1 seats and set and each round's moves; the guide cards; the quality block in Russian.
 */
import { labelsFor } from "../../src/workbook/labels";
import { layoutSession } from "../../src/workbook/layout";
import { cardsSheet, setRowSheet } from "../../src/workbook/movement-sheets";
import type { SessionLayout, SheetPlan } from "../../src/workbook/types";
import { unwrap } from "../../src/core/result";

function session(players: number, language: "ru" | "en" = "ru", method?: string): SessionLayout {
  return unwrap(layoutSession({ players, language, method }));
}

function text(sheet: SheetPlan, row: number, col: number): string | number | undefined {
  const cell = sheet.cells.find((c) => c.row === row && c.col === col);
  if (cell?.value?.kind === "text") return cell.value.text;
  if (cell?.value?.kind === "number") return cell.value.value;
  return undefined;
}

function rowOf(sheet: SheetPlan, value: string, from = 1): number {
  const c = sheet.cells.find((x) => x.row >= from && x.value?.kind === "text" && x.value.text === value);
  if (c === undefined) throw new Error(`no "${value}"`);
  return c.row;
}

describe("table cards", () => {
  const s = session(26);
  const sheet = cardsSheet(s, labelsFor("ru"));

  test("one page per table: 7 cards, 6 page breaks, the legend on every card", () => {
    expect(sheet.print.breaksAfter).toHaveLength(6);
    const legends = sheet.cells.filter(
      (c) => c.value?.kind === "text" && c.value.text.startsWith("«3 Ю–2 З»: игрок Ю стола 3"),
    );
    expect(legends).toHaveLength(7);
    // Each legend lies between its card's title and the page break after it.
    const breaks = [0, ...(sheet.print.breaksAfter ?? []), Infinity];
    for (let k = 0; k < 7; k++) {
      const inPage = legends.filter((c) => c.row > breaks[k] && c.row <= breaks[k + 1]);
      expect(inPage).toHaveLength(1);
    }
  });

  test("table 6, round 1: set 6 from position 6; its dealer E's seat empty; seats С … З", () => {
    const top = rowOf(sheet, "Стол 6");
    const first = rowOf(sheet, "Тур 1: комплект 6 — взять с 6-й позиции ряда и вернуть туда же.", top);
    expect([2, 3, 4, 5].map((c) => text(sheet, first + 1, c))).toEqual(["С", "В", "Ю", "З"]);
    expect([2, 3, 4, 5].map((c) => text(sheet, first + 2, c))).toEqual([6, "пусто", 20, 13]);
  });

  test("with 3 deals a set, the set names its deals: round 1 of table 2 plays set 2, deals 4–6", () => {
    const s3 = unwrap(layoutSession({ players: 28, language: "ru", dealsPerSet: 3 }));
    const c = cardsSheet(s3, labelsFor("ru"));
    const top = rowOf(c, "Стол 2");
    rowOf(c, "Тур 1: комплект 2 (сдачи 4–6) — взять с 2-й позиции ряда и вернуть туда же.", top);
    const head = rowOf(c, "После тура — переходы", top);
    expect([1, 2].map((col) => text(c, head + 1, col))).toEqual(["1", "2 (сдачи 4–6)"]);
  });

  test("each round's set and the moves after it (table 1 of the cyclic 28: E +1, S +2, W −2)", () => {
    const c28 = cardsSheet(session(28), labelsFor("ru"));
    const head = rowOf(c28, "После тура — переходы");
    // Russian seat letters, a space between table and seat ("1З" would read as 13).
    expect([1, 2, 3].map((c) => text(c28, head + 1, c))).toEqual(["1", "1", "1 В–2 В    1 Ю–3 Ю    1 З–6 З"]);
    expect([1, 2, 3].map((c) => text(c28, head + 2, c))).toEqual(["2", "2", "1 В–2 В    1 Ю–3 Ю    1 З–6 З"]);
    expect([1, 2, 3].map((c) => text(c28, head + 7, c))).toEqual(["7", "7", "конец сессии"]);
    // The header and the moves span the three columns after the set.
    expect(c28.merges).toContainEqual(expect.objectContaining({ row: head, col: 3, row2: head, col2: 5 }));
    const en = cardsSheet(session(28, "en"), labelsFor("en"));
    expect(text(en, rowOf(en, "After the round — moves") + 1, 3)).toBe("1E–2E    1S–3S    1W–6W");
  });

  test("guide cards: each player's table, seat and set round by round (player 1 of 28 stays at table 1 N)", () => {
    const g = cardsSheet(session(28, "en"), labelsFor("en"), { guides: true });
    const p1 = rowOf(g, "Player 1: table and seat round by round");
    expect([1, 2, 3, 4].map((c) => text(g, p1 + 1, c))).toEqual(["Round", "Table", "Seat", "Set"]);
    expect([1, 2, 3, 4].map((c) => text(g, p1 + 2, c))).toEqual(["1", "1", "N", "1"]);
    expect([1, 2, 3, 4].map((c) => text(g, p1 + 8, c))).toEqual(["7", "1", "N", "7"]);
    // Player 8 (E of table 1) moves one table up each round, a set further.
    const p8 = rowOf(g, "Player 8: table and seat round by round");
    expect([1, 2, 3, 4].map((c) => text(g, p8 + 3, c))).toEqual(["2", "2", "E", "3"]);
    // 7 table cards, then 28 guides four to a page: 6 + 1 + 6 breaks.
    expect(g.print.breaksAfter).toHaveLength(13);
  });
});

describe("set row: the quality block is Russian in a Russian workbook", () => {
  test("26 players over rests: нет, 176 из 325 (54,2 %)", () => {
    const sheet = setRowSheet(session(26, "ru", "rests"), labelsFor("ru"));
    const values = sheet.cells.flatMap((c) => (c.value?.kind === "text" ? [c.value.text] : []));
    expect(values).toEqual(
      expect.arrayContaining([
        "Совершенная",
        "нет",
        "Встретились ровно раз (все пары игроков)",
        "176 из 325 (54,2 %)",
        "Ошибки рассадки",
      ]),
    );
    expect(values.filter((v) => /\b(no|none|yes|of)\b/.test(v))).toEqual([]);
  });
});
