// HR-4 fleet morale as the referee reads it from the battle (pure): each fleet's tally from its ships'
// records (SD-122: tests taken, strikes, captures, sinkings and explosions, as applied and undone on
// their cards), the break record the referee keeps on the battle, and the panel's view. The value is
// never stored: the GM's client computes it and hands it only to the GM and that side (SD-123).
import {
  fleetMoraleLoser,
  fleetMoralePhaseNow,
  fleetMoraleShip,
  fleetMoraleTally,
  isDismasted,
  isSinking,
  mustMakeForEdge,
  type FleetMoralePhase,
  type FleetMoraleTally,
  type LossLevel,
  type TableEdge,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { TableShipData } from './melee.js';
import type { RosterEntry } from './turn-state.js';

/** The Combat flag holding the break records (public: a fleet's break is seen by everyone at the table). */
export const FLEET_MORALE_FLAG = 'fleetMorale';

/** What the referee keeps of one fleet once it reached 0 (SD-123); no value is kept. */
export interface FleetBreakRecord {
  side: string;
  phase: Exclude<FleetMoralePhase, 'steady'>;
  /** The all-ships morale test's list card. */
  listMessageId: string;
  /** Tests each listed ship had taken before the all-ships test (its result is the next one). */
  testsBefore: Array<{ actorUuid: string; count: number }>;
  /** The fleet's loss levels when it passed the test: a new loss breaks it (SD-121). */
  lossLevelsAtBrink: number;
  /** 1 for the first fleet to break, 2 for the next…; 0 while not broken. */
  order: number;
  /** Ships of the broken fleet saved at their table edge and removed (SD-125). */
  saved: string[];
  /** SD-125 the broken fleet's table edge (null: none of its ships was on the table). */
  edge?: TableEdge | null;
}

export interface FleetMoraleStore {
  records: FleetBreakRecord[];
}

export function isFleetMoraleStore(v: unknown): v is FleetMoraleStore {
  return (
    !!v &&
    typeof v === 'object' &&
    Array.isArray((v as { records?: unknown }).records) &&
    (v as { records: unknown[] }).records.every(
      (r) =>
        !!r &&
        typeof r === 'object' &&
        typeof (r as FleetBreakRecord).side === 'string' &&
        typeof (r as FleetBreakRecord).phase === 'string',
    )
  );
}

/** FP-8.3's reading of a ship's loss, by its worst (SD-120): sunk, exploded or burnt out 2; struck, captured or abandoned 1. */
export function lossLevelOf(s: ShipSystemSource): LossLevel {
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  const burntOut = s.fireship.isFireship && s.fireship.lit && isDismasted(profile, damage);
  if (s.status.exploded || isSinking(profile, damage) || burntOut) return 2;
  if (s.status.struck || s.status.captured || s.status.abandoned) return 1;
  return 0;
}

/**
 * HR-4 / D-14 / SD-122 a fleet's tally: the ships it began the battle with (their points and morale
 * bases, tests taken and worst loss) and the enemy ships captured, sunk or exploded. A ship saved at
 * its edge is no loss.
 */
export function sideTally(
  side: string,
  ships: readonly TableShipData[],
  roster: readonly RosterEntry[],
): FleetMoraleTally {
  const originalSide = (uuid: string) => roster.find((r) => r.actorUuid === uuid)?.originalSide;
  const mine = ships.filter((s) => originalSide(s.actorUuid) === side);
  const fleet = mine.map((s) => ({
    ship: fleetMoraleShip(s.actorUuid, profileFromSource(s.system)),
    tests: s.system.moraleTests.length,
    loss: lossLevelOf(s.system),
  }));
  const enemyLosses = ships
    .filter((s) => {
      const from = originalSide(s.actorUuid);
      if (from === undefined || from === side) return false;
      const captured = s.system.status.captured && s.system.side !== from;
      return captured || lossLevelOf(s.system) === 2;
    })
    .map((s) => ({ points: profileFromSource(s.system).cost }));
  return fleetMoraleTally(fleet, enemyLosses);
}

/** The phase of a fleet now: its record, or what its tally calls for when it has none. */
export function phaseOf(
  tally: FleetMoraleTally,
  record: FleetBreakRecord | undefined,
): FleetMoralePhase {
  if (!record) return fleetMoralePhaseNow('steady', tally, 0);
  return fleetMoralePhaseNow(record.phase, tally, record.lossLevelsAtBrink);
}

/** HR-4 the first fleet to break loses (null while none has). */
export function fleetMoraleLoserOf(store: FleetMoraleStore): string | null {
  const broken = store.records
    .filter((r) => r.phase === 'broken' && r.order > 0)
    .sort((a, b) => a.order - b.order)
    .map((r) => r.side);
  return fleetMoraleLoser(broken);
}

/** The panel one side's commanders and the GM see (SD-124). */
export interface FleetMoralePanel {
  side: string;
  start: number;
  value: number;
  tests: number;
  losses: number;
  gains: number;
  phase: FleetMoralePhase;
  phaseKey: string;
  makeForEdge: boolean;
  saved: number;
  /** The lang key of the broken fleet's edge ('' before it breaks). */
  edgeKey: string;
}

export function fleetMoralePanel(
  side: string,
  tally: FleetMoraleTally,
  record: FleetBreakRecord | undefined,
): FleetMoralePanel {
  const phase = phaseOf(tally, record);
  return {
    side,
    start: tally.start,
    value: tally.value,
    tests: tally.tests,
    losses: tally.losses,
    gains: tally.gains,
    phase,
    phaseKey: `SCA.Turn.FleetMorale.Phase.${phase}`,
    makeForEdge: mustMakeForEdge(phase),
    saved: record?.saved.length ?? 0,
    edgeKey: record?.edge ? `SCA.Turn.FleetMorale.Edge.${record.edge}` : '',
  };
}

/** The sides a user may see the fleet morale of: all for a GM, the sides it commands for a player. */
export function visibleSides(
  sides: ReadonlyArray<{ id: string; userIds: readonly string[] }>,
  user: { id: string; isGM: boolean },
): string[] {
  return sides.filter((s) => user.isGM || s.userIds.includes(user.id)).map((s) => s.id);
}

/**
 * The tracker's fleet-morale part. `panels` are only those the viewer may see (SD-124): with none,
 * the tracker shows no panel at all. What every client sees is public at the table: which fleets are
 * broken (their ships make for their edge) and which broke first (it loses).
 */
export function fleetMoraleTrackerView(
  panels: readonly FleetMoralePanel[],
  store: FleetMoraleStore,
  sideName: (id: string) => string,
) {
  const loser = fleetMoraleLoserOf(store);
  return {
    panels: panels.map((p) => ({ ...p, sideName: sideName(p.side) })),
    broken: store.records
      .filter((r) => r.phase === 'broken')
      .map((r) => ({
        side: sideName(r.side),
        saved: r.saved.length,
        edgeKey: r.edge ? `SCA.Turn.FleetMorale.Edge.${r.edge}` : '',
      })),
    loser: loser === null ? null : sideName(loser),
  };
}
