/** The one Russian plural rule: the forms below are written out by hand, not computed. */
import { ruCount, ruWord } from "../../src/i18n/plural";

const TABLES = ["стол", "стола", "столов"] as const;
const ERRORS = ["ошибка", "ошибки", "ошибок"] as const;

describe("ruWord and ruCount", () => {
  test.each([
    [0, "0 столов", "0 ошибок"],
    [1, "1 стол", "1 ошибка"],
    [2, "2 стола", "2 ошибки"],
    [4, "4 стола", "4 ошибки"],
    [5, "5 столов", "5 ошибок"],
    [11, "11 столов", "11 ошибок"],
    [12, "12 столов", "12 ошибок"],
    [14, "14 столов", "14 ошибок"],
    [21, "21 стол", "21 ошибка"],
    [22, "22 стола", "22 ошибки"],
    [25, "25 столов", "25 ошибок"],
    [101, "101 стол", "101 ошибка"],
    [111, "111 столов", "111 ошибок"],
    [112, "112 столов", "112 ошибок"],
  ])("%d", (n, tables, errors) => {
    expect(ruCount(n, ...TABLES)).toBe(tables);
    expect(ruCount(n, ...ERRORS)).toBe(errors);
    expect(ruWord(n, ...TABLES)).toBe(tables.split(" ")[1]);
  });

  test("the genitive after «до»: the caller's forms, the same rule", () => {
    const upTo = (n: number): string => `до ${ruCount(n, "тура", "туров", "туров")}`;
    expect([1, 2, 5, 21, 22].map(upTo)).toEqual([
      "до 1 тура",
      "до 2 туров",
      "до 5 туров",
      "до 21 тура",
      "до 22 туров",
    ]);
  });
});
