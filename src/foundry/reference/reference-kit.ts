// The building blocks the rules reference pages share: section headings carrying the rule id,
// house-interpretation asides (from decisions.ts) and the generated tables in the page's language.
import { decision } from './decisions.js';
import { esc, type LangLabels, type TableVocabulary } from './reference-tables.js';

export type Lang = 'en' | 'it';

export interface ReferencePage {
  key: string;
  title: string;
  html: string;
}

export interface ReferenceKit {
  lang: Lang;
  v: TableVocabulary;
  l: LangLabels;
  /** A section heading that shows its rule id. */
  h(rule: string, title: string): string;
  /** A house interpretation (D-n / SD-n), marked as such. */
  house(id: string): string;
  /** A note on the source (not a decision). */
  note(text: string): string;
}

export interface ReferenceLanguage {
  lang: Lang;
  entryName: string;
  houseLabel: string;
  noteLabel: string;
  vocabulary: TableVocabulary;
  pages(kit: ReferenceKit): ReferencePage[];
}

export function makeKit(language: ReferenceLanguage, labels: LangLabels): ReferenceKit {
  const lang = language.lang;
  return {
    lang,
    v: language.vocabulary,
    l: labels,
    h: (rule, title) => `<h2><span class="sca-rule-id">${esc(rule)}</span> ${esc(title)}</h2>`,
    house: (id) => {
      const d = decision(id);
      return `<aside class="sca-house"><p><strong>${esc(language.houseLabel)}, ${esc(d.label?.[lang] ?? d.id)}</strong> <span class="sca-rule-id">(${esc(d.rules)})</span>: ${esc(d[lang])}</p></aside>`;
    },
    note: (text) =>
      `<p class="sca-ref-note"><strong>${esc(language.noteLabel)}</strong>: ${esc(text)}</p>`,
  };
}

/** Paragraphs from plain sentences (escaped). */
export function paras(...texts: string[]): string {
  return texts.map((t) => `<p>${esc(t)}</p>`).join('\n');
}

/** A bulleted list from plain items (escaped). */
export function list(...items: string[]): string {
  return `<ul>\n${items.map((i) => `<li>${esc(i)}</li>`).join('\n')}\n</ul>`;
}

/** A numbered list from plain items (escaped). */
export function steps(...items: string[]): string {
  return `<ol>\n${items.map((i) => `<li>${esc(i)}</li>`).join('\n')}\n</ol>`;
}
