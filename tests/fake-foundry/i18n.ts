// game.i18n over the system's merged language files; a missing key returns the key itself (as in
// Foundry) and is recorded so tests can fail on it.
import { resolve } from 'node:path';
// @ts-expect-error plain ESM build script without types
import { mergeLanguage } from '../../scripts/assemble.mjs';
import { getProperty } from './utils.js';

export class FakeI18n {
  lang: 'en' | 'it' = 'en';
  translations: Record<string, unknown> = {};
  missing = new Set<string>();

  constructor(lang: 'en' | 'it' = 'en') {
    this.setLanguage(lang);
  }
  setLanguage(lang: 'en' | 'it'): void {
    this.lang = lang;
    this.translations = mergeLanguage(resolve(process.cwd(), 'lang', lang)) as Record<
      string,
      unknown
    >;
  }
  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === 'string';
  }
  localize(key: string): string {
    const v = getProperty(this.translations, key);
    if (typeof v === 'string') return v;
    this.missing.add(key);
    return key;
  }
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/\{([^}]+)\}/g, (_, k: string) =>
      String(data[k] ?? `{${k}}`),
    );
  }
}
