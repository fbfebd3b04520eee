/*
 * Workbook figures for `npm run bench`, on the workbook `pref build` really writes (the director's
 * sheets included), each in a child process of its own so its peak memory is its own:
 *   xlsx.build_ms.N  — `pref build --players N --lang ru` (every round) from start to the file on disk, ms;
 *   xlsx.cpu_ms.N    — that child's CPU time (user + system), ms: on a loaded machine the wall
 *                      time says more about the neighbours than about the build;
 *   xlsx.peak_mb.N   — that child's peak resident memory (maxRSS), MB;
 *   xlsx.bytes.N     — the file's size;
 * for N = 400 and 1000, and
 *   xlsx.bomb_ms / xlsx.bomb_peak_mb — reading a 2 MB .xlsx that would inflate to 1.8 GB: the time to
 *   refuse it and the reader's peak memory.
 * Runs on the compiled code in lib/. One run per figure: a build of 1000 players is minutes of
 * work on a loaded machine, and the bars are far enough apart for one run to say met or not.
 */
const fs = require("fs");
const os = require("os");
const path = require("path");
const zlib = require("zlib");
const { spawnSync } = require("child_process");

const lib = path.join(__dirname, "..", "lib");

/** Run as a child: `node bench-workbook.js build N FILE` or `node bench-workbook.js read FILE`. */
async function child(argv) {
  const now = () => Number(process.hrtime.bigint()) / 1e6;
  const t0 = now();
  let ok;
  if (argv[0] === "build") {
    const { run } = require(path.join(lib, "cli", "main.js"));
    const quiet = { out: () => {}, err: (t) => process.stderr.write(t) };
    ok =
      (await run(["build", "--players", argv[1], "--out", argv[2], "--force", "--lang", "ru"], quiet)) === 0;
  } else {
    const { readSessionWorkbook } = require(path.join(lib, "xlsx", "reader.js"));
    const r = await readSessionWorkbook(argv[1]);
    ok = !r.ok && r.problems[0].code === "xlsx-too-large";
  }
  const ms = now() - t0;
  const usage = process.resourceUsage();
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  process.stdout.write(JSON.stringify({ ok, ms, cpuMs, peakMb: usage.maxRSS / 1024 }));
}

function inChild(args) {
  const r = spawnSync(process.execPath, ["--max-old-space-size=4096", __filename, ...args], {
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`bench-workbook ${args.join(" ")}: ${r.stderr}`);
  const figures = JSON.parse(r.stdout);
  if (!figures.ok) throw new Error(`bench-workbook ${args.join(" ")}: failed: ${r.stderr}`);
  return figures;
}

/** A zip of one entry of `size` zero bytes, deflated a megabyte at a time. */
function zipBomb(size, file) {
  const MB = 1024 * 1024;
  const zero = Buffer.alloc(MB);
  const piece = zlib.deflateRawSync(zero, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const n = Math.floor(size / MB);
  let crc = 0;
  for (let i = 0; i < n; i++) crc = zlib.crc32(zero, crc);
  const data = Buffer.concat([...Array(n).fill(piece), Buffer.from([0x03, 0x00])]);
  const name = Buffer.from("xl/worksheets/sheet1.xml");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(n * MB, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(n * MB, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  fs.writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

function bench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-bench-"));
  const figures = {};
  try {
    for (const players of [400, 1000]) {
      const file = path.join(dir, `s${players}.xlsx`);
      const r = inChild(["build", String(players), file]);
      figures[`xlsx.build_ms.${players}`] = Math.round(r.ms);
      figures[`xlsx.cpu_ms.${players}`] = Math.round(r.cpuMs);
      figures[`xlsx.peak_mb.${players}`] = Math.round(r.peakMb);
      figures[`xlsx.bytes.${players}`] = fs.statSync(file).size;
      fs.unlinkSync(file);
    }
    const bomb = path.join(dir, "bomb.xlsx");
    zipBomb(1800 * 1024 * 1024, bomb);
    figures["xlsx.bomb_bytes"] = fs.statSync(bomb).size;
    const r = inChild(["read", bomb]);
    figures["xlsx.bomb_ms"] = Math.round(r.ms);
    figures["xlsx.bomb_peak_mb"] = Math.round(r.peakMb);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (require.main === module) {
  if (process.argv[2] === undefined) console.log(JSON.stringify(bench(), null, 2));
  else
    child(process.argv.slice(2)).catch((e) => {
      process.stderr.write(String(e && e.stack ? e.stack : e));
      process.exitCode = 1;
    });
} else module.exports = bench;
