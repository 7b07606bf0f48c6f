// Actor sub-type "fort": the fortifications of FP-2.1 (citadel, Martello tower, coastal batteries):
// one hull track, no rigging, no movement (D-3, SD-1).
import {
  RuleError,
  SHIP_CLASSES,
  currentBf,
  dcLost,
  isSinking,
  shipProfile,
  validateDamage,
  NO_DAMAGE,
  type ShipProfile,
} from '../../rules/index.js';
import { countField, crewField, flagField, nationField, textField } from './fields.js';
import { historyField, type HistoryEntry } from './history-field.js';

export const FORT_SCHEMA_VERSION = 1;
export const FORT_CLASS_IDS = SHIP_CLASSES.filter((r) => r.rate === 'fortification').map(
  (r) => r.id,
);

function fortSchema() {
  const f = foundry.data.fields;
  return {
    schemaVersion: new f.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      initial: FORT_SCHEMA_VERSION,
    }),
    classId: new f.StringField({
      required: true,
      nullable: false,
      choices: [...FORT_CLASS_IDS],
      initial: 'fort-martello-tower',
    }),
    crew: crewField(),
    nation: nationField(),
    squadron: textField(),
    side: textField(),
    damage: new f.SchemaField({ hull: countField() }),
    fires: new f.SchemaField({ hull: countField(0, 20) }),
    status: new f.SchemaField({ struck: flagField(), captured: flagField() }),
    moraleTests: new f.ArrayField(
      new f.SchemaField({
        turn: countField(),
        roll: new f.NumberField({
          required: true,
          nullable: false,
          integer: true,
          min: 3,
          max: 18,
          initial: 10,
        }),
        score: new f.NumberField({ required: true, nullable: false, initial: 0 }),
        struck: flagField(),
      }),
    ),
    history: historyField(),
  };
}

declare namespace FortModel {
  type Schema = ReturnType<typeof fortSchema>;
}

export interface FortSystemSource {
  schemaVersion: number;
  classId: string;
  crew: ShipProfile['crew'];
  nation: string;
  squadron: string;
  side: string;
  damage: { hull: number };
  fires: { hull: number };
  status: { struck: boolean; captured: boolean };
  moraleTests: Array<{ turn: number; roll: number; score: number; struck: boolean }>;
  history: HistoryEntry[];
}

export function fortProfile(s: Pick<FortSystemSource, 'classId' | 'crew'>): ShipProfile {
  const row = SHIP_CLASSES.find((r) => r.id === s.classId && r.rate === 'fortification');
  if (!row) throw new RuleError(`unknown fortification "${s.classId}"`);
  return shipProfile(row, s.crew);
}

/** A fort's single hull track maps onto the core's port track (D-3). */
function coreDamage(s: Pick<FortSystemSource, 'damage'>) {
  return { ...NO_DAMAGE, port: s.damage.hull };
}

export class FortModel extends foundry.abstract.TypeDataModel<
  FortModel.Schema,
  Actor.Implementation
> {
  declare profile: ShipProfile;
  declare hdcLost: number;
  declare bfNow: number;
  declare destroyed: boolean;
  declare hullBar: { value: number; max: number };

  static override defineSchema(): FortModel.Schema {
    return fortSchema();
  }

  static override validateJoint(data: Record<string, unknown>): void {
    const d = data as unknown as FortSystemSource;
    validateDamage(fortProfile(d), coreDamage(d));
  }

  override prepareDerivedData(): void {
    const s = this as unknown as FortSystemSource;
    const p = fortProfile(s);
    const damage = coreDamage(s);
    this.profile = p;
    this.hdcLost = dcLost(p, damage).hull;
    this.bfNow = currentBf(p, damage, 'port');
    this.destroyed = isSinking(p, damage);
    const max = p.hdc.port * p.dcCapacity;
    this.hullBar = { value: max - s.damage.hull, max };
  }
}
