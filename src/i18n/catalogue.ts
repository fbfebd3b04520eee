/**
 * Every problem's message in Russian and English, from its code and params: the one catalogue the
 * CLI, the task pane and the custom functions take their texts from.
 */
import type { Problem } from "../core/result";
import { checkMessage } from "./check-messages";
import { problemText } from "./problems";

/** The languages of the messages. */
export type Language = "ru" | "en";

/** The problem's message in `language`. */
export function problemMessage(p: Problem, language: Language): string {
  if (language === "en") return p.message;
  const check = checkMessage(p, "ru");
  return check !== p.message ? check : problemText(p, "ru");
}
