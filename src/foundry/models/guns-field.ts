// OR-6 the per-side gun state (loaded, run out, fired, reloading) the referee keeps for full gunnery.
// Stored flat (turn and segment numbers) and read as the core's ShipGuns; players never write it:
// the ship guard treats every system field but the open orders as the GM's.
import { freshGuns, type GunPhase, type GunSide, type ShipGuns } from '../../rules/index.js';
import { flagField } from './fields.js';

export const GUN_STATUSES = ['loaded', 'runOut', 'fired', 'reloading'] as const;

export interface GunSideSource {
  status: (typeof GUN_STATUSES)[number];
  hasFired: boolean;
  perfect: boolean;
  firedTurn: number | null;
  firedSegment: number | null;
  reloadTurn: number | null;
  reloadSegment: number | null;
}

export interface GunsSource {
  port: GunSideSource;
  starboard: GunSideSource;
  runOutTurn: number | null;
}

function nullableInt(max?: number) {
  const f = foundry.data.fields;
  return new f.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: 0,
    ...(max === undefined ? {} : { max }),
    initial: null,
  });
}

function sideField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    status: new f.StringField({
      required: true,
      nullable: false,
      choices: [...GUN_STATUSES],
      initial: 'loaded',
    }),
    hasFired: flagField(),
    perfect: flagField(),
    firedTurn: nullableInt(),
    firedSegment: nullableInt(2),
    reloadTurn: nullableInt(),
    reloadSegment: nullableInt(2),
  });
}

export function gunsField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    port: sideField(),
    starboard: sideField(),
    runOutTurn: nullableInt(),
  });
}

const phaseOf = (turn: number | null, segment: number | null): GunPhase | null =>
  turn === null ? null : { turn, segment: segment === 1 || segment === 2 ? segment : null };

function sideOf(s: GunSideSource): GunSide {
  return {
    status: s.status,
    hasFired: s.hasFired,
    perfect: s.perfect,
    lastFired: phaseOf(s.firedTurn, s.firedSegment),
    lastReload: phaseOf(s.reloadTurn, s.reloadSegment),
  };
}

function sideSource(s: GunSide): GunSideSource {
  return {
    status: s.status,
    hasFired: s.hasFired,
    perfect: s.perfect,
    firedTurn: s.lastFired?.turn ?? null,
    firedSegment: s.lastFired?.segment ?? null,
    reloadTurn: s.lastReload?.turn ?? null,
    reloadSegment: s.lastReload?.segment ?? null,
  };
}

/** OR-6 the core's gun state of a ship (SD-38 fresh: both sides loaded, when never stored). */
export function gunsOf(source: GunsSource | undefined): ShipGuns {
  if (!source) return freshGuns();
  return {
    port: sideOf(source.port),
    starboard: sideOf(source.starboard),
    runOutTurn: source.runOutTurn,
  };
}

export function gunsSource(g: ShipGuns): GunsSource {
  return { port: sideSource(g.port), starboard: sideSource(g.starboard), runOutTurn: g.runOutTurn };
}
