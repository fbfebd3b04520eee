import { protocolsToCsv } from "../../src/cli/protocol-csv";
import { readProtocolTable } from "../../src/core/protocol-table";
import { parseCsv } from "../../src/cli/csv";
import { protocol, row } from "../core/helpers";
import { unwrap } from "../../src/core/result";

describe("protocol CSV written by pref", () => {
  test("has DESIGN.md's header, in its order", () => {
    expect(protocolsToCsv([]).trim()).toBe(
      "board,round,table,dealer,contract,declarer,declarer_tricks,defender1,defender1_tricks,defender2,defender2_tricks,N,N_whists,E,E_whists,S,S_whists,W,W_whists,group",
    );
  });

  test("reads back to the same protocols: thirds, markers, empty seats, groups, quoting", () => {
    const ps = [
      protocol(2, [
        { ...row({ N: [1, "100/3"], E: [2, "-100/3"], S: [3, "A+"] }, 'a,"b"'), round: 1, table: 2 },
        row({ N: [4, ""], W: [5, "60%"] }),
      ]),
    ];
    const text = protocolsToCsv(ps);
    const t = unwrap(parseCsv(new TextEncoder().encode(text), "x.csv"));
    const back = unwrap(readProtocolTable(t));
    const strip = (p: typeof ps) =>
      p.map((x) => ({
        board: x.board,
        rows: x.rows.map((r) => ({ group: r.group, round: r.round, table: r.table, seats: r.seats })),
      }));
    expect(strip(back)).toEqual(strip(ps));
  });
});
