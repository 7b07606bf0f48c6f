// The user's language. game.i18n is set before the init hook, so before any of this system's code
// translates; the non-null assertion fvtt-types asks for lives here once.

/** The translation of `key` (the key itself when no language file has it). */
export function localize(key: string): string {
  return game.i18n!.localize(key);
}

/** The translation of `key` with `{name}` placeholders filled from `data` (values shown as strings). */
export function format(key: string, data: Record<string, unknown> = {}): string {
  return game.i18n!.format(key, data as Record<string, string>);
}

/** The user's language code (e.g. "en", "it"). */
export function language(): string {
  return game.i18n?.lang ?? 'en';
}

/** `n` in the user's language: decimal comma in Italian, at most `digits` decimals (−0 shows as 0). */
export function formatNumber(n: number, digits = 0, lang = language()): string {
  const value = Object.is(n, -0) ? 0 : n;
  return new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value);
}

/** A probability (0–1) as a percentage in the user's language with one decimal: 98.1% / 98,1%. */
export function formatPercent(p: number, lang = language()): string {
  return new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(p);
}

/** A modifier with its sign in the user's language: +1, −2 (a true minus sign), 0. */
export function formatSigned(n: number, lang = language()): string {
  return new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' })
    .format(n)
    .replace('-', '\u2212');
}
