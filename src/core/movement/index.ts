/**
 * The movement engine: who sits where, which set each table plays, for any number of players from
 * 3 to 1000, and the views a director prints. Pure TypeScript (no Node, DOM or Office).
 */
export { generateMovement, describeMethod, familyMovements, stopAfter, MAX_PLAYERS } from "./generate";
export { validateMovement } from "./validate";
export {
  alternativeText,
  alternativesText,
  itineraries,
  itineraryGrid,
  movementGrid,
  qualityRows,
  setAtPosition,
  setRowGrid,
  tableCards,
  tableCardsGrid,
} from "./views";
export type { CardChange, ItineraryStop, PlayerItinerary, TableCard } from "./views";
export { METHOD_NAMES, SEATS } from "./types";
export type {
  MethodName,
  Movement,
  MovementOptions,
  MovementQuality,
  Range,
  Room,
  RoundPlan,
  Seat,
  TableAssignment,
  TableSize,
} from "./types";
export { movementAlternatives } from "./alternatives";
export type { Alternative } from "./alternatives";
export { compareCandidates, evenMeetings, playsEverySetOnce } from "./advice";
export type { Candidate } from "./advice";
export { dealerOfDeal, seatedForDealer } from "./dealer";
