/**
 * The pane building again in its own workbook (issue 10): through buildSession, the sheets come out
 * updated in place, and where a sheet holds typed data the pane's words say, in Russian and English,
 * which sheet is live and why.
 */
import { unwrap } from "../../src/core/result";
import { buildSession } from "../../src/taskpane/build-session";
import { strings } from "../../src/taskpane/strings";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS } from "../../src/workbook/protocol-columns";
import { address } from "../../src/workbook/formula";
import { FakeExcel } from "../excel-fake/fake-excel";

jest.setTimeout(120_000);

test("built again: in place, then beside a typed protocol, with the live sheet named in both languages", async () => {
  const fake = new FakeExcel();
  const settings = { players: 12, directorSheets: true } as const;
  unwrap(await buildSession(fake, settings));
  const names = fake.sheetNames();
  const again = unwrap(await buildSession(fake, settings, { onClash: () => "cancel" }));
  expect(fake.sheetNames()).toEqual(names);
  expect(again.clashes).toEqual([]);
  expect(strings.ru.updatedText(again.updated.length)).toBe(
    `Листы прежней сборки, в которые ничего не введено, обновлены на месте: ${names.length}.`,
  );

  const cell = address(PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.contract);
  await fake.run(async (context) => {
    context.workbook.worksheets.getItem("Протокол 2").getRange(cell).values = [["7♥"]];
    await context.sync();
  });
  const third = unwrap(await buildSession(fake, settings, { onClash: () => "rename" }));
  expect(third.updated).toHaveLength(names.length - 1);
  const [c] = third.clashes;
  expect(strings.ru.clashLine(c.existing, c.holdsData, c.renamedTo, c.why, c.typedCell)).toBe(
    `«Протокол 2» (введены данные, ${cell}) → «Протокол 2 (2)»`,
  );
  expect(strings.ru.liveLine(c.existing, c.renamedTo, c.why, c.typedCell)).toBe(
    `«Протокол 2 (2)» — действующий; «Протокол 2» — прежний, не изменён: в нём введены данные (${cell})`,
  );
  expect(strings.en.liveLine(c.existing, c.renamedTo, c.why, c.typedCell)).toBe(
    `"Протокол 2 (2)" is live; "Протокол 2" is the old one, unchanged: data was typed in it (${cell})`,
  );
  expect(fake.sheet("Протокол 2")?.data(cell)).toBe("7♥");
});
