/**
 * Writes a workbook plan as an .xlsx file with ExcelJS. Formulas are written in the file dialect
 * (`_xlfn.` where needed) and without cached values, so Excel and LibreOffice compute them on
 * opening; text is written as text (a name "=1+1" stays text).
 */
import ExcelJS from "exceljs";
import { formulaBody, refText, type Ref } from "../workbook/formula";
import type { CellStyle, PlannedCell, SheetPlan, WorkbookPlan } from "../workbook/types";
import { STYLES, WARNING_FILL } from "../workbook/values";

/** ExcelJS has range validations (`worksheet.dataValidations.add`) but does not declare them. */
interface WithValidations {
  readonly dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

const argb = (hex: string): string => `FF${hex}`;

function styleOf(name: CellStyle): Partial<ExcelJS.Style> {
  const look = STYLES[name];
  const style: Partial<ExcelJS.Style> = {};
  if (look.bold || look.italic || look.size !== undefined || look.color !== undefined) {
    style.font = {
      bold: look.bold,
      italic: look.italic,
      size: look.size,
      color: look.color === undefined ? undefined : { argb: argb(look.color) },
    };
  }
  if (look.fill !== undefined) {
    style.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(look.fill) } };
  }
  if (look.border) {
    const thin: Partial<ExcelJS.Border> = { style: "thin", color: { argb: "FFBFBFBF" } };
    style.border = { top: thin, left: thin, bottom: thin, right: thin };
  }
  if (look.align !== undefined)
    style.alignment = { horizontal: look.align, vertical: "middle", wrapText: true };
  return style;
}

/** Address of a range without its sheet ("D5:D11"). */
function localRef(r: Ref): string {
  return refText({ ...r, sheet: undefined }).replace(/\$/g, "");
}

function writeCell(ws: ExcelJS.Worksheet, c: PlannedCell, styles: Map<string, Partial<ExcelJS.Style>>): void {
  const target = ws.getCell(c.row, c.col);
  const key = `${c.style ?? ""}|${c.numberFormat ?? ""}`;
  let style = styles.get(key);
  if (style === undefined) {
    style = c.style === undefined ? {} : { ...styleOf(c.style) };
    if (c.numberFormat !== undefined) style.numFmt = c.numberFormat;
    styles.set(key, style);
  }
  if (c.style !== undefined || c.numberFormat !== undefined) target.style = style;
  const v = c.value;
  if (v === null) return;
  switch (v.kind) {
    case "text":
      // A plain string is written as a string cell: ExcelJS never reads it as a formula.
      target.value = v.text;
      break;
    case "number":
      target.value = v.value;
      break;
    case "formula":
      // No `result`: the file carries no cached value, so the spreadsheet calculates on opening.
      target.value = { formula: formulaBody(v.expr, "file") } as ExcelJS.CellFormulaValue;
      break;
  }
}

function writeSheet(wb: ExcelJS.Workbook, s: SheetPlan, styles: Map<string, Partial<ExcelJS.Style>>): void {
  const pageSetup: Partial<ExcelJS.PageSetup> = {
    orientation: s.print.orientation,
    fitToPage: s.print.fitToWidth,
    fitToWidth: 1,
    fitToHeight: 0,
    paperSize: 9,
  };
  if (s.print.titleRows !== undefined)
    pageSetup.printTitlesRow = `${s.print.titleRows[0]}:${s.print.titleRows[1]}`;
  const ws = wb.addWorksheet(s.name, {
    state: s.hidden ? "hidden" : "visible",
    views:
      s.frozen === undefined
        ? []
        : [{ state: "frozen", xSplit: s.frozen.cols, ySplit: s.frozen.rows, topLeftCell: undefined }],
    pageSetup,
  });
  for (const c of s.columns) {
    const col = ws.getColumn(c.col);
    if (c.width !== undefined) col.width = c.width;
    if (c.hidden === true) col.hidden = true;
  }
  for (const c of s.cells) writeCell(ws, c, styles);
  for (const m of s.merges) ws.mergeCells(m.row, m.col, m.row2 ?? m.row, m.col2 ?? m.col);
  for (const v of s.validations) {
    const base = {
      allowBlank: true,
      showErrorMessage: true,
      errorStyle: "stop",
      error: v.message,
      prompt: v.message,
    };
    (ws as unknown as WithValidations).dataValidations.add(
      localRef(v.range),
      v.kind === "list"
        ? { ...base, type: "list", formulae: [`"${v.values.join(",")}"`] }
        : { ...base, type: "whole", operator: "between", formulae: [v.min, v.max] },
    );
  }
  s.conditionalFormats.forEach((cf, i) =>
    ws.addConditionalFormatting({
      ref: localRef(cf.range),
      rules: [
        {
          type: "expression",
          priority: i + 1,
          formulae: [formulaBody(cf.formula, "file")],
          style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: argb(WARNING_FILL) } } },
        },
      ],
    }),
  );
  for (const r of s.print.breaksAfter ?? []) ws.getRow(r).addPageBreak();
}

/** The plan as an ExcelJS workbook. */
export function planToWorkbook(plan: Pick<WorkbookPlan, "sheets" | "names">): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = "Pref Director";
  wb.calcProperties.fullCalcOnLoad = true;
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  for (const s of plan.sheets) writeSheet(wb, s, styles);
  for (const n of plan.names) wb.definedNames.add(refText(n.ref), n.name);
  return wb;
}

/** The plan as .xlsx bytes. */
export async function planToXlsx(plan: Pick<WorkbookPlan, "sheets" | "names">): Promise<Buffer> {
  const data = await planToWorkbook(plan).xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** Writes the plan as an .xlsx file at `file` (a temporary path: see safe-write.ts). */
export async function writePlanToFile(
  plan: Pick<WorkbookPlan, "sheets" | "names">,
  file: string,
): Promise<void> {
  await planToWorkbook(plan).xlsx.writeFile(file);
}
