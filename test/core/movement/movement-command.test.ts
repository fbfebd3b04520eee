/** `pref movement`, called in-process with a capturing io. */
import { movementCommand } from "../../../src/cli/commands/movement";

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await movementCommand(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

test("JSON as in DESIGN.md", async () => {
  const r = await run("--players", "28", "--format", "json");
  expect(r.code).toBe(0);
  const j = JSON.parse(r.out);
  expect(Object.keys(j).slice(0, 6)).toEqual(["players", "tables", "tableSize", "rounds", "sets", "method"]);
  expect(j).toMatchObject({ players: 28, tables: 7, tableSize: 4, rounds: 7, sets: 7, method: "cyclic" });
  expect(j.schedule[0]).toMatchObject({ round: 1, resting: [] });
  expect(j.schedule[0].tables[0]).toEqual({ table: 1, set: 1, N: 1, E: 8, S: 15, W: 22 });
  expect(j.quality).toMatchObject({ repeatedSets: 0, meetings: { "0": 0, "1": 588 } });
  expect(Object.keys(j).slice(-3)).toEqual(["schedule", "quality", "alternatives"]);
});

test("null for an empty seat", async () => {
  const j = JSON.parse((await run("--players", "15", "--table-size", "3", "--format", "json")).out);
  expect(j.schedule[0].tables[0]).toEqual({ table: 1, set: 1, N: 1, E: 6, S: 11, W: null });
});

test("CSV: one row per round × table", async () => {
  const r = await run("--players", "15", "--table-size", "3", "--rounds", "2", "--format", "csv");
  const lines = r.out.split("\n");
  expect(lines[0]).toBe("round,table,set,N,E,S,W");
  expect(lines[1]).toBe("1,1,1,1,6,11,");
  expect(lines).toHaveLength(1 + 2 * 5);
});

test("text: grid, set row, cards, quality", async () => {
  const r = await run("--players", "20");
  expect(r.code).toBe(0);
  expect(r.out).toContain("Movement for 20 players: 5 tables of 4, 5 rounds, 5 sets — cyclic");
  expect(r.out).toContain("Table 3, after every round: 3E–4E 3S–5S 3W–1W");
  expect(r.out).toContain("Set row");
  const early = await run("--players", "20", "--rounds", "3", "--method", "cyclic");
  expect(early.out).toContain("3 rounds (stopped early; the full movement has 5)");
});

test.each([
  [[], "--players is required"],
  [["--players", "abc"], '--players must be a whole number, not "abc"'],
  [["--players", "2"], "at least 3 players"],
  [["--players", "28", "--rounds", "9"], "has 7 rounds"],
  [["--players", "28", "--method", "spiral"], 'unknown method "spiral"'],
  [["--players", "24", "--method", "cyclic"], "auto would use search"],
  [["--players", "28", "--format", "xml"], "--format must be text, json or csv"],
  [["--players", "28", "--table-size", "5"], "a table seats 4 players or 3"],
  [["--players", "28", "--colour", "red"], "Unknown option"],
  [["--players"], "argument missing"],
])("bad input %j: exit 1, one line", async (argv, text) => {
  const r = await run(...(argv as string[]));
  expect(r.code).toBe(1);
  expect(r.out).toBe("");
  expect(r.err).toContain(text);
  expect(r.err.split("\n")).toHaveLength(1);
  expect(r.err.startsWith("pref movement: ")).toBe(true);
});
