/* Custom functions of Pref Director (namespace PREF). Filled in by the scoring work. */

/**
 * The top of a line of n results: 2·(n − 1) matchpoints.
 * @customfunction TOP
 * @param results Number of results in the line.
 * @returns The largest number of matchpoints possible.
 */
export function top(results: number): number {
  return 2 * (results - 1);
}
