import { parseCsv } from "../../src/cli/csv";
import { protocolsToCsv } from "../../src/cli/protocol-csv";
import { checkProtocols } from "../../src/core/checks";
import { generateMovement, Movement } from "../../src/core/movement";
import { Protocol, ProtocolRow, Seat, SEATS } from "../../src/core/protocol";
import { readProtocolTable } from "../../src/core/protocol-table";
import { seededRandom } from "../../src/core/random";
import { defaultDealer, simulateProtocols } from "../../src/core/simulate";
import { unwrap } from "../../src/core/result";

function movementOf(players: number): Movement {
  return unwrap(generateMovement(players));
}

/** A clean session: simulated whists, a 6♠ declared by the first hand after the dealer, 6 + 2 + 2 tricks. */
function cleanProtocols(m: Movement): Protocol[] {
  return simulateProtocols(m, seededRandom(7)).map((p) => ({
    board: p.board,
    rows: p.rows.map((r): ProtocolRow => {
      const dealer = defaultDealer(p.board);
      const hands = SEATS.filter((s) => s !== dealer);
      return {
        ...r,
        dealer: undefined,
        contract: "6♠",
        declarer: hands[0],
        declarerTricks: 6,
        defender1: hands[1],
        defender1Tricks: 2,
        defender2: hands[2],
        defender2Tricks: 2,
      };
    }),
  }));
}

/** The clean session as CSV lines (line 1 the header), so errors can be planted by line. */
function cleanLines(m: Movement): string[] {
  return protocolsToCsv(cleanProtocols(m)).trimEnd().split("\n");
}

function check(lines: string[], m?: Movement) {
  const t = unwrap(parseCsv(new TextEncoder().encode(lines.join("\n")), "p.csv"));
  const r = unwrap(readProtocolTable(t));
  return checkProtocols({ protocols: r, movement: m });
}

const COL = Object.fromEntries(
  "board,round,table,dealer,contract,declarer,declarer_tricks,defender1,defender1_tricks,defender2,defender2_tricks,N,N_whists,E,E_whists,S,S_whists,W,W_whists,group"
    .split(",")
    .map((c, i) => [c, i]),
);

function setCell(lines: string[], line: number, column: string, value: string): string[] {
  const out = [...lines];
  const cells = out[line - 1].split(",");
  cells[COL[column]] = value;
  out[line - 1] = cells.join(",");
  return out;
}

describe("protocol checks", () => {
  const m = movementOf(20);
  const clean = cleanLines(m);

  test("a clean session gives no issue, with or without the movement", () => {
    expect(check(clean)).toEqual([]);
    expect(check(clean, m)).toEqual([]);
  });

  // Line 2 is deal 1, round 1, table 1: N 1, E 6, S 11, W 16; dealer N; E declares.
  const planted: [string, (l: string[]) => string[], string, number, string | undefined][] = [
    ["an unknown contract", (l) => setCell(l, 2, "contract", "6Z"), "contract-unreadable", 2, "contract"],
    ["a contract of 11", (l) => setCell(l, 2, "contract", "11S"), "contract-unreadable", 2, "contract"],
    [
      "tricks that add up to 11",
      (l) => setCell(l, 2, "declarer_tricks", "7"),
      "tricks-sum",
      2,
      "declarer_tricks",
    ],
    ["a seat twice", (l) => setCell(l, 2, "defender2", "E"), "seats-repeated", 2, "defender2"],
    ["the dealer declaring", (l) => setCell(l, 2, "declarer", "N"), "dealer-playing", 2, "declarer"],
    ["a dealer column naming a player", (l) => setCell(l, 2, "dealer", "E"), "dealer-playing", 2, "declarer"],
    ["whists off zero", (l) => setCell(l, 2, "N_whists", "999"), "whists-not-zero-sum", 2, undefined],
    ["one player in two seats", (l) => setCell(l, 2, "W", "1"), "player-twice-in-row", 2, "W"],
    ["a player playing the deal twice", (l) => setCell(l, 3, "W", "16"), "deal-played-twice", 3, "W"],
  ];
  test.each(planted)("%s gives exactly its code at its line", (_what, plant, code, line, column) => {
    const found = check(plant(clean)).filter(
      (p) => p.code !== "whists-not-zero-sum" || code === "whists-not-zero-sum",
    );
    expect(found.map((p) => [p.code, p.at.line, p.at.column])).toEqual([[code, line, column]]);
  });

  test("an assigned result may be off zero", () => {
    const lines = setCell(clean, 2, "N_whists", "999");
    lines[0] += ",assigned";
    lines[1] += ",1";
    expect(check(lines)).toEqual([]);
  });

  test("a row that sits a player where the movement does not", () => {
    // Round 1, table 1 has E 6 by the movement; write 7 there. Player 7 plays deal 1 in round 3
    // at table 4 (line 4), so that row is now his second result of the deal.
    const found = check(setCell(clean, 2, "E", "7"), m);
    expect(found.map((p) => [p.code, p.at.line, p.at.column])).toEqual([
      ["movement-mismatch", 2, "E"],
      ["deal-played-twice", 4, "E"],
    ]);
    expect(found[0].message).toBe(
      "player 7 in seat E: by the movement player 6 sits E at table 1 in round 1",
    );
  });

  test("a row for a table that does not play that deal, and the result it leaves missing", () => {
    const found = check(setCell(clean, 2, "table", "2"), m);
    expect(found.map((p) => [p.code, p.at.board, p.at.line])).toEqual([
      ["table-not-playing-deal", 1, 2],
      ["missing-result", 1, undefined],
    ]);
    expect(found[1].message).toBe("no result from table 1, round 1");
  });

  test("results still missing after the session, per table and round", () => {
    const lines = clean.filter((_, i) => i !== 5);
    const found = check(lines, m);
    expect(found.map((p) => p.code)).toEqual(["missing-result"]);
    const [, round, table] = clean[5].split(",");
    expect(found[0].message).toBe(`no result from table ${table}, round ${round}`);
  });

  test("Russian contract and seat notation is accepted", () => {
    let lines = setCell(clean, 2, "contract", "6 пик");
    lines = setCell(lines, 2, "declarer", "В");
    lines = setCell(lines, 3, "contract", "мизер");
    lines = setCell(lines, 4, "contract", "-");
    expect(check(lines)).toEqual([]);
  });

  test("all-pass: the three hands' tricks add up to 10", () => {
    const lines = setCell(setCell(clean, 2, "contract", "распасы"), 2, "defender2_tricks", "3");
    expect(check(lines).map((p) => p.code)).toEqual(["tricks-sum"]);
  });

  test("3-handed rows do not ask where the dealer is", () => {
    const rows: ProtocolRow[] = [
      {
        group: null,
        declarer: "N" as Seat,
        declarerTricks: 6,
        defender1: "E",
        defender1Tricks: 2,
        defender2: "S",
        defender2Tricks: 2,
        seats: {
          N: { player: 1, entry: { kind: "none" } },
          E: { player: 2, entry: { kind: "none" } },
          S: { player: 3, entry: { kind: "none" } },
        },
      },
    ];
    expect(checkProtocols({ protocols: [{ board: 1, rows }] })).toEqual([]);
  });
});
