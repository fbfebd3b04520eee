/**
 * `pref demo [--players P] [--seed N] [--out FILE.xlsx|FILE.csv] [--force]` — a whole simulated session: the
 * movement for P players, a protocol for every deal with plausible whists, and the standings. With
 * `--out FILE.xlsx` it writes the whole session workbook (protocols filled in, Results scoring
 * itself), reads it back and scores what it read; with `--out FILE.csv`, the protocols as CSV. It
 * shows a director (and a new developer) the main job end to end without Excel.
 */
import { generateMovement } from "../../core/movement";
import { formatEntry } from "../../core/entry";
import { SEATS } from "../../core/protocol";
import { formatRational } from "../../core/rational";
import { seededRandom } from "../../core/random";
import { BoardScore, scoreSession } from "../../core/score";
import { simulateProtocols } from "../../core/simulate";
import { type CliLanguage, commandLanguage, parse } from "../args";
import { problemMessage } from "../../i18n/catalogue";
import { cliText } from "../../i18n/cli-texts";
import { CliIO } from "../io";
import { protocolsToCsv } from "../protocol-csv";
import { standingsText } from "../report";
import { reportTexts, type ReportLanguage } from "../../i18n/report-texts";
import { buildLazyWorkbookPlan } from "../../workbook/build-plan";
import { readSessionWorkbook } from "../../xlsx/reader";
import { checkOutput, writeOutput } from "../safe-write";
import { problemLine } from "../problem-text";
import { writePlanToFile } from "../../xlsx/writer";

/** Runs the demo; exit 0, or 1 on bad options. */
export async function demoCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const lang = commandLanguage(argv, io, "pref demo");
  if (lang === null) return 1;
  const parsed = parse(
    argv,
    {
      players: { type: "string", default: "28" },
      seed: { type: "string", default: "1" },
      out: { type: "string" },
      force: { type: "boolean" },
      lang: { type: "string" },
    },
    false,
  );
  if (!parsed.ok) return usage(io, problemMessage(parsed.problems[0], lang), lang);
  const args = parsed.value;
  const players = Number(args.values.players);
  const seed = Number(args.values.seed);
  if (!Number.isInteger(seed) || seed < 0)
    return usage(io, cliText(lang, "bad-seed", String(args.values.seed)), lang);
  if (!/^\d+$/.test(String(args.values.players)))
    return usage(io, cliText(lang, "bad-players", String(args.values.players)), lang);

  const movement = generateMovement(players);
  if (!movement.ok) {
    for (const p of movement.problems) io.err(`pref demo: ${problemLine(p, lang)}`);
    return 1;
  }
  const m = movement.value;
  let protocols = simulateProtocols(m, seededRandom(seed));
  const file = typeof args.values.out === "string" ? args.values.out : undefined;
  const xlsx = file !== undefined && /\.xlsx$/i.test(file);
  const target =
    file === undefined ? undefined : { file, inputs: [], force: args.values.force === true, flag: "--out" };
  if (target !== undefined) {
    const refused = checkOutput(target);
    if (refused !== null) {
      io.err(`pref demo: ${problemLine(refused, lang)}`);
      return 1;
    }
  }
  if (target !== undefined && xlsx) {
    // The whole session workbook: built, written, read back — and the standings come from what was read.
    const plan = buildLazyWorkbookPlan({ players, language: lang, directorSheets: true }, protocols);
    if (!plan.ok) {
      for (const p of plan.problems) io.err(`pref demo: ${problemLine(p, lang)}`);
      return 1;
    }
    const written = await writeOutput(target, (temporary) =>
      writePlanToFile({ sheets: plan.value.sheets(), names: plan.value.names }, temporary),
    );
    if (!written.ok) {
      for (const p of written.problems) io.err(`pref demo: ${problemLine(p, lang)}`);
      return 1;
    }
    const back = await readSessionWorkbook(target.file);
    if (!back.ok) {
      for (const p of back.problems) io.err(`pref demo: ${problemLine(p, lang)}`);
      return 1;
    }
    protocols = back.value.protocols;
  }
  const { score, warnings } = scoreSession(protocols);
  for (const w of warnings) io.err(problemLine(w, lang));

  const out: string[] = [];
  const t = reportTexts(lang);
  out.push(t.demoTitle(m));
  out.push("");
  out.push(boardText(score.boards[0], lang));
  out.push(standingsText(score, undefined, false, lang));
  if (file !== undefined && xlsx) {
    out.push(t.demoWorkbookWritten(file));
  } else if (target !== undefined) {
    const written = await writeOutput(target, protocolsToCsv(protocols));
    if (!written.ok) {
      for (const p of written.problems) io.err(`pref demo: ${problemLine(p, lang)}`);
      return 1;
    }
    out.push(t.demoCsvWritten(target.file));
  }
  io.out(out.join("\n"));
  return 0;
}

/** One protocol as the seed draws it: per row, each seat's player, whists and matchpoints. */
export function boardText(b: BoardScore, lang: ReportLanguage): string {
  const t = reportTexts(lang);
  const [round, table, whists, mp] = t.protocolColumns;
  const head = [round, table, ...SEATS.flatMap((s) => [t.seats[s], whists, mp])];
  const rows = b.rows.map((r) => [
    String(r.row.round ?? ""),
    String(r.row.table ?? ""),
    ...SEATS.flatMap((s) => {
      const c = r.seats[s];
      return c === undefined
        ? ["", "", ""]
        : [String(c.player), formatEntry(c.entry), c.mp === null ? "" : t.number(formatRational(c.mp, 2))];
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]): string => r.map((v, i) => v.padStart(widths[i])).join("  ");
  const tops = SEATS.map((s) => `${t.seats[s]} ${b.lines[s]?.top ?? "-"}`).join(", ");
  return [t.protocolTitle(b.board, tops), fmt(head), ...rows.map(fmt), ""].join("\n");
}

/** A refused command line: the message, then the usage in the command line's language. */
function usage(io: CliIO, message: string, lang: CliLanguage): number {
  io.err(`pref demo: ${message}`);
  io.err(
    lang === "en"
      ? "usage: pref demo [--players P] [--seed N] [--out FILE.xlsx|FILE.csv] [--force]"
      : cliText(lang, "usage", "demo"),
  );
  return 1;
}
