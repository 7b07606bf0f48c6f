// Structural validation of stored card data: a card that does not have the shape of its kind is
// refused by the ChatMessage model (and so never stored), with a message naming the bad field.
// The fields every card has are checked here, the rest by the kind's own unit (turn/cards/).
import { RuleError, isFace } from '../../rules/index.js';
import { CARD_KINDS, type Card } from './card-data.js';
import { cardKindUnit } from './card-kinds.js';

export type Obj = Record<string, unknown>;

export function fail(path: string, what: string): never {
  throw new RuleError(`card ${path}: ${what}`);
}

export function obj(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'must be an object');
  return v as Obj;
}

export function str(o: Obj, k: string, path: string, blank = false): string {
  const v = o[k];
  if (typeof v !== 'string' || (!blank && v === ''))
    fail(`${path}.${k}`, 'must be a non-empty string');
  return v;
}

export function num(
  o: Obj,
  k: string,
  path: string,
  opts: { int?: boolean; min?: number; max?: number; nullable?: boolean } = {},
): void {
  const v = o[k];
  if (v === null && opts.nullable) return;
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${path}.${k}`, 'must be a number');
  if (opts.int && !Number.isInteger(v)) fail(`${path}.${k}`, 'must be a whole number');
  if (opts.min !== undefined && v < opts.min) fail(`${path}.${k}`, `must be >= ${opts.min}`);
  if (opts.max !== undefined && v > opts.max) fail(`${path}.${k}`, `must be <= ${opts.max}`);
}

export function oneOf(o: Obj, k: string, path: string, values: readonly unknown[]): void {
  if (!values.includes(o[k])) fail(`${path}.${k}`, `must be one of ${values.join(', ')}`);
}

export function arr(o: Obj, k: string, path: string): unknown[] {
  const v = o[k];
  if (!Array.isArray(v)) fail(`${path}.${k}`, 'must be a list');
  return v;
}

export function faces(o: Obj, k: string, path: string, nullable = false): void {
  const v = o[k];
  if (v === null && nullable) return;
  if (!Array.isArray(v) || v.length !== 3 || !v.every(isFace))
    fail(`${path}.${k}`, 'must be three dice faces 1-6');
}

export function shipRef(v: unknown, path: string): Obj {
  const o = obj(v, path);
  str(o, 'actorUuid', path);
  str(o, 'name', path, true);
  return o;
}

export const SIDES = ['port', 'starboard'];

/** Throws a RuleError naming the first problem of a stored card. */
export function checkCard(value: unknown): asserts value is Card {
  const c = obj(value, '');
  oneOf(c, 'kind', 'card', CARD_KINDS);
  num(c, 'turn', 'card', { int: true, min: 0 });
  str(c, 'side', 'card', true);
  cardKindUnit(c.kind as Card['kind']).check(c);
}
