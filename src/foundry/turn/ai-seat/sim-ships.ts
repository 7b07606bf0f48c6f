// Issue 13: the battle's ships as the AI captain sees them. Each ship token of the battle's scene and
// its actor become a core SimShip (the class, crew and damage from the stored data, the pose from the
// token through the canvas's own token -> TableShip conversion), so the captain judges the table the
// referee judges. Only ships that have a token on the battle's scene take part.
import { isSinking } from '../../../rules/index.js';
import type { SimShip } from '../../../rules/sim/duel-state.js';
import type { ContactView } from '../../../rules/sim/board-captain.js';
import type { CaptainTable } from '../../../rules/sim/captain.js';
import { profileFromSource } from '../../models/ship-source.js';
import type { ShipSystemSource } from '../../models/ship-model.js';
import { damageOf } from '../../ship-state.js';
import { rotationToHeadingIndex } from '../../heading.js';
import { tableShipOf } from '../../canvas/table-ships.js';
import type { SceneLike, TokenDocLike } from '../../canvas/scene-ships.js';
import { sceneRules } from '../../canvas/scene-ships.js';
import { shipDataOf } from '../../models/access.js';
import { tokenOf } from '../scene-table.js';
import type { TurnState } from '../turn-state.js';

export interface AiTableShip {
  actorUuid: string;
  name: string;
  side: string;
  token: TokenDocLike;
  system: ShipSystemSource;
  sim: SimShip;
}

function fateOf(s: ShipSystemSource, sim: Pick<SimShip, 'profile' | 'damage'>): SimShip['fate'] {
  if (s.status.exploded) return 'exploded';
  if (isSinking(sim.profile, sim.damage)) return 'sunk';
  if (s.status.struck || s.status.captured || s.status.abandoned) return 'struck';
  return 'afloat';
}

/** One ship token as the captain's SimShip (`id` 'a': the captain re-labels ships in its own view). */
export function simShipOf(token: TokenDocLike, scene: SceneLike): SimShip | null {
  const rules = sceneRules(scene);
  const table = tableShipOf(token, rules.grid, rules.scale);
  if (!table || !token.actor) return null;
  const s = shipDataOf(token.actor);
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  const base = { profile, damage };
  return {
    id: 'a',
    profile,
    body: table.body,
    pose: table.pose,
    heading: rotationToHeadingIndex(token.rotation),
    sail: s.sail,
    halfSpeed: s.halfSpeed,
    damage,
    fires: { ...s.fires },
    rudderDamaged: s.rudderDamaged,
    moraleTests: s.moraleTests.length,
    fate: fateOf(s, base),
    hitsThisTurn: 0,
    bowRakesThisTurn: 0,
    sternRakesThisTurn: 0,
  };
}

/**
 * SD-204 the table the captain plans on: the world's scale (HR-2) and the scene's wind strength as the
 * referee reads it for a move (FP-A1; a breeze when the scene has none, as the allowance takes it).
 */
export function captainTableOf(scene: SceneLike): CaptainTable {
  const rules = sceneRules(scene);
  return { scale: rules.scale, strength: rules.wind?.strength ?? 'breeze' };
}

/** The battle's ships on its scene, in roster order, with their contacts and boarding (SD-220). */
export function battleTableShips(state: TurnState, scene: SceneLike): AiTableShip[] {
  const ships = tableShips(state, scene);
  for (const s of ships) withBoarding(s, ships);
  return ships;
}

const actorIdOf = (s: AiTableShip) => s.token.actor?.id;

/**
 * SD-220 FP-5.8 / FP-7 what the board captain reads of a ship, from the referee's stored data: the
 * ships she touches, her parties ready, and the enemy she is locked in a melee with (SD-242: the
 * referee's record, `boarding.meleeWith`; a melee recorded before it has none, and then the touched
 * enemy in a melee too stands for it).
 */
function withBoarding(ship: AiTableShip, all: readonly AiTableShip[]): void {
  const s = ship.system;
  // Only the ships on the table (a fort holds her too, but the board captain reads ships: held by a
  // fort alone she unfouls by the options' rule, as before SD-220).
  const touching = s.contacts.filter((c) => other(all, c.actorId));
  if (touching.length > 0)
    ship.sim.contacts = touching.map((c) => ({ uid: c.actorId, kind: c.kind }));
  if (s.boarding.partiesReady) ship.sim.partiesReady = true;
  if (!s.boarding.inMelee) return;
  if (s.boarding.meleeWith) {
    ship.sim.melee = s.boarding.meleeWith;
    return;
  }
  const locked = contactViewsOf(ship, all).find(
    (c) => c.enemy && other(all, c.uid)?.system.boarding.inMelee,
  );
  ship.sim.melee = locked?.uid ?? s.contacts[0]?.actorId ?? 'melee';
}

function other(all: readonly AiTableShip[], actorId: string): AiTableShip | undefined {
  return all.find((o) => actorIdOf(o) === actorId);
}

/** SD-220 the ships on the table `ship` touches, as the board captain sees them (enemy: another side). */
export function contactViewsOf(ship: AiTableShip, all: readonly AiTableShip[]): ContactView[] {
  return ship.system.contacts.flatMap((c) => {
    const o = other(all, c.actorId);
    if (!o || o === ship) return [];
    return [{ uid: c.actorId, ship: o.sim, enemy: o.side !== ship.side, kind: c.kind }];
  });
}

function tableShips(state: TurnState, scene: SceneLike): AiTableShip[] {
  return state.roster.flatMap((r) => {
    const token = tokenOf(scene, r.actorUuid);
    const actor = token?.actor;
    if (!token || !actor || actor.type !== 'ship') return [];
    const sim = simShipOf(token, scene);
    if (!sim) return [];
    const system = shipDataOf(actor);
    return [
      {
        actorUuid: r.actorUuid,
        name: actor.name,
        side: system.side,
        token,
        system,
        sim,
      },
    ];
  });
}
