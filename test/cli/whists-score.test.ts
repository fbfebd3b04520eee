import { fillWhists, SOCHI } from "../../src/core/whists";
import { readProtocolTable } from "../../src/core/protocol-table";
import { pref, tempFile } from "./capture";
import { unwrap } from "../../src/core/result";

const HEADER =
  "board,round,table,dealer,contract,declarer,declarer_tricks,defender1,defender1_tricks,defender2,defender2_tricks,N,N_whists,E,E_whists,S,S_whists,W,W_whists";

// Deal 4 is dealt by W (1 N, 2 E, 3 S, 4 W). Row 1: DOMAIN's worked row, whists left blank.
// Row 2: the same deal typed by hand (an assigned result is kept as typed). Row 3: all-pass 5/3/2.
// Row 4: deal 5 with its dealer given, 7♥, E and S written without tricks: both passed.
const CSV = [
  HEADER,
  "4,1,1,,6♠,N,6,E,2,S,2,1,,2,,3,,4,",
  "4,2,2,,6♠,N,6,E,2,S,2,5,10,6,-2,7,-3,8,-5",
  "4,3,3,,-,N,5,E,3,S,2,9,,10,,11,,12,",
  "5,1,1,W,7♥,N,6,E,,S,,1,,2,,3,,4,",
].join("\n");

describe("pref score --variant fills blank whists from the contract", () => {
  test("the rows read as the rules say", () => {
    const t = unwrap(
      readProtocolTable({
        headerLine: 1,
        header: HEADER.split(","),
        rows: CSV.split("\n")
          .slice(1)
          .map((l, i) => ({ line: i + 2, cells: l.split(",") })),
      }),
    );
    const f = unwrap(fillWhists(SOCHI, t));
    const whists = (board: number, r: number): string =>
      (["N", "E", "S", "W"] as const)
        .map((s) => {
          const e = f.find((p) => p.board === board)?.rows[r].seats[s]?.entry;
          return e?.kind === "whists" ? e.whists.n.toString() : "?";
        })
        .join(" ");
    expect(whists(4, 0)).toBe("7 -1 -1 -5");
    expect(whists(4, 1)).toBe("10 -2 -3 -5");
    expect(whists(4, 2)).toBe("-25 -5 5 25");
    // Both passed: the game counts as made → N pool 4 → 40, mean 10.
    expect(whists(5, 0)).toBe("30 -10 -10 -10");
  });

  test("the command scores the filled rows; without --variant they are not played", async () => {
    const file = tempFile("p.csv", CSV);
    const r = await pref("score", file, "--variant", "sochi", "--format", "json");
    // The checks run first: row 5 (deal 5) has a hand's tricks missing, a warning; scoring goes on.
    expect(r.err).toMatch(
      /board 5, line 5, column declarer_tricks: warning: the tricks of a playing hand are not written\n$/,
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const board4 = j.boards.find((b: { board: number }) => b.board === 4);
    expect(board4.rows[0].N.whists).toBe(7);
    expect(board4.rows[2].W.whists).toBe(25);
    const plain = await pref("score", file, "--format", "json");
    expect(plain.code).toBe(0);
    const p4 = JSON.parse(plain.out).boards.find((b: { board: number }) => b.board === 4);
    expect(p4.rows[0].N.whists ?? null).toBeNull();
  });

  test("a row whose tricks do not add up is an error naming its line and column", async () => {
    const bad = [HEADER, "4,1,1,,6♠,N,6,E,3,S,2,1,,2,,3,,4,"].join("\n");
    const r = await pref("score", tempFile("bad.csv", bad), "--variant", "sochi");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.csv,.*line 2, column declarer_tricks: the tricks must add up to 10/);
  });

  test("an unknown contract names the contract column; an unknown variant is refused", async () => {
    const bad = [HEADER, "4,1,1,,5♠,N,6,E,2,S,2,1,,2,,3,,4,"].join("\n");
    const r = await pref("score", tempFile("bad.csv", bad), "--variant", "rostov");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.csv,.*line 2, column contract: "5♠" is not a contract/);
    const v = await pref("score", tempFile("ok.csv", CSV), "--variant", "vint");
    expect(v.code).toBe(1);
    expect(v.err).toMatch(/--variant must be one of sochi, leningrad, rostov/);
  });
});
