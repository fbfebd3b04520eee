/** Exhaustiveness guard for switches over unions: a new case that is not handled fails to compile. */
export function assertNever(x: never): never {
  throw new Error(`unexpected value ${JSON.stringify(x)}`);
}
