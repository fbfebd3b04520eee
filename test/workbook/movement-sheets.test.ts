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
      (c) => c.value?.kind === "text" && c.value.text.startsWith("«3S–2W»: игрок S стола 3"),
    );
    expect(legends).toHaveLength(7);
    // Each legend lies between its card's title and the page break after it.
    const breaks = [0, ...(sheet.print.breaksAfter ?? []), Infinity];
    for (let k = 0; k < 7; k++) {
      const inPage = legends.filter((c) => c.row > breaks[k] && c.row <= breaks[k + 1]);
      expect(inPage).toHaveLength(1);
    }
  });

  test("table 6, round 1: set 6 from position 6; its dealer E's seat empty; seats С (N) … З (W)", () => {
    const top = rowOf(sheet, "Стол 6");
    const first = rowOf(sheet, "Тур 1: комплект 6 — взять с 6-й позиции ряда и вернуть туда же.", top);
    expect([2, 3, 4, 5].map((c) => text(sheet, first + 1, c))).toEqual(["С (N)", "В (E)", "Ю (S)", "З (W)"]);
    expect([2, 3, 4, 5].map((c) => text(sheet, first + 2, c))).toEqual([6, "пусто (сдающий)", 20, 13]);
  });

  test("each round's set and the moves after it (table 1 of the cyclic 28: E +1, S +2, W −2)", () => {
    const c28 = cardsSheet(session(28), labelsFor("ru"));
    const head = rowOf(c28, "После тура — переходы");
    expect([1, 2, 3].map((c) => text(c28, head + 1, c))).toEqual([1, 1, "1E–2E  1S–3S  1W–6W"]);
    expect([1, 2, 3].map((c) => text(c28, head + 2, c))).toEqual([2, 2, "1E–2E  1S–3S  1W–6W"]);
    expect([1, 2, 3].map((c) => text(c28, head + 7, c))).toEqual([7, 7, "конец сессии"]);
  });

  test("guide cards: each player's table, seat and set round by round (player 1 of 28 stays at table 1 N)", () => {
    const g = cardsSheet(session(28, "en"), labelsFor("en"), { guides: true });
    const head = rowOf(g, "Player", rowOf(g, "Players' guide: table and seat (set) round by round"));
    expect(text(g, head, 2)).toBe("Round 1");
    expect([1, 2, 3, 8].map((c) => text(g, head + 1, c))).toEqual([1, "1N (1)", "1N (2)", "1N (7)"]);
    // Player 8 (E of table 1) moves one table up each round.
    expect([1, 2, 3].map((c) => text(g, head + 8, c))).toEqual([8, "1E (1)", "2E (3)"]);
    expect(g.print.breaksAfter).toHaveLength(7);
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
