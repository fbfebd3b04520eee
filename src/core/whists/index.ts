/**
 * Whists from the contract: the contract parser, the variants as data, the settlement of one deal
 * and the cost table a table is handed.
 */
export {
  ALL_PASS_SPELLINGS,
  contractOf,
  formatContract,
  LEVELS,
  MISERE_SPELLINGS,
  normaliseContractText,
  parseContract,
  SUIT_SPELLINGS,
  SUITS,
} from "./contract";
export type { Contract, Level, Suit } from "./contract";
export { dealWhists, parseDefenceChoice } from "./deal-whists";
export type { DealInput, DefenceChoice, Rounding, WhistArgument, WhistRow } from "./deal-whists";
export { LENINGRAD, ROSTOV, scaleVariant, SOCHI, variantByName, VARIANTS } from "./variants";
export type { AllPassRules, MisereRules, VariantRules } from "./variants";
export { fillWhists, whistsOfRow } from "./protocol-whists";
export { contractCode, contractForms, costTable } from "./cost-table";
export type { CostRow } from "./cost-table";
