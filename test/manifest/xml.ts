/*
 * A small, strict XML reader for the add-in manifest (Node has no XML parser built in).
 * It reads elements, attributes, text, CDATA, comments and processing instructions, decodes the
 * predefined and numeric entities, and throws with a line number on anything that is not
 * well-formed (mismatched or unclosed tags, duplicate attributes, stray "<" or "&", "--" in a
 * comment, text outside the root). DTDs are not supported (a manifest has none).
 */

export interface XmlElement {
  /** The qualified name as written, e.g. "bt:Url". */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element. */
  text: string;
  line: number;
}

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function isNameStart(c: string): boolean {
  return (c >= "A" && c <= "Z") || (c >= "a" && c <= "z") || c === "_" || c === ":" || c > "\u007f";
}

function isNameChar(c: string): boolean {
  return isNameStart(c) || (c >= "0" && c <= "9") || c === "-" || c === ".";
}

function isSpace(c: string): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

export function parseXml(source: string): XmlElement {
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  const lineAt = (pos: number): number => {
    let line = 1;
    for (let k = 0; k < pos && k < source.length; k++) if (source[k] === "\n") line++;
    return line;
  };
  const fail = (message: string, pos = i): never => {
    throw new XmlError(`line ${lineAt(pos)}: ${message}`);
  };
  const startsWith = (s: string): boolean => source.startsWith(s, i);
  const skipSpace = (): void => {
    while (i < source.length && isSpace(source[i])) i++;
  };
  const readName = (): string => {
    const start = i;
    if (i >= source.length || !isNameStart(source[i])) fail("a name was expected");
    while (i < source.length && isNameChar(source[i])) i++;
    return source.slice(start, i);
  };
  const skipPast = (end: string, what: string): string => {
    const at = source.indexOf(end, i);
    if (at < 0) fail(`unterminated ${what}`);
    const body = source.slice(i, at);
    i = at + end.length;
    return body;
  };
  const decode = (raw: string, pos: number): string => {
    let out = "";
    for (let k = 0; k < raw.length; k++) {
      const c = raw[k];
      if (c === "<") fail('"<" is not allowed here', pos + k);
      if (c !== "&") {
        out += c;
        continue;
      }
      const semi = raw.indexOf(";", k);
      if (semi < 0) fail('"&" does not start an entity', pos + k);
      const ref = raw.slice(k + 1, semi);
      if (ref in ENTITIES) out += ENTITIES[ref];
      else if (/^#[0-9]+$/.test(ref)) out += String.fromCodePoint(Number(ref.slice(1)));
      else if (/^#x[0-9a-fA-F]+$/.test(ref)) out += String.fromCodePoint(parseInt(ref.slice(2), 16));
      else fail(`unknown entity &${ref};`, pos + k);
      k = semi;
    }
    return out;
  };
  const addText = (raw: string, pos: number, isCdata = false): void => {
    const text = isCdata ? raw : decode(raw, pos);
    const parent = stack[stack.length - 1];
    if (parent) parent.text += text;
    else if (text.trim() !== "") fail("text outside the root element", pos);
  };

  while (i < source.length) {
    if (startsWith("<?")) {
      i += 2;
      skipPast("?>", "processing instruction");
    } else if (startsWith("<!--")) {
      i += 4;
      const body = skipPast("-->", "comment");
      if (body.includes("--") || body.endsWith("-")) fail('"--" inside a comment');
    } else if (startsWith("<![CDATA[")) {
      if (stack.length === 0) fail("CDATA outside the root element");
      const pos = (i += 9);
      addText(skipPast("]]>", "CDATA section"), pos, true);
    } else if (startsWith("<!")) {
      fail("DTDs and declarations are not supported");
    } else if (startsWith("</")) {
      i += 2;
      const name = readName();
      skipSpace();
      if (source[i] !== ">") fail(`">" expected to close </${name}`);
      i++;
      const open = stack.pop();
      if (!open) fail(`</${name}> closes nothing`);
      else if (open.name !== name) fail(`</${name}> closes <${open.name}> (line ${open.line})`);
    } else if (source[i] === "<") {
      const line = lineAt(i);
      i++;
      const element: XmlElement = { name: readName(), attributes: {}, children: [], text: "", line };
      for (;;) {
        const hadSpace = i < source.length && isSpace(source[i]);
        skipSpace();
        if (startsWith("/>") || source[i] === ">") break;
        if (i >= source.length) fail(`unterminated <${element.name}>`);
        if (!hadSpace) fail(`whitespace expected between attributes of <${element.name}>`);
        const attr = readName();
        skipSpace();
        if (source[i] !== "=") fail(`"=" expected after ${attr}`);
        i++;
        skipSpace();
        const quote = source[i];
        if (quote !== '"' && quote !== "'") fail(`quoted value expected for ${attr}`);
        const pos = ++i;
        const raw = skipPast(quote, `value of ${attr}`);
        if (attr in element.attributes) fail(`duplicate attribute ${attr} on <${element.name}>`);
        element.attributes[attr] = decode(raw, pos);
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) fail(`a second root element <${element.name}>`);
      else root = element;
      if (startsWith("/>")) i += 2;
      else {
        i++;
        stack.push(element);
      }
    } else {
      const pos = i;
      const next = source.indexOf("<", i);
      i = next < 0 ? source.length : next;
      addText(source.slice(pos, i), pos);
    }
  }
  if (stack.length > 0)
    fail(`<${stack[stack.length - 1].name}> (line ${stack[stack.length - 1].line}) is not closed`);
  if (!root) fail("no root element");
  return root as XmlElement;
}

/** The part of a qualified name after the prefix: "bt:Url" → "Url". */
export function localName(element: XmlElement): string {
  const colon = element.name.indexOf(":");
  return colon < 0 ? element.name : element.name.slice(colon + 1);
}

/** Every element below `element` (not itself), in document order. */
export function descendants(element: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const child of e.children) {
      out.push(child);
      walk(child);
    }
  };
  walk(element);
  return out;
}

/** The children of `element` with this qualified name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** The one child with this qualified name; throws when there are none or several. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}> children, not 1`);
  return found[0];
}

/** Follows a path of qualified names from `element`, each step having exactly one match. */
export function path(element: XmlElement, ...names: string[]): XmlElement {
  return names.reduce(child, element);
}
