// Links from the sheets to the in-game rules reference (the rules-reference compendium): the page
// ids are the packs' stable ids, so a link built here opens the page the pack build wrote.
import { SYSTEM_ID } from '../constants.js';
import { stableId } from '../fleet/packs/ids.js';

/** The sections of the rules reference (src/foundry/reference/reference-*.ts page keys). */
export type ReferencePage =
  | 'preparation'
  | 'sequence'
  | 'abilita'
  | 'sailing'
  | 'gunnery'
  | 'boarding'
  | 'morale';

/** The UUID of a rules-reference page in the viewer's language (English when there is none). */
export function referencePageUuid(lang: string, page: ReferencePage): string {
  const l = lang === 'it' ? 'it' : 'en';
  const entry = stableId(`reference:${l}`);
  const pageId = stableId(`reference:${l}:${page}`);
  return `Compendium.${SYSTEM_ID}.rules-reference.JournalEntry.${entry}.JournalEntryPage.${pageId}`;
}
