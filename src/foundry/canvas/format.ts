// How millimetres read on labels, panels and cards.
import { formatNumber } from '../i18n.js';

/** Millimetres as shown on labels: at most one decimal, in the user's language. */
export function formatMm(mm: number, lang = 'en'): string {
  const rounded = Math.round(mm * 10) / 10;
  return formatNumber(rounded === 0 ? 0 : rounded, 1, lang);
}
