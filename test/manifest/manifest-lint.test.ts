/*
 * Offline lint of manifest.xml (no network): schema order, resource ids, the shared runtime
 * wiring, https everywhere, localisation, icons — and the production URL transform that
 * webpack applies to dist/manifest.xml. `xmllint --noout` runs too when it is installed.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import {
  checkIdentity,
  checkNamespaces,
  checkResources,
  checkRootOrder,
  checkSharedRuntime,
  checkUrls,
  readManifest,
  resources,
  showTaskpaneActions,
  urls,
  workbookHost,
} from "./manifest-checks";
import { XmlElement, child, childrenNamed, parseXml, path as at } from "./xml";

const ROOT = path.resolve(__dirname, "../..");
const MANIFEST = path.join(ROOT, "manifest.xml");
const source = fs.readFileSync(MANIFEST, "utf8");

// webpack.config.js exports the transform it applies to the copied manifest in production mode.
const webpackConfig = require(path.join(ROOT, "webpack.config.js")) as {
  transformManifest: (xml: string, baseUrl?: string) => string;
  compareFunctionMetadata: (generated: unknown, translated: unknown) => string[];
  DEV_URL: string;
  DEFAULT_PRODUCTION_URL: string;
  productionManifestProblems: (xml: string) => string[];
};
const {
  transformManifest,
  compareFunctionMetadata,
  DEV_URL,
  DEFAULT_PRODUCTION_URL,
  productionManifestProblems,
} = webpackConfig;

/** All the checks, for running on broken copies of the manifest. */
function allProblems(xml: string): string[] {
  const root = readManifest(xml);
  return [
    ...checkNamespaces(root),
    ...checkRootOrder(root),
    ...checkIdentity(root),
    ...checkResources(root),
    ...checkSharedRuntime(root),
    ...checkUrls(root),
  ];
}

/** `source` with a piece of text replaced everywhere (it must be there `times` times). */
function edit(from: string, to: string, times = 1): string {
  const parts = source.split(from);
  if (parts.length !== times + 1) throw new Error(`"${from}" is in manifest.xml ${parts.length - 1} times`);
  return parts.join(to);
}

const ID = readManifest(source).children[0].text;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("manifest.xml", () => {
  const root = readManifest(source);
  const res = resources(root);
  const host = workbookHost(root);

  test("is a TaskPaneApp with the schema namespaces", () => {
    expect(checkNamespaces(root)).toEqual([]);
  });

  test("root elements are in the order the OfficeApp schema requires", () => {
    expect(checkRootOrder(root)).toEqual([]);
    expect(root.children.map((c) => c.name)).toEqual([
      "Id",
      "Version",
      "ProviderName",
      "DefaultLocale",
      "DisplayName",
      "Description",
      "IconUrl",
      "HighResolutionIconUrl",
      "SupportUrl",
      "AppDomains",
      "Hosts",
      "Requirements",
      "DefaultSettings",
      "Permissions",
      "VersionOverrides",
    ]);
  });

  test("Id is a GUID, Version is n.n.n.n, permissions ReadWriteDocument, Excel only", () => {
    expect(checkIdentity(root)).toEqual([]);
    expect(child(root, "ProviderName").text).toBe("Pref Director");
    expect(childrenNamed(child(root, "Hosts"), "Host").map((h) => h.attributes.Name)).toEqual(["Workbook"]);
    expect(
      childrenNamed(at(root, "VersionOverrides", "Hosts"), "Host").map((h) => h.attributes["xsi:type"]),
    ).toEqual(["Workbook"]);
  });

  test("every resid names a defined resource of the right kind; ids ≤ 32 characters; none unused", () => {
    expect(checkResources(root)).toEqual([]);
  });

  test("one shared runtime: same resid for Runtime, Page, FunctionFile and ShowTaskpane; lifetime long", () => {
    expect(checkSharedRuntime(root)).toEqual([]);
    expect(at(host, "Runtimes", "Runtime").attributes).toEqual({ resid: "Taskpane.Url", lifetime: "long" });
    expect(res.get("Taskpane.Url")?.defaultValue).toBe("https://localhost:3000/taskpane.html");
    expect(showTaskpaneActions(root)).toHaveLength(1);
  });

  test("requires ExcelApi 1.9 (the writer's floor), SharedRuntime 1.1 and CustomFunctionsRuntime 1.1", () => {
    const sets = at(root, "Requirements", "Sets");
    const byName = Object.fromEntries(
      childrenNamed(sets, "Set").map((s) => [s.attributes.Name, s.attributes.MinVersion]),
    );
    expect(byName).toEqual({ ExcelApi: "1.9", SharedRuntime: "1.1", CustomFunctionsRuntime: "1.1" });
  });

  test("has no <TaskpaneId>", () => {
    expect(source).not.toMatch(/TaskpaneId/i);
  });

  test("custom functions: namespace PREF (not localised), metadata in English and Russian", () => {
    const cf = childrenNamed(at(host, "AllFormFactors"), "ExtensionPoint").find(
      (e) => e.attributes["xsi:type"] === "CustomFunctions",
    ) as XmlElement;
    expect(cf.children.map((c) => c.name)).toEqual(["Script", "Page", "Metadata", "Namespace"]);
    const namespace = res.get(child(cf, "Namespace").attributes.resid);
    expect(namespace).toMatchObject({ kind: "short", defaultValue: "PREF", overrides: {} });
    const metadata = res.get(at(cf, "Metadata", "SourceLocation").attributes.resid);
    expect(metadata?.defaultValue).toBe("https://localhost:3000/functions.json");
    expect(metadata?.overrides).toEqual({ "ru-RU": "https://localhost:3000/functions-ru.json" });
    expect(res.get(at(cf, "Script", "SourceLocation").attributes.resid)?.defaultValue).toBe(
      "https://localhost:3000/functions.js",
    );
  });

  test("the ribbon button 'Pref Director' on the Home tab opens the task pane", () => {
    const surface = childrenNamed(at(host, "DesktopFormFactor"), "ExtensionPoint").find(
      (e) => e.attributes["xsi:type"] === "PrimaryCommandSurface",
    ) as XmlElement;
    const tab = child(surface, "OfficeTab");
    expect(tab.attributes.id).toBe("TabHome");
    const button = child(child(tab, "Group"), "Control");
    expect(button.attributes["xsi:type"]).toBe("Button");
    expect(res.get(child(button, "Label").attributes.resid)?.defaultValue).toBe("Pref Director");
    expect(child(button, "Action").attributes["xsi:type"]).toBe("ShowTaskpane");
  });

  // English default, one ru-RU override per localised value (what Office supports; how its parser
  // resolves them: locale-resolution.test.ts).
  test("English by default with Russian (ru-RU) overrides", () => {
    expect(child(root, "DefaultLocale").text).toBe("en-US");
    expect(child(root, "DisplayName").attributes.DefaultValue).toBe("Pref Director");
    for (const name of ["DisplayName", "Description"]) {
      const overrides = childrenNamed(child(root, name), "Override").map((o) => o.attributes.Locale);
      expect(overrides).toEqual(["ru-RU"]);
    }
    expect(child(root, "Description").attributes.DefaultValue).not.toMatch(/[а-яё]/i);
    let russian = 0;
    for (const r of res.values()) {
      expect(r.defaultValue).not.toMatch(/[а-яё]/i);
      for (const [locale, value] of Object.entries(r.overrides)) {
        expect(locale).toBe("ru-RU");
        if (/[а-яё]/i.test(value)) russian++;
      }
    }
    expect(russian).toBe(4);
  });

  test("all URLs are https", () => {
    expect(checkUrls(root)).toEqual([]);
    expect(urls(root).length).toBeGreaterThan(10);
  });

  test("icons exist in assets/ as PNGs of the declared size", () => {
    const icons: [string, number][] = [
      [child(root, "IconUrl").attributes.DefaultValue, 32],
      [child(root, "HighResolutionIconUrl").attributes.DefaultValue, 64],
      ...[...res.values()]
        .filter((r) => r.kind === "image")
        .map((r): [string, number] => [r.defaultValue, Number(/^Icon\.(\d+)x\1$/.exec(r.id)?.[1])]),
    ];
    for (const [url, size] of icons) {
      expect(url.startsWith(DEV_URL)).toBe(true);
      expect(pngSize(path.join(ROOT, url.slice(DEV_URL.length)))).toEqual([size, size]);
    }
    for (const size of [16, 32, 64, 80, 128])
      expect(pngSize(path.join(ROOT, "assets", `icon-${size}.png`))).toEqual([size, size]);
  });

  test("every development URL is on https://localhost:3000/ (so the production transform moves them all)", () => {
    for (const u of urls(root)) expect(u === "https://localhost:3000" || u.startsWith(DEV_URL)).toBe(true);
  });
});

describe("the checks catch broken manifests", () => {
  test.each([
    [
      "Id and Version swapped",
      edit(`<Id>${ID}</Id>\n  <Version>1.0.0.0</Version>`, `<Version>1.0.0.0</Version>\n  <Id>${ID}</Id>`),
      /out of order/,
    ],
    [
      "a resid typo",
      edit('<FunctionFile resid="Taskpane.Url"/>', '<FunctionFile resid="TaskPane.Url"/>'),
      /names no resource/,
    ],
    [
      "a string used as a URL",
      edit('<LearnMoreUrl resid="GetStarted.LearnMoreUrl"/>', '<LearnMoreUrl resid="GetStarted.Title"/>'),
      /names a short resource/,
    ],
    [
      "a TaskpaneId",
      edit(
        '<Action xsi:type="ShowTaskpane">',
        '<Action xsi:type="ShowTaskpane"><TaskpaneId>ButtonId1</TaskpaneId>',
      ),
      /TaskpaneId/,
    ],
    [
      "a short lifetime",
      edit(
        '<Runtime resid="Taskpane.Url" lifetime="long"/>',
        '<Runtime resid="Taskpane.Url" lifetime="short"/>',
      ),
      /lifetime is short/,
    ],
    [
      "no SharedRuntime",
      edit('<Set Name="SharedRuntime" MinVersion="1.1"/>', ""),
      /SharedRuntime requirement is missing/,
    ],
    [
      "an http URL",
      edit("https://localhost:3000/assets/icon-16.png", "http://localhost:3000/assets/icon-16.png"),
      /not https/,
    ],
    [
      "a long resource id",
      edit('"Group.Label"', '"PrefDirector.Ribbon.Group.Label.Text"', 2),
      /longer than 32/,
    ],
    ["a bad version", edit("<Version>1.0.0.0</Version>", "<Version>1.0</Version>"), /not n\.n\.n\.n/],
  ])("%s", (_name, xml, expected) => {
    expect(allProblems(xml).join("\n")).toMatch(expected);
  });

  test("a different resid on the Page breaks the shared runtime", () => {
    const xml = edit(
      '<Page>\n              <SourceLocation resid="Taskpane.Url"/>',
      '<Page>\n              <SourceLocation resid="Functions.Script.Url"/>',
    );
    expect(allProblems(xml).join("\n")).toMatch(/shared runtime resids differ/);
  });
});

describe("production manifest (transformManifest from webpack.config.js)", () => {
  const production = transformManifest(source);

  test("no localhost is left; everything points at the production URL", () => {
    expect(production).not.toMatch(/localhost/i);
    const root = parseXml(production);
    for (const u of urls(root))
      expect(u === new URL(DEFAULT_PRODUCTION_URL).origin || u.startsWith(DEFAULT_PRODUCTION_URL)).toBe(true);
    expect(at(root, "AppDomains", "AppDomain").text).toBe("https://pref-director.example.org");
    expect(resources(root).get("Taskpane.Url")?.defaultValue).toBe(
      "https://pref-director.example.org/taskpane.html",
    );
  });

  test("passes every check and differs from the development manifest only in URLs", () => {
    expect(allProblems(production)).toEqual([]);
    const back = production
      .split(DEFAULT_PRODUCTION_URL)
      .join(DEV_URL)
      .split(new URL(DEFAULT_PRODUCTION_URL).origin)
      .join("https://localhost:3000");
    expect(back).toBe(source);
  });

  test("the lint says so when the manifest points at the example host (a build without ADDIN_URL)", () => {
    expect(productionManifestProblems(production)).toEqual([
      expect.stringMatching(/example host pref-director\.example\.org: set ADDIN_URL=/),
    ]);
    expect(productionManifestProblems(transformManifest(source, "https://addin.club.ru/pref/"))).toEqual([]);
    const dist = path.join(ROOT, "dist", "manifest.xml");
    // A built dist/manifest.xml is reported, not failed: CI builds without a real host on purpose.
    if (fs.existsSync(dist))
      for (const problem of productionManifestProblems(fs.readFileSync(dist, "utf8"))) console.warn(problem);
  });

  test("honours a base URL with a path, with or without the final slash", () => {
    for (const base of ["https://cdn.example.com/pref", "https://cdn.example.com/pref/"]) {
      const xml = transformManifest(source, base);
      const root = parseXml(xml);
      expect(resources(root).get("Taskpane.Url")?.defaultValue).toBe(
        "https://cdn.example.com/pref/taskpane.html",
      );
      expect(at(root, "AppDomains", "AppDomain").text).toBe("https://cdn.example.com");
    }
  });

  test("refuses an http or local production URL, and a manifest with another local URL", () => {
    expect(() => transformManifest(source, "http://pref.example.org/")).toThrow(/https/);
    expect(() => transformManifest(source, "https://localhost:8443/")).toThrow(/local/);
    expect(() =>
      transformManifest(source.replace("https://localhost:3000/support.html", "https://localhost:8080/x")),
    ).toThrow(/localhost/);
  });
});

describe("functions-ru.json consistency check (webpack.config.js)", () => {
  const generated = {
    functions: [
      { id: "TOP", name: "TOP", parameters: [{ name: "results" }] },
      { id: "MATCHPOINTS", name: "MATCHPOINTS", parameters: [{ name: "whists" }, { name: "played" }] },
    ],
  };

  test("accepts the same functions with translated descriptions", () => {
    const translated = JSON.parse(JSON.stringify(generated));
    translated.functions[0].description = "Макс линии";
    expect(compareFunctionMetadata(generated, translated)).toEqual([]);
  });

  test("reports missing, extra and renamed functions and a different parameter count", () => {
    const translated = {
      functions: [
        { id: "TOP", name: "МАКС", parameters: [{ name: "results" }] },
        { id: "MATCHPOINTS", name: "MATCHPOINTS", parameters: [{ name: "whists" }] },
        { id: "OLD", name: "OLD", parameters: [] },
      ],
    };
    expect(compareFunctionMetadata(generated, translated)).toEqual([
      'TOP: name "МАКС" should be "TOP"',
      "MATCHPOINTS: 1 parameters, functions.json has 2",
      "OLD is not in functions.json",
    ]);
    expect(compareFunctionMetadata(generated, { functions: [] })).toEqual([
      "TOP is missing",
      "MATCHPOINTS is missing",
    ]);
  });
});

describe("the XML reader", () => {
  test("reads attributes, text, entities and CDATA", () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- c --><a x='1' y="&lt;&amp;&#65;&#x42;"><b>t&gt;<![CDATA[<raw>]]></b><c/></a>`,
    );
    expect(root.attributes).toEqual({ x: "1", y: "<&AB" });
    expect(root.children.map((c) => c.name)).toEqual(["b", "c"]);
    expect(root.children[0].text).toBe("t><raw>");
  });

  test.each([
    ["<a><b></a></b>", /closes <b>/],
    ["<a>", /not closed/],
    ['<a x="1" x="2"/>', /duplicate attribute/],
    ["<a>&nbsp;</a>", /unknown entity/],
    ["<a>x & y</a>", /does not start an entity/],
    ["<a/><b/>", /second root/],
    ["<a><!-- a -- b --></a>", /"--" inside a comment/],
    ['<a x="1"y="2"/>', /whitespace expected/],
    ["text<a/>", /outside the root/],
  ])("rejects %s", (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });
});

const xmllint = spawnSync("xmllint", ["--version"], { encoding: "utf8" });
const hasXmllint = !xmllint.error && xmllint.status === 0;

describe("xmllint --noout", () => {
  // CI can install it with `apt-get install libxml2-utils`; without it these two are skipped.
  (hasXmllint ? test : test.skip)(
    `manifest.xml and the production manifest are well-formed${hasXmllint ? "" : " (skipped: xmllint is not installed)"}`,
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-manifest-"));
      const prod = path.join(dir, "manifest.xml");
      fs.writeFileSync(prod, transformManifest(source));
      for (const file of [MANIFEST, prod]) {
        const run = spawnSync("xmllint", ["--noout", file], { encoding: "utf8" });
        expect(run.stderr).toBe("");
        expect(run.status).toBe(0);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
