import { pref, tempFile } from "./capture";

jest.setTimeout(120_000);

describe("pref deals", () => {
  test("the same seed gives the same deals; another seed other deals", async () => {
    const a = await pref("deals", "--sets", "3", "--deals-per-set", "2", "--seed", "42", "--format", "csv");
    const b = await pref("deals", "--sets", "3", "--deals-per-set", "2", "--seed", "42", "--format", "csv");
    const c = await pref("deals", "--sets", "3", "--deals-per-set", "2", "--seed", "43", "--format", "csv");
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(c.out);
    const lines = a.out.trim().split("\n");
    expect(lines[0]).toBe("deal,set,dealer,N,E,S,W,talon");
    expect(lines).toHaveLength(7);
    // Deal 3 is in set 2; dealers go N E S W by deal number and the dealer's cell is blank.
    expect(lines[3]).toMatch(/^3,2,S,♠\S*( \S+){3},♠\S*( \S+){3},,♠/);
  });

  test("without a seed two runs differ (the secure generator)", async () => {
    const a = await pref("deals", "--sets", "2", "--format", "csv");
    const b = await pref("deals", "--sets", "2", "--format", "csv");
    expect(a.out).not.toBe(b.out);
  });

  test("a generated CSV reads back with --in, analysed, as the issue's JSON", async () => {
    const made = await pref("deals", "--sets", "2", "--seed", "7", "--format", "csv");
    const file = tempFile("deals.csv", made.out);
    const r = await pref("deals", "--in", file, "--analyse", "--format", "json");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/analysed deal 2 \(2\/2\)/);
    const json = JSON.parse(r.out) as {
      deals: {
        deal: number;
        dealer: string;
        hands: Record<string, string>;
        talon: string;
        tricks: Record<string, Record<string, number>>;
        misere: Record<string, number>;
      }[];
    };
    expect(json.deals.map((d) => [d.deal, d.dealer])).toEqual([
      [1, "N"],
      [2, "E"],
    ]);
    expect(Object.keys(json.deals[0].hands).sort()).toEqual(["E", "S", "W"]);
    expect(Object.keys(json.deals[0].tricks).sort()).toEqual(["E", "S", "W"]);
    for (const d of json.deals)
      for (const t of Object.values(d.tricks)) {
        expect(Object.keys(t)).toEqual(["S", "C", "D", "H", "NT"]);
        for (const x of Object.values(t)) expect(x >= 0 && x <= 10).toBe(true);
      }
  });

  test("the hand-made deal: N takes ten in spades and no trumps, E ten in diamonds, in Russian text", async () => {
    const file = tempFile(
      "deals.csv",
      "сдача,сдающий,С,В,Ю,З,прикуп\n4,З,пТКДВ10987 т7 б7,бТКДВ1098 чТКД,тДВ1098 чВ10987,,тТК\n",
    );
    const r = await pref("deals", "--in", file, "--analyse", "--lang", "ru");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Сдача 4, сдаёт З");
    expect(r.out).toContain("С: ♠ТКДВ10987 ♣7 ♦7 ♥-");
    expect(r.out).toContain("Прикуп: ♠- ♣ТК ♦- ♥-");
    expect(r.out).toMatch(/\n {2}С {2}10 +\d+ +\d+ +\d+ +10 +\d+\n/);
    expect(r.out).toMatch(/\n {2}В +\d+ +\d+ +10 +\d+ +\d+ +\d+\n/);
  });

  test("faults in the file: each names its line and column", async () => {
    const file = tempFile(
      "bad.csv",
      [
        "deal,dealer,N,E,S,W,talon",
        "1,N,♠AKQ,♠J10987 ♣AKQJ10,♣987 ♦AKQJ10987,♥AKQJ10987,♦- ♥-",
        "2,X,SAK,,,,",
        "3,W,♠AKQJ10987 ♣7 ♦7 ♥Z,♦AKQJ1098 ♥AKQ,♣QJ1098 ♥J10987,,♣AK",
      ].join("\n") + "\n",
    );
    const r = await pref("deals", "--in", file, "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.err).toContain("line 2, column N: Deal 1: N deals and sits out");
    expect(r.err).toContain("line 2, column talon: Deal 1: the talon has 0 cards, not 2.");
    const ru = await pref("deals", "--in", file);
    expect(ru.err).toContain("line 2, column talon: Сдача 1: в прикупе 0 карт, а должно быть 2.");
    expect(r.err).toContain('line 3, column dealer: "X" is not a seat');
    expect(r.err).toContain('line 4, column N: "♠AKQJ10987 ♣7 ♦7 ♥Z": "Z" (character 19)');
  });

  test("bad options are messages", async () => {
    expect((await pref("deals")).err).toContain("--sets (or --in FILE.csv) is required");
    expect((await pref("deals", "--sets", "0")).err).toContain("--sets must be a whole number");
    expect((await pref("deals", "--sets", "2", "--format", "xml")).err).toContain("--format must be");
  });
});
