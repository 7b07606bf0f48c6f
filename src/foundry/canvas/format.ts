// How millimetres read on labels, panels and cards.

/** Millimetres as shown on labels: at most one decimal, in the user's language. */
export function formatMm(mm: number, lang = 'en'): string {
  const rounded = Math.round(mm * 10) / 10;
  return (rounded === 0 ? 0 : rounded).toLocaleString(lang, { maximumFractionDigits: 1 });
}
