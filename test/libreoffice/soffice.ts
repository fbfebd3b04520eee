/**
 * LibreOffice for the tests that recalculate our workbooks: where soffice is, and one headless
 * conversion to .xlsx with a fresh profile that recalculates every formula on loading.
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

/** PREF_SKIP_LIBREOFFICE=1 skips the LibreOffice tests. */
export const SKIP_LIBREOFFICE = process.env.PREF_SKIP_LIBREOFFICE === "1";

/** The soffice (or libreoffice) program on the PATH, or null. */
export const soffice: string | null = (() => {
  const r = spawnSync("sh", ["-c", "command -v soffice || command -v libreoffice"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim().split("\n")[0] : null;
})();

/** LibreOffice's settings for a fresh profile: always recalculate files on loading. */
const RECALC_ALWAYS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/**
 * Converts `files` to .xlsx in `outDir` (same names) in one headless soffice run, with a fresh
 * profile in `profileDir` that recalculates every formula on loading. Throws when soffice is
 * missing or fails; the limit only catches a hang on a loaded machine.
 */
export function recalculateToXlsx(files: readonly string[], outDir: string, profileDir: string): void {
  if (soffice === null)
    throw new Error("soffice (LibreOffice) is not on the PATH (PREF_SKIP_LIBREOFFICE=1 skips)");
  fs.mkdirSync(path.join(profileDir, "user"), { recursive: true });
  fs.writeFileSync(path.join(profileDir, "user", "registrymodifications.xcu"), RECALC_ALWAYS);
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${profileDir}`,
      "--headless",
      "--norestore",
      "--convert-to",
      "xlsx",
      "--outdir",
      outDir,
      ...files,
    ],
    { stdio: "pipe", timeout: 600_000 },
  );
}
