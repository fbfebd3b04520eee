/*
 * The Check protocols section of the task pane: the button, then every issue in the director's
 * language, grouped by deal — severity, cell, message — and the results still missing apart.
 * Clicking an issue selects its cell in Excel; what goes wrong shows in the pane.
 */
import { useState } from "react";
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  makeStyles,
  mergeClasses,
  tokens,
} from "@fluentui/react-components";
import type { Problem, Severity } from "../core/result";
import type { WorkbookTarget } from "../excel";
import { checkSession, selectCell, type CheckReport, type Issue } from "./check-session";
import { issueText } from "./check-texts";
import type { Language } from "./language";
import type { TaskpaneStrings } from "./strings";

const useStyles = makeStyles({
  section: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM },
  group: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalXXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: { listStyleType: "none", margin: 0, padding: 0 },
  item: {
    display: "grid",
    gridTemplateColumns: "20px 1fr",
    columnGap: tokens.spacingHorizontalS,
    width: "100%",
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: "none",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: "transparent",
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: "left",
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    ":disabled": { cursor: "default" },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  where: { display: "block", color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  icon: { marginTop: "2px" },
  details: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXS },
  summary: { cursor: "pointer", fontWeight: tokens.fontWeightSemibold },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** A red circle with a cross (error) or an amber triangle with "!" (warning). */
function SeverityIcon({ severity, label }: { severity: Severity; label: string }) {
  const styles = useStyles();
  return severity === "error" ? (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" role="img" aria-label={label}>
      <circle cx="8" cy="8" r="7.5" fill={tokens.colorPaletteRedBackground3} />
      <path d="M5.2 5.2l5.6 5.6M10.8 5.2l-5.6 5.6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  ) : (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" role="img" aria-label={label}>
      <path d="M8 1l7.2 13.2H.8z" fill={tokens.colorPaletteMarigoldBackground3} strokeLinejoin="round" />
      <path d="M8 6v4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="12.2" r="1" fill="#fff" />
    </svg>
  );
}

type CheckState =
  | { readonly state: "idle" }
  | { readonly state: "checking" }
  | { readonly state: "done"; readonly report: CheckReport }
  | { readonly state: "failed"; readonly problems: readonly Problem[] };

/** Issues by deal (those of no deal first), in the report's order. */
function byDeal(issues: readonly Issue[]): [number | null, Issue[]][] {
  const groups = new Map<number | null, Issue[]>();
  for (const i of issues) {
    const deal = i.problem.at.board ?? null;
    const list = groups.get(deal);
    if (list === undefined) groups.set(deal, [i]);
    else list.push(i);
  }
  return [...groups].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

function IssueList({
  issues,
  text,
  language,
  selected,
  onSelect,
}: {
  issues: readonly Issue[];
  text: TaskpaneStrings;
  language: Language;
  selected: Issue | null;
  onSelect: (i: Issue) => void;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {issues.map((i, k) => (
        <li key={k}>
          <button
            type="button"
            className={mergeClasses(styles.item, i === selected && styles.selected)}
            data-testid="issue"
            data-code={i.problem.code}
            data-cell={i.cell === null ? "" : `${i.cell.sheet}!${i.cell.address}`}
            aria-current={i === selected ? "true" : undefined}
            disabled={i.cell === null}
            onClick={() => onSelect(i)}
          >
            <SeverityIcon
              severity={i.problem.severity}
              label={i.problem.severity === "error" ? text.error : text.warning}
            />
            <span>
              {i.cell !== null && (
                <span className={styles.where}>{text.cell(i.cell.sheet, i.cell.address)}</span>
              )}
              <span data-testid="issue-text">{issueText(i.problem, language)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CheckPanel({
  language,
  text,
  target,
}: {
  language: Language;
  text: TaskpaneStrings;
  target: WorkbookTarget;
}) {
  const styles = useStyles();
  const [status, setStatus] = useState<CheckState>({ state: "idle" });
  const [selected, setSelected] = useState<Issue | null>(null);
  const [selectProblems, setSelectProblems] = useState<readonly Problem[]>([]);

  const onCheck = async (): Promise<void> => {
    setStatus({ state: "checking" });
    setSelected(null);
    setSelectProblems([]);
    const r = await checkSession(target);
    setStatus(r.ok ? { state: "done", report: r.value } : { state: "failed", problems: r.problems });
  };

  const onSelect = async (i: Issue): Promise<void> => {
    if (i.cell === null) return;
    setSelected(i);
    const r = await selectCell(target, i.cell.sheet, i.cell.address);
    setSelectProblems(r.ok ? [] : r.problems);
  };

  const report = status.state === "done" ? status.report : null;
  const errors = report?.issues.filter((i) => i.problem.severity === "error").length ?? 0;
  const warnings = (report?.issues.length ?? 0) - errors;

  return (
    <section className={styles.section} data-testid="check-panel">
      <Body1>{text.checkIntro}</Body1>
      <Button
        appearance="primary"
        data-testid="check"
        disabled={status.state === "checking"}
        onClick={() => void onCheck()}
      >
        {status.state === "checking" ? text.checking : text.check}
      </Button>
      {status.state === "checking" && <ProgressBar />}

      {status.state === "failed" && (
        <MessageBar intent="error" layout="multiline" data-testid="check-result">
          <MessageBarBody>
            <MessageBarTitle>{text.errorTitle}</MessageBarTitle>
            <ul className={styles.problems}>
              {status.problems.map((p, k) => (
                <li key={k}>{issueText(p, language)}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}

      {report !== null && (
        <MessageBar
          intent={errors > 0 ? "error" : warnings > 0 ? "warning" : "success"}
          layout="multiline"
          data-testid="check-result"
        >
          <MessageBarBody>
            <MessageBarTitle>
              {report.issues.length === 0 ? text.cleanTitle : text.summary(errors, warnings)}
            </MessageBarTitle>
            {text.checked(report.sheets, report.withMovement)}
            {report.issues.length > 0 && ` ${text.clickHint}`}
          </MessageBarBody>
        </MessageBar>
      )}

      {selectProblems.length > 0 && (
        <MessageBar intent="error" layout="multiline" data-testid="select-problem">
          <MessageBarBody>
            {selectProblems.map((p, k) => (
              <span key={k}>{issueText(p, language)}</span>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}

      {report !== null &&
        byDeal(report.issues).map(([deal, issues]) => (
          <div className={styles.group} key={deal ?? "workbook"} data-testid="issue-group">
            <h2 className={styles.heading}>{deal === null ? text.workbook : text.deal(deal)}</h2>
            <IssueList
              issues={issues}
              text={text}
              language={language}
              selected={selected}
              onSelect={(i) => void onSelect(i)}
            />
          </div>
        ))}

      {report !== null && report.missing.length > 0 && (
        <details className={styles.details} data-testid="missing">
          <summary className={styles.summary}>{text.missing(report.missing.length)}</summary>
          <Caption1>{text.missingNote}</Caption1>
          <IssueList
            issues={report.missing}
            text={text}
            language={language}
            selected={selected}
            onSelect={(i) => void onSelect(i)}
          />
        </details>
      )}
    </section>
  );
}
