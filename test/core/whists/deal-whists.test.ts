/**
 * The whists of one deal, hand-worked: one case per rule, each with its working. Unless a case
 * says otherwise the table is 4-handed, N declares, W deals, E is the first and S the second
 * whister (E is N's left-hand player). raw = ppw·pool − 10·mountain + whists written − whists
 * written on; result = raw − mean(raw) over the table. v: 6→2, 7→4, 8→6, 9→8, 10→10.
 */
import { Seat, SEATS } from "../../../src/core/protocol";
import { add, parseRational, q, Rational, ZERO } from "../../../src/core/rational";
import {
  contractOf,
  DealInput,
  dealWhists,
  LENINGRAD,
  ROSTOV,
  SOCHI,
  VariantRules,
} from "../../../src/core/whists";
import { unwrap } from "../../../src/core/result";

interface Case {
  readonly name: string;
  readonly rules: VariantRules;
  readonly contract: string;
  readonly deal: Omit<DealInput, "contract">;
  /** N E S W; "_" = the empty seat of a 3-handed table. */
  readonly want: string;
  readonly working: string;
}

const NWD = { declarer: "N", dealer: "W" } as const;

const CASES: readonly Case[] = [
  {
    name: "DOMAIN worked row: Sochi 6♠ made, both whist 2 + 2",
    rules: SOCHI,
    contract: "6♠",
    deal: { ...NWD, tricks: { N: 6, E: 2, S: 2 } },
    want: "7 -1 -1 -5",
    working: "N pool 2 → 20; E, S write 2·2 = 4 each → raw 12, 4, 4, 0; mean 5",
  },
  {
    name: "DOMAIN worked row: Sochi all-pass 5/3/2",
    rules: SOCHI,
    contract: "-",
    deal: { dealer: "W", tricks: { N: 5, E: 3, S: 2 } },
    want: "-25 -5 5 25",
    working: "mountains 5, 3, 2 → raw −50, −30, −20, 0; mean −25",
  },
  {
    name: "the issue's CLI row: Sochi 7 failed by 2, both whist 3 + 2",
    rules: SOCHI,
    contract: "7♥",
    deal: { ...NWD, tricks: { N: 5, E: 3, S: 2 } },
    want: "-104 40 36 28",
    working:
      "v 4, u 2: N mountain 8 → −80; consolation 8 from E, S, W → −24; E writes 12, S 8 → " +
      "raw N −124, E 20, S 16, W 8; sum −80, mean −20",
  },
  {
    name: "Sochi 8 made exactly",
    rules: SOCHI,
    contract: "8S",
    deal: { ...NWD, tricks: { N: 8, E: 1, S: 1 } },
    want: "33 -9 -9 -15",
    working: "v 6: N pool 6 → 60; E, S write 6 each → raw 48, 6, 6, 0; mean 15",
  },
  {
    name: "Sochi 9 failed by 2: mountain, consolation from all three (dealer too), whists",
    rules: SOCHI,
    contract: "9 пик",
    deal: { ...NWD, tricks: { N: 7, E: 2, S: 1 } },
    want: "-192 72 64 56",
    working:
      "v 8, u 2: mountain 16 → −160; consolation 16 ×3 → −48; E writes 16, S 8 → raw N −232, " +
      "E 32, S 24, W 16; sum −160, mean −40",
  },
  {
    name: "Sochi 10 made, defence 0 tricks: the second whister answers (full responsibility)",
    rules: SOCHI,
    contract: "10NT",
    deal: { ...NWD, tricks: { N: 10, E: 0, S: 0 } },
    want: "100 0 -100 0",
    working: "v 10: N pool 10 → 100; obligation 1 short by 1: S mountain 1·10 → −100; mean 0",
  },
  {
    name: "Sochi 8, defenders given in the order S, E: E is the second whister and answers",
    rules: SOCHI,
    contract: "8♦",
    deal: { ...NWD, tricks: { N: 10, E: 0, S: 0 }, defenders: ["S", "E"] },
    want: "60 -60 0 0",
    working: "v 6: N pool 60; E mountain 6 → −60; mean 0",
  },
  {
    name: "Sochi 6, one whister short of his half (E 2, S 1): S answers for the shortfall",
    rules: SOCHI,
    contract: "6т",
    deal: { ...NWD, tricks: { N: 7, E: 2, S: 1 } },
    want: "14 4 -18 0",
    working: "pool 20; E writes 4, S 2; short 1, S's half 2 − 1 = 1 → mountain 2 → −20; raw 14, 4, −18, 0",
  },
  {
    name: "Sochi 6, both short of their halves (1 + 1): each answers his own deficit",
    rules: SOCHI,
    contract: "6б",
    deal: { ...NWD, tricks: { N: 8, E: 1, S: 1 } },
    want: "21 -13 -13 5",
    working: "pool 20; E, S write 2 each; short 2: each 1 → mountain 2 → −20; raw 16, −18, −18, 0; mean −5",
  },
  {
    name: "Sochi 6, 4 + 0: the defence took its obligation, nobody answers",
    rules: SOCHI,
    contract: "6ч",
    deal: { ...NWD, tricks: { N: 6, E: 4, S: 0 } },
    want: "7 3 -5 -5",
    working: "pool 20; E writes 8 → raw 12, 8, 0, 0; mean 5",
  },
  {
    name: "Sochi 6, 3 + 0: only S is short of his half; he answers for the whole shortfall (1)",
    rules: SOCHI,
    contract: "6♣",
    deal: { ...NWD, tricks: { N: 7, E: 3, S: 0 } },
    want: "14 6 -20 0",
    working: "pool 20; E writes 6; short 1 → S mountain 2 → −20; raw 14, 6, −20, 0; mean 0",
  },
  {
    name: "Sochi 7 made, E whists, S passes: greedy, E writes for all the defence's tricks",
    rules: SOCHI,
    contract: "7S",
    deal: { ...NWD, tricks: { N: 7, E: 2, S: 1 }, defence: { S: "pass" } },
    want: "18 2 -10 -10",
    working: "v 4: pool 40; E writes 4·3 = 12 → raw 28, 12, 0, 0; mean 10",
  },
  {
    name: "Sochi 7 failed by 1, E whists, S passes: greedy even on a failure",
    rules: SOCHI,
    contract: "7S",
    deal: { ...NWD, tricks: { N: 6 }, defence: { S: "pass" } },
    want: "-58 30 14 14",
    working:
      "mountain 4 → −40; consolation 4 ×3 → −12; E writes 4·4 = 16 → raw −68, 20, 4, 4; sum −40, mean −10",
  },
  {
    name: "Rostov 7 failed by 1, E whists, S passes: gentleman, the defence's whists split",
    rules: ROSTOV,
    contract: "7S",
    deal: { ...NWD, tricks: { N: 6, E: 3, S: 1 }, defence: { S: "pass" } },
    want: "-58 22 22 14",
    working: "as above but E and S write 8 each → raw −68, 12, 12, 4; mean −10",
  },
  {
    name: "Rostov 7 made, E whists, S passes: made, so the whister writes them all",
    rules: ROSTOV,
    contract: "7S",
    deal: { ...NWD, tricks: { N: 7, E: 3 }, defence: { S: "pass" } },
    want: "18 2 -10 -10",
    working: "pool 40; E writes 12 → raw 28, 12, 0, 0; mean 10",
  },
  {
    name: "Leningrad 7 failed by 1, E whists, S passes: doubled whists, gentleman split",
    rules: LENINGRAD,
    contract: "7S",
    deal: { ...NWD, tricks: { N: 6 }, defence: { E: "pass", S: "whist" } },
    want: "-116 44 44 28",
    working:
      "mountain 2·4 = 8 → −80; consolation 8 ×3 → −24; defence 4 tricks ·8 = 32 split 16 + 16 → " +
      "raw −136, 24, 24, 8; sum −80, mean −20",
  },
  {
    name: "Rostov 8 made 10, 0 + 0: half responsibility for the second whister",
    rules: ROSTOV,
    contract: "8NT",
    deal: { ...NWD, tricks: { N: 10, E: 0, S: 0 } },
    want: "105/2 -15/2 -75/2 -15/2",
    working: "pool 60; S mountain ½·6 = 3 → −30; raw 60, 0, −30, 0; sum 30, mean 7.5",
  },
  {
    name: "Leningrad 8 made 10, 0 + 0: half of the doubled mountain, a pool point is 20",
    rules: LENINGRAD,
    contract: "8NT",
    deal: { ...NWD, tricks: { N: 10, E: 0, S: 0 } },
    want: "105 -15 -75 -15",
    working: "pool 6·20 = 120; S mountain ½·2·6 = 6 → −60; raw 120, 0, −60, 0; sum 60, mean 15",
  },
  {
    name: "Sochi 10 made 10, E whists, S passes, defence 0: the whister answers",
    rules: SOCHI,
    contract: "10♠",
    deal: { ...NWD, tricks: { N: 10 }, defence: { S: "pass" } },
    want: "100 -100 0 0",
    working: "pool 100; E mountain 10 → −100; mean 0",
  },
  {
    name: "Rostov 10 made 10, E whists, S passes: the whister answers half",
    rules: ROSTOV,
    contract: "10♠",
    deal: { ...NWD, tricks: { N: 10, E: 0, S: 0 }, defence: { S: "pass" } },
    want: "175/2 -125/2 -25/2 -25/2",
    working: "pool 100; E mountain 5 → −50; raw 100, −50, 0, 0; sum 50, mean 12.5",
  },
  {
    name: "Sochi 6, E passes, S half-whists: not played, S writes for half the obligation",
    rules: SOCHI,
    contract: "6♠",
    deal: { ...NWD, tricks: {}, defence: { E: "pass", S: "half-whist" } },
    want: "11 -5 -1 -5",
    working: "pool 20; S writes 2·4/2 = 4 → raw 16, 0, 4, 0; mean 5",
  },
  {
    name: "Leningrad 7, E passes, S half-whists",
    rules: LENINGRAD,
    contract: "7 б/к",
    deal: { ...NWD, tricks: {}, defence: { E: "pass", S: "half-whist" } },
    want: "52 -20 -12 -20",
    working: "pool 4·20 = 80; S writes 2·4·2/2 = 8 → raw 72, 0, 8, 0; mean 20",
  },
  {
    name: "Sochi 6, both pass: the game counts as made",
    rules: SOCHI,
    contract: "6S",
    deal: { ...NWD, tricks: {}, defence: { E: "pass", S: "pass" } },
    want: "15 -5 -5 -5",
    working: "pool 20 → raw 20, 0, 0, 0; mean 5",
  },
  {
    name: "Sochi misère made",
    rules: SOCHI,
    contract: "мизер",
    deal: { ...NWD, tricks: { N: 0 } },
    want: "75 -25 -25 -25",
    working: "pool 10 → 100; mean 25",
  },
  {
    name: "Sochi misère failed with 2 tricks: no consolation",
    rules: SOCHI,
    contract: "M",
    deal: { ...NWD, tricks: { N: 2, E: 5, S: 3 } },
    want: "-150 50 50 50",
    working: "mountain 20 → −200; mean −50",
  },
  {
    name: "Leningrad misère made: a pool point is 20",
    rules: LENINGRAD,
    contract: "misere",
    deal: { ...NWD, tricks: { N: 0 } },
    want: "150 -50 -50 -50",
    working: "pool 10·20 = 200; mean 50",
  },
  {
    name: "Leningrad misère failed with 1 trick: doubled mountain",
    rules: LENINGRAD,
    contract: "мизер",
    deal: { ...NWD, tricks: { N: 1 } },
    want: "-150 50 50 50",
    working: "mountain 20 → −200; mean −50",
  },
  {
    name: "Leningrad all-pass 5/3/2: 2 a trick",
    rules: LENINGRAD,
    contract: "распасы",
    deal: { dealer: "W", tricks: { N: 5, E: 3, S: 2 } },
    want: "-50 -10 10 50",
    working: "mountains 10, 6, 4 → −100, −60, −40, 0; mean −50",
  },
  {
    name: "Leningrad all-pass 6/4/0: no tricks, one price into the pool",
    rules: LENINGRAD,
    contract: "pass",
    deal: { dealer: "W", tricks: { N: 6, E: 4, S: 0 } },
    want: "-80 -40 80 40",
    working: "mountains 12, 8 → −120, −80; S pool 2 → 40; raw −120, −80, 40, 0; mean −40",
  },
  {
    name: "Sochi all-pass 6/4/0: halves stay exact",
    rules: SOCHI,
    contract: "-",
    deal: { dealer: "W", tricks: { N: 6, E: 4, S: 0 } },
    want: "-75/2 -35/2 65/2 45/2",
    working: "mountains 6, 4 → −60, −40; S pool 1 → 10; raw −60, −40, 10, 0; mean −22.5",
  },
  {
    name: "Rostov all-pass 5/3/2: the fewest (S) writes 5 a trick on the others",
    rules: ROSTOV,
    contract: "-",
    deal: { dealer: "W", tricks: { N: 5, E: 3, S: 2 } },
    want: "-25 -15 40 0",
    working: "S writes 25 on N, 15 on E → raw −25, −15, 40, 0; mean 0",
  },
  {
    name: "Rostov all-pass 6/2/2: two share the fewest and split",
    rules: ROSTOV,
    contract: "-",
    deal: { dealer: "W", tricks: { N: 6, E: 2, S: 2 } },
    want: "-30 15 15 0",
    working: "E and S write 5·6 = 30 on N, 15 each; mean 0",
  },
  {
    name: "Rostov all-pass 10/0/0: no tricks → 1 into the pool, and the split",
    rules: ROSTOV,
    contract: "-",
    deal: { dealer: "W", tricks: { N: 10, E: 0, S: 0 } },
    want: "-55 30 30 -5",
    working: "E, S pool 1 → 10 each; they write 50 on N, 25 each → raw −50, 35, 35, 0; mean 5",
  },
  {
    name: "a club's Sochi with the 1-2-3 progression, the 2nd all-pass in a row",
    rules: { ...SOCHI, id: "club", allPass: { ...SOCHI.allPass, progression: [1, 2, 3].map((k) => q(k)) } },
    contract: "-",
    deal: { dealer: "W", tricks: { N: 5, E: 3, S: 2 }, allPassRun: 2 },
    want: "-50 -10 10 50",
    working: "price 2: mountains 10, 6, 4 → −100, −60, −40, 0; mean −50",
  },
  {
    name: "dealer E: N's left-hand player is S (first whister), W the second",
    rules: SOCHI,
    contract: "8♠",
    deal: { declarer: "N", dealer: "E", tricks: { N: 10, S: 0, W: 0 } },
    want: "60 0 0 -60",
    working: "pool 60; W answers the shortfall: mountain 6 → −60; mean 0",
  },
  {
    name: "3-handed Sochi 6 made 2 + 2 (W empty): thirds",
    rules: SOCHI,
    contract: "6♠",
    deal: { players: 3, declarer: "N", tricks: { N: 6, E: 2, S: 2 } },
    want: "16/3 -8/3 -8/3 _",
    working: "raw 12, 4, 4; mean 20/3",
  },
  {
    name: "3-handed Sochi 6 made 2 + 2, rounded: the declarer takes the difference",
    rules: SOCHI,
    contract: "6♠",
    deal: { players: 3, declarer: "N", tricks: { N: 6, E: 2, S: 2 }, rounding: "nearest" },
    want: "6 -3 -3 _",
    working: "16/3 → 5, −8/3 → −3, −3: sum −1, so N gets 5 + 1",
  },
  {
    name: "3-handed Sochi all-pass 5/3/2 (N empty)",
    rules: SOCHI,
    contract: "-",
    deal: { players: 3, tricks: { E: 5, S: 3, W: 2 } },
    want: "_ -50/3 10/3 40/3",
    working: "raw −50, −30, −20; mean −100/3",
  },
  {
    name: "3-handed Sochi 7 failed by 1, consolation from both others",
    rules: SOCHI,
    contract: "7NT",
    deal: { players: 3, declarer: "E", empty: "N", tricks: { E: 6, S: 2, W: 2 } },
    want: "_ -152/3 76/3 76/3",
    working:
      "mountain 4 → −40; consolation 4 ×2 → −8; S, W write 8 each → raw −64, 12, 12; mean −40/3; −64 + 40/3 = −152/3",
  },
];

function rowText(row: Readonly<Record<Seat, Rational | null>>): string {
  return SEATS.map((s) => {
    const x = row[s];
    if (x === null) return "_";
    return x.d === 1n ? x.n.toString() : `${x.n}/${x.d}`;
  }).join(" ");
}

describe("hand-worked whist rows", () => {
  test.each(CASES.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const contract = contractOf(c.contract);
    expect(contract).not.toBeNull();
    const r = unwrap(dealWhists(c.rules, { ...c.deal, contract: contract! }));
    expect(rowText(r)).toBe(c.want);
    // The expected row itself sums to zero (a check on the hand-working).
    const total = c.want
      .split(" ")
      .filter((x) => x !== "_")
      .reduce((a, x) => add(a, parseRational(x)!), ZERO);
    expect(total).toEqual(ZERO);
  });
});

describe("bad input names the argument", () => {
  const bad: readonly [string, string, Omit<DealInput, "contract">, string, RegExp][] = [
    [
      "tricks that do not add up",
      "6♠",
      { ...NWD, tricks: { N: 6, E: 3, S: 2 } },
      "tricks",
      /add up to 10: N 6 \+ E 3 \+ S 2 = 11/,
    ],
    [
      "all-pass tricks missing",
      "-",
      { dealer: "W", tricks: { N: 6, E: 4 } },
      "tricks",
      /tricks of the player S are missing/,
    ],
    [
      "a defence for the dealer",
      "6♠",
      { ...NWD, tricks: { N: 6, E: 2, S: 2 }, defence: { W: "whist" } },
      "defence",
      /W does not defend \(he deals/,
    ],
    [
      "a defence for the declarer",
      "6♠",
      { ...NWD, tricks: { N: 6, E: 2, S: 2 }, defence: { N: "pass" } },
      "defence",
      /N does not defend \(he declares/,
    ],
    [
      "the dealer declares",
      "6♠",
      { declarer: "W", dealer: "W", tricks: { N: 2, E: 2, W: 6 } },
      "dealer",
      /W cannot both deal and declare/,
    ],
    [
      "the dealer declares, no tricks for him",
      "6♠",
      { declarer: "W", dealer: "W", tricks: {} },
      "dealer",
      /W cannot both deal and declare/,
    ],
    [
      "tricks for the dealer",
      "-",
      { dealer: "W", tricks: { N: 5, E: 3, S: 0, W: 2 } },
      "tricks",
      /W deals and sits the deal out: he takes no tricks/,
    ],
    [
      "no dealer at a 4-handed table",
      "6♠",
      { declarer: "N", tricks: { N: 6, E: 2, S: 2 } },
      "dealer",
      /needs the dealer/,
    ],
    ["no declarer", "6♠", { dealer: "W", tricks: { N: 6, E: 2, S: 2 } }, "declarer", /declarer is missing/],
    [
      "half-whist on 8",
      "8♠",
      { ...NWD, tricks: {}, defence: { E: "pass", S: "half-whist" } },
      "defence",
      /only on 6 and 7/,
    ],
    [
      "half-whist without a pass",
      "6♠",
      { ...NWD, tricks: {}, defence: { S: "half-whist" } },
      "defence",
      /after the other passed/,
    ],
    [
      "whist on a misère",
      "мизер",
      { ...NWD, tricks: { N: 0 }, defence: { E: "whist" } },
      "defence",
      /misère is not whisted/,
    ],
    ["tricks over 10", "6♠", { ...NWD, tricks: { N: 11, E: 0, S: 0 } }, "tricks", /0 to 10, not 11/],
    [
      "3 players, four seats named",
      "-",
      { players: 3, tricks: { N: 4, E: 3, S: 2, W: 1 } },
      "tricks",
      /three players/,
    ],
    ["5 players", "-", { players: 5, dealer: "W", tricks: { N: 5, E: 3, S: 2 } }, "players", /3 or 4/],
  ];
  test.each(bad)("%s", (_, contract, deal, arg, message) => {
    const r = dealWhists(SOCHI, { ...deal, contract: contractOf(contract)! });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0].at.column).toBe(arg);
    expect(r.problems.map((p) => p.message).join("; ")).toMatch(message);
  });
});
