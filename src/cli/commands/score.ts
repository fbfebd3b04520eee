/**
 * `pref score FILE… [--players P] [--deals-per-set D] [--penalties FILE.csv] [--disqualify 7,12]
 * [--names FILE.csv] [--variant V] [--cards] [--provisional] [--format text|json|csv]
 * [--out FILE.xlsx] [--lang ru|en]` — each FILE is a protocol CSV or a session workbook (.xlsx,
 * built by `pref build` and filled in by hand or not; its Penalties sheet counts).
 *
 * Every check of `pref check` runs first: with an error nothing is scored (exit 1, every problem
 * listed) unless --provisional, and then every output says the standings are provisional. With
 * --players the movement says which tables play each deal: a table whose row is absent did not
 * play, and the line is factored to the movement's tables.
 *
 * One file: the session's standings (and with --cards the personal score cards). Several files:
 * the sessions of one event, each scored on its own, and the event's totals — the percentage over
 * all the matchpoints possible (100·ΣMP / Σmax). Penalties with a `session` column belong to that
 * session (1-based, in the order the files are given); without one, to the event total (with one
 * file, to the session). A disqualification with a session removes the player from that session;
 * without one he is disqualified from the event. `--out FILE.xlsx` writes the results workbook (event-workbook.ts).
 */
import { scoreCards } from "../../core/cards";
import { scoreEvent } from "../../core/event";
import { withExpectedRows } from "../../core/expected-rows";
import { Disqualification, Penalty, Protocol } from "../../core/protocol";
import { readNameTable, readPlayerRulings } from "../../core/protocol-table";
import { error, Problem } from "../../core/result";
import { scoreSession, SessionScore } from "../../core/score";
import { fillWhists, variantByName, VARIANTS } from "../../core/whists";
import { eventWorkbookPlan } from "../../workbook/event-workbook";
import { cliText } from "../../i18n/cli-texts";
import { reportTexts } from "../../i18n/report-texts";
import { CliLanguage, commandLanguage, oneOf, parse } from "../args";
import { problemMessage } from "../../i18n/catalogue";
import { SESSION_OPTIONS } from "../options";
import { readCsvFile } from "../csv";
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
import { issueJson, problemLine, sortProblems } from "../problem-text";
import { readProtocolFile } from "../read-protocols";
import { fileIssues, movementOption, wholeNumber } from "./check";
import { planToXlsx } from "../../xlsx/writer";

/** Whether a file is a session workbook (by its name; a CSV path that holds a zip gets the CSV reader's message). */
function isWorkbook(file: string): boolean {
  return /\.xlsx$/i.test(file);
}

const FORMATS = ["text", "json", "csv"] as const;

interface SessionInput {
  readonly file: string;
  readonly protocols: Protocol[];
  readonly names?: Map<number, string>;
  readonly penalties: Penalty[];
  readonly disqualified: Disqualification[];
}

/** "7,12" → [7, 12], or the message. */
function playerList(text: string, lang: CliLanguage): number[] | string {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== "");
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1))
    return cliText(lang, "bad-disqualify", text);
  return parts.map(Number);
}

/**
 * Scores one session or an event and prints the standings. Every check runs first: with an
 * error, exit 1 listing every problem — unless --provisional, which scores and says so.
 */
export async function scoreCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const lang = commandLanguage(argv, io, "pref score");
  if (lang === null) return 1;
  const parsed = parse(
    argv,
    {
      ...SESSION_OPTIONS,
      "deals-per-set": { type: "string", default: "1" },
      format: { type: "string", default: "text" },
      lang: { type: "string" },
      cards: { type: "boolean" },
      provisional: { type: "boolean" },
    },
    true,
  );
  if (!parsed.ok) return usage(io, lang, problemMessage(parsed.problems[0], lang));
  const args = parsed.value;
  const files = args.positionals;
  if (files.length === 0) return usage(io, lang, cliText(lang, "give-file"));
  const format = oneOf(args.values.format, FORMATS);
  if (format === null) return usage(io, lang, cliText(lang, "bad-format", FORMATS.join(", ")));
  // --variant V: rows with a contract and tricks but blank whists get the whists of the contract.
  const variant = typeof args.values.variant === "string" ? variantByName(args.values.variant) : undefined;
  if (variant === null)
    return usage(io, lang, cliText(lang, "bad-variant", VARIANTS.map((v) => v.id).join(", ")));
  const out = typeof args.values.out === "string" ? args.values.out : undefined;
  if (out !== undefined && !isWorkbook(out)) return usage(io, lang, cliText(lang, "out-not-xlsx", out));
  const cards = args.values.cards === true;
  if (cards && files.length > 1) return usage(io, lang, cliText(lang, "cards-one-file"));
  const dealsPerSet = wholeNumber(args.values["deals-per-set"]);
  if (dealsPerSet === null || dealsPerSet < 1) return usage(io, lang, cliText(lang, "bad-deals-per-set"));
  const movement = movementOption(args.values, "score", io, lang, (m) => usage(io, lang, m));
  if (typeof movement === "number") return movement;

  const problems: Problem[] = [];
  const penalties: Penalty[] = [];
  const disqualified: Disqualification[] = [];
  if (typeof args.values.disqualify === "string") {
    const list = playerList(args.values.disqualify, lang);
    if (typeof list === "string") return usage(io, lang, list);
    for (const player of list) disqualified.push({ player, reason: "" });
  }
  if (typeof args.values.penalties === "string") {
    const file = args.values.penalties;
    const t = readCsvFile(file);
    const p = t.ok ? readPlayerRulings(t.value) : t;
    if (p.ok) {
      for (const r of [...p.value.penalties, ...p.value.disqualified]) {
        if (r.session !== undefined && r.session > files.length)
          problems.push(
            error(
              "bad-session",
              `a ruling for session ${r.session}, but ${files.length} file${files.length === 1 ? " is" : "s are"} given`,
              { file, column: "session" },
              { value: r.session },
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
  const notes = new Set<string>();
  for (const file of files) {
    const read = await readProtocolFile(file);
    // A workbook's own movement is the reference, as in the pane; --players overrides it.
    const own = movement === undefined && read.movement !== undefined;
    const reference = own ? read.movement : movement;
    const perSet = own ? (read.dealsPerSet ?? dealsPerSet) : dealsPerSet;
    // Every check on what was read, as pref check does: one list, and no standings over an error.
    problems.push(...fileIssues(read, reference, perSet));
    let protocols = read.protocols;
    if (variant !== undefined && protocols.length > 0) {
      const filled = fillWhists(variant, protocols);
      if (filled.ok) {
        protocols = filled.value;
        problems.push(...filled.warnings);
      } else problems.push(...filled.problems);
    }
    if (reference !== undefined) protocols = withExpectedRows(protocols, reference, perSet);
    else if (!isWorkbook(file)) notes.add(cliText(lang, "tables-from-rows"));
    sessions.push({
      file,
      protocols,
      names: read.names,
      penalties: read.penalties,
      disqualified: read.disqualified,
    });
  }
  const errors = problems.filter((p) => p.severity === "error").length;
  const provisional = errors > 0;
  const unread = sessions.filter((s) => s.protocols.length === 0).map((s) => s.file);
  if (provisional && (args.values.provisional !== true || unread.length > 0)) {
    const sorted = sortProblems(problems);
    for (const p of sorted) io.err(problemLine(p, lang));
    // A file that gave no protocol at all is the file's fault, not the protocols': say which.
    io.err(unread.length > 0 ? reportTexts(lang).unread(unread) : cliText(lang, "score-refused", errors));
    // A program reading the JSON gets the same list, as `pref check --format json` gives it.
    if (format === "json") io.out(JSON.stringify({ issues: sorted.map((p) => issueJson(p, lang)) }, null, 2));
    return 1;
  }
  for (const n of notes) io.err(n);
  notes.clear();

  const single = files.length === 1;
  const scored: { file: string; score: SessionScore }[] = [];
  const warnings: Problem[] = [];
  // A disqualification with a session removes the player from that session only; without one,
  // from the event (and so from every session).
  const eventWide = disqualified.filter((d) => d.session === undefined);
  sessions.forEach((s, i) => {
    const own = penalties.filter((p) => p.session === i + 1 || (single && p.session === undefined));
    const { score, warnings: w } = scoreSession(s.protocols, {
      penalties: [...s.penalties, ...own],
      disqualified: [
        ...s.disqualified,
        ...disqualified.filter((d) => d.session === undefined || d.session === i + 1),
      ],
      names: names ?? s.names,
    });
    // The zero-sum warnings are the checks' own, listed with them.
    warnings.push(...w.filter((x) => x.code !== "whists-not-zero-sum"));
    scored.push({ file: s.file, score });
  });
  const shown = sortProblems([...problems, ...warnings]);
  for (const w of shown) io.err(problemLine(w, lang));
  const open = provisional ? problems.length : 0;
  const heading = provisional ? cliText(lang, "provisional-heading", open) + "\n" : "";
  const mark = (json: unknown): unknown =>
    provisional ? { provisional: true, problems: open, errors, ...(json as object) } : json;

  if (single) {
    const score = scored[0].score;
    const cardList = cards ? scoreCards(score) : undefined;
    // Only the text follows --lang: the JSON keys and CSV headers are machine contracts
    // (docs/contracts.md), English in both languages.
    switch (format) {
      case "json":
        io.out(JSON.stringify(mark(scoreToJson(score, cardList)), null, 2));
        break;
      case "csv":
        io.out(
          (provisional ? cliText(lang, "provisional-csv", open) + "\n" : "") +
            (cardList === undefined ? standingsCsv(score) : cardsCsv(cardList)),
        );
        break;
      case "text":
        io.out(
          heading +
            standingsText(score, undefined, provisional, lang) +
            (cardList === undefined ? "" : "\n" + cardsText(cardList, lang)),
        );
        break;
    }
  } else {
    const allNames = names ?? new Map(sessions.flatMap((s) => [...(s.names ?? new Map<number, string>())]));
    const event = scoreEvent(
      scored.map((s) => s.score),
      {
        penalties: penalties.filter((p) => p.session === undefined),
        disqualified: eventWide,
        names: allNames,
      },
    );
    for (const w of event.warnings) io.err(problemLine(w, lang));
    switch (format) {
      case "json":
        io.out(JSON.stringify(mark(eventToJson(event.score, scored)), null, 2));
        break;
      case "csv":
        io.out((provisional ? cliText(lang, "provisional-csv", open) + "\n" : "") + eventCsv(event.score));
        break;
      case "text":
        io.out(heading + eventText(event.score, files, provisional, lang));
        break;
    }
    if (out !== undefined) {
      const plan = eventWorkbookPlan(
        scored.map((s) => ({ file: s.file, score: s.score })),
        event.score,
        lang,
      );
      return write(io, lang, outputOf(out, args.values, files), await planToXlsx(plan));
    }
  }
  if (out !== undefined) {
    const event = scoreEvent([scored[0].score], { names: names ?? sessions[0].names });
    const plan = eventWorkbookPlan([{ file: files[0], score: scored[0].score }], event.score, lang);
    return write(io, lang, outputOf(out, args.values, files), await planToXlsx(plan));
  }
  return 0;
}

/** The --out request: never one of the inputs, an existing file only with --force (safe-write.ts). */
function outputOf(file: string, v: Record<string, unknown>, files: readonly string[]): OutputRequest {
  const inputs = [...files, v.penalties, v.names].filter((f): f is string => typeof f === "string");
  return { file, inputs, force: v.force === true, flag: "--out" };
}

async function write(io: CliIO, lang: CliLanguage, out: OutputRequest, bytes: Buffer): Promise<number> {
  const written = await writeOutput(out, bytes);
  if (!written.ok) {
    for (const p of written.problems) io.err(`pref score: ${problemLine(p, lang)}`);
    return 1;
  }
  io.err(reportTexts(lang).resultsWritten(out.file));
  return 0;
}

function usage(io: CliIO, lang: CliLanguage, message: string): number {
  io.err(`pref score: ${message}`);
  io.err(cliText(lang, "usage-score"));
  return 1;
}
