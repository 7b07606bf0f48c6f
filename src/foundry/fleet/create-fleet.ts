// Creating a fleet's actors in a new folder, all or nothing: if any creation fails, every actor
// already created and the folder are deleted again and the failure names the ship's row.
import type { Scale } from '../../rules/index.js';
import { shipActorData, type FleetShip } from './fleet-ship.js';

export interface FleetCreationOptions {
  folderName: string;
  ownership: Record<string, number>;
  scale: Scale;
}

export interface CreatedFleet {
  folder: Folder.Implementation;
  actors: Actor.Implementation[];
}

export class FleetPermissionError extends Error {
  override name = 'FleetPermissionError';
}

/** A creation that failed at a row (1-based); what had been created was removed again. */
export class FleetCreationError extends Error {
  override name = 'FleetCreationError';
  constructor(
    readonly row: number,
    readonly reason: string,
  ) {
    super(`ship ${row}: ${reason}`);
  }
}

// Actor and Folder create data are checked by Foundry's own validation; the core built the data.
type FolderCreateData = Parameters<typeof Folder.create>[0];

/**
 * Creates the folder, then the ships one by one (so a failure knows exactly what exists), with
 * prototype tokens sized to their bases at the table scale. Only a GM may do this.
 */
export async function createFleetActors(
  ships: readonly FleetShip[],
  options: FleetCreationOptions,
): Promise<CreatedFleet> {
  if (game.user?.isGM !== true)
    throw new FleetPermissionError('only a gamemaster may create a fleet');
  const folder = (await Folder.create({
    name: options.folderName,
    type: 'Actor',
  } as FolderCreateData)) as Folder.Implementation | undefined;
  if (!folder) throw new FleetCreationError(0, 'the folder was not created');
  const actors: Actor.Implementation[] = [];
  for (const [index, ship] of ships.entries()) {
    try {
      const data = shipActorData(ship, {
        scale: options.scale,
        folder: folder.id,
        ownership: options.ownership,
        sort: (index + 1) * 1000,
      });
      const actor = (await Actor.create(data as unknown as Actor.CreateData)) as
        | Actor.Implementation
        | undefined;
      if (!actor) throw new Error('creation was cancelled');
      actors.push(actor);
    } catch (error) {
      await rollback(actors, folder);
      throw new FleetCreationError(
        index + 1,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return { folder, actors };
}

async function rollback(
  actors: readonly Actor.Implementation[],
  folder: Folder.Implementation,
): Promise<void> {
  for (const actor of [...actors].reverse()) {
    try {
      await actor.delete();
    } catch (e) {
      console.error(
        'signal-close-action | could not remove a ship after a failed fleet creation',
        e,
      );
    }
  }
  try {
    await folder.delete();
  } catch (e) {
    console.error(
      'signal-close-action | could not remove the folder after a failed fleet creation',
      e,
    );
  }
}
