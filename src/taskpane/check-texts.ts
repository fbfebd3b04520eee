/**
 * The check's problems in the director's language: the texts of the check and reading codes
 * (src/i18n/check-messages.ts, short, without the location: the list shows it apart), then the
 * Excel and form texts (src/i18n/problems.ts), and else the core's English message.
 */
import type { Problem } from "../core/result";
import { checkMessage } from "../i18n/check-messages";
import { problemText } from "../i18n/problems";
import type { Language } from "./language";

/** The problem's text in `language`. */
export function issueText(p: Problem, language: Language): string {
  const checked = checkMessage(p, language);
  return capitalFirst(checked !== p.message ? checked : problemText(p, language));
}

/** Each issue is a sentence of its own: "играющий В — сдающий…" shows as "Играющий В — сдающий…". */
function capitalFirst(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}
