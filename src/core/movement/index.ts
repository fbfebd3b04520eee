/**
 * The movement engine: who sits where, which set each table plays, for any number of players from
 * 3 to 1000, and the views a director prints. Pure TypeScript (no Node, DOM or Office).
 */
export { generateMovement, describeMethod, stopAfter, MAX_PLAYERS } from "./generate";
export { validateMovement } from "./validate";
export {
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
