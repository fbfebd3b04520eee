/**
 * Deals as a table — the CSV `deal,dealer,N,E,S,W,talon` a director writes down from the tables
 * (the dealer's cell blank; an optional `set` column), read with every fault located by line and
 * column — and the JSON and the table the CLI writes as CSV.
 */
import { Seat, SEATS } from "../protocol";
import { parseSeat, TextTable } from "../protocol-table";
import { error, fail, ok, Problem, Result } from "../result";
import { DealAnalysis, Strain, STRAINS } from "./analyse";
import { CardLanguage, formatHand, SuitStyle } from "./cards";
import { Deal, readHand, validateDeal } from "./deal";

// Header names accepted for each column (compared trimmed, lower-case).
const HEADERS: Readonly<Record<string, readonly string[]>> = {
  deal: ["deal", "board", "сдача", "№"],
  set: ["set", "комплект"],
  dealer: ["dealer", "сдающий", "сдаёт", "сдает"],
  N: ["n", "с"],
  E: ["e", "в"],
  S: ["s", "ю"],
  W: ["w", "з"],
  talon: ["talon", "прикуп"],
};
const REQUIRED = ["deal", "dealer", "N", "E", "S", "W", "talon"];

/** Reads a deals table; all problems at once, each naming its line and column. */
export function readDealsTable(t: TextTable): Result<Deal[]> {
  const problems: Problem[] = [];
  const index = new Map<string, number>();
  t.header.forEach((h, i) => {
    const name = h.trim().toLowerCase();
    for (const [key, names] of Object.entries(HEADERS))
      if (names.includes(name) && !index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED.filter((k) => !index.has(k));
  if (missing.length > 0)
    return fail([
      error(
        "deals-columns-missing",
        `the deals table needs the columns deal,dealer,N,E,S,W,talon; missing: ${missing.join(", ")}`,
        { file: t.file, sheet: t.sheet, line: t.headerLine },
        { missing: missing.join(", ") },
      ),
    ]);
  const deals: Deal[] = [];
  const seenDeal = new Map<number, number>();
  for (const row of t.rows) {
    const cell = (k: string): string => (row.cells[index.get(k) ?? -1] ?? "").trim();
    if (row.cells.every((c) => c.trim() === "")) continue;
    const at = { file: t.file, sheet: t.sheet, line: row.line };
    const rowProblems: Problem[] = [];
    const dealText = cell("deal");
    const deal = /^\d+$/.test(dealText) ? Number(dealText) : NaN;
    if (!(deal >= 1))
      rowProblems.push(
        error(
          "deals-bad-deal",
          `"${dealText}" is not a deal number`,
          { ...at, column: "deal" },
          { value: dealText },
        ),
      );
    else if (seenDeal.has(deal))
      rowProblems.push(
        error(
          "deals-deal-twice",
          `deal ${deal} is already on line ${seenDeal.get(deal)}`,
          { ...at, column: "deal", board: deal },
          { deal, first: seenDeal.get(deal) ?? 0 },
        ),
      );
    let set: number | undefined;
    if (index.has("set") && cell("set") !== "") {
      set = /^\d+$/.test(cell("set")) ? Number(cell("set")) : undefined;
      if (set === undefined || set < 1)
        rowProblems.push(
          error(
            "deals-bad-set",
            `"${cell("set")}" is not a set number`,
            { ...at, column: "set" },
            { value: cell("set") },
          ),
        );
    }
    const dealer = parseSeat(cell("dealer"));
    if (dealer === null)
      rowProblems.push(
        error(
          "deals-bad-dealer",
          `"${cell("dealer")}" is not a seat (N E S W or С В Ю З)`,
          { ...at, column: "dealer" },
          { value: cell("dealer") },
        ),
      );
    const hands: Partial<Record<Seat, number>> = {};
    for (const seat of SEATS) {
      const r = readHand(cell(seat), { ...at, column: seat });
      if (r.ok) hands[seat] = r.value;
      else rowProblems.push(...r.problems);
    }
    const talon = readHand(cell("talon"), { ...at, column: "talon" });
    if (!talon.ok) rowProblems.push(...talon.problems);
    if (rowProblems.length === 0 && dealer !== null && talon.ok) {
      const v = validateDeal({ deal, set, dealer, hands, talon: talon.value }, at);
      if (v.ok) {
        deals.push(v.value);
        seenDeal.set(deal, row.line);
      } else rowProblems.push(...v.problems);
    }
    problems.push(...rowProblems);
  }
  if (problems.length > 0) return fail(problems);
  if (deals.length === 0)
    return fail([error("deals-none", "the deals table has no deals", { file: t.file, sheet: t.sheet })]);
  return ok(deals);
}

/** One deal in the JSON of the CLI (and the pane): hands as text, figures when analysed. */
export interface DealJson {
  readonly deal: number;
  readonly set: number | null;
  readonly dealer: Seat;
  readonly hands: Partial<Record<Seat, string>>;
  readonly talon: string;
  readonly tricks?: Partial<Record<Seat, Record<Strain, number>>>;
  readonly misere?: Partial<Record<Seat, number>>;
}

/** A deal (and its analysis, if any) as the JSON object of `pref deals --format json`. */
export function dealJson(deal: Deal, analysis?: DealAnalysis, language: CardLanguage = "en"): DealJson {
  const hands: Partial<Record<Seat, string>> = {};
  for (const s of SEATS) if (deal.hands[s] !== undefined) hands[s] = formatHand(deal.hands[s] ?? 0, language);
  const base = {
    deal: deal.deal,
    set: deal.set ?? null,
    dealer: deal.dealer,
    hands,
    talon: formatHand(deal.talon, language),
  };
  if (analysis === undefined) return base;
  const tricks: Partial<Record<Seat, Record<Strain, number>>> = {};
  for (const s of SEATS) {
    const t = analysis.tricks[s];
    if (t !== undefined) tricks[s] = { ...t };
  }
  return { ...base, tricks, misere: { ...analysis.misere } };
}

/** A field of the deals table: text, a number, or blank. */
export type DealsField = string | number | null;

/**
 * Deals as a table, the same columns `pref deals --in` reads (so a generated file can be read back),
 * plus `set`, and with an analysis one column per seat and strain (N_S … W_NT, N_M for misère).
 * Values only: the CLI's one CSV writer (src/cli/csv-write.ts) quotes and neutralises them.
 */
export function dealsTable(
  deals: readonly Deal[],
  analyses?: readonly DealAnalysis[],
  language: CardLanguage = "en",
  style: SuitStyle = "symbols",
): { readonly header: readonly string[]; readonly rows: readonly (readonly DealsField[])[] } {
  const header = ["deal", "set", "dealer", ...SEATS, "talon"];
  if (analyses !== undefined)
    for (const s of SEATS) header.push(...STRAINS.map((x) => `${s}_${x}`), `${s}_M`);
  const rows = deals.map((d, i) => {
    const cells: DealsField[] = [d.deal, d.set ?? null, d.dealer];
    for (const s of SEATS)
      cells.push(d.hands[s] === undefined ? null : formatHand(d.hands[s] ?? 0, language, style));
    cells.push(formatHand(d.talon, language, style));
    const a = analyses?.[i];
    if (a !== undefined)
      for (const s of SEATS) {
        const t = a.tricks[s];
        cells.push(...STRAINS.map((x) => (t === undefined ? null : t[x])));
        cells.push(a.misere[s] ?? null);
      }
    return cells;
  });
  return { header, rows };
}
