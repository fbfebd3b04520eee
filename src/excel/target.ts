/// <reference types="office-js" />
/**
 * The one door to Excel. Everything in src/excel works on a `WorkbookTarget`: the open workbook
 * through Office.js (`officeTarget`), or an in-memory workbook in tests (test/excel-fake).
 */

/** Something that runs a batch of Office.js operations against a workbook, as `Excel.run` does. */
export interface WorkbookTarget {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

/** The API set the writer needs (page layout, page breaks, print titles: Excel 2019, Microsoft 365, the web). */
export const REQUIRED_EXCEL_API = "1.9";

/** Thrown (as Office.js errors are) when this Excel lacks REQUIRED_EXCEL_API. */
export class ExcelApiUnavailable extends Error {
  readonly code = "ApiNotAvailable";
  constructor() {
    super(
      `this Excel does not support ExcelApi ${REQUIRED_EXCEL_API} (Excel 2019, Microsoft 365 or Excel on the web)`,
    );
  }
}

interface OfficeGlobals {
  Excel?: { run: typeof Excel.run };
  Office?: { context?: { requirements?: { isSetSupported(name: string, version: string): boolean } } };
}

/** The workbook open in Excel (needs office.js loaded and Office ready). */
export function officeTarget(): WorkbookTarget {
  return {
    run: <T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> => {
      // Looked up at call time: a test page may provide its own `Excel.run`.
      const g = globalThis as OfficeGlobals;
      if (g.Excel === undefined)
        return Promise.reject(new Error("Excel is not available (office.js not loaded)"));
      const requirements = g.Office?.context?.requirements;
      if (requirements !== undefined && !requirements.isSetSupported("ExcelApi", REQUIRED_EXCEL_API))
        return Promise.reject(new ExcelApiUnavailable());
      return g.Excel.run(batch);
    },
  };
}
