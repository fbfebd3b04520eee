/**
 * Problems (errors as values) in the director's language: a view of the one catalogue
 * (catalogue.ts). English is the core's own message; a code without a Russian text keeps it.
 */
import type { Problem } from "../core/result";
import { catalogueText } from "./catalogue";

export type MessageLanguage = "ru" | "en";

/** The problem's message in `language` (English: the core's own message). */
export function problemText(p: Problem, language: MessageLanguage): string {
  if (language === "en") return p.message;
  return catalogueText(p, "ru") ?? p.message;
}
