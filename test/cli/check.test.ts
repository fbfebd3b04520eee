import { pref, tempFile } from "./capture";

const GOOD = [
  "board,round,table,contract,declarer,declarer_tricks,defender1,defender1_tricks,defender2,defender2_tricks,N,N_whists,E,E_whists,S,S_whists,W,W_whists",
  "1,1,1,6S,E,6,S,2,W,2,1,-5,6,7,11,-1,16,-1",
];

describe("pref check", () => {
  test("a clean file: exit 0 and says so", async () => {
    const f = tempFile("p.csv", GOOD.join("\n"));
    const r = await pref("check", f);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(`${f}: no problems found`);
  });

  test("JSON issues with code, severity, board, line, column and message; exit 1 on an error", async () => {
    const f = tempFile("p.csv", [...GOOD, "2,1,2,7Q,S,6,W,2,N,2,2,4,7,-4,12,0,17,0"].join("\n"));
    const r = await pref("check", f, "--format", "json");
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({
      issues: [
        {
          code: "contract-unreadable",
          severity: "error",
          file: f,
          board: 2,
          line: 3,
          column: "contract",
          sheet: null,
          cell: null,
          message:
            '"7Q" is not a contract: write 6♠ 6S 6п 6 пик, 7NT 7БК, мизер or M, and - or pass for all-pass',
        },
      ],
    });
  });

  test("with --players: rows checked against the movement, and missing results listed", async () => {
    const f = tempFile("p.csv", GOOD.join("\n"));
    const r = await pref("check", f, "--players", "20");
    // Only deal 1 round 1 table 1 is in: 24 other results of 5 deals are missing (warnings: exit 0).
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n").pop()).toBe("0 errors, 24 warnings");
    expect(r.out).toContain(`${f}, board 1: warning: no result from table 5, round 2`);
  });

  test("warnings alone exit 0; bad options exit 1", async () => {
    expect((await pref("check")).code).toBe(1);
    expect((await pref("check", "x.csv", "--players", "two")).err).toMatch(
      /--players must be a whole number/,
    );
    expect((await pref("check", "x.csv", "--players", "2")).err).toMatch(/at least 3 players/);
  });
});
