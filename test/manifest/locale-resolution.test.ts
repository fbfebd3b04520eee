/*
 * How Office resolves the manifest's localised strings and URLs for a UI locale, through Office's
 * own manifest parser: osfmos.js inside office-addin-manifest-converter (the converter installs
 * its xmldom-based XML processor with Utils.OverrideMethods, as its CLI does). Resources are
 * parsed by OfficeExt.Parser.ParsingContext exactly as for the ribbon and custom functions.
 *
 * Why: with DefaultLocale ru-RU and a ru-RU override, the parser stored the override under
 * "ru-ru" only and the default under "ru-RU", so UI locale "ru-RU" got the English functions.json
 * and en-GB/de-DE users got Russian (issue 11, item 2).
 */
import * as fs from "fs";
import * as path from "path";

interface ParsedManifest {
  getDefaultDisplayName(): string;
  getDefaultDescription(): string;
}
interface Resources {
  readonly Urls: Record<string, string>;
  readonly ShortStrings: Record<string, string>;
  readonly LongStrings: Record<string, string>;
}
const { Utils } = require("office-addin-manifest-converter/lib/osfUtils") as {
  Utils: { OverrideMethods(): void };
};
const { OSF, OfficeExt } = require("office-addin-manifest-converter/lib/osfmos") as {
  OSF: {
    Manifest: { OfficeAppManifest: new (xml: string, uiLocale: string) => ParsedManifest };
    ManifestHostType: { Workbook: unknown };
    VersionOverridesNumber: { V1_0: unknown };
  };
  OfficeExt: {
    Parser: {
      ParsingContext: new (
        hostType: unknown,
        formFactor: string,
        entitlement: null,
        manifest: ParsedManifest,
        namespace: undefined,
        version: unknown,
      ) => { resources: Resources };
    };
  };
};
Utils.OverrideMethods();

const MANIFEST = fs.readFileSync(path.resolve(__dirname, "../../manifest.xml"), "utf8");

/** What a director with this Office UI locale sees. */
function resolve(xml: string, uiLocale: string) {
  const manifest = new OSF.Manifest.OfficeAppManifest(xml, uiLocale);
  const { resources } = new OfficeExt.Parser.ParsingContext(
    OSF.ManifestHostType.Workbook,
    "DesktopFormFactor",
    null,
    manifest,
    undefined,
    OSF.VersionOverridesNumber.V1_0,
  );
  return {
    description: manifest.getDefaultDescription(),
    metadata: resources.Urls["Functions.Metadata.Url"],
    group: resources.ShortStrings["Group.Label"],
    title: resources.ShortStrings["GetStarted.Title"],
    tooltip: resources.LongStrings["TaskpaneButton.Tooltip"],
    getStarted: resources.LongStrings["GetStarted.Description"],
  };
}

const RUSSIAN = {
  description: expect.stringMatching(/^Турниры по спортивному преферансу/),
  metadata: "https://localhost:3000/functions-ru.json",
  group: "Преферанс",
  title: "Pref Director готов к работе",
  tooltip: "Открыть панель судьи: рассадка, протоколы и лист сессии.",
  getStarted: expect.stringMatching(/^Функции PREF\.\* уже доступны/),
};
const ENGLISH = {
  description: expect.stringMatching(/^Duplicate preferans tournaments/),
  metadata: "https://localhost:3000/functions.json",
  group: "Preferans",
  title: "Pref Director is ready",
  tooltip: "Open the director's pane: movement, protocols and the session workbook.",
  getStarted: expect.stringMatching(/^The PREF\.\* functions are ready/),
};

describe("manifest locales as Office's parser (osfmos.js) resolves them", () => {
  test.each(["ru-RU", "ru-ru"])("UI locale %s: Russian texts and functions-ru.json", (ui) => {
    expect(resolve(MANIFEST, ui)).toEqual(RUSSIAN);
  });

  test.each(["en-US", "en-GB", "de-DE"])("UI locale %s: English texts and functions.json", (ui) => {
    expect(resolve(MANIFEST, ui)).toEqual(ENGLISH);
  });

  test("the old wiring (DefaultLocale ru-RU, English defaults for the metadata) fails here", () => {
    // The pre-fix manifest in miniature: what the parser did with it is why the default changed.
    const old = MANIFEST.replace(
      "<DefaultLocale>en-US</DefaultLocale>",
      "<DefaultLocale>ru-RU</DefaultLocale>",
    );
    expect(resolve(old, "ru-RU").metadata).toBe("https://localhost:3000/functions.json");
    expect(resolve(old, "ru-ru").metadata).toBe("https://localhost:3000/functions-ru.json");
  });

  test("one override per localised value, always ru-RU, never the default locale", () => {
    const overrides = [...MANIFEST.matchAll(/<(?:bt:)?Override Locale="([^"]+)"/g)].map((m) => m[1]);
    expect(overrides.length).toBe(7);
    expect(new Set(overrides)).toEqual(new Set(["ru-RU"]));
    for (const element of MANIFEST.match(/<[^/!?][^>]*DefaultValue="[^"]*"[^/]*?>[\s\S]*?<\/[^>]+>/g) ?? [])
      expect((element.match(/Override/g) ?? []).length).toBeLessThanOrEqual(1);
  });
});
