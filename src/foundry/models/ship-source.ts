// A ship's stored data as plain TypeScript (what `actor.system` holds before derivation) and the
// pure helpers over it. No Foundry globals here, so node tools (the pack generator) can use them.
import type { GunsSource } from './guns-field.js';
import {
  RATES,
  RuleError,
  SHIP_CLASSES,
  shipProfile,
  type ShipClassRow,
  type ShipProfile,
} from '../../rules/index.js';
import type { HistoryEntry } from './history-field.js';
import type { OrdersSource } from './orders-field.js';

export const SHIP_SCHEMA_VERSION = 1;
export const SHIP_RATES = RATES.filter((r) => r !== 'fortification');
export const CONTACT_KINDS = [
  'friendlyCollision',
  'enemyCollision',
  'boarding',
  'fireship',
  'grounding',
] as const;
/** The mover's sail when a contact was made ('' when unknown: marked by hand or before this was recorded). */
export const CONTACT_SAILS = ['', 'full', 'easy', 'furled'] as const;
export const TACK_PHASES = ['none', 'inStays', 'completed'] as const;
/** HR-3 the bottom a grounded ship lies on ('' afloat). */
export const GROUNDED_KINDS = ['', 'rock', 'sand'] as const;
/** HR-3 the ship's sail when it ran aground ('' unknown: marked by hand with no sail under way). */
export const GROUNDED_SAILS = ['', 'easy', 'full'] as const;

/** HR-3 a ship afloat: the referee's grounded record, empty. */
export const AFLOAT: NonNullable<ShipSystemSource['grounded']> = { kind: '', sail: '', turn: null };

/** The stored fields of a ship, as plain data (what `actor.system` holds before derivation). */
export interface ShipSystemSource {
  schemaVersion: number;
  shipClass: {
    id: string;
    rate: (typeof SHIP_RATES)[number];
    guns: string;
    bf: number;
    dc: number;
    masts: number;
    decks: number;
    baseLengthMm: number;
    baseWidthMm: number;
    carronadesOnly: boolean;
  };
  crew: ShipProfile['crew'];
  originalCrew: ShipProfile['crew'];
  nation: string;
  squadron: string;
  side: string;
  damage: { port: number; starboard: number; rigging: number; riggingRepaired: number };
  /** D-4 the ship has repaired its one rigging DC (the box may have been lost again since). */
  riggingRepairUsed: boolean;
  /**
   * OR-9 the referee's record of rigging lost to the rigging damage test: RDC down and not yet
   * jury-rigged, the side the wreckage fell on ('' none), and RDC jury-rigged this battle (SD-35);
   * the jury rig's step and the cut-away turns it still needs (SD-95; absent: not begun).
   */
  wreck: {
    rdcDown: number;
    leeSide: '' | 'port' | 'starboard';
    restored: number;
    phase?: 'reduceSail' | 'cutAway' | 'repair';
    cutAwayLeft?: number;
    /** SD-99 the sail the speed is read for, fixed when the rigging came down ('' or absent: none). */
    speedSail?: '' | 'full' | 'easy' | 'furled';
  };
  sail: 'full' | 'easy' | 'furled';
  fires: { hull: number; rigging: number };
  rudderDamaged: boolean;
  hoveTo: boolean;
  halfSpeed: boolean;
  /**
   * Ships touching this one (FP-5.8): the contact's kind (FP-4.5, D-19), whether this ship made it
   * (moved into the other), the mover's sail then, and the battle turn it was made in (null: none).
   * The model always fills the last three; plain test data may leave them out (not the mover, unknown).
   */
  contacts: Array<{
    actorId: string;
    kind: (typeof CONTACT_KINDS)[number];
    mover?: boolean;
    moverSail?: (typeof CONTACT_SAILS)[number];
    turn?: number | null;
  }>;
  /** OR-7 entangled ships (the option on): this ship rammed it, its own sail before, the turn. */
  tangles?: Array<{
    actorId: string;
    rammer: boolean;
    sailBefore: (typeof CONTACT_SAILS)[number];
    turn: number | null;
  }>;
  /** OR-6 the per-side gun state (full gunnery); plain test data may leave it out (fresh guns). */
  guns?: GunsSource;
  boarding: {
    partiesReady: boolean;
    inMelee: boolean;
    boardedNotRepelled: boolean;
    /** SD-242 the actor id of the ship she is locked in a melee with, as the referee recorded it. */
    meleeWith?: string;
  };
  status: { struck: boolean; captured: boolean; exploded: boolean; abandoned: boolean };
  fireship: { isFireship: boolean; lit: boolean };
  tack: {
    phase: (typeof TACK_PHASES)[number];
    startHeading: number | null;
    rotation: number;
    /** OR-5 the turn the last tack ended (completed or failed), null: never. */
    lastEndTurn?: number | null;
  };
  moraleTests: Array<{ turn: number; roll: number; score: number; struck: boolean }>;
  orders: OrdersSource;
  history: HistoryEntry[];
  /**
   * HR-3 aground (the referee's record, refused to players by the ship guard): the bottom, the sail
   * it ran aground at (decides the Unf result that gets it off) and the battle turn. Plain test data
   * may leave it out (afloat).
   */
  grounded?: {
    kind: (typeof GROUNDED_KINDS)[number];
    sail: (typeof GROUNDED_SAILS)[number];
    turn: number | null;
  };
}

/** HR-3 whether the ship is aground now. */
export function isAground(s: Pick<ShipSystemSource, 'grounded'>): boolean {
  return !!s.grounded && s.grounded.kind !== '';
}

/** The core profile of a ship from its stored class fields and crew (GM edits win over the table). */
export function profileFromSource(s: Pick<ShipSystemSource, 'shipClass' | 'crew'>): ShipProfile {
  const c = s.shipClass;
  const row: ShipClassRow = { id: c.id, rate: c.rate, guns: c.guns, dc: c.dc, bf: c.bf };
  if (!SHIP_CLASSES.some((r) => r.id === c.id)) throw new RuleError(`unknown ship class "${c.id}"`);
  return shipProfile(row, s.crew, {
    masts: c.masts,
    decks: c.decks,
    base: { lengthMm: c.baseLengthMm, widthMm: c.baseWidthMm },
  });
}

/** The stored class fields for a row of FP-2.1 (what dropping a class on a ship sets). */
export function shipClassFields(row: ShipClassRow): ShipSystemSource['shipClass'] {
  const p = shipProfile(row);
  if (p.isFortification) throw new RuleError(`"${row.guns}" is a fortification, not a ship class`);
  return {
    id: row.id,
    rate: row.rate as ShipSystemSource['shipClass']['rate'],
    guns: row.guns,
    bf: row.bf,
    dc: row.dc,
    masts: p.masts,
    decks: p.decks,
    baseLengthMm: p.base.lengthMm,
    baseWidthMm: p.base.widthMm,
    carronadesOnly: false,
  };
}
