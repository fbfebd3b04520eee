/*
 * The task pane UI, two tabs. Session: the session settings, the movement's quality before
 * building, the Build button with its progress, the question when sheet names are taken, and the
 * result or the problems in the director's language. Check: the Check protocols button and its
 * list of issues (check-panel.tsx). Loaded lazily by taskpane.ts.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  FluentProvider,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  Tab,
  TabList,
  Textarea,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
  webLightTheme,
} from "@fluentui/react-components";
import { METHOD_NAMES, type Alternative } from "../core/movement";
import type { Problem } from "../core/result";
import {
  officeTarget,
  type ClashAnswer,
  type SheetClash,
  type WorkbookTarget,
  type WriteReport,
} from "../excel";
import { problemText } from "../i18n/problems";
import { analyseInWorker } from "./analyse-in-worker";
import { buildSession, type BuildProgress } from "./build-session";
import { CheckPanel } from "./check-panel";
import {
  formSettings,
  initialForm,
  parsePlayers,
  percentText,
  previewMovement,
  type FormState,
  type MovementPreview,
  VARIANT_CHOICES,
} from "./session-form";
import { type Language, strings, type TaskpaneStrings } from "./strings";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: "480px",
  },
  row: {
    display: "grid",
    gridTemplateColumns: "1fr 1fr",
    columnGap: tokens.spacingHorizontalM,
    alignItems: "start",
  },
  cell: { minWidth: 0 },
  input: { minWidth: 0, width: "100%" },
  quality: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: "flex", columnGap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  tabs: { marginLeft: `calc(-1 * ${tokens.spacingHorizontalM})` },
  build: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  hidden: { display: "none" },
});

type Preview =
  | { readonly state: "none" }
  | { readonly state: "working" }
  | { readonly state: "ready"; readonly preview: MovementPreview; readonly warnings: readonly Problem[] }
  | { readonly state: "problems"; readonly problems: readonly Problem[] };

type Status =
  | { readonly state: "idle" }
  | { readonly state: "building"; readonly progress: BuildProgress }
  | { readonly state: "asking"; readonly clashes: readonly SheetClash[] }
  | { readonly state: "done"; readonly report: WriteReport; readonly warnings: readonly Problem[] }
  | { readonly state: "failed"; readonly problems: readonly Problem[] };

/** The movement of the current form, worked out a moment after the director stops typing. */
function usePreview(form: FormState): Preview {
  const [preview, setPreview] = useState<Preview>({ state: "none" });
  const players = parsePlayers(form.players);
  const count = players?.players;
  const rounds = /^\d+$/.test(form.rounds.trim()) ? Number(form.rounds.trim()) : undefined;
  useEffect(() => {
    if (count === undefined) {
      setPreview({ state: "none" });
      return undefined;
    }
    setPreview({ state: "working" });
    const timer = setTimeout(() => {
      const r = previewMovement({
        players: count,
        tableSize: Number(form.tableSize),
        method: form.method,
        rounds,
      });
      setPreview(
        r.ok
          ? { state: "ready", preview: r.value, warnings: r.warnings }
          : { state: "problems", problems: r.problems },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [count, form.tableSize, form.method, rounds]);
  return preview;
}

function ProblemList({ problems, language }: { problems: readonly Problem[]; language: Language }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {problems.map((p, i) => (
        <li key={i}>{problemText(p, language)}</li>
      ))}
    </ul>
  );
}

/** An alternative in the director's words. */
function alternativeWords(a: Alternative, text: TaskpaneStrings, language: Language): string {
  return text.alternativeLine({
    family: text.family(a.method, a.base),
    tables: a.tables,
    tableSize: a.tableSize,
    rounds: a.rounds,
    perfect: a.perfect,
    linesKept: a.linesKept,
    everySetOnce: a.everySetOnce,
    share: percentText(a.metOnceShare, language),
    rests: a.rests,
    threeHanded: a.threeHandedTables,
    evenMeetings: a.evenMeetings,
  });
}

/**
 * The other families for the count, best first by the advice order; the best is recommended when
 * it is not the movement shown, and any can be chosen (its family and table size go to the form).
 */
function Alternatives({
  alternatives,
  text,
  language,
  onChoose,
}: {
  alternatives: readonly Alternative[];
  text: TaskpaneStrings;
  language: Language;
  onChoose: (a: Alternative) => void;
}) {
  const styles = useStyles();
  const shown = alternatives.find((a) => a.chosen);
  const best = alternatives.find((a) => a.best && shown !== undefined && a.tableSize === shown.tableSize);
  const others = alternatives.filter((a) => !a.chosen);
  if (others.length === 0) return null;
  return (
    <>
      {best !== undefined && !best.chosen && (
        <Caption1 data-testid="recommend">
          <strong>{text.recommend(alternativeWords(best, text, language))}</strong>
        </Caption1>
      )}
      <Caption1>
        <strong>{text.alternativesTitle}</strong>
      </Caption1>
      <ul className={styles.list} data-testid="alternatives">
        {others.map((a, i) => (
          <li key={i}>
            <Caption1>{alternativeWords(a, text, language)} </Caption1>
            <Button size="small" appearance="transparent" onClick={() => onChoose(a)}>
              {text.choose}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** How often every pair meets in the movement shown, when even; only for the whole movement. */
function evenMeetingsOf(p: MovementPreview): number | null {
  if (p.rounds < p.fullRounds) return null;
  return p.alternatives.find((a) => a.chosen)?.evenMeetings ?? null;
}

/** A labelled box for a whole number, half a row wide. */
function NumberField({
  label,
  hint,
  error,
  testId,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  testId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Field className={styles.cell} label={label} hint={hint} validationMessage={error}>
      <Input
        className={styles.input}
        data-testid={testId}
        inputMode="numeric"
        value={value}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}

/** How the build ended: a titled message bar (test id "result"). */
function Outcome({
  intent,
  title,
  children,
}: {
  intent: "success" | "error";
  title: string;
  children: ReactNode;
}) {
  return (
    <MessageBar intent={intent} layout="multiline" data-testid="result">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}

/** A labelled set of radio buttons; each button's test id is `${testId}-${value}`. */
function Choice<V extends string>({
  label,
  testId,
  value,
  options,
  horizontal = false,
  onChange,
}: {
  label: string;
  testId: string;
  value: V;
  options: readonly (readonly [V, string])[];
  horizontal?: boolean;
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label}>
      <RadioGroup
        layout={horizontal ? "horizontal" : "vertical"}
        value={value}
        onChange={(_, d) => {
          const picked = options.find(([v]) => v === d.value);
          if (picked !== undefined) onChange(picked[0]);
        }}
      >
        {options.map(([v, text]) => (
          <Radio key={v} value={v} label={text} data-testid={`${testId}-${v}`} />
        ))}
      </RadioGroup>
    </Field>
  );
}

function Quality({
  preview,
  text,
  language,
  onChoose,
}: {
  preview: Preview;
  text: TaskpaneStrings;
  language: Language;
  onChoose: (a: Alternative) => void;
}) {
  const styles = useStyles();
  if (preview.state === "none") return null;
  return (
    <section className={styles.quality} aria-live="polite" data-testid="quality">
      <Body1>
        <strong>{text.quality}</strong>
      </Body1>
      {preview.state === "working" && <Caption1>{text.qualityWorking}</Caption1>}
      {preview.state === "problems" && <ProblemList problems={preview.problems} language={language} />}
      {preview.state === "ready" && (
        <>
          <Caption1 data-testid="movement-words">
            {text.movementLine(
              text.family(preview.preview.method, preview.preview.base),
              preview.preview.tables,
              preview.preview.tableSize,
              preview.preview.rounds,
              preview.preview.fullRounds,
            )}
          </Caption1>
          <Caption1 data-testid="perfect">
            {preview.preview.perfect
              ? text.perfect
              : text.notPerfect(preview.preview.linesKept, evenMeetingsOf(preview.preview))}
          </Caption1>
          <Caption1 data-testid="met-once">
            {text.metOnce(
              percentText(preview.preview.metOnceShare, language),
              preview.preview.metOnce,
              preview.preview.pairs,
              preview.preview.linesKept,
            )}
          </Caption1>
          <Caption1>{text.rests(preview.preview.rests.min, preview.preview.rests.max)}</Caption1>
          {preview.preview.threeHandedTables > 0 && (
            <Caption1>{text.threeHanded(preview.preview.threeHandedTables)}</Caption1>
          )}
          {preview.preview.repeatedSets > 0 && (
            <Caption1>{text.repeatedSets(preview.preview.repeatedSets)}</Caption1>
          )}
          <Alternatives
            alternatives={preview.preview.alternatives}
            text={text}
            language={language}
            onChoose={onChoose}
          />
          {preview.warnings.length > 0 && (
            <>
              <Caption1>
                <strong>{text.warningsTitle}</strong>
              </Caption1>
              <ProblemList problems={preview.warnings} language={language} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A deal seed from the platform's secure source, so no two evenings get the same deals. */
function dealSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

function progressText(p: BuildProgress, text: TaskpaneStrings): string {
  switch (p.phase) {
    case "planning":
      return text.planning;
    case "reading":
      return text.reading;
    case "writing":
      return text.writing;
    case "analysing":
      return text.analysing(p.done, p.total);
    default:
      return text.building;
  }
}

function progressValue(p: BuildProgress): number | undefined {
  if (p.phase === "writing") return p.total === 0 ? 1 : (p.done + 1) / (p.total + 1);
  if (p.phase === "analysing") return p.total === 0 ? undefined : p.done / p.total;
  return p.phase === "done" ? 1 : undefined;
}

export function App({ language, target }: { language: Language; target: WorkbookTarget }) {
  const styles = useStyles();
  const text = strings[language];
  const [form, setForm] = useState<FormState>(() => initialForm(language));
  const [fieldProblems, setFieldProblems] = useState<readonly Problem[]>([]);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const answer = useRef<((a: ClashAnswer) => void) | null>(null);
  const preview = usePreview(form);
  const players = parsePlayers(form.players);
  const [tab, setTab] = useState<"build" | "check">("build");

  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]): void =>
      setForm((f) => ({ ...f, [key]: value }));
  // The form's two-way choices as radio buttons, each value with its words.
  const choice = <K extends "tableSize" | "formulas" | "deals" | "language">(
    key: K,
    label: string,
    first: readonly [FormState[K], string],
    second: readonly [FormState[K], string],
    horizontal = false,
  ) => (
    <Choice
      label={label}
      testId={key}
      value={form[key]}
      options={[first, second]}
      horizontal={horizontal}
      onChange={set(key)}
    />
  );
  const fieldError = (column: string): string | undefined => {
    const p = fieldProblems.find((x) => x.at.column === column);
    return p === undefined ? undefined : problemText(p, language);
  };
  const busy = status.state === "building" || status.state === "asking";

  const onBuild = async (): Promise<void> => {
    const parsed = formSettings(form);
    if (!parsed.ok) {
      setFieldProblems(parsed.problems);
      return;
    }
    setFieldProblems([]);
    setStatus({ state: "building", progress: { phase: "planning" } });
    const result = await buildSession(target, parsed.value, {
      ...(form.deals === "random" ? { deals: { seed: dealSeed(), analyse: analyseInWorker } } : {}),
      onProgress: (progress) => setStatus({ state: "building", progress }),
      onClash: (clashes) =>
        new Promise<ClashAnswer>((resolve) => {
          answer.current = (a) => {
            answer.current = null;
            setStatus({ state: "building", progress: { phase: "writing", done: 0, total: 0 } });
            resolve(a);
          };
          setStatus({ state: "asking", clashes });
        }),
    });
    setStatus(
      result.ok
        ? { state: "done", report: result.value, warnings: result.warnings }
        : { state: "failed", problems: result.problems },
    );
  };

  return (
    <main className={styles.page} lang={language}>
      <Title2 as="h1">{text.title}</Title2>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => setTab(d.value === "check" ? "check" : "build")}
        className={styles.tabs}
      >
        <Tab value="build" data-testid="tab-build">
          {text.tabBuild}
        </Tab>
        <Tab value="check" data-testid="tab-check">
          {text.tabCheck}
        </Tab>
      </TabList>
      {/* Both tabs stay mounted (hidden), so each keeps its state while the other is shown. */}
      <div className={mergeClasses(styles.build, tab !== "check" && styles.hidden)}>
        <CheckPanel language={language} text={text} target={target} />
      </div>
      <div className={mergeClasses(styles.build, tab !== "build" && styles.hidden)}>
        <Body1>{text.intro}</Body1>

        <Field
          label={text.players}
          hint={
            players === null
              ? text.playersHint
              : text.playersCount(players.players, players.names !== undefined)
          }
          validationMessage={fieldError("players")}
          required
        >
          <Textarea
            data-testid="players"
            value={form.players}
            resize="vertical"
            rows={4}
            onChange={(_, d) => set("players")(d.value)}
          />
        </Field>

        {choice("tableSize", text.tableSize, ["4", text.tableOf4], ["3", text.tableOf3], true)}

        <Field label={text.method}>
          <Select
            data-testid="method"
            className={styles.input}
            value={form.method}
            onChange={(_, d) => set("method")(d.value)}
          >
            <option value="auto">{text.methodAuto}</option>
            {METHOD_NAMES.map((m) => (
              <option key={m} value={m}>
                {text.family(m)}
              </option>
            ))}
          </Select>
        </Field>

        <Quality
          preview={preview}
          text={text}
          language={language}
          onChoose={(a) =>
            setForm((f) => ({ ...f, method: a.method, tableSize: a.tableSize === 3 ? "3" : "4" }))
          }
        />

        <div className={styles.row}>
          <NumberField
            label={text.rounds}
            hint={text.roundsHint(preview.state === "ready" ? preview.preview.fullRounds : null)}
            error={fieldError("rounds")}
            testId="rounds"
            value={form.rounds}
            onChange={set("rounds")}
          />
          <NumberField
            label={text.dealsPerSet}
            hint={text.dealsHint}
            error={fieldError("dealsPerSet")}
            testId="deals-per-set"
            value={form.dealsPerSet}
            onChange={set("dealsPerSet")}
          />
        </div>

        <Field label={text.variant} hint={text.variantHint}>
          <Select
            data-testid="variant"
            value={form.variant}
            onChange={(_, d) => set("variant")(VARIANT_CHOICES.find((v) => v === d.value) ?? "")}
          >
            {VARIANT_CHOICES.map((v) => (
              <option key={v} value={v}>
                {text.variantNames[v]}
              </option>
            ))}
          </Select>
        </Field>

        <Caption1 data-testid="penalties-note">{text.penaltiesNote}</Caption1>
        <Caption1 data-testid="adjusted-note">{text.adjustedNote}</Caption1>

        {choice(
          "formulas",
          text.formulas,
          ["addin", text.formulasAddin],
          ["portable", text.formulasPortable],
        )}
        {choice("deals", text.deals, ["none", text.dealsNone], ["random", text.dealsRandom])}
        <Checkbox
          checked={form.guides}
          onChange={(_, d) => set("guides")(d.checked === true)}
          label={text.guides}
          data-testid="guides"
        />
        {choice("language", text.language, ["ru", "Русский"], ["en", "English"], true)}

        <Button appearance="primary" data-testid="build" disabled={busy} onClick={() => void onBuild()}>
          {busy ? text.building : text.build}
        </Button>

        {status.state === "building" && (
          <Field validationMessage={progressText(status.progress, text)} validationState="none">
            <ProgressBar value={progressValue(status.progress)} />
          </Field>
        )}

        {status.state === "asking" && (
          <MessageBar intent="warning" layout="multiline" data-testid="clash">
            <MessageBarBody>
              <MessageBarTitle>{text.clashTitle}</MessageBarTitle>
              {text.clashText}
              <ul className={styles.list}>
                {status.clashes.map((c) => (
                  <li key={c.planned}>
                    {text.clashLine(c.existing, c.holdsData, c.renamedTo, c.why, c.typedCell)}
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  data-testid="clash-rename"
                  onClick={() => answer.current?.("rename")}
                >
                  {text.clashRename}
                </Button>
                <Button data-testid="clash-cancel" onClick={() => answer.current?.("cancel")}>
                  {text.clashCancel}
                </Button>
              </div>
            </MessageBarBody>
          </MessageBar>
        )}

        {status.state === "done" && (
          <Outcome intent="success" title={text.doneTitle}>
            {text.doneText(status.report.sheets.length)}
            {status.report.updated.length > 0 && (
              <span data-testid="updated"> {text.updatedText(status.report.updated.length)}</span>
            )}
            {status.report.removed.length > 0 && (
              <span data-testid="removed"> {text.removedText(status.report.removed)}</span>
            )}
            {status.report.keptStale.length > 0 && (
              <ul className={styles.list} data-testid="kept-stale">
                {status.report.keptStale.map((k) => (
                  <li key={k.sheet}>{text.keptStaleLine(k.sheet, k.typedCell)}</li>
                ))}
              </ul>
            )}
            {status.report.clashes.length > 0 && (
              <>
                {" "}
                {text.renamedText}
                <ul className={styles.list}>
                  {status.report.clashes.map((c) => (
                    <li key={c.renamedTo}>{text.liveLine(c.existing, c.renamedTo, c.why, c.typedCell)}</li>
                  ))}
                </ul>
              </>
            )}
            {status.warnings.length > 0 && <ProblemList problems={status.warnings} language={language} />}
          </Outcome>
        )}

        {status.state === "failed" && (
          <Outcome intent="error" title={text.errorTitle}>
            <ProblemList problems={status.problems} language={language} />
          </Outcome>
        )}
      </div>
    </main>
  );
}

export function mountApp(
  element: HTMLElement,
  language: Language,
  target: WorkbookTarget = officeTarget(),
): void {
  createRoot(element).render(
    <FluentProvider theme={webLightTheme}>
      <App language={language} target={target} />
    </FluentProvider>,
  );
}
