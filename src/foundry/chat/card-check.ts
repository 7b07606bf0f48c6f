// Structural validation of stored card data: a card that does not have the shape of its kind is
// refused by the ChatMessage model (and so never stored), with a message naming the bad field.
import { RuleError, isFace } from '../../rules/index.js';
import { CARD_KINDS, type Card } from './card-data.js';

type Obj = Record<string, unknown>;

function fail(path: string, what: string): never {
  throw new RuleError(`card ${path}: ${what}`);
}

function obj(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'must be an object');
  return v as Obj;
}

function str(o: Obj, k: string, path: string, blank = false): string {
  const v = o[k];
  if (typeof v !== 'string' || (!blank && v === ''))
    fail(`${path}.${k}`, 'must be a non-empty string');
  return v;
}

function num(
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

function oneOf(o: Obj, k: string, path: string, values: readonly unknown[]): void {
  if (!values.includes(o[k])) fail(`${path}.${k}`, `must be one of ${values.join(', ')}`);
}

function arr(o: Obj, k: string, path: string): unknown[] {
  const v = o[k];
  if (!Array.isArray(v)) fail(`${path}.${k}`, 'must be a list');
  return v;
}

function faces(o: Obj, k: string, path: string, nullable = false): void {
  const v = o[k];
  if (v === null && nullable) return;
  if (!Array.isArray(v) || v.length !== 3 || !v.every(isFace))
    fail(`${path}.${k}`, 'must be three dice faces 1-6');
}

function shipRef(v: unknown, path: string): Obj {
  const o = obj(v, path);
  str(o, 'actorUuid', path);
  str(o, 'name', path, true);
  return o;
}

const SIDES = ['port', 'starboard'];

/** Throws a RuleError naming the first problem of a stored card. */
export function checkCard(value: unknown): asserts value is Card {
  const c = obj(value, '');
  oneOf(c, 'kind', 'card', CARD_KINDS);
  num(c, 'turn', 'card', { int: true, min: 0 });
  str(c, 'side', 'card', true);
  switch (c.kind) {
    case 'abilita':
      faces(c, 'faces', 'card');
      num(c, 'wind', 'card', { int: true, min: 0, max: 15, nullable: true });
      if (arr(c, 'ships', 'card').length === 0) fail('card.ships', 'must not be empty');
      arr(c, 'ships', 'card').forEach((s, i) => {
        const p = `card.ships[${i}]`;
        const o = shipRef(s, p);
        obj(o.orders, `${p}.orders`);
        num(o, 'score', p, { int: true, min: 3, max: 18 });
        num(o, 'headingIndex', p, { int: true, min: 0, max: 15, nullable: true });
        arr(o, 'modifiers', p).forEach((m, j) => {
          num(obj(m, `${p}.modifiers[${j}]`), 'value', `${p}.modifiers[${j}]`, { int: true });
        });
        obj(o.tack, `${p}.tack`);
      });
      return;
    case 'gunnery':
      str(c, 'abilitaMessageId', 'card');
      num(c, 'shipIndex', 'card', { int: true, min: 0 });
      str(c, 'firerUuid', 'card');
      oneOf(c, 'broadside', 'card', SIDES);
      oneOf(c, 'aim', 'card', ['hull', 'rigging']);
      num(c, 'score', 'card', { int: true, min: 3, max: 18 });
      num(c, 'bf', 'card', { min: 0 });
      arr(c, 'candidates', 'card').forEach((t, i) => {
        const p = `card.candidates[${i}]`;
        const o = shipRef(t, p);
        num(o, 'rangeMm', p, { min: 0 });
        oneOf(o, 'band', p, ['short', 'medium', 'long', 'out']);
        oneOf(o, 'half', p, ['fore', 'aft']);
        oneOf(o, 'rake', p, ['bow', 'stern', null]);
        oneOf(o, 'hitSide', p, SIDES);
        oneOf(o, 'sail', p, ['full', 'easy', 'furled']);
        arr(o, 'boardingWith', p);
      });
      if (arr(c, 'choices', 'card').length > 2) fail('card.choices', 'offers at most two targets');
      if (c.targetUuid !== null) str(c, 'targetUuid', 'card');
      return;
    case 'critical':
      str(c, 'abilitaMessageId', 'card');
      if (c.unlucky !== null) faces(obj(c.unlucky, 'card.unlucky'), 'faces', 'card.unlucky');
      if (c.wellLaid !== null) {
        const w = obj(c.wellLaid, 'card.wellLaid');
        faces(w, 'faces', 'card.wellLaid');
        str(w, 'targetUuid', 'card.wellLaid');
        arr(w, 'neighbours', 'card.wellLaid').forEach((n, i) => {
          shipRef(n, `card.wellLaid.neighbours[${i}]`);
        });
      }
      return;
    case 'melee':
      shipRef(c.attacker, 'card.attacker');
      shipRef(c.defender, 'card.defender');
      faces(c, 'faces', 'card', c.withoutMelee === true);
      obj(c.own, 'card.own');
      obj(c.enemy, 'card.enemy');
      return;
    case 'moraleList':
      arr(c, 'entries', 'card').forEach((e, i) => {
        const o = shipRef(e, `card.entries[${i}]`);
        for (const k of ['hits', 'bowRakes', 'sternRakes'])
          num(o, k, `card.entries[${i}]`, { int: true, min: 0 });
      });
      return;
    case 'morale':
      str(c, 'listMessageId', 'card');
      shipRef(c.ship, 'card.ship');
      faces(c, 'faces', 'card');
      num(obj(c.conditions, 'card.conditions'), 'dcCapacity', 'card.conditions', { min: 1 });
      return;
    case 'endOfPart':
      arr(c, 'entries', 'card').forEach((e, i) => {
        const entry = shipRef(e, `card.entries[${i}]`);
        oneOf(entry, 'cause', `card.entries[${i}]`, ['fire', 'fireship', 'spread']);
        if (entry.cause === 'spread') shipRef(entry.from, `card.entries[${i}].from`);
      });
      return;
    case 'summary':
      arr(c, 'sides', 'card');
      arr(c, 'ships', 'card');
      return;
  }
}
