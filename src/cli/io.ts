/** What a command needs from the outside world, so tests can run commands in-process. */
export interface CliIO {
  /** Standard output. */
  out(text: string): void;
  /** Standard error: messages for the director. */
  err(text: string): void;
  /**
   * The environment whose locale (LC_ALL, LC_MESSAGES, LANG) gives the default language
   * (args.ts defaultLanguage); the process's own when absent.
   */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The real terminal. */
export const processIO: CliIO = {
  out: (text) => process.stdout.write(text.endsWith("\n") ? text : text + "\n"),
  err: (text) => process.stderr.write(text.endsWith("\n") ? text : text + "\n"),
};
