/**
 * The two Jest projects split the test files between them: every test file runs in exactly one,
 * and the ones that start LibreOffice or Chromium are in the integration project.
 */
import * as fs from "fs";
import * as path from "path";

interface ProjectConfig {
  readonly displayName: string;
  readonly testMatch?: readonly string[];
  readonly testRegex?: readonly string[];
  readonly testPathIgnorePatterns?: readonly string[];
}

const config = require("../jest.config.js") as { projects: readonly ProjectConfig[] };
const root = path.resolve(__dirname, "..");

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(p);
    return /\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Whether a project takes a file (its testMatch here is the plain "**\/*.test.ts(x)" glob). */
function takes(p: ProjectConfig, file: string): boolean {
  const ignored = (p.testPathIgnorePatterns ?? []).some((re) =>
    new RegExp(re.replace("<rootDir>", root)).test(file),
  );
  if (ignored) return false;
  if (p.testRegex !== undefined) return p.testRegex.some((re) => new RegExp(re).test(file));
  return (p.testMatch ?? []).length > 0 && /\.test\.tsx?$/.test(file);
}

test("every test file runs in exactly one project; LibreOffice and Chromium only in integration", () => {
  expect(config.projects.map((p) => p.displayName)).toEqual(["unit", "integration"]);
  const [unit, integration] = config.projects;
  const files = testFiles(path.join(root, "test"));
  expect(files.length).toBeGreaterThan(40);
  const twice = files.filter((f) => takes(unit, f) === takes(integration, f));
  expect(twice.map((f) => path.relative(root, f))).toEqual([]);
  for (const f of files.filter((x) => x !== __filename)) {
    const text = fs.readFileSync(f, "utf8");
    if (/soffice|chromium\.launch|execFileSync\(\s*process\.execPath/.test(text))
      expect([path.relative(root, f), takes(integration, f)]).toEqual([path.relative(root, f), true]);
  }
});
