import { readDealsTable } from "../../../src/core/deals/table";
import { DEAL_CODES, DEAL_MESSAGES_EN, DEAL_MESSAGES_RU, dealMessage } from "../../../src/i18n/deal-messages";

describe("deal messages in Russian and English", () => {
  it("every code has both texts", () => {
    for (const code of DEAL_CODES) {
      expect(DEAL_MESSAGES_RU[code]).toBeDefined();
      expect(DEAL_MESSAGES_EN[code]).toBeDefined();
    }
  });

  it("every problem a faulty table raises reads well in both languages, with its location apart", () => {
    const r = readDealsTable({
      file: "deals.csv",
      headerLine: 1,
      header: ["сдача", "сдающий", "С", "В", "Ю", "З", "прикуп"],
      rows: [
        { line: 2, cells: ["1", "С", "пТ", "пКX", "", "", "чТК"] },
        { line: 3, cells: ["x", "Q", "т7 т8", "♠A-", "AK", "♦A ♦K", ""] },
        { line: 4, cells: ["5", "З", "пТКДВ10987 т7 б7", "бТКДВ1098 чТКД", "тДВ1098 чВ10987 б7", "", "тТК"] },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const codes = r.problems.map((p) => `${p.at.line}:${p.at.column}:${p.code}`);
    expect(codes).toEqual([
      "2:E:hand-bad-char",
      "3:deal:deals-bad-deal",
      "3:dealer:deals-bad-dealer",
      "3:N:hand-suit-twice",
      "3:E:hand-void-and-cards",
      "3:S:hand-rank-before-suit",
      "3:W:hand-suit-twice",
      "4:S:deal-hand-size",
      "4:S:deal-card-twice",
    ]);
    const ru = r.problems.map((p) => dealMessage(p, "ru"));
    expect(ru[0]).toBe(
      "«пКX»: «X» (знак 3) — не масть (♠ ♣ ♦ ♥, п т б ч, S C D H) и не карта (Т К Д В 10 9 8 7, A K Q J).",
    );
    expect(ru[7]).toBe("Сдача 5: у Ю 11 карт, а должно быть 10.");
    expect(ru[8]).toBe("Сдача 5: карта ♦7 и у С, и у Ю.");
    expect(dealMessage(r.problems[8], "en")).toBe("Deal 5: ♦7 is both in N's hand and in S's hand.");
    for (const p of r.problems) {
      expect(dealMessage(p, "ru")).not.toContain("undefined");
      expect(dealMessage(p, "en")).not.toContain("undefined");
    }
  });
});
