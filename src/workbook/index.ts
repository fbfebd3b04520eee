/**
 * The session workbook plan: a pure description of every sheet, built from the session settings
 * and the core, applied by the ExcelJS writer of the CLI and by the Office.js writer.
 */
export { buildWorkbookPlan, planOf } from "./build-plan";
export {
  autoColumn,
  COST_COLUMNS,
  COST_ROWS,
  costTableSheet,
  WHIST_HELPER_COLUMNS,
} from "./cost-table-sheet";
export { matchProtocols } from "./fill";
export type { SessionFill } from "./fill";
export {
  address,
  call,
  cell,
  columnName,
  formulaBody,
  formulaText,
  functionsUsed,
  FUNCTIONS,
  num,
  op,
  quoteSheet,
  range,
  refText,
  str,
} from "./formula";
export type { Dialect, Expr, FunctionName, Operator, Ref } from "./formula";
export { ALL_LABELS, labelsFor } from "./labels";
export type { Labels } from "./labels";
export { layoutSession, MAX_DEALS_PER_SET, PROTOCOL_COLUMNS, PROTOCOL_ROWS, seatColumns } from "./layout";
export {
  columnOfCsv,
  hasColumn,
  PROTOCOL_LAYOUT_AREA,
  PROTOCOL_TABLE,
  PROTOCOL_TITLE,
  protocolColumnOf,
  protocolLayoutRow,
} from "./protocol-columns";
export type { ProtocolColumn, ProtocolColumnKey, ProtocolColumnSpec } from "./protocol-columns";
export { LEDGER_COLUMNS, RESULTS_COLUMNS } from "./results-sheet";
export { PENALTY_COLUMNS, PENALTY_ROWS } from "./penalties-sheet";
export { problemCell, protocolColumn } from "./problem-cell";
export type { WorkbookCell } from "./problem-cell";
export { PLACES_COLUMNS, PLACES_ROWS } from "./places-sheet";
export { CARD_COLUMNS } from "./score-cards-sheet";
export { eventColumns, eventWorkbookPlan, EVENT_FIRST_ROW, SESSION_COLUMNS } from "./event-workbook";
export type { ResultsWorkbookPlan } from "./event-workbook";
export { officeValue, PORTABLE_FUNCTIONS, STYLES } from "./values";
export type {
  CellStyle,
  CellValue,
  ChartPlan,
  ColumnPlan,
  ConditionalFormatPlan,
  DealLayout,
  DefinedName,
  FormulaStyle,
  Language,
  PlannedCell,
  PrintPlan,
  ProtocolRowLayout,
  SessionLayout,
  SessionSettings,
  SheetPlan,
  SheetRole,
  ValidationPlan,
  WorkbookPlan,
} from "./types";
