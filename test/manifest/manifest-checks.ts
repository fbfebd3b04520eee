/*
 * Offline checks of the add-in only manifest (manifest.xml). Each check returns a list of
 * problems (empty = fine), so the tests can run them on the real manifest and on broken copies.
 * Rules come from the OfficeApp / VersionOverrides schemas and the shared runtime documentation.
 */
import { XmlElement, child, childrenNamed, descendants, localName, parseXml, path } from "./xml";

export const NS_OFFICEAPP = "http://schemas.microsoft.com/office/appforoffice/1.1";
export const NS_BASIC_TYPES = "http://schemas.microsoft.com/office/officeappbasictypes/1.0";
export const NS_VERSION_OVERRIDES = "http://schemas.microsoft.com/office/taskpaneappversionoverrides";

/** Children of a TaskPaneApp <OfficeApp>, in the order the schema requires; `true` = this add-in needs it. */
export const OFFICEAPP_ORDER: [string, boolean][] = [
  ["Id", true],
  ["AlternateId", false],
  ["Version", true],
  ["ProviderName", true],
  ["DefaultLocale", true],
  ["DisplayName", true],
  ["Description", true],
  ["IconUrl", true],
  ["HighResolutionIconUrl", true],
  ["SupportUrl", true],
  ["AppDomains", true],
  ["Hosts", true],
  ["Requirements", false],
  ["DefaultSettings", true],
  ["Permissions", true],
  ["Dictionary", false],
  ["VersionOverrides", true],
  ["ExtendedOverrides", false],
];

/** The resource groups under <Resources>: their item element and the kind of resource. */
const RESOURCE_GROUPS: Record<string, { item: string; kind: ResourceKind }> = {
  "bt:Images": { item: "bt:Image", kind: "image" },
  "bt:Urls": { item: "bt:Url", kind: "url" },
  "bt:ShortStrings": { item: "bt:String", kind: "short" },
  "bt:LongStrings": { item: "bt:String", kind: "long" },
};
type ResourceKind = "image" | "url" | "short" | "long";

export interface Resource {
  id: string;
  kind: ResourceKind;
  defaultValue: string;
  /** Locale → value. */
  overrides: Record<string, string>;
  element: XmlElement;
}

export function readManifest(xml: string): XmlElement {
  return parseXml(xml);
}

export function versionOverrides(root: XmlElement): XmlElement {
  return child(root, "VersionOverrides");
}

/** Every <bt:Image>, <bt:Url> and <bt:String> under <Resources>, by id. */
export function resources(root: XmlElement): Map<string, Resource> {
  const out = new Map<string, Resource>();
  const res = child(versionOverrides(root), "Resources");
  for (const group of res.children) {
    for (const item of group.children) {
      const known = RESOURCE_GROUPS[group.name];
      if (!known || item.name !== known.item) throw new Error(`unexpected <${item.name}> in <${group.name}>`);
      const kind = known.kind;
      const id = item.attributes.id;
      if (out.has(id)) throw new Error(`resource id ${id} is defined twice`);
      const overrides: Record<string, string> = {};
      for (const o of childrenNamed(item, "bt:Override")) overrides[o.attributes.Locale] = o.attributes.Value;
      out.set(id, { id, kind, defaultValue: item.attributes.DefaultValue, overrides, element: item });
    }
  }
  return out;
}

/** The root's children follow the schema's order, and the ones this add-in needs are there. */
export function checkRootOrder(root: XmlElement): string[] {
  const problems: string[] = [];
  const names = root.children.map((c) => c.name);
  let last = -1;
  for (const name of names) {
    const at = OFFICEAPP_ORDER.findIndex(([n]) => n === name);
    if (at < 0) problems.push(`<${name}> is not a child of a TaskPaneApp <OfficeApp>`);
    else if (at <= last) problems.push(`<${name}> is out of order (after <${OFFICEAPP_ORDER[last][0]}>)`);
    else last = at;
  }
  for (const [name, needed] of OFFICEAPP_ORDER)
    if (needed && !names.includes(name)) problems.push(`<${name}> is missing`);
  return problems;
}

/** The root and the namespaces it declares are those of a task pane add-in. */
export function checkNamespaces(root: XmlElement): string[] {
  const problems: string[] = [];
  if (root.name !== "OfficeApp") problems.push(`the root is <${root.name}>, not <OfficeApp>`);
  if (root.attributes.xmlns !== NS_OFFICEAPP) problems.push(`OfficeApp xmlns is ${root.attributes.xmlns}`);
  if (root.attributes["xmlns:bt"] !== NS_BASIC_TYPES)
    problems.push(`xmlns:bt is ${root.attributes["xmlns:bt"]}`);
  if (root.attributes["xsi:type"] !== "TaskPaneApp")
    problems.push(`xsi:type is ${root.attributes["xsi:type"]}`);
  const vo = root.children.find((c) => c.name === "VersionOverrides");
  if (vo && vo.attributes.xmlns !== NS_VERSION_OVERRIDES)
    problems.push(`VersionOverrides xmlns is ${vo.attributes.xmlns}`);
  if (vo && vo.attributes["xsi:type"] !== "VersionOverridesV1_0")
    problems.push(`VersionOverrides xsi:type is ${vo.attributes["xsi:type"]}`);
  return problems;
}

/** The kind of resource a resid on this element must name. */
function expectedKind(element: XmlElement): ResourceKind[] {
  switch (localName(element)) {
    case "Image":
      return ["image"];
    case "SourceLocation":
    case "Runtime":
    case "FunctionFile":
    case "LearnMoreUrl":
      return ["url"];
    case "Label":
    case "Title":
    case "Namespace":
      return ["short"];
    case "Description":
      return ["long"];
    default:
      return ["image", "url", "short", "long"];
  }
}

/**
 * Every resid names a defined resource of the right kind, every resource is used, ids are at
 * most 32 characters, and strings fit (short ≤ 125, long ≤ 250, overrides included).
 */
export function checkResources(root: XmlElement): string[] {
  const problems: string[] = [];
  let defined: Map<string, Resource>;
  try {
    defined = resources(root);
  } catch (error) {
    return [String((error as Error).message)];
  }
  const used = new Set<string>();
  for (const e of descendants(versionOverrides(root))) {
    const resid = e.attributes.resid;
    if (resid === undefined) continue;
    used.add(resid);
    const r = defined.get(resid);
    if (!r) problems.push(`<${e.name} resid="${resid}"> (line ${e.line}) names no resource`);
    else if (!expectedKind(e).includes(r.kind))
      problems.push(`<${e.name} resid="${resid}"> (line ${e.line}) names a ${r.kind} resource`);
  }
  for (const r of defined.values()) {
    if (!used.has(r.id)) problems.push(`resource ${r.id} is never used`);
    if (r.id.length > 32) problems.push(`resource id ${r.id} is longer than 32 characters`);
    const limit = r.kind === "short" ? 125 : r.kind === "long" ? 250 : 2048;
    for (const value of [r.defaultValue, ...Object.values(r.overrides)])
      if (value === undefined || value.length === 0) problems.push(`resource ${r.id} has an empty value`);
      else if (value.length > limit) problems.push(`resource ${r.id} is longer than ${limit}: ${value}`);
  }
  return problems;
}

/** The resid of the single element at this path under the workbook <Host>. */
function hostResid(host: XmlElement, ...names: string[]): string {
  return path(host, ...names).attributes.resid;
}

export function workbookHost(root: XmlElement): XmlElement {
  const hosts = childrenNamed(path(versionOverrides(root), "Hosts"), "Host");
  const workbook = hosts.filter((h) => h.attributes["xsi:type"] === "Workbook");
  if (workbook.length !== 1) throw new Error(`${workbook.length} workbook hosts in VersionOverrides`);
  return workbook[0];
}

/** The ShowTaskpane actions of the ribbon. */
export function showTaskpaneActions(root: XmlElement): XmlElement[] {
  return descendants(root).filter((e) => e.name === "Action" && e.attributes["xsi:type"] === "ShowTaskpane");
}

/**
 * One shared runtime: the SharedRuntime 1.1 requirement, one long-lived <Runtime>, and the same
 * resid for the Runtime, the custom functions Page, the FunctionFile and every ShowTaskpane; that
 * URL is also the default task pane page. No <TaskpaneId> anywhere.
 */
export function checkSharedRuntime(root: XmlElement): string[] {
  const problems: string[] = [];
  const sets = root.children.find((c) => c.name === "Requirements")?.children.find((c) => c.name === "Sets");
  const shared = sets?.children.find((s) => s.name === "Set" && s.attributes.Name === "SharedRuntime");
  if (!shared) problems.push("the SharedRuntime requirement is missing from <Requirements>");
  else if ((shared.attributes.MinVersion ?? sets?.attributes.DefaultMinVersion) !== "1.1")
    problems.push(`SharedRuntime MinVersion is ${shared.attributes.MinVersion}, not 1.1`);

  const host = workbookHost(root);
  if (host.children[0]?.name !== "Runtimes")
    problems.push("<Runtimes> must be the first child of the workbook <Host>");
  const runtimes = childrenNamed(path(host, "Runtimes"), "Runtime");
  if (runtimes.length !== 1) problems.push(`${runtimes.length} <Runtime> elements, not 1`);
  const runtime = runtimes[0];
  if (runtime?.attributes.lifetime !== "long")
    problems.push(`Runtime lifetime is ${runtime?.attributes.lifetime}, not long`);

  const cf = childrenNamed(path(host, "AllFormFactors"), "ExtensionPoint").find(
    (e) => e.attributes["xsi:type"] === "CustomFunctions",
  );
  if (!cf) return [...problems, "no CustomFunctions extension point"];
  const residOf: Record<string, string | undefined> = {
    Runtime: runtime?.attributes.resid,
    "CustomFunctions Page": path(cf, "Page", "SourceLocation").attributes.resid,
    FunctionFile: hostResid(host, "DesktopFormFactor", "FunctionFile"),
  };
  const actions = showTaskpaneActions(root);
  if (actions.length === 0) problems.push("no ShowTaskpane action");
  actions.forEach(
    (a, k) => (residOf[`ShowTaskpane #${k + 1}`] = child(a, "SourceLocation").attributes.resid),
  );
  const distinct = new Set(Object.values(residOf));
  if (distinct.size !== 1) problems.push(`the shared runtime resids differ: ${JSON.stringify(residOf)}`);

  const url = resources(root).get(String(runtime?.attributes.resid));
  const page = path(root, "DefaultSettings", "SourceLocation").attributes.DefaultValue;
  if (url && url.defaultValue !== page)
    problems.push(`the runtime page ${url.defaultValue} is not the default task pane page ${page}`);

  for (const e of descendants(root))
    if (e.name === "TaskpaneId") problems.push(`<TaskpaneId> at line ${e.line}`);
  return problems;
}

/** Every URL in the manifest (attribute values and <AppDomain> text). */
export function urls(root: XmlElement): string[] {
  const out: string[] = [];
  for (const e of [root, ...descendants(root)]) {
    for (const [name, value] of Object.entries(e.attributes)) {
      if (name === "xmlns" || name.startsWith("xmlns:")) continue;
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) out.push(value);
    }
    if (e.name === "AppDomain") out.push(e.text.trim());
  }
  return out;
}

export function checkUrls(root: XmlElement): string[] {
  return urls(root)
    .filter((u) => !u.startsWith("https://"))
    .map((u) => `not https: ${u}`);
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^\d+\.\d+\.\d+\.\d+$/;

/** Id, Version, Permissions and the localised base strings. */
export function checkIdentity(root: XmlElement): string[] {
  const problems: string[] = [];
  const text = (name: string): string => child(root, name).text.trim();
  if (!GUID.test(text("Id"))) problems.push(`Id ${text("Id")} is not a GUID`);
  if (!VERSION.test(text("Version"))) problems.push(`Version ${text("Version")} is not n.n.n.n`);
  if (text("Permissions") !== "ReadWriteDocument") problems.push(`Permissions is ${text("Permissions")}`);
  for (const [name, limit] of [
    ["DisplayName", 125],
    ["Description", 250],
  ] as const) {
    const e = child(root, name);
    const values = [
      e.attributes.DefaultValue,
      ...childrenNamed(e, "Override").map((o) => o.attributes.Value),
    ];
    for (const v of values)
      if (!v || v.length > limit) problems.push(`${name} value "${v}" is empty or longer than ${limit}`);
  }
  return problems;
}
