#!/usr/bin/env node
/*
 * Benchmarks: `npm run bench` prints a table of named figures, `npm run bench -- --json` one JSON
 * object. Runs on the compiled core in lib/ (npm run build first). Bars are checked here, by the
 * figures, not by timed assertions in the tests.
 */
const path = require("path");
const fs = require("fs");

const lib = path.join(__dirname, "..", "lib");
if (!fs.existsSync(path.join(lib, "core", "matchpoints.js"))) {
  console.error("bench: lib/ is missing — run `npm run build` first");
  process.exit(1);
}
const { scoreLine } = require(path.join(lib, "core", "matchpoints.js"));
const { fromInt } = require(path.join(lib, "core", "rational.js"));
const { seededRandom } = require(path.join(lib, "core", "random.js"));

const now = () => Number(process.hrtime.bigint()) / 1e6;
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * score.vs_sort: time to matchpoint 1,000,000 results (40,000 lines of 25, integer whists with
 * ties, as a big event's protocols are) over the time to sort the same 1,000,000 numbers in a
 * Float64Array, both measured in this run; the median of 5 repetitions of each.
 */
function benchScore() {
  const N = 1_000_000;
  const LINE = 25;
  const rnd = seededRandom(20261129);
  const values = new Float64Array(N);
  for (let i = 0; i < N; i++) values[i] = rnd.int(-60, 60) * 2;
  const lines = [];
  for (let s = 0; s < N; s += LINE) {
    const cells = [];
    for (let i = s; i < s + LINE; i++)
      cells.push({ entry: { kind: "whists", whists: fromInt(values[i]) }, group: null });
    lines.push(cells);
  }
  const scoreTimes = [];
  const sortTimes = [];
  let check = 0;
  for (let rep = 0; rep < 6; rep++) {
    const copy = values.slice();
    const t0 = now();
    copy.sort();
    const t1 = now();
    for (const cells of lines) check += scoreLine(cells).mp.length;
    const t2 = now();
    if (rep > 0) {
      sortTimes.push(t1 - t0);
      scoreTimes.push(t2 - t1);
    }
  }
  if (check !== 6 * N) throw new Error("bench: not every result was scored");
  const scoreMs = median(scoreTimes);
  const sortMs = median(sortTimes);
  return {
    "score.results": N,
    "score.ms": round(scoreMs),
    "sort.ms": round(sortMs),
    "score.results_per_s": Math.round((N / scoreMs) * 1000),
    "score.vs_sort": round(scoreMs / sortMs, 3),
  };
}

function round(x, places = 1) {
  const k = 10 ** places;
  return Math.round(x * k) / k;
}

// The bars the issues set: a figure past its bar is printed as NOT MET.
const BARS = {
  "score.vs_sort": ["<=", 3],
  "movement.max_ms": ["<", 1000],
  "build.syncs.28": ["<=", 3],
  "build.max_request_bytes.28": ["<=", 4000000],
  "build.max_request_bytes.100": ["<=", 4000000],
  "build.max_request_bytes.400": ["<=", 4000000],
  "build.max_request_bytes": ["<=", 4000000],
  "bundle.functions_gz": ["<=", 40960],
  "xlsx.build_ms.400": ["<=", 8000],
  "xlsx.peak_mb.400": ["<=", 600],
  "xlsx.build_ms.1000": ["<=", 60000],
  "xlsx.peak_mb.1000": ["<=", 1500],
  "bundle.taskpane_gz": ["<=", 204800],
  "dd.ms.deal.median": ["<=", 1000],
  "dd.ms.deal.max": ["<=", 5000],
  "dd.s.36": ["<=", 30],
};

function main() {
  const json = process.argv.includes("--json");
  const figures = { ...benchScore() };
  for (const extra of ["bench-movement.js", "bench-workbook.js", "bench-addin.js", "bench-deals.js"]) {
    const file = path.join(__dirname, extra);
    if (fs.existsSync(file)) Object.assign(figures, require(file)());
  }
  if (json) {
    console.log(JSON.stringify(figures, null, 2));
    return;
  }
  // Any size: at most 3 + ⌈bytes / 4 MB⌉ syncs (and 3 for 28 players).
  for (const players of [28, 100, 400]) {
    const allowed = figures[`build.syncs_allowed.${players}`];
    if (allowed !== undefined)
      BARS[`build.syncs.${players}`] = ["<=", players === 28 ? Math.min(3, allowed) : allowed];
  }
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures)) {
    const bar = BARS[k]
      ? `   (bar ${BARS[k][0]} ${BARS[k][1]}: ${meets(v, BARS[k]) ? "met" : "NOT MET"})`
      : "";
    console.log(`${k.padEnd(width)}  ${v}${bar}`);
  }
}

function meets(v, [op, x]) {
  switch (op) {
    case "<=":
      return v <= x;
    case "<":
      return v < x;
    default:
      return v >= x;
  }
}

main();
