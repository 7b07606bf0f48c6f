// The fleet tools' entry: buttons in the Actors directory header (GMs only) that open the builder,
// the import dialog and the export dialog; the ship art kept in step with class and nation.
import { openFleetBuilder } from './builder-app.js';
import { isGM, translator } from './glue.js';
import { openFleetExport, openFleetImport } from './io-apps.js';
import {
  onPreCreateActorArt,
  onPreUpdateActorArt,
  repaintPlacedTokens,
  type ActorLike,
  type SceneWithTokens,
} from './ship-art.js';
import { onHook } from '../foundry-api.js';
import { SYSTEM_ID } from '../constants.js';

const BUTTONS = [
  {
    tool: 'builder',
    icon: 'fa-solid fa-anchor',
    label: 'SCA.Fleet.Buttons.Builder',
    open: openFleetBuilder,
  },
  {
    tool: 'import',
    icon: 'fa-solid fa-file-import',
    label: 'SCA.Fleet.Buttons.Import',
    open: openFleetImport,
  },
  {
    tool: 'export',
    icon: 'fa-solid fa-file-export',
    label: 'SCA.Fleet.Buttons.Export',
    open: openFleetExport,
  },
] as const;

export type FleetTool = (typeof BUTTONS)[number]['tool'];

/** The buttons' HTML (already localised); the tool name is in data-sca-fleet. */
export function fleetButtonsHtml(localize: (key: string) => string): string {
  const escapeHtml = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const buttons = BUTTONS.map(
    (b) =>
      `<button type="button" class="sca-fleet-tool" data-sca-fleet="${b.tool}"><i class="${b.icon}" inert></i> ${escapeHtml(localize(b.label))}</button>`,
  );
  return `<div class="sca-fleet-tools signal-close-action">${buttons.join('')}</div>`;
}

/** The part of an element the hook handler touches (kept small so it can be tested without a DOM). */
export interface DirectoryElement {
  querySelector(selector: string): DirectoryElement | null;
  insertAdjacentHTML(position: 'beforeend' | 'afterend', html: string): void;
  querySelectorAll(selector: string): ArrayLike<
    DirectoryElement & {
      dataset: Record<string, string | undefined>;
      addEventListener(type: 'click', fn: () => void): void;
    }
  >;
}

/**
 * renderActorDirectory (v13: (app, element)): adds the fleet buttons to the directory header, once,
 * for GMs only. Players never see them.
 */
export function addFleetButtons(element: DirectoryElement): boolean {
  if (!isGM()) return false;
  if (element.querySelector('.sca-fleet-tools')) return false;
  const anchor =
    element.querySelector('.header-actions') ??
    element.querySelector('.directory-header') ??
    element.querySelector('header');
  if (!anchor) return false;
  anchor.insertAdjacentHTML('afterend', fleetButtonsHtml(translator().localize));
  const buttons = element.querySelectorAll('[data-sca-fleet]');
  for (let i = 0; i < buttons.length; i++) {
    const button = buttons[i]!;
    const tool = BUTTONS.find((b) => b.tool === button.dataset.scaFleet);
    if (tool) button.addEventListener('click', () => void tool.open());
  }
  return true;
}

export function registerFleet(): void {
  Hooks.on('renderActorDirectory', (_app: unknown, element: HTMLElement) => {
    // The handler only uses querySelector/insertAdjacentHTML/addEventListener of the element.
    addFleetButtons(element as unknown as DirectoryElement);
  });
  onHook('preCreateActor', (actor: ActorLike) => onPreCreateActorArt(actor));
  onHook('preUpdateActor', (actor: ActorLike, changes: Record<string, unknown>) =>
    onPreUpdateActorArt(actor, changes),
  );
  onHook(
    'updateActor',
    (
      actor: { id: string },
      changes: Record<string, unknown>,
      _options: unknown,
      userId: string,
    ) => {
      if (userId !== game.user?.id || !isGM()) return;
      const scenes = (game as unknown as { scenes?: { contents: SceneWithTokens[] } }).scenes;
      void repaintPlacedTokens(actor.id, changes, scenes?.contents ?? []).catch((e: unknown) =>
        console.error(`${SYSTEM_ID} | repainting placed tokens`, e),
      );
    },
  );
}
