/**
 * The pane's sentences that count things agree with the count: a sheet or sheets, «1 стол, 2
 * стола, 5 столов», «из 21 тура». The expected texts are written out by hand.
 */
import { strings } from "../../src/taskpane/strings";

const ru = strings.ru;
const en = strings.en;

describe("deleted blank protocol sheets", () => {
  test("one sheet is singular", () => {
    expect(ru.removedText(["Протокол 7"])).toBe(
      "Пустой лист протокола прежней сборки, сдачи которого в сессии больше нет, удалён: «Протокол 7».",
    );
    expect(en.removedText(["Board 7"])).toBe(
      'The blank protocol sheet of the earlier build, for a deal the session no longer has, deleted: "Board 7".',
    );
  });

  test("two and more are plural", () => {
    expect(ru.removedText(["Протокол 6", "Протокол 7"])).toBe(
      "Пустые листы протоколов прежней сборки, сдач которых в сессии больше нет, удалены: «Протокол 6», «Протокол 7».",
    );
    expect(ru.removedText(["Протокол 3", "Протокол 4", "Протокол 5", "Протокол 6", "Протокол 7"])).toBe(
      "Пустые листы протоколов прежней сборки, сдач которых в сессии больше нет, удалены: " +
        "«Протокол 3», «Протокол 4», «Протокол 5», «Протокол 6», «Протокол 7».",
    );
  });
});

describe("sheets updated in place", () => {
  test("one sheet is singular, more are counted after a colon", () => {
    expect(ru.updatedText(1)).toBe("Лист прежней сборки, в который ничего не введено, обновлён на месте.");
    expect(ru.updatedText(2)).toBe(
      "Листы прежней сборки, в которые ничего не введено, обновлены на месте: 2.",
    );
    expect(ru.updatedText(25)).toBe(
      "Листы прежней сборки, в которые ничего не введено, обновлены на месте: 25.",
    );
    expect(en.updatedText(1)).toBe(
      "The sheet of the earlier build with nothing typed in it, updated in place.",
    );
    expect(en.updatedText(3)).toBe(
      "Sheets of the earlier build with nothing typed in them, updated in place: 3.",
    );
  });

  test("English counts a single sheet and protocol in the singular", () => {
    expect(en.doneText(1)).toBe("1 sheet.");
    expect(en.checked(1, true)).toBe("1 protocol checked; rows compared with the movement.");
    expect(en.checked(7, false)).toBe("7 protocols checked; no movement sheet, rows not compared with it.");
  });
});

describe("the movement line counts tables and rounds", () => {
  test.each([
    [1, 1, 1, "Схема: 1 стол по 4, 1 тур."],
    [2, 3, 3, "Схема: 2 стола по 4, 3 тура."],
    [5, 7, 7, "Схема: 5 столов по 4, 7 туров."],
    [21, 21, 21, "Схема: 21 стол по 4, 21 тур."],
    [22, 22, 22, "Схема: 22 стола по 4, 22 тура."],
    [11, 11, 11, "Схема: 11 столов по 4, 11 туров."],
    // Stopped early: «из» takes the genitive, which follows the full count.
    [7, 3, 21, "Схема: 7 столов по 4, 3 из 21 тура."],
    [7, 3, 11, "Схема: 7 столов по 4, 3 из 11 туров."],
    [7, 2, 4, "Схема: 7 столов по 4, 2 из 4 туров."],
  ])("%d tables, %d of %d rounds", (tables, rounds, full, text) => {
    expect(ru.movementLine("схема", tables, 4, rounds, full)).toBe(text);
  });

  test("an alternative: tables, rounds and rests up to N rounds", () => {
    const words = {
      family: "схема",
      tables: 21,
      tableSize: 4,
      rounds: 22,
      perfect: true,
      linesKept: true,
      everySetOnce: true,
      share: "100 %",
      rests: 1,
      threeHanded: 0,
      evenMeetings: null,
    };
    expect(ru.alternativeLine(words)).toBe("схема: 21 стол по 4, 22 тура — совершенная, отдых до 1 тура.");
    expect(ru.alternativeLine({ ...words, tables: 1, rounds: 5, rests: 2 })).toBe(
      "схема: 1 стол по 4, 5 туров — совершенная, отдых до 2 туров.",
    );
    expect(
      ru.alternativeLine({ ...words, perfect: false, evenMeetings: 21, linesKept: false, rests: 0 }),
    ).toBe("схема: 21 стол по 4, 22 тура — каждая пара игроков встречается 21 раз.");
    expect(
      ru.alternativeLine({ ...words, perfect: false, evenMeetings: 2, linesKept: false, rests: 0 }),
    ).toBe("схема: 21 стол по 4, 22 тура — каждая пара игроков встречается 2 раза.");
    expect(
      ru.alternativeLine({ ...words, perfect: false, evenMeetings: 1, linesKept: false, rests: 0 }),
    ).toBe("схема: 21 стол по 4, 22 тура — каждая пара игроков встречается ровно раз.");
  });
});
