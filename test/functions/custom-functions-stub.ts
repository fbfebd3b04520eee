/**
 * A stand-in for the CustomFunctions global that Excel provides, so the functions can be called
 * in Node exactly as Excel calls them.
 */
export class StubError extends Error {
  constructor(
    public readonly code: string,
    message?: string,
  ) {
    super(message);
  }
}

/** Installs the stub on globalThis. */
export function installCustomFunctionsStub(): void {
  (globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = {
    Error: StubError,
    ErrorCode: {
      invalidValue: "#VALUE!",
      notAvailable: "#N/A",
      divisionByZero: "#DIV/0!",
      invalidNumber: "#NUM!",
      nullReference: "#NULL!",
    },
    associate: () => undefined,
  };
}
