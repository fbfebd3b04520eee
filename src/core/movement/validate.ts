/**
 * The one oracle run on every generated movement: structure (every player placed once a round,
 * tables and sets in range, a set at no more tables of one round than it has copies, rests spread
 * evenly) and quality (repeated sets, meetings, how many pairs meet exactly once, rests, results
 * per protocol, perfect or not). It reads only the public schedule, so it also checks movements
 * that were edited by hand or read from a file.
 */
import { error, type Problem } from "../result";
import { dealerOfDeal } from "./dealer";
import { SEATS, type Movement, type MovementQuality, type Seat } from "./types";

/** Checks a movement and measures it; `problems` is empty for a sound movement. */
export function validateMovement(m: Movement): MovementQuality {
  const problems: Problem[] = [];
  const P = m.players;
  const seatsInUse: readonly Seat[] = m.tableSize === 4 ? SEATS : SEATS.slice(0, 3);
  const placed = new Int32Array(P + 1);
  const rests = new Int32Array(P + 1);
  const seatOf = homeSeats(m);
  let linesKept = true;
  const met = new Uint16Array((P + 1) * (P + 1));
  const setPlays = new Uint16Array((P + 1) * (m.sets + 1)); // [player·(sets+1) + set] → plays
  const tablesPerSet = new Int32Array(m.sets + 1);
  let repeatedSets = 0;
  let threeHanded = 0;

  if (m.schedule.length !== m.rounds) {
    problems.push(
      error("movement.rounds", `the schedule has ${m.schedule.length} rounds, the movement says ${m.rounds}`),
    );
  }
  m.schedule.forEach((round, index) => {
    const at = {};
    if (round.round !== index + 1) {
      problems.push(error("movement.round-number", `round ${index + 1} is numbered ${round.round}`, at));
    }
    placed.fill(0);
    const tablesSeen = new Set<number>();
    const setsThisRound = new Map<number, number>();
    for (const p of round.resting) {
      if (!Number.isInteger(p) || p < 1 || p > P) {
        problems.push(
          error("movement.player-range", `round ${round.round}: resting player ${p} is not 1..${P}`, at),
        );
        continue;
      }
      placed[p]++;
      rests[p]++;
    }
    for (const table of round.tables) {
      if (
        !Number.isInteger(table.table) ||
        table.table < 1 ||
        table.table > m.tables ||
        tablesSeen.has(table.table)
      ) {
        problems.push(
          error(
            "movement.table-number",
            `round ${round.round}: table ${table.table} is out of range or twice`,
            at,
          ),
        );
      }
      tablesSeen.add(table.table);
      const setValid = Number.isInteger(table.set) && table.set >= 1 && table.set <= m.sets;
      if (!setValid) {
        problems.push(
          error(
            "movement.set-range",
            `round ${round.round}, table ${table.table}: set ${table.set} is not 1..${m.sets}`,
            at,
          ),
        );
      } else {
        const copies = (setsThisRound.get(table.set) ?? 0) + 1;
        setsThisRound.set(table.set, copies);
        if (copies === m.setCopies + 1) {
          problems.push(
            error(
              "movement.set-copies",
              `round ${round.round}: set ${table.set} is at more than ${m.setCopies} table(s)`,
              at,
            ),
          );
        }
        tablesPerSet[table.set]++;
      }
      const here: number[] = [];
      for (const seat of SEATS) {
        const p = table[seat];
        if (p === null) continue;
        if (!seatsInUse.includes(seat)) {
          problems.push(
            error(
              "movement.table-size",
              `round ${round.round}, table ${table.table}: seat ${seat} is used at tables of 3`,
              at,
            ),
          );
        }
        if (!Number.isInteger(p) || p < 1 || p > P) {
          problems.push(
            error(
              "movement.player-range",
              `round ${round.round}, table ${table.table}: player ${p} is not 1..${P}`,
              at,
            ),
          );
          continue;
        }
        placed[p]++;
        here.push(p);
        if (setValid && ++setPlays[p * (m.sets + 1) + table.set] > 1) repeatedSets++;
      }
      if (here.length < 3) {
        problems.push(
          error(
            "movement.table-size",
            `round ${round.round}, table ${table.table}: only ${here.length} player(s)`,
            at,
          ),
        );
      }
      const full = here.length === seatsInUse.length;
      if (full) {
        for (const seat of SEATS) {
          const p = table[seat];
          if (p !== null && p >= 1 && p <= P && seatOf[p] !== SEATS.indexOf(seat)) linesKept = false;
        }
      } else if (new Set(here.map((p) => seatOf[p])).size !== here.length) {
        // At a 3-handed table the dealer's seat is empty, so a player may sit out of his line;
        // the lines are kept while the three players come from three different lines.
        linesKept = false;
      }
      if (m.tableSize === 4 && here.length === 3) {
        threeHanded++;
        const empty = SEATS.find((s) => table[s] === null);
        const dealer = setValid ? dealerOfDeal(table.set) : undefined;
        if (dealer !== undefined && empty !== undefined && empty !== dealer) {
          problems.push(
            error(
              "movement.empty-seat",
              `round ${round.round}, table ${table.table}: 3-handed with seat ${empty} empty, but set ${table.set} is dealt by ${dealer}, whose seat must be the empty one`,
              at,
              { round: round.round, table: table.table, set: table.set, empty, dealer },
            ),
          );
        }
      }
      for (let x = 0; x < here.length; x++) {
        for (let y = x + 1; y < here.length; y++) {
          met[here[x] * (P + 1) + here[y]]++;
          met[here[y] * (P + 1) + here[x]]++;
        }
      }
    }
    for (let p = 1; p <= P; p++) {
      if (placed[p] !== 1) {
        problems.push(
          error(
            "movement.player-placement",
            `round ${round.round}: player ${p} is placed ${placed[p]} times, not once`,
            at,
          ),
        );
      }
    }
    // Evenness after every round: nobody rests twice before everybody has rested once.
    let low = Infinity;
    let high = -Infinity;
    for (let p = 1; p <= P; p++) {
      if (rests[p] < low) low = rests[p];
      if (rests[p] > high) high = rests[p];
    }
    if (high - low > 1) {
      problems.push(
        error(
          "movement.rests-uneven",
          `after round ${round.round} some player rested ${high - low} times more than another`,
          at,
        ),
      );
    }
  });
  if (repeatedSets > 0) {
    problems.push(
      error("movement.repeated-set", `${repeatedSets} time(s) a player gets a set he already played`),
    );
  }

  // Pairs: cross-line when every player kept his seat, else all.
  const basisCrossLine = linesKept;
  const meetings: Record<string, number> = { "0": 0 };
  const pairMeetings: Record<string, number> = { "0": 0 };
  let metOnce = 0;
  let pairs = 0;
  let crossLineAllOnce = true;
  for (let a = 1; a <= P; a++) {
    for (let b = a + 1; b <= P; b++) {
      const times = met[a * (P + 1) + b];
      pairMeetings[times] = (pairMeetings[times] ?? 0) + 1;
      const inBasis = !basisCrossLine || seatOf[a] !== seatOf[b] || seatOf[a] === -1;
      if (!inBasis) continue;
      meetings[times] = (meetings[times] ?? 0) + 2;
      pairs++;
      if (times === 1) metOnce++;
      else crossLineAllOnce = false;
    }
  }

  let restMin = Infinity;
  let restMax = -Infinity;
  for (let p = 1; p <= P; p++) {
    if (rests[p] < restMin) restMin = rests[p];
    if (rests[p] > restMax) restMax = rests[p];
  }
  let resultsMin = Infinity;
  let resultsMax = -Infinity;
  for (let s = 1; s <= m.sets; s++) {
    if (tablesPerSet[s] < resultsMin) resultsMin = tablesPerSet[s];
    if (tablesPerSet[s] > resultsMax) resultsMax = tablesPerSet[s];
  }
  // Perfect: lines kept, nobody rests, everybody plays each set exactly once, cross-line pairs once.
  let everySetOnce = m.rounds === m.sets;
  for (let p = 1; p <= P && everySetOnce; p++) {
    for (let s = 1; s <= m.sets && everySetOnce; s++)
      if (setPlays[p * (m.sets + 1) + s] !== 1) everySetOnce = false;
  }
  const perfect =
    problems.length === 0 &&
    linesKept &&
    restMax === 0 &&
    repeatedSets === 0 &&
    everySetOnce &&
    crossLineAllOnce &&
    pairs > 0;

  return {
    repeatedSets,
    meetings: sortedKeys(meetings),
    pairMeetings: sortedKeys(pairMeetings),
    linesKept,
    shareBasis: basisCrossLine ? "cross-line" : "all-pairs",
    metOnce,
    pairs,
    metOnceShare: pairs === 0 ? 0 : metOnce / pairs,
    rests: { min: P > 0 ? restMin : 0, max: P > 0 ? restMax : 0 },
    resultsPerSet: { min: m.sets > 0 ? resultsMin : 0, max: m.sets > 0 ? resultsMax : 0 },
    threeHandedTables: threeHanded,
    perfect,
    problems,
  };
}

/**
 * Each player's line: his seat at his first full table (a 3-handed table may seat him out of line,
 * see dealer.ts), or at his first table if he never sat at a full one; −1 if he never played.
 */
function homeSeats(m: Movement): Int32Array {
  const P = m.players;
  const home = new Int32Array(P + 1).fill(-1);
  const fallback = new Int32Array(P + 1).fill(-1);
  const size = m.tableSize === 4 ? 4 : 3;
  for (const round of m.schedule) {
    for (const t of round.tables) {
      const full = SEATS.filter((s) => t[s] !== null).length === size;
      SEATS.forEach((s, i) => {
        const p = t[s];
        if (p === null || !Number.isInteger(p) || p < 1 || p > P) return;
        if (full && home[p] === -1) home[p] = i;
        if (fallback[p] === -1) fallback[p] = i;
      });
    }
  }
  for (let p = 1; p <= P; p++) if (home[p] === -1) home[p] = fallback[p];
  return home;
}

function sortedKeys(record: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of Object.keys(record).sort((a, b) => Number(a) - Number(b))) out[k] = record[k];
  return out;
}
