/**
 * The movement families in the director's words, in Russian and English: the task pane lists
 * them and `pref movement --lang ru` names the movement with them, so both say the same.
 */
import type { MethodName } from "../core/movement";
import { RU_SEATS } from "./catalogue";

/** The languages of the family names. */
type Language = "ru" | "en";

// The seed's simple rotation in the seat letters of the sheets (С, В, Ю, З in Russian).
const rotation = (language: Language): string => {
  const { N, E, S, W } = RU_SEATS;
  return language === "ru" ? `§5: ${N} на месте, ${E} +1, ${S} +2, ${W} −2` : "§5: N stays, E +1, S +2, W −2";
};

// Each family is a noun phrase: it stands alone in the method list and starts a sentence.
/** Each family's name in Russian. */
export const RU_FAMILY: Readonly<Record<MethodName, string>> = {
  cyclic: `простая карусель (${rotation("ru")})`,
  field: "совершенная карусель по конечному полю",
  mols: "совершенная рассадка по латинским квадратам",
  product: "совершенная рассадка — произведение двух",
  small: "особая схема для малого числа игроков",
  search: "карусель с подобранными пропусками",
  skip: "карусель с пропусками (§5)",
  rooms: "рассадка по залам",
  rests: "рассадка с отдыхающими",
  regroup: "рассадка со столами на троих",
};

/** Each family's name in English. */
export const EN_FAMILY: Readonly<Record<MethodName, string>> = {
  cyclic: `simple rotation (${rotation("en")})`,
  field: "perfect rotation over a finite field",
  mols: "perfect movement from Latin squares",
  product: "perfect movement, the product of two",
  small: "special scheme for a small field",
  search: "rotation with chosen skips",
  skip: "rotation with skips (§5)",
  rooms: "movement in rooms",
  rests: "movement with players resting",
  regroup: "movement with 3-handed tables",
};

/** A movement's family in Russian, with the family underneath for `rests` and `regroup`. */
export function ruFamily(method: MethodName, base?: MethodName): string {
  return base === undefined ? RU_FAMILY[method] : `${RU_FAMILY[method]}, основа — ${RU_FAMILY[base]}`;
}
