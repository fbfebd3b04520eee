/** A small accumulator for one sheet of the plan; `done()` returns the SheetPlan with cells in row-major order. */
import { type Expr, filledDown, type Ref } from "./formula";
import type {
  CellStyle,
  ColumnPlan,
  ConditionalFormatPlan,
  PlannedCell,
  PrintPlan,
  SheetPlan,
  SheetRole,
  ValidationPlan,
} from "./types";

/** Builds one SheetPlan. */
export class SheetBuilder {
  private readonly cells: PlannedCell[] = [];
  private readonly columns = new Map<number, ColumnPlan>();
  readonly merges: Ref[] = [];
  readonly validations: ValidationPlan[] = [];
  readonly conditionalFormats: ConditionalFormatPlan[] = [];
  frozen: { rows: number; cols: number } | undefined;
  print: PrintPlan = { orientation: "portrait", fitToWidth: true };

  constructor(
    readonly name: string,
    readonly role: SheetRole,
    readonly hidden = false,
    readonly deal?: number,
  ) {}

  /** Text, always stored as text (never read as a formula or a number). */
  text(row: number, col: number, text: string, style?: CellStyle, numberFormat?: string): void {
    this.cells.push({ row, col, value: { kind: "text", text }, style, numberFormat });
  }

  number(row: number, col: number, value: number, style?: CellStyle, numberFormat?: string): void {
    this.cells.push({ row, col, value: { kind: "number", value }, style, numberFormat });
  }

  formula(row: number, col: number, expr: Expr, style?: CellStyle, numberFormat?: string): void {
    this.cells.push({ row, col, value: { kind: "formula", expr }, style, numberFormat });
  }

  /**
   * `template` moved `down` rows (see FilledDown): the cell's own tree is made when read, once —
   * the file writer reads only the template.
   */
  filled(
    row: number,
    col: number,
    template: Expr,
    down: number,
    style?: CellStyle,
    numberFormat?: string,
  ): void {
    let expr: Expr | undefined;
    const value = {
      kind: "formula" as const,
      filled: { template, down },
      // An own, enumerable getter: spreading the value or JSON.stringify reads it like a field.
      get expr(): Expr {
        return (expr ??= filledDown(template, down));
      },
    };
    this.cells.push({ row, col, value, style, numberFormat });
  }

  /** A formula whose result fills `rows` cells from this one down (see ArrayArea). */
  arrayFormula(
    row: number,
    col: number,
    expr: Expr,
    rows: number,
    style?: CellStyle,
    numberFormat?: string,
  ): void {
    this.cells.push({ row, col, value: { kind: "formula", expr, array: { rows } }, style, numberFormat });
  }

  /** A cell with a format and a look but no value (an input cell waiting for the director). */
  empty(row: number, col: number, style?: CellStyle, numberFormat?: string): void {
    this.cells.push({ row, col, value: null, style, numberFormat });
  }

  column(col: number, width?: number, hidden?: boolean): void {
    this.columns.set(col, { col, width, hidden });
  }

  /** Widths of the columns `from`, `from` + 1, … in order (the printed columns of a sheet, mostly). */
  widths(widths: readonly number[], from = 1): void {
    widths.forEach((w, i) => this.column(from + i, w));
  }

  /** Hidden columns (helpers the formulas read), each `width` wide when the director shows them. */
  hide(cols: readonly number[], width: number): void {
    for (const c of cols) this.column(c, width, true);
  }

  /**
   * One header row: the text of each key at its column (`cols[k]`, `texts[k]`), in the header look,
   * or the helper look for the keys in `helpers` (hidden columns).
   */
  headerRow<K extends string>(
    row: number,
    cols: Readonly<Record<K, number>>,
    texts: Readonly<Record<K, string>>,
    keys: readonly K[],
    helpers: readonly K[] = [],
  ): void {
    for (const k of keys) this.text(row, cols[k], texts[k], helpers.includes(k) ? "helper" : "header");
  }

  done(): SheetPlan {
    const cells = this.cells.slice().sort((a, b) => a.row - b.row || a.col - b.col);
    return {
      name: this.name,
      role: this.role,
      deal: this.deal,
      hidden: this.hidden,
      cells,
      columns: [...this.columns.values()].sort((a, b) => a.col - b.col),
      merges: this.merges,
      frozen: this.frozen,
      validations: this.validations,
      conditionalFormats: this.conditionalFormats,
      print: this.print,
    };
  }
}
