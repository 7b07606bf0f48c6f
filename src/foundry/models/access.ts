// The one typed way to read an actor's (or a ship class item's) system data. fvtt-types types `actor.system` as the data
// model instance, which does not spell out the stored fields, so the cast to the source shape is
// made here once, after checking the actor's sub-type.
import { RuleError } from '../../rules/index.js';
import { localize } from '../i18n.js';
import type { FortSystemSource } from './fort-model.js';
import type { ShipClassSource } from './ship-class-source.js';
import type { ShipSystemSource } from './ship-model.js';

/** What the accessors read of a document: an actor, a token's actor, an entry of game.actors, an item. */
export interface DocumentWithData {
  readonly type: string;
  readonly system: unknown;
}

/** A ship's stored data; a RuleError when the actor is not a ship. */
export function shipDataOf(actor: DocumentWithData): ShipSystemSource {
  if (actor.type !== 'ship') throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  return actor.system as ShipSystemSource;
}

/** A ship's stored data, or null for a missing actor or one of another sub-type. */
export function shipDataOrNull(actor: DocumentWithData | null | undefined): ShipSystemSource | null {
  return actor?.type === 'ship' ? (actor.system as ShipSystemSource) : null;
}

/** A fort's stored data; a RuleError when the actor is not a fort. */
export function fortDataOf(actor: DocumentWithData): FortSystemSource {
  if (actor.type !== 'fort') throw new RuleError(localize('SCA.Turn.Error.NoFort'));
  return actor.system as FortSystemSource;
}

/** A fort's stored data, or null for a missing actor or one of another sub-type. */
export function fortDataOrNull(actor: DocumentWithData | null | undefined): FortSystemSource | null {
  return actor?.type === 'fort' ? (actor.system as FortSystemSource) : null;
}

/** A ship class item's stored data; a RuleError when the item is not a ship class. */
export function shipClassDataOf(item: DocumentWithData): ShipClassSource {
  if (item.type !== 'shipClass') throw new RuleError(localize('SCA.Turn.Error.NoShipClass'));
  return item.system as ShipClassSource;
}
