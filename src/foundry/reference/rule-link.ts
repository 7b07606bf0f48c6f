// Rule ids stay out of the player's face: a label says it in plain words and its tooltip names the
// rule and links the page of the rules reference compendium that explains it (a content link Foundry
// opens on click once the tooltip is locked). The page ids are the stable ids the packs are built with.
import { escapeHtml } from '../escape-html.js';
import { SYSTEM_ID } from '../constants.js';
import { stableId } from '../fleet/packs/ids.js';
import { DECISIONS } from './decisions.js';

export type ReferenceLang = 'en' | 'it';

/** Which reference page explains a rule, by its id's chapter. */
const PAGE_BY_CHAPTER: ReadonlyArray<[RegExp, string]> = [
  [/^FP-[12]\b/, 'preparation'],
  [/^FP-3\b/, 'sequence'],
  [/^FP-A3\b/, 'sequence'],
  [/^FP-4\b/, 'abilita'],
  [/^FP-5\b/, 'sailing'],
  [/^FP-A1\b/, 'sailing'],
  [/^FP-6\b/, 'gunnery'],
  [/^FP-7\b/, 'boarding'],
  [/^FP-8\b/, 'morale'],
  [/^OR-7\b/, 'entanglement'],
  [/^OR-9\b/, 'rigging'],
  [/^HR-3\b/, 'aground'],
  [/^(HR|OR)-/, 'house'],
];

/** The reference page key for a rule id (FP-, HR-, OR-) or a decision (D-n, SD-n), or null. */
export function referencePageKey(ruleId: string): string | null {
  const decision = DECISIONS.find((d) => d.id === ruleId);
  const rule = decision ? decision.rules.split(/[,;\s]+/)[0]! : ruleId;
  return PAGE_BY_CHAPTER.find(([re]) => re.test(rule))?.[1] ?? null;
}

/** The UUID of the rules reference page for a rule in a language, or null when none explains it. */
export function ruleReferenceUuid(ruleId: string, lang: ReferenceLang): string | null {
  const key = referencePageKey(ruleId);
  if (!key) return null;
  const entry = stableId(`reference:${lang}`);
  const page = stableId(`reference:${lang}:${key}`);
  return `Compendium.${SYSTEM_ID}.rules-reference.JournalEntry.${entry}.JournalEntryPage.${page}`;
}

/**
 * The HTML of a `data-tooltip` explaining something in plain words, followed by its rule id as a link
 * to the reference page (plain text when no page explains it). The template writes it escaped into
 * the attribute (`data-tooltip="{{tip}}"`); Foundry's tooltip renders it as HTML.
 */
export function ruleTooltip(text: string, ruleId: string, lang: ReferenceLang): string {
  const uuid = ruleReferenceUuid(ruleId, lang);
  const id = escapeHtml(ruleId);
  const link = uuid
    ? `<a class="content-link" draggable="true" data-link data-uuid="${uuid}" data-type="JournalEntryPage"><i class="fa-solid fa-book-open"></i> ${id}</a>`
    : id;
  return `<p>${escapeHtml(text)}</p><p class="sca-rule-ref">${link}</p>`;
}
