// Registers the canvas glue with Foundry at init: the two rulers, the arc query, the contact effect,
// the document hooks, the token HUD block and the scene-control tools.
import { registerArcQuery } from './arc-adapter.js';
import { registerContactEffect } from './contacts.js';
import { onGetSceneControlButtons, onRenderTokenHUD } from './controls.js';
import { registerCanvasHooks } from './hooks.js';
import { registerManoeuvreRequest } from './moves.js';
import { makeRangeRuler, makeShipTokenRuler, rulerTemplates } from './rulers.js';
import { installRulerClasses, onHook } from '../foundry-api.js';

export function registerCanvas(): void {
  installRulerClasses(makeShipTokenRuler, makeRangeRuler);
  void foundry.applications.handlebars.loadTemplates(rulerTemplates());
  registerArcQuery();
  registerContactEffect();
  registerManoeuvreRequest();
  registerCanvasHooks();
  onHook('renderTokenHUD', (hud: never, html: never) => void onRenderTokenHUD(hud, html));
  onHook('getSceneControlButtons', onGetSceneControlButtons as (...args: never[]) => unknown);
}
