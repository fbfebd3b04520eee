/*
 * The inline guard of taskpane.html (the one page of the shared runtime: it hosts the custom
 * functions too) must parse as ES5 — EdgeHTML and IE11 cannot parse the ES2020 bundles — and show
 * what is needed when the runtime lacks ES2020, and nothing otherwise.
 */
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";

const acorn = require("acorn") as { parse(code: string, options: { ecmaVersion: number }): unknown };

const PAGE = fs.readFileSync(path.resolve(__dirname, "../../src/taskpane/taskpane.html"), "utf8");

function guardSource(): string {
  const m = /<script id="es5-guard">([\s\S]*?)<\/script>/.exec(PAGE);
  if (m === null) throw new Error('taskpane.html has no <script id="es5-guard">');
  return m[1];
}

/** Runs the guard in a fresh global (with or without BigInt); returns what #root holds afterwards. */
function runGuard(options: { bigint: boolean; readyState: "loading" | "complete" }) {
  const root = { innerHTML: "<p>Pref Director…</p>" };
  const listeners: (() => void)[] = [];
  const sandbox: Record<string, unknown> = {
    document: {
      readyState: options.readyState,
      getElementById: (id: string) => (id === "root" ? root : null),
      addEventListener: (_: string, f: () => void) => listeners.push(f),
    },
  };
  sandbox.window = sandbox;
  const context = vm.createContext(sandbox);
  if (!options.bigint) vm.runInContext("delete globalThis.BigInt;", context);
  vm.runInContext(guardSource(), context);
  for (const f of listeners) f();
  return { html: root.innerHTML, flagged: sandbox.PREF_UNSUPPORTED_RUNTIME === true };
}

describe("the ES5 guard of the shared runtime page", () => {
  test("it is the first script of the page, before office.js and the bundles", () => {
    const first = /<script\b[^>]*>/.exec(PAGE)?.[0];
    expect(first).toBe('<script id="es5-guard">');
  });

  test("it parses as ES5", () => {
    expect(() => acorn.parse(guardSource(), { ecmaVersion: 5 })).not.toThrow();
    // Sanity of the check itself: ES2020 syntax does not parse as ES5.
    expect(() => acorn.parse("var a = b?.c;", { ecmaVersion: 5 })).toThrow();
  });

  test("the built page's guard (minified by the build) still parses as ES5", () => {
    const dist = path.resolve(__dirname, "../../dist/taskpane.html");
    // Only after `npm run build`; CI builds before it tests.
    if (!fs.existsSync(dist)) return;
    const m = /<script id="?es5-guard"?>([\s\S]*?)<\/script>/.exec(fs.readFileSync(dist, "utf8"));
    expect(m).not.toBeNull();
    expect(() => acorn.parse((m as RegExpExecArray)[1], { ecmaVersion: 5 })).not.toThrow();
  });

  test.each(["loading", "complete"] as const)(
    "without BigInt it names what is needed, in Russian and English (document %s)",
    (readyState) => {
      const { html, flagged } = runGuard({ bigint: false, readyState });
      expect(flagged).toBe(true);
      expect(html).toContain('role="alert"');
      expect(html).toContain("Microsoft 365 или Office 2021 и новее с компонентом Microsoft Edge WebView2");
      expect(html).toContain(
        "Microsoft 365 or Office 2021 or later with the Microsoft Edge WebView2 runtime",
      );
    },
  );

  test("with ES2020 it leaves the page alone", () => {
    expect(runGuard({ bigint: true, readyState: "complete" })).toEqual({
      html: "<p>Pref Director…</p>",
      flagged: false,
    });
  });
});
