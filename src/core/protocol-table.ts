/**
 * Reading protocols from a table of text cells (the protocol CSV of DESIGN.md, or a sheet read
 * back): header names → columns, each cell checked, every problem reported with its line and
 * column. Pure: the caller does the file reading.
 */
import { parseEntry } from "./entry";
import {
  Disqualification,
  isSeat,
  Penalty,
  Protocol,
  ProtocolRow,
  Seat,
  SeatResult,
  SEATS,
} from "./protocol";
import { parseRational } from "./rational";
import { error, fail, ok, Problem, Result, warning } from "./result";

/** A data row of the table with its 1-based line number in the source. */
export interface TextRow {
  readonly line: number;
  readonly cells: readonly string[];
}

/** The table's header and rows, and where it came from. */
export interface TextTable {
  readonly file?: string;
  readonly sheet?: string;
  readonly headerLine: number;
  readonly header: readonly string[];
  readonly rows: readonly TextRow[];
}

/** The protocol CSV's columns besides `board` and the seats, in DESIGN.md's order. */
export const OPTIONAL_COLUMNS = [
  "round",
  "table",
  "dealer",
  "contract",
  "declarer",
  "declarer_tricks",
  "defender1",
  "defender1_tricks",
  "defender2",
  "defender2_tricks",
  "group",
] as const;

/** Columns read besides DESIGN.md's: `assigned` marks an assigned result (any text but 0/no). */
export const EXTRA_COLUMNS = ["assigned"] as const;

/** Russian seat letters as directors write them: С(евер), В(осток), Ю(г), З(апад). */
const RUSSIAN_SEATS: Readonly<Record<string, Seat>> = { С: "N", В: "E", Ю: "S", З: "W" };

/** A seat letter in English or Russian, any case; null if it is not one. */
export function parseSeat(text: string): Seat | null {
  const s = text.trim().toUpperCase();
  if (isSeat(s)) return s;
  return RUSSIAN_SEATS[s] ?? null;
}

interface Columns {
  readonly index: ReadonlyMap<string, number>;
}

function mapHeader(t: TextTable, problems: Problem[]): Columns {
  const index = new Map<string, number>();
  const at = (c: number): { file?: string; sheet?: string; line: number; column: string } => ({
    file: t.file,
    sheet: t.sheet,
    line: t.headerLine,
    column: t.header[c] ?? `#${c + 1}`,
  });
  t.header.forEach((raw, c) => {
    const name = normaliseHeader(raw);
    if (name === "") return;
    if (index.has(name)) {
      problems.push(error("duplicate-column", `column "${raw.trim()}" appears twice in the header`, at(c)));
      return;
    }
    const whists = /^(.+)_whists$/.exec(name);
    if (whists !== null && !isSeat(whists[1])) {
      problems.push(
        error("unknown-seat", `"${raw.trim()}": ${whists[1]} is not a seat (N, E, S or W)`, at(c)),
      );
      return;
    }
    index.set(name, c);
    const known =
      name === "board" ||
      isSeat(name) ||
      whists !== null ||
      (OPTIONAL_COLUMNS as readonly string[]).includes(name) ||
      (EXTRA_COLUMNS as readonly string[]).includes(name);
    if (!known)
      problems.push(
        warning("unknown-column", `column "${raw.trim()}" is not a protocol column; ignored`, at(c)),
      );
  });
  if (!index.has("board")) {
    problems.push(
      error("missing-column", 'the header has no "board" column', {
        file: t.file,
        sheet: t.sheet,
        line: t.headerLine,
      }),
    );
  }
  let pairs = 0;
  for (const seat of SEATS) {
    const hasPlayer = index.has(seat);
    const hasWhists = index.has(`${seat}_whists`);
    if (hasPlayer && hasWhists) pairs++;
    else if (hasPlayer || hasWhists) {
      const missing = hasPlayer ? `${seat}_whists` : seat;
      problems.push(
        error(
          "missing-column",
          `the header has "${hasPlayer ? seat : seat + "_whists"}" but no "${missing}"`,
          {
            file: t.file,
            sheet: t.sheet,
            line: t.headerLine,
          },
        ),
      );
    }
  }
  if (pairs === 0 && !problems.some((p) => p.code === "missing-column")) {
    problems.push(
      error(
        "missing-column",
        "the header has no seat: at least one pair of columns such as N and N_whists is needed",
        {
          file: t.file,
          sheet: t.sheet,
          line: t.headerLine,
        },
      ),
    );
  }
  return { index };
}

/** Header names are matched without case; "n_whists" and "N_Whists" both mean N_whists. */
function normaliseHeader(raw: string): string {
  const s = raw.trim().replace(/^\uFEFF/, "");
  const seatish = /^([a-z])(_whists)?$/i.exec(s);
  if (seatish !== null) return seatish[1].toUpperCase() + (seatish[2] !== undefined ? "_whists" : "");
  const whists = /^(.+)_whists$/i.exec(s);
  if (whists !== null) return `${whists[1].toUpperCase()}_whists`;
  return s.toLowerCase();
}

/** "1", "x", "yes", "да", "true" — a ticked box; "", "0", "no", "нет", "false" are not. */
function isYes(text: string): boolean {
  return text !== "" && !/^(0|no|нет|false|ложь)$/i.test(text);
}

/** Reads protocols from a text table. Fails with every problem found; warnings ride along. */
export function readProtocolTable(t: TextTable): Result<Protocol[]> {
  const problems: Problem[] = [];
  const cols = mapHeader(t, problems);
  if (problems.some((p) => p.severity === "error")) return fail(problems);

  const byBoard = new Map<number, ProtocolRow[]>();
  for (const r of t.rows) {
    if (r.cells.every((c) => c.trim() === "")) continue;
    const at = (name: string): { file?: string; sheet?: string; line: number; column: string } => ({
      file: t.file,
      sheet: t.sheet,
      line: r.line,
      column: name,
    });
    const cell = (name: string): string => {
      const c = cols.index.get(name);
      return c === undefined ? "" : (r.cells[c] ?? "").trim();
    };
    const int = (name: string, min: number, maxValue: number, what: string): number | undefined => {
      const s = cell(name);
      if (s === "") return undefined;
      if (!/^\d+$/.test(s) || Number(s) < min || Number(s) > maxValue) {
        problems.push(
          error(`bad-${name.replace(/_/g, "-")}`, `"${s}" is not ${what}`, at(name), { value: s }),
        );
        return undefined;
      }
      return Number(s);
    };
    const seat = (name: string): Seat | undefined => {
      const s = cell(name);
      if (s === "") return undefined;
      const v = parseSeat(s);
      if (v === null)
        problems.push(error("unknown-seat", `"${s}" is not a seat (N, E, S or W)`, at(name), { value: s }));
      return v ?? undefined;
    };

    const boardText = cell("board");
    const board = int("board", 1, 1_000_000, "a deal number (a positive whole number)");
    if (boardText === "") problems.push(error("missing-board", "the deal number is missing", at("board")));

    const seats: Partial<Record<Seat, SeatResult>> = {};
    for (const s of SEATS) {
      if (!cols.index.has(s)) continue;
      const playerText = cell(s);
      const whistText = cell(`${s}_whists`);
      const entry = parseEntry(whistText);
      if (entry === null) {
        problems.push(
          error(
            "bad-whists",
            `"${whistText}" is not a number of whists nor an adjusted result (A+, A, A-, NN%)`,
            at(`${s}_whists`),
            {
              value: whistText,
            },
          ),
        );
      }
      if (playerText === "") {
        if (whistText !== "") {
          problems.push(
            error("whists-without-player", `whists "${whistText}" in seat ${s} but no player number`, at(s), {
              seat: s,
              value: whistText,
            }),
          );
        }
        continue;
      }
      if (!/^\d+$/.test(playerText) || Number(playerText) < 1) {
        problems.push(
          error("bad-player", `"${playerText}" is not a player number (a positive whole number)`, at(s), {
            value: playerText,
          }),
        );
        continue;
      }
      if (entry !== null) seats[s] = { player: Number(playerText), entry };
    }

    const row: ProtocolRow = {
      round: int("round", 1, 10_000, "a round number"),
      table: int("table", 1, 10_000, "a table number"),
      group: cell("group") === "" ? null : cell("group"),
      assigned: isYes(cell("assigned")) ? true : undefined,
      dealer: seat("dealer"),
      contract: cell("contract") === "" ? undefined : cell("contract"),
      declarer: seat("declarer"),
      declarerTricks: int("declarer_tricks", 0, 10, "a number of tricks (0–10)"),
      defender1: seat("defender1"),
      defender1Tricks: int("defender1_tricks", 0, 10, "a number of tricks (0–10)"),
      defender2: seat("defender2"),
      defender2Tricks: int("defender2_tricks", 0, 10, "a number of tricks (0–10)"),
      seats,
      source: { file: t.file, sheet: t.sheet, line: r.line },
    };
    if (board !== undefined) {
      const list = byBoard.get(board);
      if (list === undefined) byBoard.set(board, [row]);
      else list.push(row);
    }
  }
  if (problems.some((p) => p.severity === "error")) return fail(problems);
  if (byBoard.size === 0) {
    return fail([
      ...problems,
      error("no-rows", "there are no protocol rows below the header", { file: t.file, sheet: t.sheet }),
    ]);
  }
  const protocols = [...byBoard.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, rows]) => ({ board, rows }));
  return ok(protocols, problems);
}

/** Column of each header name, matched without case. */
function headerIndex(t: TextTable): Map<string, number> {
  const index = new Map<string, number>();
  t.header.forEach((h, c) =>
    index.set(
      h
        .trim()
        .replace(/^\uFEFF/, "")
        .toLowerCase(),
      c,
    ),
  );
  return index;
}

/** The director's rulings on players: penalties and disqualifications. */
export interface PlayerRulings {
  readonly penalties: Penalty[];
  readonly disqualified: Disqualification[];
}

/**
 * Reads a penalty's amount: matchpoints ("2", "1,5", "1/2") or a percentage of the full top
 * ("25%", "25 %"). Null when it is neither (or negative).
 */
export function parsePenaltyPoints(text: string): Pick<Penalty, "points" | "unit"> | null {
  const s = text.trim();
  const pct = /^(.+?)\s*%$/.exec(s);
  const v = parseRational(pct === null ? s : pct[1]);
  if (v === null || v.n < 0n) return null;
  return pct === null ? { points: v } : { points: v, unit: "percent" };
}

/**
 * Reads the penalties table: `player,points,reason`, and optionally `disqualified` (any text but
 * 0/no/нет marks a disqualification; `points` may then be blank) and `session` (in an event of
 * several sessions, the session — 1-based, in the order the files are given — the penalty
 * belongs to; blank = the event total). `points` are matchpoints, or a percentage of the full top
 * ("25%").
 */
export function readPlayerRulings(t: TextTable): Result<PlayerRulings> {
  const problems: Problem[] = [];
  const index = headerIndex(t);
  for (const need of ["player", "points"]) {
    if (!index.has(need) && !(need === "points" && index.has("disqualified"))) {
      problems.push(
        error("missing-column", `the penalties header has no "${need}" column`, {
          file: t.file,
          line: t.headerLine,
        }),
      );
    }
  }
  if (problems.length > 0) return fail(problems);
  const penalties: Penalty[] = [];
  const disqualified: Disqualification[] = [];
  for (const r of t.rows) {
    if (r.cells.every((c) => c.trim() === "")) continue;
    const get = (name: string): string => (r.cells[index.get(name) ?? -1] ?? "").trim();
    const at = (column: string): { file?: string; line: number; column: string } => ({
      file: t.file,
      line: r.line,
      column,
    });
    const player = get("player");
    const dq = isYes(get("disqualified"));
    const pointsText = get("points");
    const points = pointsText === "" && dq ? null : parsePenaltyPoints(pointsText);
    const sessionText = get("session");
    if (!/^\d+$/.test(player) || Number(player) < 1) {
      problems.push(
        error("bad-player", `"${player}" is not a player number`, at("player"), { value: player }),
      );
      continue;
    }
    if (points === null && !(pointsText === "" && dq)) {
      problems.push(
        error(
          "bad-points",
          `"${pointsText}" is not a number of matchpoints nor a percentage of a top ("25%")`,
          at("points"),
          { value: pointsText },
        ),
      );
      continue;
    }
    if (sessionText !== "" && (!/^\d+$/.test(sessionText) || Number(sessionText) < 1)) {
      problems.push(
        error("bad-session", `"${sessionText}" is not a session number`, at("session"), {
          value: sessionText,
        }),
      );
      continue;
    }
    const session = sessionText === "" ? undefined : Number(sessionText);
    if (points !== null)
      penalties.push({
        player: Number(player),
        ...points,
        reason: get("reason"),
        ...(session === undefined ? {} : { session }),
      });
    if (dq) disqualified.push({ player: Number(player), reason: get("reason") });
  }
  return problems.length > 0 ? fail(problems) : ok({ penalties, disqualified });
}

/** Reads the penalties table `player,points,reason` (points: matchpoints, or "25%" of the full top). */
export function readPenaltyTable(t: TextTable): Result<Penalty[]> {
  const r = readPlayerRulings(t);
  return r.ok ? ok(r.value.penalties, r.warnings) : r;
}

/** Reads the names table `player,name`. */
export function readNameTable(t: TextTable): Result<Map<number, string>> {
  const problems: Problem[] = [];
  const index = headerIndex(t);
  if (!index.has("player") || !index.has("name")) {
    return fail([
      error("missing-column", 'the names file needs the columns "player" and "name"', {
        file: t.file,
        line: t.headerLine,
      }),
    ]);
  }
  const names = new Map<number, string>();
  for (const r of t.rows) {
    const player = (r.cells[index.get("player") ?? -1] ?? "").trim();
    const name = (r.cells[index.get("name") ?? -1] ?? "").trim();
    if (player === "" && name === "") continue;
    if (!/^\d+$/.test(player) || Number(player) < 1) {
      problems.push(
        error("bad-player", `"${player}" is not a player number`, {
          file: t.file,
          line: r.line,
          column: "player",
        }),
      );
      continue;
    }
    names.set(Number(player), name);
  }
  return problems.length > 0 ? fail(problems) : ok(names);
}
