// Test support for the turn flow: the digest's example squadrons (FP-2.1 worked check) as ship
// actors owned by one player per fleet, a fake table with known targets and poses, and a battle in a
// fake Combat.
import { classById, type HullSide } from '../../src/rules/index.js';
import type { ApplyOutcome } from '../../src/foundry/referee/relay.js';
import { registerReferee } from '../../src/foundry/referee/register.js';
import { shipClassFields, type ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { registerSettings } from '../../src/foundry/settings.js';
import type { ShipRef } from '../../src/foundry/chat/card-data-common.js';
import type { TargetEntry } from '../../src/foundry/chat/card-data-fire.js';
import type { EffectState } from '../../src/foundry/chat/view-common.js';
import { CombatBattleStore } from '../../src/foundry/turn/battle-store.js';
import type { TargetingSnapshot } from '../../src/foundry/turn/gunnery.js';
import type { PoseChange } from '../../src/foundry/turn/plans.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import {
  setTurnServices,
  type TableAccess,
  type TargetingProvider,
} from '../../src/foundry/turn/services.js';
import { installCombat } from '../fake-foundry/combat.js';
import type { FakeUser } from '../fake-foundry/documents.js';
import { createActor, freshWorld, type TestDoc } from '../support/foundry.js';

export type Ship = TestDoc<ShipSystemSource>;

/** FP-2.1 worked check: the two 28-point squadrons. */
export const BRITISH = [
  { key: 'prince', name: 'HMS Prince', classId: '2nd-98s', crew: 'good' },
  { key: 'defiance', name: 'HMS Defiance', classId: '3rd-74c', crew: 'average' },
  { key: 'ardent', name: 'HMS Ardent', classId: '3rd-64', crew: 'average' },
  { key: 'minerva', name: 'HMS Minerva', classId: '5th-32-34', crew: 'good' },
] as const;
export const FRENCH = [
  { key: 'foudroyant', name: 'Foudroyant', classId: '3rd-80l', crew: 'good' },
  { key: 'scipion', name: 'Scipion', classId: '3rd-80s-74l', crew: 'poor' },
  { key: 'hercule', name: 'Hercule', classId: '3rd-64', crew: 'poor' },
  { key: 'medee', name: 'Médée', classId: '5th-36-40', crew: 'average' },
] as const;

interface TurnRecord {
  key: string;
  label: string;
  before: number;
  after: number;
  undone: boolean;
}

/** A table with known headings, targets and explosion reach; turning checks ownership like a token. */
export class FakeTable implements TableAccess, TargetingProvider {
  headings = new Map<string, number>();
  wind: number | null = 0;
  targets = new Map<string, TargetingSnapshot>();
  reach = new Map<string, ShipRef[]>();
  records = new Map<string, TurnRecord[]>();

  headingOf(uuid: string): number | null {
    return this.headings.get(uuid) ?? null;
  }
  windDirection(): number | null {
    return this.wind;
  }
  positions = new Map<string, { x: number; y: number }>();
  positionOf(uuid: string): { x: number; y: number } | null {
    return this.positions.get(uuid) ?? null;
  }
  /** Ships that made their straight move, by `uuid:turn` (OR-3: `uuid:turn:segment`). */
  moves = new Set<string>();
  movedThisTurn(uuid: string, turn: number, segment?: 1 | 2): boolean {
    return this.moves.has(segment ? `${uuid}:${turn}:${segment}` : `${uuid}:${turn}`);
  }
  shipsInExplosionReach(uuid: string): ShipRef[] {
    return this.reach.get(uuid) ?? [];
  }
  broadsideTargets(firerUuid: string, side: HullSide): TargetingSnapshot {
    return (
      this.targets.get(`${firerUuid}:${side}`) ?? { candidates: [], chosen: null, choices: [] }
    );
  }
  async turnShip(
    uuid: string,
    change: PoseChange,
    record: { key: string; label: string },
  ): Promise<ApplyOutcome> {
    const actor = fromUuidSync(uuid) as Actor.Implementation;
    if (!actor.isOwner) return { status: 'refused', reason: 'not the owner of the token' };
    const list = this.records.get(uuid) ?? [];
    if (list.some((r) => r.key === record.key && !r.undone))
      return { status: 'already', entryId: record.key, label: record.label };
    const before = this.headings.get(uuid)!;
    list.push({
      key: record.key,
      label: record.label,
      before,
      after: change.headingIndex,
      undone: false,
    });
    this.records.set(uuid, list);
    this.headings.set(uuid, change.headingIndex);
    return { status: 'applied', entryId: record.key, label: record.label };
  }
  async undoTurn(uuid: string, key: string): Promise<ApplyOutcome> {
    if (!game.user!.isGM) return { status: 'refused', reason: 'GM only' };
    const rec = (this.records.get(uuid) ?? []).find((r) => r.key === key && !r.undone);
    if (!rec) return { status: 'refused', reason: 'nothing to undo' };
    rec.undone = true;
    this.headings.set(uuid, rec.before);
    return { status: 'applied', entryId: key, label: rec.label };
  }
  turnState(uuid: string, key: string): EffectState {
    const list = (this.records.get(uuid) ?? []).filter((r) => r.key === key);
    if (list.some((r) => !r.undone)) return { state: 'applied', entryId: key };
    return list.length ? { state: 'undone', entryId: key } : { state: 'none' };
  }
  /** HR-4 a 1800 x 1200 mm table; every base 60 mm long; ships on it where `positions` says. */
  tableRect = { minX: 0, minY: 0, maxX: 1800, maxY: 1200 };
  removed = new Set<string>();
  edgeFacts(uuid: string) {
    const centre = this.positions.get(uuid);
    if (!centre || this.removed.has(uuid)) return null;
    return { centre, baseLengthMm: 60, table: this.tableRect };
  }
  async removeShip(uuid: string): Promise<void> {
    this.removed.add(uuid);
  }
}

export function target(
  ship: Ship,
  fields: Partial<TargetEntry> & Pick<TargetEntry, 'rangeMm' | 'band'>,
): TargetEntry {
  return {
    actorUuid: ship.uuid,
    name: ship.name,
    half: 'fore',
    rake: null,
    hitSide: 'starboard',
    boardingWith: [],
    sail: ship.system.sail,
    ...fields,
  };
}

export interface Battle {
  w: ReturnType<typeof freshWorld>;
  gm: FakeUser;
  alice: FakeUser;
  bob: FakeUser;
  ships: Record<string, Ship>;
  table: FakeTable;
}

/** The world of the example battle: GM, Alice (British), Bob (French), eight ships, the flow registered. */
export async function exampleBattle(
  overrides: Record<string, Record<string, unknown>> = {},
): Promise<Battle> {
  const w = freshWorld();
  installCombat();
  registerSettings();
  registerReferee();
  registerTurn();
  const table = new FakeTable();
  setTurnServices({ targeting: table, table, battle: new CombatBattleStore() });
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const ships: Record<string, Ship> = {};
  const make = async (list: typeof BRITISH | typeof FRENCH, side: string, owner: FakeUser) => {
    for (const s of list) {
      ships[s.key] = await createActor<ShipSystemSource>({
        name: s.name,
        type: 'ship',
        ownership: { [owner.id]: 3 },
        system: {
          shipClass: shipClassFields(classById(s.classId)),
          crew: s.crew,
          originalCrew: s.crew,
          side,
          ...(overrides[s.key] ?? {}),
        },
      });
      table.headings.set(ships[s.key]!.uuid, 4);
    }
  };
  await make(BRITISH, 'British', alice);
  await make(FRENCH, 'French', bob);
  return { w, gm: w.gm, alice, bob, ships, table };
}

/** Begins the battle with every ship of the example, British first (as the GM). */
export async function beginExample(b: Battle): Promise<void> {
  const { beginBattle } = await import('../../src/foundry/turn/battle.js');
  b.w.world.actAs(b.gm);
  await beginBattle(Object.values(b.ships) as unknown as Actor.Implementation[], [
    'British',
    'French',
  ]);
}

/** The GM advances until the battle reaches `step`. */
export async function stepTo(b: Battle, step: string): Promise<void> {
  const { advanceStep } = await import('../../src/foundry/turn/battle.js');
  const { battle } = await import('../../src/foundry/turn/flow.js');
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 12 && battle().step !== step; i++) await advanceStep();
}

/**
 * Prince (Alice's) ordered as told rolls `dice`, the battle reaches movement and fire, and its port
 * broadside is forced onto `at` there when given; Alice is the acting user afterwards.
 */
export async function princeReadyToFire(
  b: Battle,
  orders: Record<string, unknown>,
  dice: number[],
  at?: { ship: Ship; rangeMm: number; band: TargetEntry['band'] },
) {
  const { rollAbilita, saveOrders } = await import('../../src/foundry/turn/flow-abilita.js');
  const prince = b.ships.prince!;
  await beginExample(b);
  b.w.world.actAs(b.alice);
  await saveOrders(prince.uuid, orders);
  b.w.world.dice.push(dice);
  const roll = await rollAbilita([prince.uuid]);
  await stepTo(b, 'moveFire');
  if (at) {
    const entry = target(at.ship, { rangeMm: at.rangeMm, band: at.band });
    b.table.targets.set(`${prince.uuid}:port`, {
      candidates: [entry],
      chosen: at.ship.uuid,
      choices: [at.ship.uuid],
    });
  }
  b.w.world.actAs(b.alice);
  return roll;
}

/** A genuine British roll with Prince ordered to fire port at Scipion (medium range), the fire step reached. */
export async function britishRoll(b: Battle) {
  return princeReadyToFire(b, { firePort: 'hull' }, [4, 4, 4], {
    ship: b.ships.scipion!,
    rangeMm: 300,
    band: 'medium',
  });
}
