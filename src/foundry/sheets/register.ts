// Registers the system's sheets (default for their types), the token bars and the status effects.
import { SYSTEM_ID } from '../constants.js';
import { FortSheet } from './fort-sheet.js';
import { ShipClassSheet } from './ship-class-sheet.js';
import { ShipSheet } from './ship-sheet.js';
import { registerStatusEffects, registerStatusSync } from './status-sync.js';
import { registerTemplateHelpers } from './template-helpers.js';

/** Token bar attributes (paths under `system`): the derived {value, max} bars of the models. */
export const TRACKABLE_ATTRIBUTES = {
  ship: { bar: ['hullBar', 'riggingBar'], value: ['speedMm'] },
  fort: { bar: ['hullBar'], value: ['bfNow'] },
};

export function registerSheets(): void {
  if (typeof Handlebars !== 'undefined') registerTemplateHelpers(Handlebars);
  const sheets = foundry.applications.apps.DocumentSheetConfig;
  sheets.registerSheet(Actor, SYSTEM_ID, ShipSheet, {
    types: ['ship'],
    makeDefault: true,
    label: 'SCA.Sheet.Ship.Label',
  });
  sheets.registerSheet(Actor, SYSTEM_ID, FortSheet, {
    types: ['fort'],
    makeDefault: true,
    label: 'SCA.Sheet.Fort.Label',
  });
  sheets.registerSheet(Item, SYSTEM_ID, ShipClassSheet, {
    types: ['shipClass'],
    makeDefault: true,
    label: 'SCA.Sheet.Class.Label',
  });
  const actorConfig = CONFIG.Actor as unknown as {
    trackableAttributes: Record<string, { bar: string[]; value: string[] }>;
  };
  actorConfig.trackableAttributes = { ...actorConfig.trackableAttributes, ...TRACKABLE_ATTRIBUTES };
  registerStatusEffects();
  registerStatusSync();
}
