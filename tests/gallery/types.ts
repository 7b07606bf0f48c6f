// The browser gallery's entry: one template with a context, rendered in English and Italian.
// Each area adds tests/gallery/entries/<area>.ts exporting `galleryEntries: GalleryEntry[]`.

export type GalleryLang = 'en' | 'it';

export interface GalleryEntry {
  /** Unique across all entry files; used for the screenshot name. */
  id: string;
  title: string;
  /** Foundry path of the template, e.g. systems/signal-close-action/templates/sheets/ship-sheet.hbs. */
  template: string;
  /** The template's context, built from real data through the area's view-model functions. */
  context: (lang: GalleryLang) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Width of the frame in CSS pixels (default 720). */
  width?: number;
}
