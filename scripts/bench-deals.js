/*
 * Double-dummy benchmark figures, on the compiled core (npm run build:cli first):
 *   dd.ms.deal.median / .max  one deal's whole analysis (3 declarers × 5 strains with the best
 *                             discards, plus misère), over 36 seeded random deals, in one process
 *                             with one solver (as the CLI and the pane's worker run it)
 *   dd.s.36                   `pref deals --sets 36 --seed … --analyse` end to end, a child process
 * The bars: median ≤ 1000 ms, max ≤ 5000 ms, 36 deals ≤ 30 s.
 */
const path = require("path");
const { spawnSync } = require("child_process");

const lib = path.join(__dirname, "..", "lib");
const now = () => Number(process.hrtime.bigint()) / 1e6;
const SEED = 20261130;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

module.exports = function benchDeals() {
  const { analyseDeal } = require(path.join(lib, "core", "deals", "analyse.js"));
  const { generateDeals } = require(path.join(lib, "core", "deals", "generate.js"));
  const { Solver } = require(path.join(lib, "core", "deals", "solver.js"));
  const { seededRandom } = require(path.join(lib, "core", "random.js"));
  const deals = generateDeals(36, 1, seededRandom(SEED));
  const solver = new Solver();
  const times = deals.map((d) => {
    const t0 = now();
    analyseDeal(d, solver);
    return now() - t0;
  });
  const t0 = now();
  const r = spawnSync(
    process.execPath,
    [
      path.join(lib, "cli", "main.js"),
      "deals",
      "--sets",
      "36",
      "--seed",
      String(SEED),
      "--analyse",
      "--format",
      "json",
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const cliS = (now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`bench-deals: pref deals failed: ${r.stderr}`);
  if (JSON.parse(r.stdout).deals.length !== 36) throw new Error("bench-deals: not 36 deals analysed");
  return {
    "dd.ms.deal.median": Math.round(median(times)),
    "dd.ms.deal.max": Math.round(Math.max(...times)),
    "dd.s.36": Number(cliS.toFixed(1)),
  };
};

if (require.main === module) console.log(module.exports());
