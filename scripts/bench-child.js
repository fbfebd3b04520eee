/*
 * Async benchmarks run in a child process: scripts/bench.js reads figures synchronously, and a
 * child gets its own heap. A benchmark file calls `benchInChild(module, measure, name)`: run as a
 * script it prints measure()'s figures as JSON; required, it exports a function that runs itself
 * as that script and returns the figures (plus any `extra()` figures measured in this process).
 */
const { spawnSync } = require("child_process");

function benchInChild(mod, measure, name, extra = () => ({})) {
  if (require.main === mod) {
    measure().then(
      (figures) => process.stdout.write(JSON.stringify(figures)),
      (e) => {
        process.stderr.write(String(e && e.stack ? e.stack : e));
        process.exitCode = 1;
      },
    );
    return;
  }
  mod.exports = function bench() {
    const r = spawnSync(process.execPath, ["--max-old-space-size=4096", mod.filename], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${name}: ${r.stderr}`);
    return { ...JSON.parse(r.stdout), ...extra() };
  };
}

module.exports = { benchInChild };
