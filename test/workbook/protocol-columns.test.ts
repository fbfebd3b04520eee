/**
 * The protocol sheet's one column table: places, CSV names and headers, and the sheet the builder
 * writes from it (headers, widths, hidden helpers, validations) — hand-checked against the seed's
 * column order.
 */
import { PROTOCOL_CSV_COLUMNS } from "../../src/core/protocol";
import {
  columnOfCsv,
  PROTOCOL_TABLE,
  PROTOCOL_TEXT_COLUMNS,
  PROTOCOL_TITLE,
  protocolColumnOf,
} from "../../src/workbook/protocol-columns";
import { columnName, type SheetPlan } from "../../src/workbook";
import { plan } from "./sessions";

const protocolSheet = (p: ReturnType<typeof plan>): SheetPlan => {
  const s = p.sheets.find((x) => x.role === "protocol");
  if (s === undefined) throw new Error("no protocol sheet");
  return s;
};

const textAt = (s: SheetPlan, row: number, col: number): string | undefined => {
  const c = s.cells.find((x) => x.row === row && x.col === col);
  return c?.value?.kind === "text" ? c.value.text : undefined;
};

describe("the protocol column table", () => {
  test("numbers its columns 1, 2, 3 … in order, each key and CSV name once", () => {
    expect(PROTOCOL_TABLE.map((c) => c.col)).toEqual(PROTOCOL_TABLE.map((_, i) => i + 1));
    expect(new Set(PROTOCOL_TABLE.map((c) => c.key)).size).toBe(PROTOCOL_TABLE.length);
    const csv = PROTOCOL_TABLE.flatMap((c) => (c.csv === undefined ? [] : [c.csv]));
    expect(new Set(csv).size).toBe(csv.length);
  });

  test("puts the seed's columns where the sheet has always had them", () => {
    const at = (key: Parameters<typeof protocolColumnOf>[0]): string => columnName(protocolColumnOf(key).col);
    expect([at("round"), at("table"), at("contract"), at("declarer"), at("declarerTricks")]).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
    ]);
    expect([at("defender2Tricks"), at("player:N"), at("whists:N"), at("mp:N"), at("player:E")]).toEqual([
      "I",
      "J",
      "K",
      "L",
      "M",
    ]);
    expect([at("mp:W"), at("group"), at("check"), at("key:N"), at("key:W")]).toEqual([
      "U",
      "V",
      "W",
      "X",
      "AA",
    ]);
    expect([at("code"), at("lookupKey"), at("auto:N"), at("auto:W"), at("assigned")]).toEqual([
      "AB",
      "AC",
      "AD",
      "AG",
      "AH",
    ]);
    // Each label runs on over an empty cell; each value sits apart from the next label.
    expect(PROTOCOL_TITLE).toEqual({ label: 1, deal: 4, setLabel: 5, set: 7, dealerLabel: 8, dealer: 10 });
  });

  test("names every typed column as the protocol CSV does (the board and dealer are in the title)", () => {
    const named = PROTOCOL_TEXT_COLUMNS.map(([name]) => name);
    expect(PROTOCOL_CSV_COLUMNS.filter((c) => !named.includes(c))).toEqual(["board", "dealer"]);
    expect(columnOfCsv("E_whists")).toBe(14);
    expect(columnOfCsv("W")).toBe(19);
    expect(columnOfCsv("assigned")).toBe(34);
    expect(columnOfCsv("nonsense")).toBeNull();
  });
});

describe("the protocol sheet built from the table", () => {
  test("a plain session: headers from the labels, helpers hidden, the whist readings last", () => {
    const s = protocolSheet(plan({ players: 8, language: "en" }));
    expect(textAt(s, 3, 1)).toBe("Round");
    expect(textAt(s, 3, 4)).toBe("Declarer");
    expect(textAt(s, 4, 4)).toBe("seat");
    expect(textAt(s, 4, 5)).toBe("tricks");
    expect(textAt(s, 3, 10)).toBe("N");
    expect([textAt(s, 4, 10), textAt(s, 4, 11), textAt(s, 4, 12)]).toEqual(["No.", "whists", "MP"]);
    expect(textAt(s, 3, 23)).toBe("Check");
    expect(textAt(s, 4, 24)).toBe("N key");
    // Each whist cell read once per row (issue 10): AO–AR its text, AS–AV its number, AW–AZ its key
    // before the row's check, BA–BD whether it cannot be read, BE the row's flag; the places between
    // (variant, director, add-in) hidden.
    expect([41, 45, 49, 52, 53, 56, 57].map((col) => textAt(s, 4, col))).toEqual([
      "N text",
      "N number",
      "N reading",
      "W reading",
      "N cannot read",
      "W cannot read",
      "cannot read",
    ]);
    expect(columnName(57)).toBe("BE");
    expect(s.columns.map((c) => c.col)).toEqual(PROTOCOL_TABLE.map((c) => c.col));
    expect(s.columns.length).toBe(57);
    expect(s.columns.filter((c) => c.hidden !== true).map((c) => c.col)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
    expect(s.columns[0]).toEqual({ col: 1, width: 4 });
    // Merged: three spanned columns, three seat-and-tricks pairs, four seat lines, group, check.
    expect(s.merges).toHaveLength(12);
    expect(s.merges.find((m) => m.col === 10)).toMatchObject({ row: 3, col: 10, row2: 3, col2: 12 });
    // Seats on D, F, H; tricks on E, G, I; players on J, M, P, S; an input message only on the
    // contract C, the whists K, N, Q, T and the group V (issue 12: every typed cell says what it takes).
    expect(s.validations.map((v) => `${v.kind}:${columnName(v.range.col)}`)).toEqual([
      "prompt:C",
      "list:D",
      "whole:E",
      "list:F",
      "whole:G",
      "list:H",
      "whole:I",
      "whole:J",
      "prompt:K",
      "whole:M",
      "prompt:N",
      "whole:P",
      "prompt:Q",
      "whole:S",
      "prompt:T",
      "prompt:V",
    ]);
    const prompt = (col: string): string | undefined =>
      s.validations.find((v) => columnName(v.range.col) === col)?.message;
    expect(prompt("K")).toBe(
      "Whists: a number (7, -13, 2.5, 100/3); adjusted A+, A, A-, NN%; X: result cancelled",
    );
    expect(prompt("C")).toBe("Contract: 6S … 10NT (S C D H NT, or ♠ ♣ ♦ ♥), misère M, all-pass -");
  });

  test("with the director's sheets and a variant: whist helpers hidden, Assigned shown after them", () => {
    const s = protocolSheet(plan({ players: 8, language: "ru", directorSheets: true, variant: "sochi" }));
    expect(textAt(s, 4, 28)).toBe("code");
    expect(textAt(s, 4, 29)).toBe("ключ");
    expect(textAt(s, 4, 30)).toBe("С по контракту");
    expect(textAt(s, 3, 34)).toBe("Оценочный");
    expect(textAt(s, 4, 41)).toBe("С текст");
    expect(textAt(s, 4, 45)).toBe("С число");
    expect(s.columns.filter((c) => c.hidden === true).map((c) => c.col)).toEqual([
      24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50,
      51, 52, 53, 54, 55, 56, 57,
    ]);
    expect(s.columns.find((c) => c.col === 34)).toEqual({ col: 34, width: 11.5 });
  });

  test("with the director's sheets and no variant: the unused helper places are hidden", () => {
    const s = protocolSheet(plan({ players: 8, directorSheets: true }));
    expect(textAt(s, 4, 28)).toBeUndefined();
    expect(s.columns.filter((c) => c.hidden === true).map((c) => c.col)).toEqual([
      24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50,
      51, 52, 53, 54, 55, 56, 57,
    ]);
    expect(textAt(s, 3, 34)).toBe("Оценочный");
  });
});
