// The ship class sheet's view model: one row of FP-2.1 (rate, guns, DC, BF) with masts and
// carronades, and what the core derives from it for each crew quality (FP-1.5 cost and DC
// capacity, FP-2.3 RDC, FP-2.4 / D-3 HDC, FP-8.1 decks, FP-1.1 / HR-2 bases, FP-8.2 morale base).
import {
  BASE_SIZES,
  CREW_QUALITIES,
  RATES,
  RuleError,
  SHIP_CLASSES,
  moraleBase,
  shipProfile,
  type ShipClassRow,
} from '../../rules/index.js';
import type { ShipClassSource } from '../models/ship-class-model.js';
import { CREW_LABELS, RATE_LABELS, choicesOf, type Choice } from './labels.js';
import { SHIP_CLASS_EDIT_RULES, editFlags, type SheetRole } from './permissions.js';

export interface ClassViewInput {
  name: string;
  system: ShipClassSource;
  role: SheetRole;
}

export interface CrewRowView {
  crew: string;
  crewLabel: string;
  dcCapacity: number;
  cost: number;
  moraleBase: number;
}

export interface ClassSheetView {
  role: SheetRole;
  isGM: boolean;
  can: Record<string, boolean>;
  name: string;
  values: ShipClassSource;
  rateLabel: string;
  isFortification: boolean;
  derived: {
    hdcPort: number;
    hdcStarboard: number;
    hdcTotal: number;
    rdc: number;
    decks: number;
    base1200: string;
    base3000: string;
    crews: CrewRowView[];
  } | null;
  /** Why nothing could be derived (the core refused the row), localisation key + detail. */
  errorKey: string | null;
  errorDetail: string | null;
  choices: { rate: Choice[]; classId: Choice[] };
}

const size = (b: { lengthMm: number; widthMm: number }) => `${b.lengthMm} × ${b.widthMm}`;

export function classSheetView(input: ClassViewInput): ClassSheetView {
  const s = input.system;
  const row: ShipClassRow = { id: s.classId, rate: s.rate, guns: s.guns, dc: s.dc, bf: s.bf };
  let derived: ClassSheetView['derived'] = null;
  let errorDetail: string | null = null;
  try {
    const profiles = CREW_QUALITIES.map((crew) => shipProfile(row, crew, { masts: s.masts }));
    const average = profiles[CREW_QUALITIES.indexOf('average')]!;
    derived = {
      hdcPort: average.hdc.port,
      hdcStarboard: average.hdc.starboard,
      hdcTotal: average.hdc.port + average.hdc.starboard,
      rdc: average.rdc,
      decks: average.decks,
      base1200: size(BASE_SIZES[1200][s.rate]),
      base3000: size(BASE_SIZES[3000][s.rate]),
      crews: profiles.map((p) => ({
        crew: p.crew,
        crewLabel: CREW_LABELS[p.crew],
        dcCapacity: p.dcCapacity,
        cost: p.cost,
        moraleBase: moraleBase(p.dcCapacity),
      })),
    };
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    errorDetail = e.message;
  }
  return {
    role: input.role,
    isGM: input.role === 'gm',
    can: editFlags(SHIP_CLASS_EDIT_RULES, input.role, { ordersLocked: false }),
    name: input.name,
    values: s,
    rateLabel: RATE_LABELS[s.rate],
    isFortification: s.rate === 'fortification',
    derived,
    errorKey: errorDetail === null ? null : 'SCA.Sheet.Class.Invalid',
    errorDetail,
    choices: {
      rate: choicesOf(RATE_LABELS, RATES),
      classId: SHIP_CLASSES.map((r) => ({ value: r.id, label: `${r.guns} (${r.id})` })),
    },
  };
}
