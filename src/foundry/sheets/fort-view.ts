// The fort sheet's view model (FP-2.1 fortifications, D-3: one hull track, no rigging, no sides).
import {
  CREW_QUALITIES,
  NATIONS,
  NO_DAMAGE,
  currentBf,
  isSinking,
  type ShipDamage,
} from '../../rules/index.js';
import { FORT_CLASS_IDS, fortProfile, type FortSystemSource } from '../models/fort-model.js';
import { CREW_LABELS, NATION_LABELS, RATE_LABELS, choicesOf, type Choice } from './labels.js';
import { FORT_EDIT_RULES, editFlags, type SheetRole } from './permissions.js';
import {
  conditionsView,
  referenceUuid,
  type ConditionChip,
  type ConditionOption,
} from './conditions-view.js';
import { historyView, moraleView, type HistoryRow, type MoraleRow } from './shared-view.js';
import { trackBoxes, type TrackBoxes } from './track-view.js';

export interface FortViewInput {
  name: string;
  system: FortSystemSource;
  role: SheetRole;
  lang: string;
}

export interface FortSheetView {
  role: SheetRole;
  isGM: boolean;
  can: Record<string, boolean>;
  name: string;
  values: FortSystemSource;
  header: {
    rateLabel: string;
    guns: string;
    nationLabel: string;
    crewLabel: string;
    cost: number;
    bf: number;
    dcCapacity: number;
  };
  hull: TrackBoxes & {
    key: 'hull';
    field: string;
    editable: boolean;
    labelKey: string;
    bf: null;
    bfInitial: null;
  };
  bfNow: number;
  conditions: { chips: ConditionChip[]; addable: ConditionOption[] };
  firesHull: number;
  links: { damage: string; morale: string };
  choices: { crew: Choice[]; nation: Choice[]; classId: Choice[] };
  morale: MoraleRow[];
  history: HistoryRow[];
}

/** A fort's single hull track is the core's port track (D-3). */
function coreDamage(s: FortSystemSource): ShipDamage {
  return { ...NO_DAMAGE, port: s.damage.hull };
}

export const FORT_CLASS_LABELS: Readonly<Record<string, string>> = {
  'fort-citadel': 'SCA.Sheet.Fort.Citadel',
  'fort-martello-tower': 'SCA.Sheet.Fort.MartelloTower',
  'fort-light-coastal-battery': 'SCA.Sheet.Fort.LightBattery',
  'fort-heavy-coastal-battery': 'SCA.Sheet.Fort.HeavyBattery',
};

export function fortSheetView(input: FortViewInput): FortSheetView {
  const s = input.system;
  const profile = fortProfile(s);
  const damage = coreDamage(s);
  const can = editFlags(FORT_EDIT_RULES, input.role, { ordersLocked: false });
  // The ship card's chips (FP-4.4 fire included): a fort has a hull, fires, and may strike or be taken.
  const stored = { struck: s.status.struck, captured: s.status.captured };
  const conditions = conditionsView(
    { ...stored, destroyed: isSinking(profile, damage), fire: s.fires.hull > 0 },
    stored,
    Object.keys(FORT_EDIT_RULES),
    input.role === 'gm',
    input.lang,
  );
  return {
    role: input.role,
    isGM: input.role === 'gm',
    can,
    name: input.name,
    values: s,
    header: {
      rateLabel: RATE_LABELS.fortification,
      guns: FORT_CLASS_LABELS[s.classId] ?? s.classId,
      nationLabel: NATION_LABELS[s.nation as keyof typeof NATION_LABELS] ?? NATION_LABELS[''],
      crewLabel: CREW_LABELS[s.crew],
      cost: profile.cost,
      bf: profile.bf,
      dcCapacity: profile.dcCapacity,
    },
    hull: {
      ...trackBoxes(profile, damage, 'port'),
      key: 'hull',
      field: 'system.damage.hull',
      editable: can.damage_hull ?? false,
      labelKey: 'SCA.Sheet.Track.Hull',
      // The fort's BF now is shown in the header; the track carries none (no sides, D-3).
      bf: null,
      bfInitial: null,
    },
    bfNow: currentBf(profile, damage, 'port'),
    conditions,
    firesHull: s.fires.hull,
    links: {
      damage: referenceUuid('FP-2.5', input.lang),
      morale: referenceUuid('FP-8.2', input.lang),
    },
    choices: {
      crew: choicesOf(CREW_LABELS, CREW_QUALITIES),
      nation: choicesOf(NATION_LABELS, ['', ...NATIONS]),
      classId: FORT_CLASS_IDS.map((id) => ({ value: id, label: FORT_CLASS_LABELS[id] ?? id })),
    },
    morale: moraleView(s.moraleTests),
    history: historyView(s.history, input.role, input.lang),
  };
}
