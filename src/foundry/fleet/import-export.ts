// Fleet import and export for a GM: the pure reading/validation of fleet-io.ts, localised errors
// naming row and field, creation all-or-nothing (create-fleet.ts), and export of a folder or of the
// selected tokens' ships to CSV, JSON or YAML.
import { notify } from '../notify.js';
import { NATIONS } from '../../rules/index.js';
import type { Translator } from './builder-state.js';
import { FleetCreationError, createFleetActors } from './create-fleet.js';
import {
  FLEET_LIMITS,
  fleetShipOfActor,
  readFleet,
  serializeFleet,
  type FleetFormat,
  type RowError,
} from './fleet-io.js';
import type { FleetShip } from './fleet-ship.js';
import { currentScale, isGM, translator } from './glue.js';
import { shipDataOf } from '../models/access.js';

/** How many row errors a notification lists before "...and N more". */
export const ERRORS_SHOWN = 10;

const kB = (bytes: number) => Math.ceil(bytes / 1024);

/** The longest text from a file that a message echoes whole. */
export const ECHO_MAX = 60;
const echo = (v: string | number) =>
  typeof v === 'string' && v.length > ECHO_MAX ? `${v.slice(0, ECHO_MAX)}…` : v;

export function rowErrorMessage(error: RowError, t: Translator): string {
  const fromFile = Object.fromEntries(
    Object.entries({ ...error.data, field: error.field }).map(([k, v]) => [k, echo(v)]),
  );
  const data: Record<string, string | number> = {
    list: NATIONS.join(', '),
    ...fromFile,
    row: error.row,
  };
  if (typeof data.found === 'string')
    data.found = t.localize(`SCA.Fleet.Import.Found.${data.found}`);
  if (error.code === 'tooLarge')
    Object.assign(data, { size: kB(Number(data.size)), max: kB(Number(data.max)) });
  return t.format(`SCA.Fleet.Import.Error.${error.code}`, data);
}

/** The import's limits as the dialog states them. */
export function importLimitsText(t: Translator): string {
  return t.format('SCA.Fleet.Import.Limits', {
    size: kB(FLEET_LIMITS.bytes),
    ships: FLEET_LIMITS.ships,
    length: FLEET_LIMITS.textLength,
  });
}

/** A file too large to read (checked before reading it), as the localised message. */
export function fileTooLargeMessage(size: number, t: Translator): string | null {
  return size > FLEET_LIMITS.bytes
    ? rowErrorMessage(
        { row: 0, field: '-', code: 'tooLarge', data: { size, max: FLEET_LIMITS.bytes } },
        t,
      )
    : null;
}

export type ImportOutcome =
  | { ok: true; count: number; folderName: string }
  | { ok: false; messages: string[] };

export interface ImportRequest {
  text: string;
  format: FleetFormat;
  folderName: string;
  ownership: Record<string, number>;
}

/** Reads, validates and (only if every row is valid) creates the fleet; the messages are localised. */
export async function importFleet(
  request: ImportRequest,
  t: Translator = translator(),
): Promise<ImportOutcome> {
  if (!isGM()) return { ok: false, messages: [t.localize('SCA.Fleet.GMOnly')] };
  if (request.text.trim() === '')
    return { ok: false, messages: [t.localize('SCA.Fleet.Import.NoText')] };
  const read = readFleet(request.text, request.format);
  if (!read.ok) {
    if (read.parseError === 'no ships')
      return { ok: false, messages: [t.localize('SCA.Fleet.Import.NoShips')] };
    if (read.parseError !== undefined) {
      return {
        ok: false,
        messages: [
          t.format('SCA.Fleet.Import.ParseError', {
            format: t.localize(`SCA.Fleet.Format.${request.format}`),
            error: read.parseError,
          }),
        ],
      };
    }
    return {
      ok: false,
      messages: [
        t.format('SCA.Fleet.Import.Invalid', { count: read.errors.length }),
        ...read.errors.map((e) => rowErrorMessage(e, t)),
      ],
    };
  }
  const folderName = request.folderName.trim() || t.localize('SCA.Fleet.Import.DefaultFolder');
  try {
    const created = await createFleetActors(read.ships, {
      folderName,
      ownership: request.ownership,
      scale: currentScale(),
    });
    return { ok: true, count: created.actors.length, folderName };
  } catch (error) {
    const row = error instanceof FleetCreationError ? error.row : 0;
    const reason =
      error instanceof FleetCreationError
        ? error.reason
        : error instanceof Error
          ? error.message
          : String(error);
    return { ok: false, messages: [t.format('SCA.Fleet.CreateFailed', { row, error: reason })] };
  }
}

/** One notification for an outcome: the count, or the first messages and how many more. */
export function notifyImport(outcome: ImportOutcome, t: Translator = translator()): void {
  if (outcome.ok) {
    notify.info(
      t.format('SCA.Fleet.Import.Imported', { count: outcome.count, folder: outcome.folderName }),
    );
    return;
  }
  const shown = outcome.messages.slice(0, ERRORS_SHOWN + 1);
  const more = outcome.messages.length - shown.length;
  const text = [
    ...shown,
    ...(more > 0 ? [t.format('SCA.Fleet.Import.More', { count: more })] : []),
  ].join('\n');
  notify.error(text);
}

interface ShipActorLike {
  name: string | null;
  type: string;
  system: unknown;
}

/** The fleet of ship actors (other actor types are left out), in the order given. */
export function fleetOfActors(actors: readonly ShipActorLike[]): FleetShip[] {
  return actors
    .filter((a) => a.type === 'ship')
    .map((a) => fleetShipOfActor(a.name ?? '', shipDataOf(a)));
}

export function exportFleetText(actors: readonly ShipActorLike[], format: FleetFormat): string {
  return serializeFleet(fleetOfActors(actors), format);
}

/** What export reads of an actor in the world. */
export interface WorldActorLike extends ShipActorLike {
  id: string | null;
  folder: unknown;
  sort?: number;
}

function worldActors(): WorldActorLike[] {
  // fvtt-types types collection contents as "stored" documents without the Actor members we read.
  return (game.actors?.contents ?? []) as unknown as WorldActorLike[];
}

/** The ships in an Actor folder (sorted as the directory shows them: by sort, then name). */
export function shipsInFolder(folderId: string): WorldActorLike[] {
  const actors = worldActors().filter((a) => a.type === 'ship' && folderIdOf(a) === folderId);
  return actors.sort(
    (a, b) => (a.sort ?? 0) - (b.sort ?? 0) || (a.name ?? '').localeCompare(b.name ?? ''),
  );
}

function folderIdOf(actor: WorldActorLike): string | null {
  // Foundry gives the Folder document (its id is what we compare); a bare id is accepted too.
  const folder = actor.folder as { id?: string | null } | string | null | undefined;
  return typeof folder === 'string' ? folder : (folder?.id ?? null);
}

/** The ship actors of the tokens the user has selected on the canvas. */
export function shipsOfSelectedTokens(): WorldActorLike[] {
  const controlled =
    (
      globalThis as {
        canvas?: { tokens?: { controlled?: Array<{ actor: WorldActorLike | null }> } };
      }
    ).canvas?.tokens?.controlled ?? [];
  const seen = new Set<string>();
  const out: WorldActorLike[] = [];
  for (const token of controlled) {
    const actor = token.actor;
    if (actor?.type !== 'ship' || actor.id === null || seen.has(actor.id)) continue;
    seen.add(actor.id);
    out.push(actor);
  }
  return out;
}

/** Actor folders that hold at least one ship, for the export dialog. */
export function folderChoices(): Array<{ id: string; name: string }> {
  const ids = new Set(
    worldActors()
      .filter((a) => a.type === 'ship')
      .map(folderIdOf)
      .filter((id): id is string => id !== null),
  );
  const folders = (game.folders?.contents ?? []) as unknown as Array<{
    id: string | null;
    name: string | null;
    type: string;
  }>;
  return folders
    .filter((f) => f.type === 'Actor' && f.id !== null && ids.has(f.id))
    .map((f) => ({ id: f.id!, name: f.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
