/* The task pane's language, chosen before the UI chunk loads (so the entry stays small). */

export type Language = "ru" | "en";

/** Russian when Office's display language is Russian (or unknown), English otherwise. */
export function pickLanguage(displayLanguage: string | undefined | null): Language {
  if (!displayLanguage) return "ru";
  return displayLanguage.toLowerCase().startsWith("ru") ? "ru" : "en";
}
