/**
 * The protocol checks' messages in Russian and English, keyed by the Problem's code and made from
 * its params — a view of the one catalogue (catalogue.ts) for the task pane's list, which shows the
 * location apart. A code the catalogue lacks falls back to the core's message.
 */
import type { Problem } from "../core/result";
import { CATALOGUE, catalogueText, ProblemCode } from "./catalogue";

type Params = Readonly<Record<string, string | number>>;
type Texts = Readonly<Record<string, (p: Params) => string>>;

function view(language: "ru" | "en"): Texts {
  const out: Record<string, (p: Params) => string> = {};
  for (const code of Object.keys(CATALOGUE) as ProblemCode[]) {
    const text = CATALOGUE[code][language] as (p: Params, message: string) => string;
    out[code] = (p) => text(p, "");
  }
  return out;
}

/** Russian texts by code. */
export const CHECK_MESSAGES_RU: Texts = view("ru");

/** English texts by code (short, without the location). */
export const CHECK_MESSAGES_EN: Texts = view("en");

/** The problem's message in the director's language, from its code and params (else the core's). */
export function checkMessage(p: Problem, language: "ru" | "en"): string {
  return catalogueText(p, language) ?? p.message;
}
