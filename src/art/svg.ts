// Small helpers for writing SVG text: numbers with two decimals (stable output), XML escaping.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A coordinate as SVG text: at most two decimals, no "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A standalone SVG document of `w` x `h` user units, drawn at `pxPerUnit` pixels per unit. */
export function svgDocument(
  w: number,
  h: number,
  pxPerUnit: number,
  body: string,
  label: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(w)} ${n(h)}" width="${n(w * pxPerUnit)}" height="${n(h * pxPerUnit)}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>\n`
  );
}
