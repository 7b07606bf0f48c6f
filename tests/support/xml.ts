// A strict XML well-formedness parser for the tests (Node has no DOMParser and the project has no
// XML package): one root element, balanced tags, quoted and unique attributes, only the five
// predefined entities and character references, comments and a prolog. Throws on anything else.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded), children's text excluded. */
  text: string;
}

const NAME = /^[A-Za-z_:][\w:.-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & at ${where}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const m = /^#(x[0-9a-fA-F]+|[0-9]+)$/.exec(ref);
    if (!m) throw new Error(`unknown entity &${ref}; at ${where}`);
    return String.fromCodePoint(
      m[1]!.startsWith('x') ? Number.parseInt(m[1]!.slice(1), 16) : Number(m[1]),
    );
  });
}

export function parseXml(source: string): XmlElement {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${i}: ${JSON.stringify(source.slice(i, i + 30))}`);
  };
  const skipMisc = () => {
    for (;;) {
      const ws = /^\s*/.exec(source.slice(i))![0].length;
      i += ws;
      if (source.startsWith('<!--', i)) {
        const end = source.indexOf('-->', i + 4);
        if (end < 0) fail('unclosed comment');
        i = end + 3;
      } else if (source.startsWith('<?', i)) {
        const end = source.indexOf('?>', i + 2);
        if (end < 0) fail('unclosed processing instruction');
        i = end + 2;
      } else return;
    }
  };
  const element = (): XmlElement => {
    if (source[i] !== '<') fail('expected <');
    i++;
    const name = NAME.exec(source.slice(i))?.[0] ?? fail('bad element name');
    i += name.length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const ws = /^\s*/.exec(source.slice(i))![0].length;
      i += ws;
      if (source.startsWith('/>', i)) {
        i += 2;
        return { name, attrs, children: [], text: '' };
      }
      if (source[i] === '>') {
        i++;
        break;
      }
      if (ws === 0) fail('attributes need white space between them');
      const attr = NAME.exec(source.slice(i))?.[0] ?? fail('bad attribute name');
      i += attr.length;
      if (attr in attrs) fail(`duplicate attribute ${attr}`);
      const m = /^\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(source.slice(i));
      if (!m) fail(`attribute ${attr} needs a quoted value without <`);
      attrs[attr] = decode(m![2] ?? m![3] ?? '', i);
      i += m![0].length;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const lt = source.indexOf('<', i);
      if (lt < 0) fail(`unclosed <${name}>`);
      text += decode(source.slice(i, lt), i);
      if (source.slice(i, lt).includes(']]>')) fail(']]> in text');
      i = lt;
      if (source.startsWith('</', i)) {
        i += 2;
        const close = NAME.exec(source.slice(i))?.[0];
        if (close !== name) fail(`</${close}> closes <${name}>`);
        i += name.length;
        const end = /^\s*>/.exec(source.slice(i));
        if (!end) fail('bad closing tag');
        i += end![0].length;
        return { name, attrs, children, text };
      }
      if (source.startsWith('<!--', i)) {
        const end = source.indexOf('-->', i + 4);
        if (end < 0) fail('unclosed comment');
        i = end + 3;
        continue;
      }
      children.push(element());
    }
  };
  skipMisc();
  const root = element();
  skipMisc();
  if (i !== source.length) fail('content after the root element');
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(allElements)];
}
