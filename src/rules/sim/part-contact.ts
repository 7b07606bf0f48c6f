// Issue 13 / SD-153 / SD-154: contacts and boarding in a simulated part (FP-3), in the order the
// Foundry turn flow takes them: unfouling with the Unf column before sail and course (FP-4.2 / FP-5.8),
// the contacts a straight move makes and their FP-5.8 / D-9 / D-19 / FP-4.4 effects right after it, and the
// boarding of the owner's part at its end (FP-7.2 prize taken without melee, FP-7.5 / FP-7.6 melee,
// HR-1 melee damage as a battle option). The rules are the core's (contact.ts, boarding.ts); this
// file only keeps the simulation's records of who touches whom.
import type { AbilitaRow } from '../tables/abilita.js';
import { meleeDamage, meleeTest, type MeleeParty } from '../boarding.js';
import {
  collisionEffect,
  contactKindFor,
  isCollisionContact,
  unfoulBreaks,
  type ContactKind,
} from '../contact.js';
import { applyHullDamage, applyRiggingDamage, dcLost, isDismasted } from '../damage.js';
import { fireCount, fireSpreadOnContact } from '../fire.js';
import { arcShape, halfOf, type ArcShape } from '../geometry/arc.js';
import { basesInContact } from '../geometry/movement.js';
import { mainmastPoint, type Half, type Pose } from '../geometry/ship-shape.js';
import { hullTouchesArc, shipGeometry } from '../geometry/targeting.js';
import { sideFacing } from '../hit-side.js';
import type { SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import type { PartRules } from './part-rules.js';
import { controllingSide, entryShip, type SimTable, type TableEntry } from './table.js';
import { packedMap } from '../packed-map.js';

/** D-6 a ship that loses its last RDC while on fire explodes. */
export function checkExplosion(s: SimShip, wasDismasted: boolean): void {
  if (!wasDismasted && isDismasted(s.profile, s.damage) && fireCount(s.fires) > 0)
    s.fate = 'exploded';
}

function loseRigging(s: SimShip, points: number): void {
  if (points <= 0) return;
  const dismasted = isDismasted(s.profile, s.damage);
  s.damage = applyRiggingDamage(s.profile, s.damage, points).damage;
  checkExplosion(s, dismasted);
}

function burning(e: TableEntry | undefined): boolean {
  return e !== undefined && fireCount(e.ship.fires) > 0;
}

export function entryByUid(table: SimTable, uid: string): TableEntry | undefined {
  for (const e of table.entries) if (e.uid === uid) return e;
  return undefined;
}

function addContact(s: SimShip, uid: string, kind: ContactKind, made = false): void {
  if (!s.contacts) s.contacts = [];
  const had = s.contacts.find((c) => c.uid === uid);
  if (had) had.kind = kind;
  else if (made) s.contacts.push({ uid, kind, newThisTurn: true });
  else s.contacts.push({ uid, kind });
}

function dropContact(s: SimShip, uid: string): void {
  if (!s.contacts) return;
  const kept = s.contacts.filter((c) => c.uid !== uid);
  s.contacts = kept.length > 0 ? kept : undefined;
}

function touching(s: SimShip, uid: string): boolean {
  return s.contacts?.some((c) => c.uid === uid) === true;
}

/**
 * FP-5.8 / FP-4.5 / FP-7.3 the unfoul order, on the Unf column: every contact the result breaks goes
 * (none while she is in a melee); free of all, she may move at half speed this part. The ship she left
 * drops its record too: a friend may move at half speed (FP-5.8 friendly contact), an enemy stays hove
 * to until the next turn and then moves at half speed (startTurn).
 */
export function unfoulInPart(table: SimTable, me: TableEntry, row: AbilitaRow): void {
  const s = me.ship;
  if (!s.contacts) return;
  const inMelee = s.melee !== undefined;
  const kept = s.contacts.filter(
    (c) => !unfoulBreaks(row.unfoul, { kind: c.kind, inMelee, boardedNotRepelled: inMelee }),
  );
  // FP-4.4 failing to unfoul from a burning ship starts a new rigging fire (once).
  if (kept.some((c) => burning(entryByUid(table, c.uid))))
    s.fires = { ...s.fires, rigging: s.fires.rigging + 1 };
  if (kept.length === s.contacts.length) return;
  for (const c of s.contacts) {
    if (kept.includes(c)) continue;
    const other = entryByUid(table, c.uid);
    if (!other) continue;
    dropContact(other.ship, me.uid);
    if (other.ship.contacts) continue;
    if (controllingSide(other) === controllingSide(me)) other.ship.halfSpeed = true;
    else other.ship.releasedThisTurn = true;
  }
  s.contacts = kept.length > 0 ? kept : undefined;
  if (!s.contacts) s.halfSpeed = true;
}

/**
 * FP-5.8 / D-9 / D-19 the contacts the straight move made: an enemy touched at easy sail is a
 * deliberate boarding contact (no damage), anything else a collision costing every ship involved 20%
 * (easy) or 50% (full) DC of rigging, the mover's sail deciding; all are held (hove to) until they
 * unfoul. Ships she was already touching (and did not run into again) are not touched anew.
 */
export function contactsAfterMove(
  table: SimTable,
  me: TableEntry,
  sweep: { contactIds: readonly string[]; blockingIds: readonly string[] },
  startPose: SimShip['pose'],
  rules: PartRules | null,
): void {
  const s = me.ship;
  if (s.sail === 'furled') return;
  for (const uid of sweep.contactIds) {
    if (touching(s, uid)) continue;
    const other = entryByUid(table, uid);
    if (!other) continue;
    // Touching where she started and not run into: a ship she sailed alongside, no new contact.
    if (
      !sweep.blockingIds.includes(uid) &&
      basesInContact(entryShip(me, startPose), entryShip(other))
    )
      continue;
    const kind = contactKindFor({
      fireship: false,
      sameSide: controllingSide(other) === controllingSide(me),
      moverSail: s.sail,
    });
    // FP-4.4 fire passes first, so D-6 sees a ship set alight that loses her last RDC in it.
    spreadFire(table, me, other);
    const deliberateBoarding = kind === 'boarding';
    for (const ship of [s, other.ship])
      if (ship.fate === 'afloat' || ship.fate === 'struck' || ship.fate === 'captured')
        loseRigging(
          ship,
          collisionEffect(s.sail, ship.profile.dcCapacity, { deliberateBoarding }).riggingPoints,
        );
    addContact(s, uid, kind, true);
    addContact(other.ship, me.uid, kind, true);
    // OR-9 / SD-198 each ship of a collision takes the rigging damage test (the options say whether).
    if (isCollisionContact(kind)) rules?.collision?.(me, other);
  }
}

/** FP-4.4 fire on contact: the core says which ships catch a rigging fire (the touched ship's neighbours too). */
function spreadFire(table: SimTable, mover: TableEntry, touched: TableEntry): void {
  if (!burning(mover) && !burning(touched)) return;
  const neighbours = packedMap(touched.ship.contacts ?? [], (c) => ({
    id: c.uid,
    burning: burning(entryByUid(table, c.uid)),
  }));
  const add = fireSpreadOnContact(
    { id: mover.uid, burning: burning(mover) },
    { id: touched.uid, burning: burning(touched) },
    neighbours,
  );
  for (const [uid, n] of Object.entries(add)) {
    const e = uid === mover.uid ? mover : uid === touched.uid ? touched : entryByUid(table, uid);
    if (e) e.ship.fires = { ...e.ship.fires, rigging: e.ship.fires.rigging + n };
  }
}

/** FP-2.5 sunk and exploded ships leave the table, and with them every contact with them. */
export function dropContactsWithGone(table: SimTable): void {
  for (const e of table.entries) {
    const s = e.ship;
    if (!s.contacts) continue;
    if (e.ship.fate === 'sunk' || e.ship.fate === 'exploded') {
      for (const c of s.contacts) {
        const other = entryByUid(table, c.uid);
        if (other) dropContact(other.ship, e.uid);
      }
      s.contacts = undefined;
      s.melee = undefined;
    }
  }
  for (const e of table.entries)
    if (e.ship.melee !== undefined) {
      const other = entryByUid(table, e.ship.melee);
      if (other?.ship.fate !== 'afloat' || e.ship.fate !== 'afloat') e.ship.melee = undefined;
    }
}

/** FP-7.5 capture: the prize now sails with the captor, so her contacts change sides (friend <-> enemy). */
function captured(table: SimTable, prize: TableEntry): void {
  prize.ship.fate = 'captured';
  prize.ship.melee = undefined;
  prize.ship.partiesReady = undefined;
  for (const c of prize.ship.contacts ?? []) {
    const other = entryByUid(table, c.uid);
    if (!other) continue;
    if (other.ship.melee === prize.uid) other.ship.melee = undefined;
    const friend = controllingSide(other) === controllingSide(prize);
    const kind: ContactKind = friend
      ? 'friendlyCollision'
      : c.kind === 'friendlyCollision'
        ? 'enemyCollision'
        : c.kind;
    c.kind = kind;
    addContact(other.ship, prize.uid, kind);
  }
}

/** FP-7.5 one side of a melee: crew, initial BF, DCs lost, supporting ships. */
export function meleeParty(s: SimShip, supports: number): MeleeParty {
  return {
    crew: s.profile.crew,
    initialBf: s.profile.bf,
    dcLost: dcLost(s.profile, s.damage).total,
    supports,
  };
}

/**
 * FP-7.6 the supporters of `principal`'s side: ships of that side afloat, touching `touched` (the
 * boarded ship for the attackers, the boarding ship for the defenders); an attacker supports only with
 * its own parties ready (one that failed to prepare gives no support); one whose contact was a
 * collision made this turn (at full sail, D-19) supports from the next turn.
 */
function supporters(
  table: SimTable,
  principal: TableEntry,
  touched: TableEntry,
  needParties: boolean,
): number {
  let n = 0;
  const side = controllingSide(principal);
  for (const e of table.entries) {
    if (e === principal || e === touched || e.ship.fate !== 'afloat') continue;
    if (controllingSide(e) !== side) continue;
    const c = touched.ship.contacts?.find((x) => x.uid === e.uid);
    if (!c || (c.newThisTurn && c.kind === 'enemyCollision')) continue;
    if (needParties && !e.ship.partiesReady) continue;
    n++;
  }
  return n;
}

/** The enemies she touches that her parties could go for, the one she is locked in a melee with first. */
function boardable(table: SimTable, me: TableEntry): TableEntry | null {
  const s = me.ship;
  if (!s.contacts) return null;
  if (s.melee !== undefined) {
    const locked = entryByUid(table, s.melee);
    if (locked && locked.ship.fate === 'afloat' && !locked.ship.boardedThisTurn) return locked;
  }
  for (const c of s.contacts) {
    const e = entryByUid(table, c.uid);
    if (e?.ship.fate !== 'afloat' || e.ship.boardedThisTurn) continue;
    if (controllingSide(e) !== controllingSide(me)) return e;
  }
  return null;
}

/** HR-1 10% DC hull (on the side facing the other ship) and 10% DC rigging. */
function meleeHurt(
  s: SimShip,
  other: SimShip,
  points: { hullPoints: number; riggingPoints: number },
) {
  if (points.hullPoints > 0) {
    const side = sideFacing(s.pose, mainmastPoint(other.pose, other.body));
    s.damage = applyHullDamage(s.profile, s.damage, side, points.hullPoints).damage;
  }
  loseRigging(s, points.riggingPoints);
}

export interface BoardingDone {
  /** A struck enemy taken without a melee (FP-7.2). */
  prize: TableEntry | null;
  /** The melee test taken, if any (FP-7.5). */
  melee: { against: TableEntry; outcome: 'repelled' | 'continues' | 'captured' } | null;
}

/**
 * FP-7.2 / FP-7.5 / FP-7.6 at the end of the owner's part: with parties ready, a struck enemy she
 * touches is taken without a melee; otherwise she takes one melee test against an enemy she touches
 * (the one she is locked with first), one test a turn against a given ship. Repelled: her parties are
 * spent (a new boarding must prepare again, FP-7.2 / FP-7.4); continues: both are locked (no
 * unfouling, FP-7.3); captured: the prize passes to her side. A ship that ordered unfoul (and so is
 * not in a melee) starts none.
 */
export function boardingAtEndOfPart(
  table: SimTable,
  me: TableEntry,
  rng: DuelRandom,
  /** She ordered unfoul this part: she is leaving, so she starts no new melee. */
  unfouling: boolean,
): BoardingDone {
  const done: BoardingDone = { prize: null, melee: null };
  const s = me.ship;
  if (s.fate !== 'afloat' || !s.partiesReady || !s.contacts) return done;
  for (const c of s.contacts) {
    const e = entryByUid(table, c.uid);
    if (e && e.ship.fate === 'struck' && e.side !== controllingSide(me)) {
      captured(table, e);
      done.prize = e;
      return done;
    }
  }
  const target = boardable(table, me);
  if (!target || (unfouling && s.melee !== target.uid)) return done;
  const t = target.ship;
  const result = meleeTest(
    rng.roll3d6(),
    meleeParty(s, supporters(table, me, target, true)),
    meleeParty(t, supporters(table, target, me, false)),
  );
  t.boardedThisTurn = true;
  if (table.meleeDamage) {
    const hurt = meleeDamage(result.outcome, s.profile, t.profile);
    meleeHurt(s, t, hurt.testing);
    meleeHurt(t, s, hurt.defending);
  }
  if (result.outcome === 'repelled') {
    s.partiesReady = undefined;
    s.melee = undefined;
    t.melee = undefined;
  } else if (result.outcome === 'continues') {
    s.melee = target.uid;
    t.melee = me.uid;
  } else {
    s.melee = undefined;
    s.partiesReady = undefined;
    // HR-1 may have sunk or blown her up first: a ship no longer afloat is not taken.
    if (t.fate === 'afloat') captured(table, target);
  }
  done.melee = { against: target, outcome: result.outcome };
  return done;
}

/**
 * SD-154 boarding parties are prepared for one boarding (FP-7.2): a ship that ends her part touching
 * no enemy has none under way, so her parties stand down (and FP-7.3's one-side limit with them).
 */
export function standDownParties(table: SimTable, me: TableEntry): void {
  const s = me.ship;
  if (!s.partiesReady) return;
  const side = controllingSide(me);
  for (const c of s.contacts ?? []) {
    const e = entryByUid(table, c.uid);
    if (e && controllingSide(e) !== side && (e.ship.fate === 'afloat' || e.ship.fate === 'struck'))
      return;
  }
  s.partiesReady = undefined;
}

/**
 * D-19 / FP-7.1 firing at a ship in a boarding: she and the ships of that boarding afloat touching her
 * (a deliberate boarding contact, or locked with her in a melee) whose hull is in the firer's arc and
 * whose mainmast lies in the same half of it (D-18) share the broadside's damage evenly. Null when she
 * shares it with nobody (the usual case, measured only when she has a contact).
 */
export function boardingShare(
  table: SimTable,
  firer: TableEntry,
  target: TableEntry,
  firedFrom: Pose,
  side: 'port' | 'starboard',
): TableEntry[] | null {
  const t = target.ship;
  if (!t.contacts) return null;
  let arc: ArcShape | null = null;
  let half: Half = 'fore';
  let out: TableEntry[] | null = null;
  for (const c of t.contacts) {
    if (c.kind !== 'boarding' && t.melee !== c.uid) continue;
    const e = entryByUid(table, c.uid);
    if (!e || e === firer || e.ship.fate !== 'afloat') continue;
    if (!arc) {
      arc = arcShape(firedFrom, firer.ship.body, side);
      half = halfOf(arc, shipGeometry(entryShip(target), 0).mainmast);
    }
    const g = shipGeometry(entryShip(e), 0);
    if (!hullTouchesArc(g, arc) || halfOf(arc, g.mainmast) !== half) continue;
    out ??= [target];
    out.push(e);
  }
  return out;
}
