/**
 * Excel through Office.js: the only code in the project that calls `Excel.run`. It applies a
 * workbook plan (src/workbook) to the open workbook in a few batched requests and never touches
 * a sheet that holds data. Everything works on a `WorkbookTarget`, so tests and the task pane's
 * test page can use an in-memory workbook (test/excel-fake) instead.
 *
 * This index is what the task pane and the tests of the writer and reader use; the request-size
 * constants, the geometry and the renaming stay the writer's and reader's own (their unit tests
 * import those modules directly).
 */
export { officeTarget } from "./target";
export type { WorkbookTarget } from "./target";
export { MAX_REQUEST_BYTES, packUnits, writeWorkbookPlan } from "./write-plan";
export type { ClashAnswer, SheetClash, WriteOptions, WriteProgress, WriteReport } from "./write-plan";
export { locateProblem, READ_CELL_BYTES, readSessionSheets, selectCell, valueText } from "./read-session";
export type { CellRef, SessionSheets } from "./read-session";
