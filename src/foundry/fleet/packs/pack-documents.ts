// Every document of the system's compendium packs, built from the rules core's tables: the FP-2.1
// ship classes (Item, folders by rate), the digest's example squadrons (Actor, a folder each) and
// the rules reference (JournalEntry with pages, English and Italian). Pure: labels in, data out.
import { COMPOSITION_CATEGORIES, CREW_QUALITIES, NATIONS, RATES, SHIP_CLASSES, type Rate } from '../../../rules/index.js';
import { SYSTEM_ID, SYSTEM_PATH } from '../../constants.js';
import { portraitArtPath } from '../../../art/index.js';
import { shipClassItemSource } from '../../models/ship-class-source.js';
import { EXAMPLE_SQUADRONS } from '../examples.js';
import { shipActorData } from '../fleet-ship.js';
import { stableId } from './ids.js';
import { makeKit, type Lang, type ReferenceLanguage } from '../../reference/reference-kit.js';
import { REFERENCE_EN } from '../../reference/reference-en.js';
import { REFERENCE_IT } from '../../reference/reference-it.js';
import type { LangLabels } from '../../reference/reference-tables.js';

export type PackName = 'ship-classes' | 'squadrons' | 'rules-reference';

export interface PackDefinition {
  name: PackName;
  label: string;
  type: 'Item' | 'Actor' | 'JournalEntry';
}

/** The packs as system.json declares them (in this order). */
export const PACK_DEFINITIONS: readonly PackDefinition[] = [
  { name: 'rules-reference', label: 'Rules reference / Riferimento alle regole', type: 'JournalEntry' },
  { name: 'ship-classes', label: 'Ship classes / Classi di navi (FP-2.1)', type: 'Item' },
  { name: 'squadrons', label: 'Example squadrons / Squadre di esempio', type: 'Actor' },
];

/** One source file of a pack: its name under packs/_source/<pack>/ and the document. */
export interface PackDocument {
  file: string;
  data: Record<string, unknown>;
}

export type PackSet = Record<PackName, PackDocument[]>;

const SORT_STEP = 100;
/** JournalEntryPage text format: HTML (CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML). */
const HTML_FORMAT = 1;

function folderDocument(key: string, name: string, type: 'Item' | 'Actor', sort: number): PackDocument {
  const _id = stableId(`folder:${key}`);
  return {
    file: `folder-${key}.yml`,
    data: { _id, _key: `!folders!${_id}`, name, type, folder: null, sorting: 'm', sort, color: null, description: '', flags: {} },
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** FP-2.1: all 28 rows as shipClass items with their portraits (src/art), one folder per rate. */
export function shipClassDocuments(labels: LangLabels): PackDocument[] {
  const folders = new Map<Rate, PackDocument>();
  RATES.forEach((rate, i) => folders.set(rate, folderDocument(`rate-${rate}`, labels.rate[rate], 'Item', (i + 1) * SORT_STEP)));
  const items = SHIP_CLASSES.map((row, i): PackDocument => {
    const _id = stableId(`shipClass:${row.id}`);
    return {
      file: `${row.id}.yml`,
      data: {
        _id,
        _key: `!items!${_id}`,
        // Forts sit in the Fortifications folder under their own name; ships also show their rate.
        name: row.rate === 'fortification' ? capitalise(row.guns) : `${capitalise(row.guns)} (${labels.rate[row.rate]})`,
        type: 'shipClass',
        img: `${SYSTEM_PATH}/${portraitArtPath(row.id)}`,
        folder: folders.get(row.rate)!.data._id,
        sort: (i + 1) * SORT_STEP,
        system: shipClassItemSource(row),
        effects: [],
        ownership: { default: 0 },
        flags: {},
      },
    };
  });
  return [...folders.values(), ...items];
}

/** The digest's example squadrons as ship actors, a folder each, tokens sized at 1:1200. */
export function squadronDocuments(): PackDocument[] {
  return EXAMPLE_SQUADRONS.flatMap((squadron, s) => {
    const folder = folderDocument(`squadron-${squadron.key}`, squadron.name, 'Actor', (s + 1) * SORT_STEP);
    const ships = squadron.ships.map((ship, i): PackDocument => {
      const _id = stableId(`squadron:${squadron.key}:${i}`);
      const data = shipActorData(
        { name: ship.name, classId: ship.classId, crew: ship.crew, nation: squadron.nation, squadron: squadron.name, side: squadron.side, damage: { port: 0, starboard: 0, rigging: 0 } },
        { scale: 1200, folder: folder.data._id as string, sort: (i + 1) * SORT_STEP, ownership: { default: 0 } },
      );
      const slug = ship.name.normalize('NFD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/\s+/g, '-');
      return { file: `${squadron.key}-${i + 1}-${slug}.yml`, data: { _id, _key: `!actors!${_id}`, ...data, items: [], effects: [], flags: {} } };
    });
    return [folder, ...ships];
  });
}

const REFERENCES: Record<Lang, ReferenceLanguage> = { en: REFERENCE_EN, it: REFERENCE_IT };

/** The rules reference: one journal entry per language, one text page per section. */
export function referenceDocuments(labels: Record<Lang, LangLabels>): PackDocument[] {
  return (['en', 'it'] as const).map((lang, e) => {
    const language = REFERENCES[lang];
    const _id = stableId(`reference:${lang}`);
    const pages = language.pages(makeKit(language, labels[lang])).map((page, i) => {
      const pageId = stableId(`reference:${lang}:${page.key}`);
      return {
        _id: pageId,
        _key: `!journal.pages!${_id}.${pageId}`,
        name: page.title,
        type: 'text',
        title: { show: true, level: 1 },
        text: { format: HTML_FORMAT, content: page.html },
        sort: (i + 1) * SORT_STEP,
        ownership: { default: -1 },
        flags: { [SYSTEM_ID]: { section: page.key } },
      };
    });
    return {
      file: `rules-reference-${lang}.yml`,
      data: { _id, _key: `!journal!${_id}`, name: language.entryName, folder: null, sort: (e + 1) * SORT_STEP, pages, ownership: { default: 2 }, flags: {} },
    };
  });
}

/** Every pack's documents. */
export function packDocuments(labels: Record<Lang, LangLabels>): PackSet {
  return {
    'rules-reference': referenceDocuments(labels),
    'ship-classes': shipClassDocuments(labels.en),
    squadrons: squadronDocuments(),
  };
}

/** LangLabels from a parsed lang/<lang>/30-fleet.json. */
export function labelsFromFleetLang(json: unknown): LangLabels {
  const fleet = (json as { SCA?: { Fleet?: Record<string, unknown> } }).SCA?.Fleet;
  if (!fleet) throw new Error('the fleet language file has no SCA.Fleet section');
  const part = <K extends string>(name: string, keys: readonly K[]): Record<K, string> => {
    const section = fleet[name] as Record<string, unknown> | undefined;
    const out = {} as Record<K, string>;
    for (const key of keys) {
      const value = section?.[key];
      if (typeof value !== 'string') throw new Error(`the fleet language file lacks SCA.Fleet.${name}.${key}`);
      out[key] = value;
    }
    return out;
  };
  return {
    rate: part('Rate', RATES),
    crew: part('Crew', CREW_QUALITIES),
    nation: part('Nation', NATIONS),
    category: part('Category', COMPOSITION_CATEGORIES),
  };
}
