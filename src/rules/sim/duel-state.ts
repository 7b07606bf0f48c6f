// The state of a two-ship duel played over the rules core (issue 13): one ship a side, the wind fixed
// from the north at a breeze (SD-140), 1:1200. Everything here is plain data; the turn is in duel.ts.
import type { SimWreck } from './battle-rigging.js';
import type { ShipDamage } from '../damage.js';
import { NO_DAMAGE } from '../damage.js';
import { RuleError } from '../errors.js';
import type { Fires } from '../fire.js';
import { NO_FIRES } from '../fire.js';
import type { Pose, ShipBody, TableShip } from '../geometry/ship-shape.js';
import { headingDegrees } from '../sailing.js';
import { resolveGuns } from '../classes.js';
import { baseSize, classById, isCrewQuality, shipProfile, type ShipProfile } from '../ship.js';
import type { ContactKind } from '../contact.js';
import type { SailSetting } from '../tables/sailing.js';
import { CREW_QUALITIES, type CrewQuality, type Scale } from '../tables/ships.js';

export type DuelSide = 'a' | 'b';
/** 'captured': taken by boarding (FP-7.5 melee, or FP-7.2 a struck ship taken without one, SD-153). */
export type ShipFateInDuel = 'afloat' | 'struck' | 'sunk' | 'exploded' | 'captured';

/** FP-5.8 / D-19 one ship she is in base contact with: its table id and why they touch. */
export interface SimContact {
  uid: string;
  kind: ContactKind;
  /** FP-7.6 made this turn (a supporter that collided supports from the next turn). */
  newThisTurn?: boolean;
}

/** A ship of the duel: its class and crew (FP-2, FP-1.5), where it is and what it has suffered. */
export interface SimShip {
  readonly id: DuelSide;
  readonly profile: ShipProfile;
  readonly body: ShipBody;
  pose: Pose;
  /** Heading as a compass point index 0-15 (FP-1.7). */
  heading: number;
  sail: SailSetting;
  /** FP-5.2 coming out of hove to: half speed this turn. */
  halfSpeed: boolean;
  damage: ShipDamage;
  fires: Fires;
  /** FP-6.6 well laid shot: rudder damaged from then on. */
  rudderDamaged: boolean;
  /** FP-8.2 morale tests taken so far (-1 each). */
  moraleTests: number;
  fate: ShipFateInDuel;
  /** This turn (FP-8.2): enemy hits, bow and stern rakes suffered. */
  hitsThisTurn: number;
  bowRakesThisTurn: number;
  sternRakesThisTurn: number;
  /** OR-9 rigging down to the test and its jury rig (battle-rigging.ts); absent: never tested down. */
  wreck?: SimWreck;
  // SD-153 contact and boarding state. Each is left undefined while it does not apply, so a ship that
  // never touches another is the same plain record as before (the goldens hash it).
  /** FP-5.8 the ships she touches (never empty: undefined when none); she is held until she unfouls. */
  contacts?: SimContact[];
  /** FP-5.8 another ship unfouled from her this turn: she stays hove to until the next turn. */
  releasedThisTurn?: boolean;
  /** FP-7.2 boarding parties prepared and not yet spent (repelled or a capture ends the boarding). */
  partiesReady?: boolean;
  /** FP-7.3 / FP-7.5 the table id of the ship she is locked in a continuing melee with. */
  melee?: string;
  /** FP-7.6 a melee test was taken against her this turn (one a turn against a given ship). */
  boardedThisTurn?: boolean;
}

/** FP-5.8 held in contact (or left hove to by a ship that unfouled from her this turn): no move. */
export function isHeld(s: SimShip): boolean {
  return s.contacts !== undefined || s.releasedThisTurn === true;
}

export interface DuelState {
  turn: number;
  /** Compass point index the wind blows from (SD-140: 0, north, a breeze, never changing). */
  wind: number;
  ships: [SimShip, SimShip];
}

/** One duellist as the CLI names it: a class and a crew quality. */
export interface Duellist {
  classId: string;
  crew: CrewQuality;
}

/** "74C:good" -> the FP-2.1 row and the crew; a RuleError names what is wrong. */
export function parseDuellist(text: string): Duellist {
  const [guns, crew, ...rest] = text.split(':');
  if (rest.length > 0 || guns === undefined || guns.trim() === '')
    throw new RuleError(`a ship is CLASS:CREW like 74C:good, got "${text}"`);
  const row = resolveGuns(guns);
  const quality = (crew ?? 'average').trim().toLowerCase();
  if (!isCrewQuality(quality))
    throw new RuleError(`unknown crew "${crew}" (one of ${CREW_QUALITIES.join(', ')})`);
  if (row.rate === 'fortification')
    throw new RuleError(`a duel is between ships, "${row.guns}" is a fortification`);
  return { classId: row.id, crew: quality };
}

export function makeSimShip(
  id: DuelSide,
  who: Duellist,
  pose: Pose,
  heading: number,
  /** FP-1.1 / HR-2 the table's scale: the ship sails on its base (35x16 for a 1st rate at 1:3000). */
  scale: Scale = 1200,
): SimShip {
  const profile = shipProfile(classById(who.classId), who.crew);
  return {
    id,
    profile,
    body: {
      ...(scale === 1200 ? profile.base : baseSize(profile.rate, scale)),
      masts: profile.masts,
    },
    // Poses are always this literal (never a spread), so every pose of the core has one object shape.
    pose: { x: pose.x, y: pose.y, headingDeg: headingDegrees(heading) },
    heading,
    sail: 'easy',
    halfSpeed: false,
    damage: { ...NO_DAMAGE },
    fires: { ...NO_FIRES },
    rudderDamaged: false,
    moraleTests: 0,
    fate: 'afloat',
    hitsThisTurn: 0,
    bowRakesThisTurn: 0,
    sternRakesThisTurn: 0,
    // SD-153 / SD-154 present from the start (undefined: JSON leaves them out), so every ship keeps
    // one shape when they are set later and the hot paths that read ships stay monomorphic.
    contacts: undefined,
    releasedThisTurn: undefined,
    partiesReady: undefined,
    melee: undefined,
    boardedThisTurn: undefined,
    // OR-9 likewise (battle-rigging.ts sets it when her rigging comes down).
    wreck: undefined,
  };
}

/**
 * A shallow copy of `s` (as `{ ...s, id }`) written as makeSimShip's literal - the same keys in the same
 * order - so a copy (the captain's two-ship view, a snapshot) has the original's object shape and the
 * core's hot paths see one ship shape, not two.
 */
export function copySimShip(s: SimShip, id: DuelSide = s.id): SimShip {
  return {
    id,
    profile: s.profile,
    body: s.body,
    pose: s.pose,
    heading: s.heading,
    sail: s.sail,
    halfSpeed: s.halfSpeed,
    damage: s.damage,
    fires: s.fires,
    rudderDamaged: s.rudderDamaged,
    moraleTests: s.moraleTests,
    fate: s.fate,
    hitsThisTurn: s.hitsThisTurn,
    bowRakesThisTurn: s.bowRakesThisTurn,
    sternRakesThisTurn: s.sternRakesThisTurn,
    contacts: s.contacts,
    releasedThisTurn: s.releasedThisTurn,
    partiesReady: s.partiesReady,
    melee: s.melee,
    boardedThisTurn: s.boardedThisTurn,
    wreck: s.wreck,
  };
}

export function tableShip(s: SimShip, pose: Pose = s.pose): TableShip {
  return { id: s.id, pose, body: s.body };
}

export function sideIndex(side: DuelSide): 0 | 1 {
  return side === 'a' ? 0 : 1;
}

export function otherSide(side: DuelSide): DuelSide {
  return side === 'a' ? 'b' : 'a';
}

/** A deep copy, so a caller (a test, the captain's look-ahead) may keep a snapshot. */
export function cloneDuel(state: DuelState): DuelState {
  const copy = (s: SimShip): SimShip => {
    const c = copySimShip(s);
    c.pose = { x: s.pose.x, y: s.pose.y, headingDeg: s.pose.headingDeg };
    c.damage = { ...s.damage };
    c.fires = { ...s.fires };
    if (s.contacts) c.contacts = s.contacts.map((x) => ({ ...x }));
    return c;
  };
  return {
    turn: state.turn,
    wind: state.wind,
    ships: [copy(state.ships[0]), copy(state.ships[1])],
  };
}
