/// <reference types="office-js" />
/**
 * Request sizes as office.js itself serialises them (Node only: tests and `npm run bench`).
 *
 * office.js (the @microsoft/office-js package, Excel on the web's script) is loaded once into a
 * `vm` sandbox; its `Excel.RequestContext` is given a request executor that keeps the text office.js
 * would send — `JSON.stringify` of the request body with its Actions and ObjectPaths, exactly what
 * `RichApiMessageUtility.buildMessageArrayForIRequestExecutor` hands to the host — and answers with
 * an empty success. `wireTarget(fake)` drives both: every call the add-in makes goes to office.js
 * (for the bytes) and to the fake (for the behaviour and the values read back), and each
 * `context.sync()` first measures the request, then lets the fake run it with that size, so the
 * fake can refuse it as Excel on the web does (RequestPayloadSizeLimitExceeded).
 */
import * as fs from "fs";
import * as path from "path";
import * as vm from "vm";
import type { WorkbookTarget } from "../../src/excel/target";
import type { FakeExcel } from "./fake-excel";

interface OfficeSandbox {
  Excel: { RequestContext: new (resolver: unknown) => Excel.RequestContext };
}

let sandbox: OfficeSandbox | null = null;

/** office.js's Excel API in a sandbox with just enough of a browser for it to load. */
function officeJs(): OfficeSandbox {
  if (sandbox !== null) return sandbox;
  // From here, or from the project (the bench runs a transpiled copy from a temporary folder).
  const paths = [__dirname, process.cwd()];
  const file = path.join(
    path.dirname(require.resolve("@microsoft/office-js/package.json", { paths })),
    "dist",
    "excel-web-16.00.js",
  );
  const g: Record<string, unknown> = {
    console,
    setTimeout,
    clearTimeout,
    navigator: { userAgent: "node" },
    document: {
      readyState: "complete",
      cookie: "",
      getElementsByTagName: () => [],
      addEventListener: () => undefined,
      createElement: () => ({ style: {} }),
    },
    location: { href: "https://localhost/", search: "", hash: "" },
  };
  g.window = g;
  g.self = g;
  vm.createContext(g);
  vm.runInContext(fs.readFileSync(file, "utf8"), g, { filename: file });
  sandbox = g as unknown as OfficeSandbox;
  return sandbox;
}

/** Bytes of a string in UTF-8. */
function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, "utf8");
}

/** The parts of an office.js request body the answer needs. */
interface RequestBody {
  readonly Actions: readonly {
    readonly Id: number;
    readonly ActionType: number;
    readonly ObjectPathId: number;
  }[];
  readonly ObjectPaths: Readonly<
    Record<
      string,
      { readonly Name: string; readonly ParentObjectPathId?: number; readonly ObjectPathType: number }
    >
  >;
}

/**
 * Excel's answer to a request, as far as office.js needs it to go on: every Instantiate action
 * (ActionType 1) succeeds, and a sheet made by `worksheets.add` gets an id, as Excel returns one —
 * office.js then refers to that sheet by its id in later requests (ObjectPath.updateUsingObjectData),
 * as it does against real Excel, and those bytes are counted too.
 */
function answer(body: RequestBody, nextId: () => string) {
  const results = body.Actions.filter((a) => a.ActionType === 1).map((a) => {
    const p = body.ObjectPaths[String(a.ObjectPathId)];
    const parent =
      p?.ParentObjectPathId === undefined ? undefined : body.ObjectPaths[String(p.ParentObjectPathId)];
    const added = p?.Name === "Add" && p.ObjectPathType === 3 && parent?.Name === "Worksheets";
    return { ActionId: a.Id, Value: added ? { Id: nextId() } : {} };
  });
  return { HttpStatusCode: 200, ErrorCode: "", ErrorMessage: "", Headers: {}, Body: { Results: results } };
}

/** An office.js request context whose requests are measured, not sent; `requests` gets each one's text. */
export function officeJsContext(requests: string[]): Excel.RequestContext {
  let sheets = 0;
  // Excel's sheet ids look like this ("{00000000-0001-0000-0000-000000000000}").
  const nextId = (): string => `{00000000-0001-0000-${String(sheets++).padStart(4, "0")}-000000000000}`;
  const resolver = {
    _resolveRequestUrlAndHeaderInfo: () => Promise.resolve({ url: "https://wire.invalid/", headers: {} }),
    _createRequestExecutorOrNull: () => ({
      executeAsync: (_custom: unknown, _flags: number, message: { Body: RequestBody }) => {
        requests.push(JSON.stringify(message.Body));
        return Promise.resolve(answer(message.Body, nextId));
      },
    }),
  };
  return new (officeJs().Excel.RequestContext)(resolver);
}

/** The two sides of a teed object. */
interface Pair {
  readonly fake: unknown;
  readonly office: unknown;
}

const pairs = new WeakMap<object, Pair>();

function isObject(x: unknown): x is object {
  return (typeof x === "object" && x !== null) || typeof x === "function";
}

function fakeSide(x: unknown): unknown {
  return isObject(x) && pairs.has(x) ? (pairs.get(x) as Pair).fake : x;
}

function officeSide(x: unknown): unknown {
  if (isObject(x) && pairs.has(x)) return (pairs.get(x) as Pair).office;
  return x;
}

/** office[prop], or undefined where office.js refuses to give it (a property not loaded). */
function officeGet(office: unknown, prop: PropertyKey): unknown {
  if (!isObject(office)) return undefined;
  try {
    return (office as Record<PropertyKey, unknown>)[prop];
  } catch {
    return undefined;
  }
}

/**
 * One object seen through both sides: property reads and values come from the fake, objects are
 * teed, calls and property sets go to both (office.js errors are the fake's business, not the wire's).
 */
function tee(fake: unknown, office: unknown, onSync: () => Promise<void>): unknown {
  if (!isObject(fake) || office === undefined || Array.isArray(fake)) return fake;
  const proxy: object = new Proxy(fake, {
    get(target, prop) {
      if (prop === "sync") return onSync;
      const value = (target as Record<PropertyKey, unknown>)[prop];
      if (typeof value === "function") {
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args.map(fakeSide));
          let other: unknown;
          try {
            const f = officeGet(office, prop);
            other =
              typeof f === "function"
                ? (f as (...a: unknown[]) => unknown).apply(office, args.map(officeSide))
                : undefined;
          } catch {
            other = undefined;
          }
          return tee(result, other, onSync);
        };
      }
      return tee(value, officeGet(office, prop), onSync);
    },
    set(target, prop, value) {
      (target as Record<PropertyKey, unknown>)[prop] = fakeSide(value);
      try {
        if (isObject(office)) (office as Record<PropertyKey, unknown>)[prop] = officeSide(value);
      } catch {
        // office.js validates some values itself; the fake decides what Excel refuses.
      }
      return true;
    },
  });
  pairs.set(proxy, { fake, office });
  return proxy;
}

/**
 * The fake workbook behind office.js's serializer: `run` gives the batch a context whose every
 * request is measured by office.js (recorded in `fake.syncs[i].wireBytes`) before the fake runs it.
 */
export function wireTarget(fake: FakeExcel): WorkbookTarget {
  return {
    run: <T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> =>
      fake.run((fakeContext) => {
        const requests: string[] = [];
        const office = officeJsContext(requests);
        const sync = async (): Promise<void> => {
          const before = requests.length;
          await office.sync();
          fake.nextWireBytes = requests.length > before ? utf8Bytes(requests[requests.length - 1]) : 0;
          await fakeContext.sync();
        };
        return batch(tee(fakeContext, office, sync) as Excel.RequestContext);
      }),
  };
}
