/**
 * Russian plural forms, one rule for the pane, the CLI and the reports. A Russian noun after a
 * number takes one of three forms: the "one" form after 1, 21, 101 (but not 11, 111), the "few"
 * form after 2–4, 22–24 (but not 12–14), the "many" form after everything else (0, 5–20, 25 …).
 * The caller gives the three forms, so the same rule serves the genitive after «до», «из» too
 * («до 1 тура, до 2 туров»: one = «тура», few = many = «туров»).
 */

/** The form of the word that goes after `n`: ruWord(21, "стол", "стола", "столов") is "стол". */
export function ruWord(n: number, one: string, few: string, many: string): string {
  const units = Math.abs(n) % 10;
  const tens = Math.abs(n) % 100;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** The number and the word in its form: ruCount(2, "ошибка", "ошибки", "ошибок") is "2 ошибки". */
export function ruCount(n: number, one: string, few: string, many: string): string {
  return `${n} ${ruWord(n, one, few, many)}`;
}
