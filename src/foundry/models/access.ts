// The one typed way to read an actor's (or a ship class item's) system data. fvtt-types types `actor.system` as the data
// model instance, which does not spell out the stored fields, so the cast to the source shape is
// made here once, after checking the actor's sub-type. The rules read the stored source
// (`_source.system`), never the prepared data: an Active Effect a player puts on its own ship
// changes the prepared data only, so it cannot change a rule's result.
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

/** The stored system data (Foundry's `_source.system`), the prepared `system` where there is no source. */
export function storedSystem(doc: DocumentWithData): unknown {
  return (doc as { _source?: { system?: unknown } })._source?.system ?? doc.system;
}

/** A ship's stored data; a RuleError when the actor is not a ship. */
export function shipDataOf(actor: DocumentWithData): ShipSystemSource {
  if (actor.type !== 'ship') throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  return storedSystem(actor) as ShipSystemSource;
}

/** A ship's stored data, or null for a missing actor or one of another sub-type. */
export function shipDataOrNull(
  actor: DocumentWithData | null | undefined,
): ShipSystemSource | null {
  return actor?.type === 'ship' ? (storedSystem(actor) as ShipSystemSource) : null;
}

/** A fort's stored data; a RuleError when the actor is not a fort. */
export function fortDataOf(actor: DocumentWithData): FortSystemSource {
  if (actor.type !== 'fort') throw new RuleError(localize('SCA.Turn.Error.NoFort'));
  return storedSystem(actor) as FortSystemSource;
}

/** A fort's stored data, or null for a missing actor or one of another sub-type. */
export function fortDataOrNull(
  actor: DocumentWithData | null | undefined,
): FortSystemSource | null {
  return actor?.type === 'fort' ? (storedSystem(actor) as FortSystemSource) : null;
}

/** A ship class item's stored data; a RuleError when the item is not a ship class. */
export function shipClassDataOf(item: DocumentWithData): ShipClassSource {
  if (item.type !== 'shipClass') throw new RuleError(localize('SCA.Turn.Error.NoShipClass'));
  return storedSystem(item) as ShipClassSource;
}
