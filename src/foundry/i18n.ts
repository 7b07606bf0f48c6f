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
