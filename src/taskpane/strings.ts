/* Task pane strings. Russian is the add-in's default language; English is the second one. */

export type Language = "ru" | "en";

export interface TaskpaneStrings {
  title: string;
  comingSoon: string;
}

export const strings: Record<Language, TaskpaneStrings> = {
  ru: {
    title: "Pref Director",
    comingSoon: "Скоро здесь появится построитель сессии. Функции PREF.* уже работают в формулах.",
  },
  en: {
    title: "Pref Director",
    comingSoon: "The session builder is coming soon. The PREF.* functions already work in formulas.",
  },
};

/** Russian when Office's display language is Russian (or unknown), English otherwise. */
export function pickLanguage(displayLanguage: string | undefined | null): Language {
  if (!displayLanguage) return "ru";
  return displayLanguage.toLowerCase().startsWith("ru") ? "ru" : "en";
}
