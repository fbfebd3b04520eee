/**
 * Excel through Office.js: the only code in the project that calls `Excel.run`. It applies a
 * workbook plan (src/workbook) to the open workbook in a few batched requests and never touches
 * a sheet that holds data. Everything works on a `WorkbookTarget`, so tests and the task pane's
 * test page can use an in-memory workbook (test/excel-fake) instead.
 */
export { ExcelApiUnavailable, officeTarget, REQUIRED_EXCEL_API } from "./target";
export type { WorkbookTarget } from "./target";
export {
  ACTION_BYTES,
  MAX_OPERATION_BYTES,
  MAX_REQUEST_BYTES,
  OPERATION_BYTES,
  PATH_BYTES,
  packUnits,
  widthToPoints,
  writeWorkbookPlan,
} from "./write-plan";
export type { ClashAnswer, SheetClash, WriteOptions, WriteProgress, WriteReport } from "./write-plan";
export { freeDefinedName, freeSheetName, MAX_SHEET_NAME, renamePlan } from "./rename";
export { RectGrouper, rectAddress, utf8Length } from "./geometry";
export type { Rect } from "./geometry";
export {
  mayHoldProtocol,
  movementOf,
  locateProblem,
  MAX_READ_BYTES,
  READ_CELL_BYTES,
  readSessionSheets,
  selectCell,
  sessionFromGrids,
  valueText,
} from "./read-session";
export type { CellRef, SessionSheets, SheetGrid } from "./read-session";
