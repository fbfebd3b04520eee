/**
 * Evidence that the portable workbook scores itself: each test session is built with `pref build`'s
 * writer (formulas without cached values), LibreOffice headless recalculates every workbook in ONE
 * `soffice --convert-to xlsx` run with a fresh profile, and the Results sheet it wrote equals the
 * core's standings (MP, Max, %, Rank).
 *
 * Needs `soffice` (Debian: libreoffice-calc-nogui). Without it the suite FAILS, unless
 * PREF_SKIP_LIBREOFFICE=1 says to skip it.
 */
import { execFileSync, spawnSync } from "child_process";
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { planToXlsx } from "../../src/cli/xlsx-writer";
import { buildWorkbookPlan, labelsFor, RESULTS_COLUMNS as C } from "../../src/workbook";
import { coreStandings, expectSameStandings, testSessions, type StandingNumbers } from "../workbook/sessions";

const skip = process.env.PREF_SKIP_LIBREOFFICE === "1";
const soffice = ((): string | null => {
  const r = spawnSync("sh", ["-c", "command -v soffice || command -v libreoffice"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim().split("\n")[0] : null;
})();

/** LibreOffice's settings for the fresh profile: always recalculate files on loading. */
const RECALC_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

const sessions = testSessions();
const recalculated = new Map<string, StandingNumbers[]>();
let seconds = 0;

(skip ? describe.skip : describe)(
  "LibreOffice recalculates the portable workbook to the core's standings",
  () => {
    beforeAll(async () => {
      if (soffice === null) {
        throw new Error(
          "soffice (LibreOffice) is not on the PATH: install libreoffice-calc-nogui, or set PREF_SKIP_LIBREOFFICE=1 to skip these tests",
        );
      }
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-lo-"));
      const input = path.join(dir, "in");
      const output = path.join(dir, "out");
      const profile = path.join(dir, "profile");
      fs.mkdirSync(input);
      fs.mkdirSync(path.join(profile, "user"), { recursive: true });
      fs.writeFileSync(path.join(profile, "user", "registrymodifications.xcu"), RECALC_ALWAYS);
      const files: string[] = [];
      for (const s of sessions) {
        const plan = buildWorkbookPlan({ ...s.settings, formulas: "portable" }, s.protocols);
        if (!plan.ok) throw new Error(`${s.name}: ${plan.problems.map((p) => p.message).join("; ")}`);
        const file = path.join(input, `${s.name}.xlsx`);
        fs.writeFileSync(file, await planToXlsx(plan.value));
        files.push(file);
      }
      const t0 = Date.now();
      execFileSync(
        soffice,
        [
          `-env:UserInstallation=file://${profile}`,
          "--headless",
          "--norestore",
          "--convert-to",
          "xlsx",
          "--outdir",
          output,
          ...files,
        ],
        { stdio: "pipe", timeout: 170000 },
      );
      seconds = (Date.now() - t0) / 1000;
      for (const s of sessions) {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.readFile(path.join(output, `${s.name}.xlsx`));
        const ws = wb.getWorksheet(labelsFor(s.settings.language ?? "ru").sheets.results);
        if (ws === undefined) throw new Error(`${s.name}: no Results sheet after LibreOffice`);
        const num = (row: number, col: number): number | null => {
          const c = ws.getCell(row, col);
          const v = c.type === ExcelJS.ValueType.Formula ? c.result : c.value;
          if (typeof v === "number") return v;
          if (v === undefined || v === null || v === "") return null;
          throw new Error(`${s.name}: Results ${c.address} holds ${JSON.stringify(v)}`);
        };
        recalculated.set(
          s.name,
          Array.from({ length: s.settings.players }, (_, i) => ({
            player: num(i + 2, C.player) ?? -1,
            mp: num(i + 2, C.mp) ?? NaN,
            max: num(i + 2, C.max) ?? NaN,
            percent: num(i + 2, C.percent),
            rank: num(i + 2, C.rank),
          })),
        );
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }, 180000);

    test.each(sessions.map((s) => [s.name, s] as const))("%s", (name, session) => {
      const got = recalculated.get(name);
      expect(got).toBeDefined();
      expectSameStandings(got ?? [], coreStandings(session));
    });

    afterAll(() => {
      if (seconds > 0)
        process.stderr.write(
          `LibreOffice recalculated ${sessions.length} workbooks in ${seconds.toFixed(1)} s\n`,
        );
    });
  },
);
