/**
 * Jest runs the TypeScript sources directly through ts-jest (CommonJS for Node), in two projects:
 * `unit` — fast, pure tests (`npm run test:unit`, under 30 s on an idle machine) — and
 * `integration` — LibreOffice, Chromium, the built CLI end to end, every player count
 * (`npm run test:integration`). `npm test` runs both and ends with one "N passed, N failed" line.
 * Speed is the bench's business (`npm run bench`); timeouts here are sized for a loaded machine.
 */
const transform = {
  "^.+\\.tsx?$": [
    "ts-jest",
    {
      tsconfig: { module: "commonjs", moduleResolution: "node", jsx: "react-jsx" },
      diagnostics: { warnOnly: false },
    },
  ],
};

/**
 * Test files of the integration project: they start programs (LibreOffice, Chromium, the CLI,
 * xmllint), walk every player count, or build the largest sessions.
 */
const INTEGRATION = [
  "/test/libreoffice/.+\\.test\\.ts$",
  "/test/taskpane/chromium\\.test\\.ts$",
  "/test/cli/e2e\\.test\\.ts$",
  "/test/cli/build-roundtrip\\.test\\.ts$",
  "/test/manifest/manifest-lint\\.test\\.ts$",
  "/test/workbook/whists-workbook\\.test\\.ts$",
  "/test/core/movement/all-counts\\.test\\.ts$",
  "/test/core/movement/skip\\.test\\.ts$",
  "/test/core/movement/three-handed\\.test\\.ts$",
  "/test/excel/chart\\.test\\.ts$",
  "/test/excel/read-session-large\\.test\\.ts$",
  // The pane's arm of the typed-cells differential: pref build and score, ExcelJS, the fake, the evaluator.
  "/test/excel/typed-cells-pane\\.test\\.ts$",
  // Large sessions and whole double-dummy analyses: correct at any speed, but not fast.
  "/test/excel/write-plan\\.test\\.ts$",
  "/test/excel/office-wire\\.test\\.ts$",
  // The pane's rebuild of whole sessions (through office.js's serializer too), and .xlsx files
  // written and read back whole: end to end, not fast.
  "/test/excel/rebuild-in-place\\.test\\.ts$",
  "/test/excel/stale-sheets\\.test\\.ts$",
  "/test/cli/stale-protocol\\.test\\.ts$",
  "/test/cli/shared-formulas\\.test\\.ts$",
  "/test/cli/deals-build\\.test\\.ts$",
  "/test/cli/sheet-roles\\.test\\.ts$",
  "/test/workbook/deals-workbook\\.test\\.ts$",
  "/test/taskpane/deals-analysis\\.test\\.ts$",
  "/test/core/deals/solver\\.test\\.ts$",
];

const common = {
  testEnvironment: "node",
  rootDir: __dirname,
  roots: ["<rootDir>/test"],
  transform,
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: ["**/*.test.ts", "**/*.test.tsx"],
      testPathIgnorePatterns: ["/node_modules/", ...INTEGRATION],
      setupFilesAfterEnv: ["<rootDir>/test/setup/unit.js"],
    },
    {
      ...common,
      displayName: "integration",
      testRegex: INTEGRATION,
      setupFilesAfterEnv: ["<rootDir>/test/setup/integration.js"],
    },
  ],
  reporters: ["default", "<rootDir>/test/summary-reporter.js"],
  // Jest's default is one worker fewer than the cores (it keeps one for itself), which on a
  // 2-core machine runs every file in a single process. Jest's own process only hands out files
  // and prints, so a worker per core halves the wall time of `npm run test:unit`.
  maxWorkers: "100%",
};
