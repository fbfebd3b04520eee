/// <reference types="office-js" />
/**
 * The one door to Excel. Everything in src/excel works on a `WorkbookTarget`: the open workbook
 * through Office.js (`officeTarget`), or an in-memory workbook in tests (src/excel/testing).
 */

/** Something that runs a batch of Office.js operations against a workbook, as `Excel.run` does. */
export interface WorkbookTarget {
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
}

/** The workbook open in Excel (needs office.js loaded and Office ready). */
export function officeTarget(): WorkbookTarget {
  return {
    run: <T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> => {
      // Looked up at call time: a test page may provide its own `Excel.run`.
      const excel = (globalThis as { Excel?: { run: typeof Excel.run } }).Excel;
      if (excel === undefined)
        return Promise.reject(new Error("Excel is not available (office.js not loaded)"));
      return excel.run(batch);
    },
  };
}
