/*
 * Movement benchmark figures, on the compiled core (npx tsc -p tsconfig.cli.json first):
 *   movement.ms.28 / .100 / .400  one movement made and validated (what `pref movement` does),
 *                                 in a fresh copy of the engine — nothing memoised — median of 5
 *   movement.all_s                every count from 8 to 400 players, one after the other in one
 *                                 process (the block searches are memoised per table count, so the
 *                                 rests movements of 4T+1..4T+3 players reuse T's)
 *   movement.max_ms               the slowest single count from 8 to 400: each count's time in the
 *                                 all_s run, and for the counts whose table count has no perfect
 *                                 movement (the ones that search) a fresh copy, nothing memoised
 * The bar: every single count under 1 s.
 */
const path = require("path");

const dir = path.join(__dirname, "..", "lib", "core", "movement");
const { unwrap } = require(path.join(__dirname, "..", "lib", "core", "result.js"));
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** A fresh copy of the engine: the memoised searches and fields start empty. */
function freshEngine() {
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key];
  return require(path.join(dir, "index.js"));
}

function makeOne(engine, players) {
  const q = engine.validateMovement(unwrap(engine.generateMovement(players)));
  if (q.problems.length > 0) throw new Error(`${players}: ${q.problems[0].message}`);
  return q;
}

function coldMs(players) {
  const engine = freshEngine();
  const t0 = now();
  makeOne(engine, players);
  return now() - t0;
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

module.exports = function benchMovement() {
  const figures = {};
  for (const players of [28, 100, 400]) {
    figures[`movement.ms.${players}`] = Number(median([1, 2, 3, 4, 5].map(() => coldMs(players))).toFixed(2));
  }
  const engine = freshEngine();
  const t0 = now();
  let max = 0;
  for (let players = 8; players <= 400; players++) {
    const t = now();
    makeOne(engine, players);
    max = Math.max(max, now() - t);
  }
  figures["movement.all_s"] = Number(((now() - t0) / 1000).toFixed(2));
  const searching = [];
  for (let players = 8; players <= 400; players++) {
    const r = engine.generateMovement(4 * Math.floor(players / 4));
    if (r.ok && (r.value.method === "search" || r.value.method === "skip")) searching.push(players);
  }
  for (const players of searching) max = Math.max(max, coldMs(players));
  figures["movement.max_ms"] = Number(max.toFixed(1));
  return figures;
};

if (require.main === module) console.log(JSON.stringify(module.exports(), null, 2));
