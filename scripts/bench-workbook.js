/*
 * Workbook figure for `npm run bench`: xlsx.build_ms.400 — the time to build the session workbook
 * plan for 400 players (movement, protocols, Results, ledger) and write it as .xlsx bytes with
 * ExcelJS, in milliseconds; the median of 3 runs after a warm-up. Runs on the compiled code in
 * lib/. ExcelJS writes asynchronously and bench.js takes figures synchronously, so the timing
 * runs in a child process (this file run as a script) and its JSON is read back.
 */
const path = require("path");
const { benchInChild } = require("./bench-child");

const lib = path.join(__dirname, "..", "lib");

async function measure() {
  const { buildWorkbookPlan } = require(path.join(lib, "workbook", "build-plan.js"));
  const { planToXlsx } = require(path.join(lib, "cli", "xlsx-writer.js"));
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const once = async () => {
    const t0 = now();
    const plan = buildWorkbookPlan({ players: 400 });
    if (!plan.ok) throw new Error("bench: no plan for 400 players");
    const bytes = await planToXlsx(plan.value);
    return { ms: now() - t0, bytes: bytes.length };
  };
  await once();
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await once());
  runs.sort((a, b) => a.ms - b.ms);
  return { "xlsx.build_ms.400": Math.round(runs[1].ms), "xlsx.bytes.400": runs[1].bytes };
}

benchInChild(module, measure, "bench-workbook");
