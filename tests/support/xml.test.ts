// The tests' strict XML parser accepts well-formed documents and refuses the usual mistakes.
import { describe, expect, it } from 'vitest';
import { allElements, parseXml } from './xml.js';

describe('parseXml (strict well-formedness)', () => {
  it('reads elements, attributes, text and entities', () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- c --><svg a="1" b='x &amp; y'><title>Razee&apos;d &#55;4</title><g><rect/></g></svg>\n`,
    );
    expect(root.name).toBe('svg');
    expect(root.attrs).toEqual({ a: '1', b: 'x & y' });
    expect(root.children[0]).toMatchObject({ name: 'title', text: "Razee'd 74" });
    expect(allElements(root).map((e) => e.name)).toEqual(['svg', 'title', 'g', 'rect']);
  });
  it.each([
    ['unclosed', '<svg><g></svg>'],
    ['mismatched', '<svg><g></h></svg>'],
    ['two roots', '<a/><b/>'],
    ['bare ampersand', '<a>x & y</a>'],
    ['unknown entity', '<a>&nbsp;</a>'],
    ['unquoted attribute', '<a x=1/>'],
    ['duplicate attribute', '<a x="1" x="2"/>'],
    ['< in an attribute', '<a x="<"/>'],
    ['attributes run together', '<a x="1"y="2"/>'],
    ['trailing text', '<a/>x'],
  ])('refuses %s', (_, text) => {
    expect(() => parseXml(text)).toThrow();
  });
});
