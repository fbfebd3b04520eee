/**
 * `pref score FILE… [--penalties FILE.csv] [--disqualify 7,12] [--names FILE.csv] [--variant V]
 * [--cards] [--format text|json|csv] [--out FILE.xlsx]` — each FILE is a protocol CSV or a session
 * workbook (.xlsx, built by `pref build` and filled in by hand or not; its Penalties sheet counts).
 *
 * One file: the session's standings (and with --cards the personal score cards). Several files:
 * the sessions of one event, each scored on its own, and the event's totals — the percentage over
 * all the matchpoints possible (100·ΣMP / Σmax). Penalties with a `session` column belong to that
 * session (1-based, in the order the files are given); without one, to the event total (with one
 * file, to the session). `--out FILE.xlsx` writes the results workbook (event-workbook.ts).
 */
import { scoreCards } from "../../core/cards";
import { scoreEvent } from "../../core/event";
import { Disqualification, Penalty, Protocol } from "../../core/protocol";
import { readNameTable, readPlayerRulings, readProtocolTable } from "../../core/protocol-table";
import { error, formatProblem, Problem, Result } from "../../core/result";
import { scoreSession, SessionScore } from "../../core/score";
import { fillWhists, variantByName, VARIANTS } from "../../core/whists";
import { eventWorkbookPlan } from "../../workbook/event-workbook";
import type { Language } from "../../workbook/types";
import { oneOf, parse } from "../args";
import { readCsvFile, readCsvWith } from "../csv";
import { CliIO } from "../io";
import { type OutputRequest, writeOutput } from "../safe-write";
import {
  cardsCsv,
  cardsText,
  eventCsv,
  eventText,
  eventToJson,
  scoreToJson,
  standingsCsv,
  standingsText,
} from "../report";
import { readSessionWorkbook } from "../xlsx-reader";
import { planToXlsx } from "../xlsx-writer";

/** Whether a file is a session workbook (by its name; a CSV path that holds a zip gets the CSV reader's message). */
function isWorkbook(file: string): boolean {
  return /\.xlsx$/i.test(file);
}

const FORMATS = ["text", "json", "csv"] as const;

interface SessionInput {
  readonly file: string;
  readonly protocols: Protocol[];
  readonly warnings: readonly Problem[];
  readonly names?: Map<number, string>;
  readonly penalties: Penalty[];
  readonly disqualified: Disqualification[];
}

async function readSession(
  file: string,
  variant: ReturnType<typeof variantByName> | undefined,
): Promise<Result<SessionInput>> {
  let protocols: Result<Protocol[]>;
  let names: Map<number, string> | undefined;
  let penalties: Penalty[] = [];
  let disqualified: Disqualification[] = [];
  if (isWorkbook(file)) {
    const wb = await readSessionWorkbook(file);
    protocols = wb.ok ? { ok: true, value: wb.value.protocols, warnings: wb.warnings } : wb;
    if (wb.ok) {
      if (wb.value.names.size > 0) names = wb.value.names;
      penalties = wb.value.penalties;
      disqualified = wb.value.disqualified;
    }
  } else {
    protocols = readCsvWith(file, readProtocolTable);
  }
  if (protocols.ok && variant !== undefined && variant !== null) {
    const filled = fillWhists(variant, protocols.value);
    protocols = filled.ok
      ? { ok: true, value: filled.value, warnings: [...protocols.warnings, ...filled.warnings] }
      : filled;
  }
  if (!protocols.ok) return protocols;
  return {
    ok: true,
    value: { file, protocols: protocols.value, warnings: protocols.warnings, names, penalties, disqualified },
    warnings: [],
  };
}

/** "7,12" → [7, 12], or the message. */
function playerList(text: string): number[] | string {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== "");
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1))
    return `--disqualify takes player numbers separated by commas, not "${text}"`;
  return parts.map(Number);
}

/** Scores one session or an event and prints the standings. Exit 0, or 1 with one line per problem. */
export async function scoreCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse(
    argv,
    {
      penalties: { type: "string" },
      disqualify: { type: "string" },
      names: { type: "string" },
      format: { type: "string", default: "text" },
      variant: { type: "string" },
      cards: { type: "boolean" },
      out: { type: "string" },
      force: { type: "boolean" },
      lang: { type: "string", default: "ru" },
    },
    true,
  );
  if (!args.ok) return usage(io, args.message);
  const files = args.positionals;
  if (files.length === 0) return usage(io, "give a protocol file (or several: the sessions of one event)");
  const format = oneOf(args.values.format, FORMATS);
  if (format === null) return usage(io, `--format must be one of ${FORMATS.join(", ")}`);
  const language = oneOf<Language>(args.values.lang, ["ru", "en"]);
  if (language === null) return usage(io, `--lang must be ru or en, not "${String(args.values.lang)}"`);
  // --variant V: rows with a contract and tricks but blank whists get the whists of the contract.
  const variant = typeof args.values.variant === "string" ? variantByName(args.values.variant) : undefined;
  if (variant === null) return usage(io, `--variant must be one of ${VARIANTS.map((v) => v.id).join(", ")}`);
  const out = typeof args.values.out === "string" ? args.values.out : undefined;
  if (out !== undefined && !isWorkbook(out)) return usage(io, `--out must name an .xlsx file, not "${out}"`);
  const cards = args.values.cards === true;
  if (cards && files.length > 1) return usage(io, "--cards is for one session; give one file");

  const problems: Problem[] = [];
  const penalties: Penalty[] = [];
  const disqualified: Disqualification[] = [];
  if (typeof args.values.disqualify === "string") {
    const list = playerList(args.values.disqualify);
    if (typeof list === "string") return usage(io, list);
    for (const player of list) disqualified.push({ player, reason: "" });
  }
  if (typeof args.values.penalties === "string") {
    const file = args.values.penalties;
    const t = readCsvFile(file);
    const p = t.ok ? readPlayerRulings(t.value) : t;
    if (p.ok) {
      for (const pen of p.value.penalties) {
        if (pen.session !== undefined && pen.session > files.length)
          problems.push(
            error(
              "bad-session",
              `a penalty for session ${pen.session}, but ${files.length} file${files.length === 1 ? " is" : "s are"} given`,
              { file, column: "session" },
            ),
          );
      }
      penalties.push(...p.value.penalties);
      disqualified.push(...p.value.disqualified);
    } else problems.push(...p.problems);
  }
  let names: Map<number, string> | undefined;
  if (typeof args.values.names === "string") {
    const t = readCsvFile(args.values.names);
    const n = t.ok ? readNameTable(t.value) : t;
    if (n.ok) names = n.value;
    else problems.push(...n.problems);
  }
  const sessions: SessionInput[] = [];
  for (const file of files) {
    const s = await readSession(file, variant);
    if (s.ok) sessions.push(s.value);
    else problems.push(...s.problems);
  }
  if (problems.some((p) => p.severity === "error") || sessions.length !== files.length) {
    for (const p of problems) io.err(formatProblem(p));
    return 1;
  }

  const single = files.length === 1;
  const scored: { file: string; score: SessionScore }[] = [];
  const warnings: Problem[] = [];
  sessions.forEach((s, i) => {
    const own = penalties.filter((p) => p.session === i + 1 || (single && p.session === undefined));
    const { score, warnings: w } = scoreSession(s.protocols, {
      penalties: [...s.penalties, ...own],
      disqualified: [...s.disqualified, ...disqualified],
      names: names ?? s.names,
    });
    warnings.push(...s.warnings, ...w);
    scored.push({ file: s.file, score });
  });

  if (single) {
    const score = scored[0].score;
    for (const w of warnings) io.err(formatProblem(w));
    const cardList = cards ? scoreCards(score) : undefined;
    switch (format) {
      case "json":
        io.out(JSON.stringify(scoreToJson(score, cardList), null, 2));
        break;
      case "csv":
        io.out(cardList === undefined ? standingsCsv(score) : cardsCsv(cardList));
        break;
      case "text":
        io.out(standingsText(score) + (cardList === undefined ? "" : "\n" + cardsText(cardList)));
        break;
    }
  } else {
    const allNames = names ?? new Map(sessions.flatMap((s) => [...(s.names ?? new Map<number, string>())]));
    const event = scoreEvent(
      scored.map((s) => s.score),
      { penalties: penalties.filter((p) => p.session === undefined), disqualified, names: allNames },
    );
    for (const w of [...warnings, ...event.warnings]) io.err(formatProblem(w));
    switch (format) {
      case "json":
        io.out(JSON.stringify(eventToJson(event.score, scored), null, 2));
        break;
      case "csv":
        io.out(eventCsv(event.score));
        break;
      case "text":
        io.out(eventText(event.score, files));
        break;
    }
    if (out !== undefined) {
      const plan = eventWorkbookPlan(
        scored.map((s) => ({ file: s.file, score: s.score })),
        event.score,
        language,
      );
      return write(io, outputOf(out, args.values, files), await planToXlsx(plan));
    }
  }
  if (out !== undefined) {
    const event = scoreEvent([scored[0].score], { names: names ?? sessions[0].names });
    const plan = eventWorkbookPlan([{ file: files[0], score: scored[0].score }], event.score, language);
    return write(io, outputOf(out, args.values, files), await planToXlsx(plan));
  }
  return 0;
}

/** The --out request: never one of the inputs, an existing file only with --force (safe-write.ts). */
function outputOf(file: string, v: Record<string, unknown>, files: readonly string[]): OutputRequest {
  const inputs = [...files, v.penalties, v.names].filter((f): f is string => typeof f === "string");
  return { file, inputs, force: v.force === true, flag: "--out" };
}

async function write(io: CliIO, out: OutputRequest, bytes: Buffer): Promise<number> {
  const written = await writeOutput(out, bytes);
  if (!written.ok) {
    for (const p of written.problems) io.err(`pref score: ${formatProblem(p)}`);
    return 1;
  }
  io.err(`Results workbook written to ${out.file}`);
  return 0;
}

function usage(io: CliIO, message: string): number {
  io.err(`pref score: ${message}`);
  io.err(
    "usage: pref score FILE.csv|FILE.xlsx [MORE FILES: an event] [--penalties FILE.csv] [--disqualify 7,12] [--names FILE.csv]\n" +
      "                  [--variant sochi|leningrad|rostov] [--cards] [--format text|json|csv] [--out RESULTS.xlsx] [--force] [--lang ru|en]",
  );
  return 1;
}
