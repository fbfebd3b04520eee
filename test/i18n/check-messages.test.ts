/** Every check code has a Russian and an English text made from the problem's params. */
import { checkProtocols, CHECKS } from "../../src/core/checks";
import { generateMovement } from "../../src/core/movement";
import type { ProtocolRow } from "../../src/core/protocol";
import { checkMessage, CHECK_MESSAGES_EN, CHECK_MESSAGES_RU } from "../../src/i18n/check-messages";
import { e } from "../core/helpers";
import { unwrap } from "../../src/core/result";

const seats = (players: number[], whists: (string | number)[]): ProtocolRow["seats"] =>
  Object.fromEntries(
    (["N", "E", "S", "W"] as const).map((s, i) => [s, { player: players[i], entry: e(whists[i]) }]),
  );

describe("check messages", () => {
  test("every check code has both texts", () => {
    const codes = [...CHECKS.map((c) => c.code), "tricks-missing", "seat-empty", "table-not-playing-deal"];
    for (const code of codes) {
      expect([code, typeof CHECK_MESSAGES_RU[code]]).toEqual([code, "function"]);
      expect([code, typeof CHECK_MESSAGES_EN[code]]).toEqual([code, "function"]);
    }
  });

  test("planted problems are translated from their params, never with a hole", () => {
    const m = unwrap(generateMovement(20));
    const src = (line: number) => ({ file: "p.csv", line });
    const protocols = [
      {
        board: 1,
        rows: [
          // Unknown contract, tricks not 10, a repeated seat, the dealer (N on deal 1) playing, not zero sum.
          {
            group: null,
            round: 1,
            table: 1,
            contract: "6Z",
            declarer: "N" as const,
            declarerTricks: 6,
            defender1: "N" as const,
            defender1Tricks: 3,
            defender2: "E" as const,
            defender2Tricks: 3,
            seats: seats([1, 6, 11, 16], [7, -1, -1, -4]),
            source: src(2),
          },
          // A player twice in a row and again in the deal; a row that does not fit the movement.
          { group: null, round: 2, table: 3, seats: seats([2, 2, 12, 1], [1, -1, 0, 0]), source: src(3) },
          { group: null, contract: "11♠", seats: seats([3, 7, 13, 17], [0, 0, 0, 0]), source: src(4) },
        ],
      },
    ];
    const found = checkProtocols({ protocols, movement: m });
    const codes = new Set(found.map((p) => p.code));
    for (const c of [
      "contract-unreadable",
      "tricks-sum",
      "seats-repeated",
      "dealer-playing",
      "whists-not-zero-sum",
      "player-twice-in-row",
      "deal-played-twice",
      "movement-mismatch",
      "missing-result",
    ])
      expect([c, codes.has(c)]).toEqual([c, true]);
    for (const p of found) {
      const ru = checkMessage(p, "ru");
      const en = checkMessage(p, "en");
      expect([p.code, /undefined|NaN/.test(ru + en)]).toEqual([p.code, false]);
      expect([p.code, /[А-Яа-яЁё]/.test(ru)]).toEqual([p.code, true]);
    }
    const unreadable = found.find((p) => p.code === "contract-unreadable" && p.params?.value === "11♠")!;
    expect(checkMessage(unreadable, "ru")).toBe("«11♠» — не контракт: игра бывает от 6 до 10 взяток.");
    expect(checkMessage(unreadable, "en")).toBe('"11♠" is not a contract: a game is 6 to 10 tricks.');
  });

  test("a code without a text, or a problem without its params, keeps the core's message", () => {
    const p = { code: "no-such", severity: "error" as const, message: "as is", at: {} };
    expect(checkMessage(p, "ru")).toBe("as is");
    expect(checkMessage({ ...p, code: "unknown-seat" }, "ru")).toBe("as is");
  });
});
