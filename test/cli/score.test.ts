import * as fs from "fs";
import * as path from "path";
import { pref, tempFile } from "./capture";

const TABLES_NOTE =
  "without --players the number of tables that play each deal is taken from the protocol's rows: a table whose row is absent is not counted\n";

const HEADER = "board,round,table,N,N_whists,E,E_whists,S,S_whists,W,W_whists";
const GOOD = [
  HEADER,
  "1,1,1,1,7,2,-1,3,-1,4,-5",
  "1,2,2,5,3,6,1,7,1,8,-5",
  "1,3,3,9,7,10,5,11,-12,12,0",
  "2,1,1,1,-10,6,0,11,10,4,0",
  "2,2,2,5,4,10,-4,3,0,8,0",
  "2,3,3,9,4,2,4,7,-8,12,0",
].join("\n");

describe("pref score", () => {
  test("prints a standings table with shared places", async () => {
    const r = await pref("score", tempFile("p.csv", GOOD));
    expect(r.code).toBe(0);
    expect(r.err).toBe(TABLES_NOTE);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("Results: 12 players, 2 protocols");
    // Players 9 and 12 share first place with 6 of 8.
    expect(lines[4]).toMatch(/^\s*1=\s+9\s+6\s+8\s+75\.00$/);
    expect(lines[5]).toMatch(/^\s*1=\s+12\s+6\s+8\s+75\.00$/);
  });

  test("JSON exactly as DESIGN.md", async () => {
    const r = await pref("score", tempFile("p.csv", GOOD), "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.boards[0]).toMatchObject({ board: 1, expected: 3, lines: { N: { top: 4, results: 3 } } });
    expect(j.boards[0].rows[0]).toEqual({
      round: 1,
      table: 1,
      group: null,
      N: { player: 1, whists: 7, mp: 3 },
      E: { player: 2, whists: -1, mp: 0 },
      S: { player: 3, whists: -1, mp: 2 },
      W: { player: 4, whists: -5, mp: 1 },
    });
    expect(j.standings[0]).toEqual({
      rank: 1,
      tied: true,
      player: 9,
      name: null,
      mp: 6,
      max: 8,
      percent: 75,
      boards: 2,
      penalty: 0,
    });
  });

  test("penalties and names; CSV output", async () => {
    const pen = tempFile("pen.csv", "player,points,reason\n9,1,late arrival\n");
    const names = tempFile("names.csv", "player;name\n9;Иванов\n12;Петров, А.\n");
    const r = await pref(
      "score",
      tempFile("p.csv", GOOD),
      "--penalties",
      pen,
      "--names",
      names,
      "--format",
      "csv",
    );
    expect(r.code).toBe(0);
    const rows = r.out.trim().split("\n");
    expect(rows[0]).toBe("rank,tied,player,name,mp,max,percent,boards,penalty");
    expect(rows[1]).toBe('1,false,12,"Петров, А.",6,8,75,2,0');
    expect(rows[2]).toBe("2,false,9,Иванов,5,8,62.5,2,1");
    expect(rows[3]).toBe("3,true,2,,4,8,50,2,0");
  });

  test("semicolon CSV with a BOM, decimal commas and adjusted markers", async () => {
    const text = "\uFEFFboard;N;N_whists;E;E_whists\n1;1;2,5;2;-2,5\n1;3;А+;4;A-\n1;5;0;6;0\n";
    const r = await pref("score", tempFile("p.csv", text), "--format", "json");
    expect(r.err).toBe(TABLES_NOTE);
    const j = JSON.parse(r.out);
    expect(j.boards[0].rows[1].N).toEqual({ player: 3, whists: "A+", mp: 2.4 });
    expect(j.boards[0].rows[1].E).toEqual({ player: 4, whists: "A-", mp: 1.6 });
    // 2.5 beats 0 among two results of three: (2 + 1)·3/2 − 1.
    expect(j.boards[0].rows[0].N.mp).toBe(3.5);
  });

  test("a row that does not sum to zero is scored, with a warning naming file and line", async () => {
    const f = tempFile("p.csv", "board,N,N_whists,E,E_whists\n1,1,5,2,-4\n1,3,1,4,-1\n");
    const r = await pref("score", f);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      TABLES_NOTE + `${f}, board 1, line 2: warning: the row's whists sum to 1 instead of 0\n`,
    );
  });

  const bad: [string, string | Uint8Array, RegExp][] = [
    [
      "a whist that is not a number or marker",
      "board,N,N_whists\n1,1,7o\n",
      /line 2, column N_whists: "7o" is not a number of whists/,
    ],
    [
      "a player number that is not a positive integer",
      "board,N,N_whists\n1,0,7\n1,x,3\n",
      /line 2, column N: "0" is not a player number[\s\S]*line 3, column N: "x"/,
    ],
    [
      "an unknown seat in a header",
      "board,N,N_whists,Q_whists\n1,1,7,3\n",
      /line 1, column Q_whists: "Q_whists": Q is not a seat/,
    ],
    [
      "an unknown seat in a cell",
      "board,dealer,N,N_whists\n1,X,1,7\n",
      /line 2, column dealer: "X" is not a seat/,
    ],
    ["a duplicate header", "board,N,N_whists,N\n1,1,7,2\n", /line 1, column N: column "N" appears twice/],
    [
      "a board number missing",
      "board,N,N_whists\n,1,7\n",
      /line 2, column board: the deal number is missing/,
    ],
    ["no board column", "N,N_whists\n1,7\n", /line 1: the header has no "board" column/],
    ["an empty file", "", /the file is empty/],
    ["a header only", "board,N,N_whists\n", /there are no protocol rows/],
    ["a binary file", new Uint8Array([0x00, 0x01, 0x02, 0xff]), /not a CSV text file/],
    ["a workbook", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), /zip file/],
    ["an unclosed quote", 'board,N,N_whists\n1,"1,7\n', /not valid CSV: Quote Not Closed/],
    [
      "whists without a player",
      "board,N,N_whists\n1,,7\n",
      /line 2, column N: whists "7" in seat N but no player/,
    ],
  ];
  test.each(bad)(
    "%s: exit 1, one line per problem, nothing on standard output",
    async (_what, content, message) => {
      const f = tempFile("p.csv", content);
      const r = await pref("score", f);
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/\bat .*\.(ts|js):\d+/);
      expect(r.err.startsWith(f)).toBe(true);
    },
  );

  test("a missing file and bad options", async () => {
    expect((await pref("score", "/nonexistent/p.csv")).err).toMatch(/cannot read the file: no such file/);
    expect((await pref("score")).code).toBe(1);
    expect((await pref("score", "a.csv", "--format", "xml")).err).toMatch(
      /--format must be one of text, json, csv/,
    );
    expect((await pref("score", "a.csv", "--bogus")).err).toMatch(/Unknown option '--bogus'/);
  });
});

describe("pref score on the real club session", () => {
  test("every matchpoint of the other program comes out of the CSV path too", async () => {
    const lines = fs
      .readFileSync(path.join(__dirname, "../fixtures/bridge-club-session/travellers.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    const csv = [
      "board,N,N_whists,E,E_whists",
      ...lines.map((l) => {
        const [b, ns, ew, score] = l.split(",");
        return `${b},${ns},${score},${ew},${-Number(score)}`;
      }),
    ].join("\n");
    const r = await pref("score", tempFile("club.csv", csv), "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const got: number[] = [];
    const want: number[] = [];
    const byBoard = new Map<number, string[][]>();
    for (const l of lines) {
      const c = l.split(",");
      byBoard.set(Number(c[0]), [...(byBoard.get(Number(c[0])) ?? []), c]);
    }
    for (const b of j.boards) {
      b.rows.forEach((row: { N: { mp: number }; E: { mp: number } }, i: number) => {
        got.push(row.N.mp, row.E.mp);
        const c = byBoard.get(b.board)![i];
        want.push(Number(c[4]), Number(c[5]));
      });
    }
    expect(got).toHaveLength(384);
    expect(got).toEqual(want);
    expect(j.standings.find((s: { player: number }) => s.player === 17).percent).toBeCloseTo(66.7, 1);
  });
});
