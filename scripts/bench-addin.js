/*
 * Add-in figures for `npm run bench`:
 *   build.syncs.P               context.sync() calls to write the session workbook of P players
 *                               (add-in formulas, the task pane's default) into an empty workbook,
 *                               the first read and the last request (the looks) included — P = 28,
 *                               100, 400 (and 400.portable, the CLI's native formulas, written by
 *                               the pane too); bars: 3 for 28, and 3 + ⌈bytes / 4 MB⌉ for any size
 *   build.wire_bytes.P          bytes of all those requests as office.js serialises them (its own
 *                               request builder, @microsoft/office-js, driven over the recording
 *                               fake by test/excel-fake/office-wire.ts)
 *   build.max_request_bytes.P   the largest of those requests, in the same office.js bytes;
 *                               bar: 4,000,000
 *   build.max_request_bytes     the largest over every P
 *   build.estimate_ratio.P      the writer's estimate over the office.js bytes (≥ 1: the estimate
 *                               packs requests, so it must not be below what is sent)
 *   bundle.functions_gz         gzip bytes of dist/functions.js (what Excel loads before the custom
 *                               functions work); bar: 40 KB
 *   bundle.taskpane_gz          gzip bytes of the task pane: dist/taskpane.js and its lazy chunks (the deals worker too)
 *                               (taskpane-app.*.js, taskpane-deals-worker.*.js); bar: 200 KB
 * The writer and the fake (src/excel with src/core and src/workbook; test/excel-fake) are
 * transpiled with the TypeScript API into a temporary directory and run in a child process (this file run as a
 * script); the bundles are read from dist/ (npm run build).
 */
const fs = require("fs");
const os = require("os");
const path = require("path");
const zlib = require("zlib");
const { benchInChild } = require("./bench-child");

const ROOT = path.join(__dirname, "..");
/** Sizes and formula styles measured; the portable style's figures carry ".portable" after P. */
const RUNS = [
  [28, "addin"],
  [100, "addin"],
  [400, "addin"],
  [400, "portable"],
];

/** Transpiles src/core, src/i18n, src/workbook, src/excel and the fake (CommonJS) into `out`, paths kept. */
function transpile(out) {
  const ts = require("typescript");
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? walk(p) : p.endsWith(".ts") ? [p] : [];
    });
  for (const part of ["src/core", "src/i18n", "src/workbook", "src/excel", "test/excel-fake"]) {
    for (const file of walk(path.join(ROOT, part))) {
      const js = ts.transpileModule(fs.readFileSync(file, "utf8"), {
        compilerOptions: {
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2020,
          esModuleInterop: true,
        },
        fileName: file,
      }).outputText;
      const target = path.join(out, path.relative(ROOT, file)).replace(/\.ts$/, ".js");
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, js);
    }
  }
}

async function measure() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "pref-bench-addin-"));
  try {
    transpile(out);
    const { buildWorkbookPlan } = require(path.join(out, "src", "workbook", "build-plan.js"));
    const { writeWorkbookPlan } = require(path.join(out, "src", "excel", "write-plan.js"));
    const { unwrap } = require(path.join(out, "src", "core", "result.js"));
    const { FakeExcel } = require(path.join(out, "test", "excel-fake", "fake-excel.js"));
    const { wireTarget } = require(path.join(out, "test", "excel-fake", "office-wire.js"));
    const figures = {};
    for (const [size, formulas] of RUNS) {
      const label = formulas === "addin" ? size : `${size}.${formulas}`;
      const plan = unwrap(buildWorkbookPlan({ players: size, formulas, directorSheets: true }));
      const fake = new FakeExcel();
      const written = unwrap(await writeWorkbookPlan(wireTarget(fake), plan));
      if (fake.syncs.some((s) => s.wireBytes === undefined))
        throw new Error("bench: a request was not measured");
      figures[`build.syncs.${label}`] = fake.syncs.length;
      const largest = Math.max(...fake.syncs.map((s) => s.wireBytes));
      figures[`build.max_request_bytes.${label}`] = largest;
      figures["build.max_request_bytes"] = Math.max(figures["build.max_request_bytes"] ?? 0, largest);
      const bytes = fake.syncs.reduce((a, s) => a + s.wireBytes, 0);
      figures[`build.wire_bytes.${label}`] = bytes;
      const estimate = written.requestBytes.reduce((a, b) => a + b, 0);
      figures[`build.estimate_ratio.${label}`] = Math.round((estimate / bytes) * 1000) / 1000;
      // The bar for any size: 3 + ⌈bytes / 4 MB⌉ syncs.
      figures[`build.syncs_allowed.${label}`] = 3 + Math.ceil(bytes / 4000000);
    }
    return figures;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** gzip bytes of the bundles in dist/. */
function bundles() {
  const dist = path.join(ROOT, "dist");
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  if (!fs.existsSync(path.join(dist, "functions.js")) || !fs.existsSync(path.join(dist, "taskpane.js"))) {
    throw new Error("bench-addin: dist/ is missing — run `npm run build` first");
  }
  const chunks = fs.readdirSync(dist).filter((f) => /^taskpane-(app|deals-worker)\.[^.]+\.js$/.test(f));
  if (chunks.length === 0)
    throw new Error("bench-addin: dist/ has no taskpane-app chunk — run `npm run build`");
  return {
    "bundle.functions_gz": gz("functions.js"),
    "bundle.taskpane_gz": gz("taskpane.js") + chunks.reduce((n, f) => n + gz(f), 0),
  };
}

benchInChild(module, measure, "bench-addin", bundles);
