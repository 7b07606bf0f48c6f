// Foundry entry point of the Signal Close Action system: registers everything in init/setup/ready.
import { registerCanvas } from './foundry/canvas/register.js';
import { registerReferee } from './foundry/referee/register.js';
import { registerFleet } from './foundry/fleet/register.js';
import { registerDataModels } from './foundry/models/register.js';
import { registerSettings } from './foundry/settings.js';
import { registerSheets } from './foundry/sheets/register.js';
import { registerTurn } from './foundry/turn/register.js';

Hooks.once('init', () => {
  registerSettings();
  registerDataModels();
  registerReferee();
  registerCanvas();
  registerTurn();
  registerFleet();
  registerSheets();
});
