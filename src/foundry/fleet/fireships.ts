// FP-6.7 fireship limits where a fireship is designated (the ship sheet) and when a battle begins: a
// 6th rate only, one per squadron of a side, starting farthest from the enemy (SD-25). Pure: the
// problems come back as localisation keys with their data.
import {
  RuleError,
  checkFireshipsPerSquadron,
  fireshipStartsFarthest,
  mayBeFireship,
  type Vec2,
} from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';

export interface FireshipProblem {
  key: string;
  data: Record<string, string>;
}

export interface FleetShipEntry {
  name: string;
  system: ShipSystemSource;
  /** Base centre on the table (mm), when the ship has a token there. */
  position?: Vec2 | null;
}

const isFireship = (s: ShipSystemSource) => s.fireship.isFireship;

function rateProblem(ship: FleetShipEntry): FireshipProblem | null {
  return mayBeFireship(ship.system.shipClass.rate)
    ? null
    : { key: 'SCA.Turn.Error.FireshipRate', data: { ship: ship.name } };
}

/** FP-6.7 the fireships of one squadron of one side (its squadron name as written; blank is one squadron too). */
function squadronProblem(side: string, squadron: string, count: number): FireshipProblem | null {
  try {
    checkFireshipsPerSquadron(count);
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { key: 'SCA.Turn.Error.FireshipPerSquadron', data: { squadron, side } };
  }
}

/** FP-6.7 / SD-25 every problem with the fireships among these ships (a battle's roster, with table positions). */
export function fireshipProblems(ships: readonly FleetShipEntry[]): FireshipProblem[] {
  const problems: FireshipProblem[] = [];
  const fireships = ships.filter((s) => isFireship(s.system));
  for (const f of fireships) {
    const p = rateProblem(f);
    if (p) problems.push(p);
  }
  const groups = new Map<string, { side: string; squadron: string; count: number }>();
  for (const f of fireships) {
    const id = JSON.stringify([f.system.side, f.system.squadron]);
    const g = groups.get(id) ?? { side: f.system.side, squadron: f.system.squadron, count: 0 };
    g.count++;
    groups.set(id, g);
  }
  for (const g of groups.values()) {
    const p = squadronProblem(g.side, g.squadron, g.count);
    if (p) problems.push(p);
  }
  for (const f of fireships) {
    if (!f.position || f.system.fireship.lit) continue;
    const placed = ships.filter((s) => s !== f && s.position);
    const own = placed
      .filter((s) => s.system.side === f.system.side && !isFireship(s.system))
      .map((s) => s.position!);
    const enemies = placed.filter((s) => s.system.side !== f.system.side).map((s) => s.position!);
    if (!fireshipStartsFarthest(f.position, own, enemies))
      problems.push({ key: 'SCA.Turn.Error.FireshipPosition', data: { ship: f.name } });
  }
  return problems;
}

/** FP-6.7 whether `ship` may be made a fireship, given the other ships of the world: the first problem, or null. */
export function fireshipDesignationProblem(
  ship: FleetShipEntry,
  others: readonly FleetShipEntry[],
): FireshipProblem | null {
  const rate = rateProblem(ship);
  if (rate) return rate;
  const same = others.filter(
    (o) =>
      o.system !== ship.system &&
      isFireship(o.system) &&
      o.system.side === ship.system.side &&
      o.system.squadron === ship.system.squadron,
  );
  return squadronProblem(ship.system.side, ship.system.squadron, same.length + 1);
}
