/**
 * Reading protocols from a table of text cells (the protocol CSV of docs/contracts.md, or a sheet read
 * back): header names → columns, each cell checked, every problem reported with its line and
 * column. Pure: the caller does the file reading.
 */
import { MAX_PLAYER, readEntry, readSeat, readWhole, readWholeIn } from "./cell-reading";
import {
  Disqualification,
  Entry,
  isSeat,
  Penalty,
  Protocol,
  ProtocolRow,
  Seat,
  SeatResult,
  SEATS,
  PROTOCOL_CSV_COLUMNS,
} from "./protocol";
import { parseRational } from "./rational";
import { error, fail, Location, ok, Problem, Result, warning } from "./result";
import { defaultDealer } from "./simulate";
import { contractOf } from "./whists/contract";

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

/** A seat letter in English or Russian, any case, look-alikes too (cell-reading.ts); null if not one. */
export function parseSeat(text: string): Seat | null {
  return readSeat(text);
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
      problems.push(
        error("duplicate-column", `column "${raw.trim()}" appears twice in the header`, at(c), {
          value: raw.trim(),
        }),
      );
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
      (PROTOCOL_CSV_COLUMNS as readonly string[]).includes(name);
    if (!known)
      problems.push(
        warning("unknown-column", `column "${raw.trim()}" is not a protocol column; ignored`, at(c), {
          value: raw.trim(),
        }),
      );
  });
  if (!index.has("board")) {
    problems.push(
      error(
        "missing-column",
        'the header has no "board" column',
        { file: t.file, sheet: t.sheet, line: t.headerLine },
        { value: "board" },
      ),
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
          { file: t.file, sheet: t.sheet, line: t.headerLine },
          { value: missing },
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

/** What a table read: its protocols (rows with an unreadable cell kept, unscored) and every problem. */
export interface ReadProtocols {
  readonly protocols: Protocol[];
  /** Errors and warnings, in line order. */
  readonly problems: Problem[];
}

/** The whole-number cells of a row: the column, its range and what it is, for the message. */
const WHOLE_COLUMNS = {
  board: [1, 1_000_000, "a deal number (a positive whole number)"],
  round: [1, 10_000, "a round number"],
  table: [1, 10_000, "a table number"],
  declarer_tricks: [0, 10, "a number of tricks (0–10)"],
  defender1_tricks: [0, 10, "a number of tricks (0–10)"],
  defender2_tricks: [0, 10, "a number of tricks (0–10)"],
} as const;

/**
 * The seats of an all-pass row written as the seed's §7 has it: the tricks under declarer,
 * defender 1 and defender 2, no seats — the first hand (the dealer's left-hand player), then
 * clockwise. At a 3-handed table the three seats present, from the dealer's left.
 */
function allPassHands(board: number, dealer: Seat | undefined, seats: readonly Seat[]): Seat[] {
  const d = SEATS.indexOf(dealer ?? defaultDealer(board));
  const clockwise = [1, 2, 3, 4].map((k) => SEATS[(d + k) % 4]);
  if (seats.length === 3) return clockwise.filter((s) => seats.includes(s));
  return clockwise.slice(0, 3);
}

/**
 * Reads protocols from a text table by the one reading rule (cell-reading.ts), finding every
 * problem in one pass. A row with a cell that cannot be read is kept with its players but no
 * results — that table's result is "not played" until the cell is mended — so one bad cell makes
 * only its own row unscorable. A row whose deal number cannot be read cannot be placed and is left
 * out (its error says so). A header that cannot be read gives no protocols.
 */
export function readProtocolRows(t: TextTable): ReadProtocols {
  const problems: Problem[] = [];
  const cols = mapHeader(t, problems);
  if (problems.some((p) => p.severity === "error")) return { protocols: [], problems };

  const byBoard = new Map<number, ProtocolRow[]>();
  for (const r of t.rows) {
    if (r.cells.every((c) => c.trim() === "")) continue;
    const rowProblems: Problem[] = [];
    const at = (name: string): { file?: string; sheet?: string; line: number; column: string } => ({
      file: t.file,
      sheet: t.sheet,
      line: r.line,
      column: name,
    });
    const beyond = r.cells.findIndex((c, i) => i >= t.header.length && c.trim() !== "");
    if (beyond >= 0) {
      rowProblems.push(
        error(
          "extra-cells",
          `the row has ${r.cells.length} cells but the header only ${t.header.length} columns: "${r.cells[beyond].trim()}" is beyond the header`,
          { file: t.file, sheet: t.sheet, line: r.line, column: `#${beyond + 1}` },
          { value: r.cells[beyond].trim(), cells: r.cells.length, columns: t.header.length },
        ),
      );
    }
    const cell = (name: string): string => {
      const c = cols.index.get(name);
      return c === undefined ? "" : (r.cells[c] ?? "").trim();
    };
    const int = (name: keyof typeof WHOLE_COLUMNS): number | undefined => {
      const s = cell(name);
      if (s === "") return undefined;
      const [min, maxValue, what] = WHOLE_COLUMNS[name];
      const v = readWholeIn(s, min, maxValue);
      if (!v.ok) {
        rowProblems.push(
          error(`bad-${name.replace(/_/g, "-")}`, `"${s}" is not ${what}`, at(name), { value: s }),
        );
        return undefined;
      }
      return v.value;
    };
    const seat = (name: string): Seat | undefined => {
      const s = cell(name);
      if (s === "") return undefined;
      const v = readSeat(s);
      if (v === null)
        rowProblems.push(
          error("unknown-seat", `"${s}" is not a seat (N, E, S or W)`, at(name), { value: s }),
        );
      return v ?? undefined;
    };

    const board = int("board");
    if (cell("board") === "")
      rowProblems.push(error("missing-board", "the deal number is missing", at("board")));

    const players: Partial<Record<Seat, number>> = {};
    const entries: Partial<Record<Seat, Entry>> = {};
    for (const s of SEATS) {
      if (!cols.index.has(s)) continue;
      const playerText = cell(s);
      const whistText = cell(`${s}_whists`);
      const entry = readEntry(whistText);
      if (entry === null) {
        rowProblems.push(
          error(
            "bad-whists",
            `"${whistText}" is not a number of whists nor an adjusted result (A+, A, A-, NN%)`,
            at(`${s}_whists`),
            { value: whistText },
          ),
        );
      }
      if (playerText === "") {
        if (whistText !== "") {
          rowProblems.push(
            error("whists-without-player", `whists "${whistText}" in seat ${s} but no player number`, at(s), {
              seat: s,
              value: whistText,
            }),
          );
        }
        continue;
      }
      const player = readWholeIn(playerText, 1, MAX_PLAYER);
      if (!player.ok) {
        rowProblems.push(playerProblem(playerText, at(s)));
        continue;
      }
      players[s] = player.value;
      if (entry !== null) entries[s] = entry;
    }

    const contract = cell("contract") === "" ? undefined : cell("contract");
    const dealer = seat("dealer");
    let declarer = seat("declarer");
    let defender1 = seat("defender1");
    let defender2 = seat("defender2");
    const declarerTricks = int("declarer_tricks");
    const defender1Tricks = int("defender1_tricks");
    const defender2Tricks = int("defender2_tricks");
    const tricksGiven = [declarerTricks, defender1Tricks, defender2Tricks].some((x) => x !== undefined);
    if (
      board !== undefined &&
      contract !== undefined &&
      contractOf(contract)?.kind === "all-pass" &&
      declarer === undefined &&
      defender1 === undefined &&
      defender2 === undefined &&
      tricksGiven
    ) {
      [declarer, defender1, defender2] = allPassHands(
        board,
        dealer,
        SEATS.filter((x) => players[x] !== undefined),
      );
    }

    // A row with a cell that cannot be read keeps its players (the checks of people still see
    // them) but no results: it is that table's "not played" until the director mends the cell.
    const unreadable = rowProblems.some((p) => p.severity === "error");
    const seats: Partial<Record<Seat, SeatResult>> = {};
    for (const s of SEATS) {
      const player = players[s];
      if (player === undefined) continue;
      seats[s] = { player, entry: unreadable ? NOT_PLAYED : (entries[s] ?? NOT_PLAYED) };
    }
    problems.push(...rowProblems);

    const row: ProtocolRow = {
      round: int("round"),
      table: int("table"),
      group: cell("group") === "" ? null : cell("group"),
      assigned: isYes(cell("assigned")) ? true : undefined,
      dealer,
      contract,
      declarer,
      declarerTricks,
      defender1,
      defender1Tricks,
      defender2,
      defender2Tricks,
      seats,
      source: { file: t.file, sheet: t.sheet, line: r.line },
    };
    if (board !== undefined) {
      const list = byBoard.get(board);
      if (list === undefined) byBoard.set(board, [row]);
      else list.push(row);
    }
  }
  const protocols = [...byBoard.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, rows]) => ({ board, rows }));
  if (protocols.length === 0 && !problems.some((p) => p.severity === "error")) {
    problems.push(
      error("no-rows", "there are no protocol rows below the header", { file: t.file, sheet: t.sheet }),
    );
  }
  return { protocols, problems };
}

const NOT_PLAYED: Entry = { kind: "none" };

/** Reads protocols from a text table. Fails with every problem found; warnings ride along. */
export function readProtocolTable(t: TextTable): Result<Protocol[]> {
  const { protocols, problems } = readProtocolRows(t);
  if (problems.some((p) => p.severity === "error")) return fail(problems);
  return ok(protocols, problems);
}

/** The Players sheet's headers (Russian and English) as the names CSV's columns. */
const HEADER_ALIASES: Readonly<Record<string, string>> = {
  игрок: "player",
  имя: "name",
  "№": "player",
  номер: "player",
};

/** Column of each header name, matched without case; the Players sheet's headers are aliases. */
function headerIndex(t: TextTable): Map<string, number> {
  const index = new Map<string, number>();
  t.header.forEach((h, c) => {
    const name = h
      .trim()
      .replace(/^\uFEFF/, "")
      .toLowerCase();
    index.set(HEADER_ALIASES[name] ?? name, c);
  });
  return index;
}

/** The problem with a player-number cell: not a number, or beyond 1–100 000. */
function playerProblem(text: string, at: Location): Problem {
  const v = readWhole(text);
  return v !== null && v > BigInt(MAX_PLAYER)
    ? error(
        "player-out-of-range",
        `player number ${text} is too large: players are numbered 1 to ${MAX_PLAYER}`,
        at,
        { value: text, max: MAX_PLAYER },
      )
    : error("bad-player", `"${text}" is not a player number (a positive whole number)`, at, { value: text });
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
        error(
          "missing-column",
          `the penalties header has no "${need}" column`,
          { file: t.file, line: t.headerLine },
          { value: need },
        ),
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
    const playerText = get("player");
    const playerNumber = readWholeIn(playerText, 1, MAX_PLAYER);
    const player = playerNumber.ok ? String(playerNumber.value) : playerText;
    const dq = isYes(get("disqualified"));
    const pointsText = get("points");
    const points = pointsText === "" && dq ? null : parsePenaltyPoints(pointsText);
    const sessionText = get("session");
    if (!playerNumber.ok) {
      problems.push(playerProblem(playerText, at("player")));
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
    if (dq)
      disqualified.push({
        player: Number(player),
        reason: get("reason"),
        ...(session === undefined ? {} : { session }),
      });
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
    const n = readWholeIn(player, 1, MAX_PLAYER);
    if (!n.ok) {
      problems.push(playerProblem(player, { file: t.file, line: r.line, column: "player" }));
      continue;
    }
    names.set(n.value, name);
  }
  return problems.length > 0 ? fail(problems) : ok(names);
}
