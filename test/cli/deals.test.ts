import { pref, tempFile } from "./capture";
import { csvTable } from "../../src/cli/csv-write";
import { generateDeals } from "../../src/core/deals/generate";
import * as dealsTableModule from "../../src/core/deals/table";
import { seededRandom } from "../../src/core/random";

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
    const r = await pref("deals", "--in", file, "--analyse", "--format", "json", "--lang", "ru");
    expect(r.code).toBe(0);
    // The progress lines speak the command's language.
    expect(r.err).toMatch(/сдача 2 проанализирована \(2\/2\)/);
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
    const ru = await pref("deals", "--in", file, "--lang", "ru");
    // The place in Russian words too (it was "line 2, column talon" before).
    expect(ru.err).toContain(
      `${file}, сдача 1, строка 2, графа talon: Сдача 1: в прикупе 0 карт, а должно быть 2.`,
    );
    expect(r.err).toContain('line 3, column dealer: "X" is not a seat');
    expect(r.err).toContain('line 4, column N: "♠AKQJ10987 ♣7 ♦7 ♥Z": "Z" (character 19)');
  });

  test("bad options are messages", async () => {
    expect((await pref("deals", "--lang", "en")).err).toContain("--sets (or --in FILE.csv) is required");
    expect((await pref("deals", "--lang", "ru")).err).toContain("укажите --sets (или --in ФАЙЛ.csv)");
    expect((await pref("deals", "--sets", "0", "--lang", "en")).err).toContain(
      "--sets must be a whole number",
    );
    expect((await pref("deals", "--sets", "2", "--format", "xml", "--lang", "en")).err).toContain(
      "--format must be",
    );
    expect((await pref("deals", "--sets", "2", "--format", "xml", "--lang", "ru")).err).toBe(
      "pref deals: --format — text, json или csv, а не «xml»\n",
    );
  });

  test("the deals CSV goes through the one CSV writer: the core gives values, formula triggers get a '", async () => {
    // The core formats no CSV of its own any more (quoting one way, in src/cli/csv-write.ts).
    expect("dealsCsv" in dealsTableModule).toBe(false);
    const deals = generateDeals(2, 1, seededRandom(7));
    const table = dealsTableModule.dealsTable(deals, undefined, "ru");
    // Numbers stay numbers (never neutralised), the dealer's empty hand is blank.
    expect(table.rows[0].slice(0, 4)).toEqual([1, 1, "N", null]);
    const r = await pref("deals", "--sets", "2", "--seed", "7", "--format", "csv", "--lang", "ru");
    expect(r.out).toBe(csvTable(table.header, table.rows));
    // The same bytes as before the change (hand-checked: deal 1, N deals and has no hand).
    expect(r.out.split("\n")[1]).toBe(
      "1,1,N,,♠Т9 ♣ТК8 ♦Д ♥ТДВ7,♠КД ♣В109 ♦ТК87 ♥9,♠В8 ♣Д7 ♦В109 ♥К108,♠107 ♣- ♦- ♥-",
    );
    // A hand record whose text field starts with "=" (as a hand-edited record might): neutralised.
    const edited = table.rows.map((row, i) => (i === 0 ? ['=HYPERLINK("x")', ...row.slice(1)] : row));
    const csv = csvTable(table.header, edited).split("\n");
    expect(csv[1].startsWith(`"'=HYPERLINK(""x"")",1,N,,`)).toBe(true);
    expect(csv[2].startsWith("2,2,E,")).toBe(true);
  });
});
