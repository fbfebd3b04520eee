/**
 * The layers hold (docs/architecture.md): every import of src/** is parsed and checked against the
 * direction core ← i18n ← workbook ← xlsx / excel / functions ← cli / taskpane — no arrow from a
 * lower layer to a higher one, the pure layers import no package at all, and only src/excel calls
 * Excel.run.
 */
import * as fs from "fs";
import * as path from "path";
import ts from "typescript";

const SRC = path.resolve(__dirname, "..", "src");

/** What each folder of src/ may import: folders of src/, and whether packages (npm, Node) too. */
const ALLOWED: Readonly<Record<string, { readonly folders: readonly string[]; readonly packages: boolean }>> =
  {
    core: { folders: ["core"], packages: false },
    i18n: { folders: ["core", "i18n"], packages: false },
    workbook: { folders: ["core", "i18n", "workbook"], packages: false },
    xlsx: { folders: ["core", "i18n", "workbook", "xlsx"], packages: true },
    excel: { folders: ["core", "i18n", "workbook", "excel"], packages: false },
    functions: { folders: ["core", "i18n", "workbook", "functions"], packages: false },
    cli: { folders: ["core", "i18n", "workbook", "xlsx", "cli"], packages: true },
    taskpane: { folders: ["core", "i18n", "workbook", "excel", "taskpane"], packages: true },
  };

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const folderOf = (file: string): string => path.relative(SRC, file).split(path.sep)[0];

/** Every import and require of a file, as written. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** Where a file calls Excel.run (comments and strings do not count: the syntax tree is walked). */
function excelRuns(file: string): number {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true, kind);
  let n = 0;
  const visit = (node: ts.Node): void => {
    // Excel.run or a global's Excel.run (globalThis.Excel.run, window.Excel.run …).
    if (ts.isPropertyAccessExpression(node) && node.name.text === "run") {
      const e = node.expression;
      if (
        (ts.isIdentifier(e) && e.text === "Excel") ||
        (ts.isPropertyAccessExpression(e) && e.name.text === "Excel")
      )
        n++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

describe("the import graph of src/", () => {
  const files = sources(SRC);

  test("every folder of src/ has its place in the layers", () => {
    const folders = [...new Set(files.map(folderOf))].sort();
    expect(folders).toEqual(Object.keys(ALLOWED).sort());
  });

  test("no import goes up a layer, and the pure layers import no package", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = folderOf(file);
      const rule = ALLOWED[from];
      for (const spec of importsOf(file)) {
        const where = `${path.relative(SRC, file)} imports ${spec}`;
        if (spec.startsWith(".")) {
          const target = path.resolve(path.dirname(file), spec);
          const to = path.relative(SRC, target).split(path.sep)[0];
          if (to === ".." || !rule.folders.includes(to)) wrong.push(where);
        } else if (!rule.packages) {
          // Type declarations only (office-js in src/excel) are not a package at run time.
          const typeOnly = spec === "office-js" || spec === "custom-functions-runtime";
          if (!typeOnly) wrong.push(where);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("only src/excel calls Excel.run", () => {
    const calls = files.filter((f) => excelRuns(f) > 0).map((f) => path.relative(SRC, f));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((f) => folderOf(path.join(SRC, f)) !== "excel")).toEqual([]);
  });

  test("the checker itself sees a wrong arrow: workbook importing the CLI is caught", () => {
    // A stand-in file, parsed from text: the same rule as above must flag it.
    const info = ts.preProcessFile('import { x } from "../cli/io";\nimport y from "fs";', true, true);
    const specs = info.importedFiles.map((f) => f.fileName);
    const from = path.join(SRC, "workbook", "stand-in.ts");
    const flagged = specs.filter((spec) => {
      if (!spec.startsWith(".")) return !ALLOWED.workbook.packages;
      const to = path.relative(SRC, path.resolve(path.dirname(from), spec)).split(path.sep)[0];
      return !ALLOWED.workbook.folders.includes(to);
    });
    expect(flagged).toEqual(["../cli/io", "fs"]);
  });
});
