// The state of every chat card of the turn flow, as plain data stored in the ChatMessage's system
// data (sub-type "card"). A card keeps what re-validation needs: ship uuids, the dice faces, the
// scores and their modifiers, targets, bands and the inputs of every computed number.
import type {
  Aim,
  Band,
  CrewQuality,
  DiceGroup,
  NavWind,
  RiggingCollision,
  RiggingSail,
  RiggingTestCause,
  HullSide,
  MeleeParty,
  MoraleConditions,
  RakeKind,
  SailSetting,
} from '../../rules/index.js';
import type { OrdersSource } from '../models/orders-field.js';
import type { Reason } from '../../rules/sim/reasons.js';

export const CARD_KINDS = [
  'abilita',
  'gunnery',
  'critical',
  'melee',
  'moraleList',
  'morale',
  'endOfPart',
  'summary',
  'riggingTest',
  'signal',
  'grounding',
  'aiCaptain',
  'fortFire',
  'moveCompleted',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export type Faces = [number, number, number];

export interface StoredModifier {
  key: string;
  label: string;
  value: number;
  rule: string;
}

/** The written orders of a ship as rolled (FP-3), without the bookkeeping fields. */
export type OrdersSnapshot = Omit<OrdersSource, 'turn' | 'locked'>;

export interface ShipRef {
  actorUuid: string;
  name: string;
}

export interface AbilitaShipEntry extends ShipRef {
  orders: OrdersSnapshot;
  /** FP-4.1 modifiers at the moment of the roll. */
  modifiers: StoredModifier[];
  /** FP-4.1 clamped score, fixed for the turn. */
  score: number;
  /** Compass point index of the ship's heading at the roll (null when not on the scene). */
  headingIndex: number | null;
  /** FP-5.6 the tack state at the roll (this turn's tack step starts from it). */
  tack: { phase: 'none' | 'inStays' | 'completed'; startHeading: number | null; rotation: number };
  /**
   * OR-3 seven dice: each group's clamped score (common + pair + the same modifiers); `score` is then
   * the red group's (SD-90). Read every score through `orderScore` / `groupScore`, never `score`.
   */
  groupScores?: Record<DiceGroup, number>;
}

/** FP-3 / FP-4 one roll for one ship, a squadron or the whole fleet. */
export interface AbilitaCard {
  kind: 'abilita';
  turn: number;
  side: string;
  faces: Faces;
  /** Wind direction (compass index) at the roll, for course and tack orders. */
  wind: number | null;
  ships: AbilitaShipEntry[];
  /**
   * OR-3 seven dice: all seven faces (common, yellow, yellow, blue, blue, red, red), from the card's four
   * Rolls; `faces` then repeats the red group's three (SD-90). Absent: the one 3d6 roll.
   */
  sevenDice?: number[];
}

export interface TargetEntry extends ShipRef {
  rangeMm: number;
  band: Band;
  half: 'fore' | 'aft';
  rake: RakeKind | null;
  /** D-12 the target's side facing the firer. */
  hitSide: HullSide;
  /** FP-7.1 ships this one is boarding or boarded by (actor uuids). */
  boardingWith: string[];
  sail: SailSetting;
  /** OR-7 the target is entangled (the option on): +1 to the shot. */
  entangled?: boolean;
  /** OR-7 footnote 20: a friend of the firer entangled with this (enemy) target. */
  tangle?: TangleFriend;
}

/** OR-7 footnote 20: the friend in the tangle and where both lay in the firer's arc when it fired. */
export interface TangleFriend extends ShipRef {
  hitSide: HullSide;
  friendPlace: 'fore' | 'aft' | 'centre';
  friendRangeMm: number;
  enemyPlace: 'fore' | 'aft' | 'centre';
  enemyRangeMm: number;
}

/** FP-6 one ordered broadside. */
export interface GunneryCard {
  kind: 'gunnery';
  turn: number;
  side: string;
  abilitaMessageId: string;
  shipIndex: number;
  firerUuid: string;
  firerName: string;
  broadside: HullSide;
  aim: Aim;
  score: number;
  /** FP-2.2 current BF of the firing side when it fired. */
  bf: number;
  /** OR-5 BF -1 for a ship firing while tacking (absent: none). */
  tackBf?: number;
  carronades: boolean;
  candidates: TargetEntry[];
  /** D-18 ids the player may choose between (two: one per half), or the forced one. */
  choices: string[];
  /** The target fired at (null until the player chooses, or when there is none). */
  targetUuid: string | null;
  /** OR-6 full gunnery: the broadside's kind, fixed when it fires (absent: Fast Play damage). */
  fullGunnery?: { broadside: 'normal' | 'initial' };
  /** OR-9 the firer's wreckage lies on this side: -1 to the score (absent: none). */
  wreckage?: true;
}

/** FP-4.3 / FP-6.5 / FP-6.6 the criticals of one Abilità roll, once every broadside is fired. */
export interface CriticalCard {
  kind: 'critical';
  turn: number;
  side: string;
  abilitaMessageId: string;
  gunneryMessageIds: string[];
  unlucky: null | {
    gunneryMessageId: string;
    firerUuid: string;
    firerName: string;
    broadside: HullSide;
    faces: Faces;
  };
  wellLaid: null | {
    gunneryMessageId: string;
    /** The ship that fired it: its commander applies the effect. */
    firerUuid: string;
    targetUuid: string;
    targetName: string;
    aim: Aim;
    faces: Faces;
    /** FP-4.4 ships within short range of the target, set on fire if its magazine explodes. */
    neighbours: ShipRef[];
  };
}

/** FP-7.5 / FP-7.6 one boarding melee (or a capture without melee, FP-7.2). */
export interface MeleeCard {
  kind: 'melee';
  turn: number;
  side: string;
  attacker: ShipRef;
  defender: ShipRef;
  attackerSupports: ShipRef[];
  defenderSupports: ShipRef[];
  /** FP-7.2 a struck or captured ship is taken without a melee. */
  withoutMelee: boolean;
  faces: Faces | null;
  own: MeleeParty;
  enemy: MeleeParty;
  /** HR-1 setting at the time of the melee. */
  meleeDamage: boolean;
  /** The side the defender belonged to (capture moves it to the attacker's side). */
  defenderSide: string;
}

export interface MoraleListEntry extends ShipRef {
  /** FP-8.1 raked or DC lost; HR-4 `fleetBreak`: the fleet's all-ships test at 0. */
  reasons: Array<'raked' | 'dcLost' | 'fleetBreak'>;
  hits: number;
  bowRakes: number;
  sternRakes: number;
  /** OR-2 +N for the opponent's refusals of the scenario (absent: none). */
  refusalBonus?: number;
}

/** FP-8.1 the ships that must test morale at the end of a part. */
export interface MoraleListCard {
  kind: 'moraleList';
  turn: number;
  side: string;
  entries: MoraleListEntry[];
  /** HR-4 the side whose fleet reached 0: every ship of it tests at once (not the part's list). */
  fleetBreak?: string;
}

/** FP-8.2 one morale test. */
export interface MoraleCard {
  kind: 'morale';
  turn: number;
  side: string;
  listMessageId: string;
  ship: ShipRef;
  faces: Faces;
  conditions: MoraleConditions;
}

export interface EndOfPartEntry extends ShipRef {
  /** FP-4.4 fires not put out, FP-6.7 a lit fireship burning, or FP-4.4 fire reaching a ship in contact. */
  cause: 'fire' | 'fireship' | 'spread';
  /** For 'spread': the burning ship in contact it catches fire from. */
  from?: ShipRef;
  /** FP-4.4 ships within short range that catch fire if this one explodes. */
  neighbours: ShipRef[];
}

/** FP-4.4 / FP-6.7 / D-7 fires at the end of a side's part. */
export interface EndOfPartCard {
  kind: 'endOfPart';
  turn: number;
  side: string;
  entries: EndOfPartEntry[];
}

export interface SummaryShip extends ShipRef {
  side: string;
  originalSide: string;
  fate: 'afloat' | 'struck' | 'destroyed' | 'captured';
  dcLost: number;
  initialBf: number;
}

/** FP-8.3 the end of the battle. */
export interface SummaryCard {
  kind: 'summary';
  turn: number;
  side: string;
  scoring: 'standard' | 'detailed';
  sides: Array<{ id: string; points: number; exact: number }>;
  ships: SummaryShip[];
  /** HR-4 the fleet that broke first (it loses, whatever its points); absent: none broke or the option is off. */
  fleetMoraleLoser?: string;
}

/** OR-9 one rigging damage test, with the inputs of its score (the referee rolled the dice). */
export interface RiggingTestCard {
  kind: 'riggingTest';
  turn: number;
  side: string;
  ship: ShipRef;
  cause: RiggingTestCause;
  faces: Faces;
  /** The crew that kept the ship (a prize's original crew). */
  crew: CrewQuality;
  sail: RiggingSail;
  wind: NavWind;
  /** OR-2 the wind was a storm (tested as a strong wind). */
  storm: boolean;
  rdcLost: number;
  collision: RiggingCollision | null;
  rateDiff: number | null;
  partiesReady: boolean;
  /** A collision with a ship: the damage is a share of that ship's DC (OR-9). */
  other: ShipRef | null;
  /** What put the ship to the test once (e.g. one wind change), so it is not taken twice. */
  trigger?: string;
  /** OR-9 the lee side the wreckage falls on if RDC are lost (the referee's roll when head or stern to wind). */
  leeSide?: 'port' | 'starboard';
}

export interface SignalEntry extends ShipRef {
  faces: Faces;
  /** FP-A3 the reception modifiers read from the battle at the roll. */
  conditions: {
    underEnemyFire: boolean;
    orderedToFire: boolean;
    boarding: boolean;
    fireOnBoard: boolean;
    otherNation: boolean;
  };
  /** FP-A3 within 200 mm of an enemy (80 at 1:3000) at the roll: it acts independently. */
  independent: boolean;
}

/** FP-A3 / OR-11 one signal, sent at the end of a side's part, and each ship's reception roll. */
export interface SignalCard {
  kind: 'signal';
  turn: number;
  side: string;
  mode: 'fastPlay' | 'fullGame';
  sender: ShipRef;
  /** The officer (user) who sent it (OR-11: one signal a turn each, SD-45). */
  senderUserId: string;
  /** One or two elements, as the sender wrote them. */
  elements: string[];
  entries: SignalEntry[];
}

export type Card =
  | RiggingTestCard
  | AbilitaCard
  | GunneryCard
  | CriticalCard
  | MeleeCard
  | MoraleListCard
  | MoraleCard
  | EndOfPartCard
  | SummaryCard
  | SignalCard
  | GroundingCard
  | AiCaptainCard
  | FortFireCard
  | MoveCompletedCard;

/**
 * HR-3 a ship ran aground: where (scene, token, shoal region, re-checked when applied), on what
 * bottom and at what sail; with the OR-9 test on (SD-132) the test replaces the fixed hull damage.
 */
export interface GroundingCard {
  kind: 'grounding';
  turn: number;
  side: string;
  ship: ShipRef;
  sceneId: string;
  tokenId: string;
  regionId: string;
  /** The move that ran it aground: one card per move. */
  moveId: string;
  bottom: 'rock' | 'sand';
  sail: 'easy' | 'full';
  byTest: boolean;
}

/** FP-5.7 / SD-150 one ship whose straight move the referee completed at a close. */
export interface MoveCompletedEntry extends ShipRef {
  /** What the referee sailed for her (mm), straight ahead. */
  movedMm: number;
  /** FP-5.8 the ships she ran into on the way (their names; empty: none). */
  contactWith: string[];
  /** HR-3 she ran aground on the way. */
  aground: boolean;
}

/**
 * FP-5.7 / SD-150 the whole move is compulsory: at the close of a side's movement-and-fire step
 * (OR-3: of a segment's; HR-5: of a squadron's card) the referee sailed the rest of these ships' moves.
 */
export interface MoveCompletedCard {
  kind: 'moveCompleted';
  turn: number;
  side: string;
  segment: 1 | 2 | null;
  ships: MoveCompletedEntry[];
}

export function isCardKind(v: unknown): v is CardKind {
  return typeof v === 'string' && (CARD_KINDS as readonly string[]).includes(v);
}

/** Issue 13 what an AI captain's line is about: its decisions, a referee's refusal, what it did instead. */
export const AI_CAPTAIN_LINES = [
  'target',
  'fire',
  'sail',
  'course',
  'guns',
  'firingPoint',
  'refused',
  'fallback',
  // Issue 13 / SD-189 what the rules it has to apply (the options, unfoul, tack on) changed in its orders.
  'options',
  // SD-220 held in contact or laying an enemy aboard: board, fight on, unfoul or stay.
  'contact',
  // FP-A3 / OR-11 / SD-271 the signal it sends at the end of its part.
  'signal',
] as const;
export type AiCaptainLineKind = (typeof AI_CAPTAIN_LINES)[number];

/**
 * Issue 13 the AI captain's log for one ship at one step of its side's part (SD-171): each decision with
 * its one-line reason (the core's words), each refusal by the referee and the legal choice taken
 * instead. It applies nothing: the orders, rolls, moves and broadsides go through the player's path.
 */
export interface AiCaptainCard {
  kind: 'aiCaptain';
  turn: number;
  side: string;
  /** SD-220 'boarding': the melee it starts in the boarding step. SD-271 'signal': its end-of-part signal. */
  step: 'orders' | 'moveFire' | 'boarding' | 'signal';
  /** OR-3 the segment of a two-segment battle's movement (null otherwise). */
  segment: 1 | 2 | null;
  ship: ShipRef;
  /**
   * SD-203 a decision's line carries the core's reason (id and parameters, shown in the reader's
   * language) and its English as `text`; a refusal or fallback line has only its `text`.
   */
  lines: Array<{ kind: AiCaptainLineKind; text: string; reason?: Reason }>;
}

/** HR-5 SD-177 the ship a fort fired at: range from the fort's centre, band, and the hull side facing it. */
export interface FortTargetEntry extends ShipRef {
  rangeMm: number;
  band: 'short' | 'medium' | 'long';
  /** D-12 the target's side facing the fort's centre (the hull track that takes the damage). */
  hitSide: HullSide;
}

/**
 * HR-5 SD-177 / SD-178 one fort's fire on the coastal batteries card, posted by the referee with its
 * Roll: the Abilità as rolled (faces, modifiers, score), the fort's current BF, the target and result,
 * and the hull damage (0 when nothing hits). The referee re-derives the damage from these when applying.
 */
export interface FortFireCard {
  kind: 'fortFire';
  turn: number;
  /** The fort's side. */
  side: string;
  fort: ShipRef;
  faces: Faces;
  modifiers: StoredModifier[];
  score: number;
  bf: number;
  target: FortTargetEntry | null;
  result: 'hit' | 'miss' | 'unlucky' | 'wellLaid' | 'noTarget';
  damage: number;
}
