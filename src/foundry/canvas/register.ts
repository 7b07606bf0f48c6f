// Registers the canvas glue with Foundry at init: the two rulers, the arc query, the contact effect,
// the document hooks, the token HUD block, the scene-control tools, the keybindings and the
// targeting tooltip (hoverToken).
import { registerArcQuery } from './arc-adapter.js';
import { registerContactEffect } from './contacts.js';
import { registerAgroundEffects } from './aground.js';
import { registerShoalBehavior } from './shoals.js';
import { onGetSceneControlButtons, onRenderTokenHUD } from './controls.js';
import { registerCanvasHooks } from './hooks.js';
import { registerManoeuvreRequest } from './moves.js';
import { makeRangeRuler, makeShipTokenRuler, rulerTemplates } from './rulers.js';
import { installRulerClasses, onHook } from '../foundry-api.js';
import { registerKeybindings } from './keybindings.js';
import { onHoverToken, type HoveredToken } from './target-hover.js';
import { TARGET_TIP_TEMPLATE } from './targeting.js';

export function registerCanvas(): void {
  installRulerClasses(makeShipTokenRuler, makeRangeRuler);
  void foundry.applications.handlebars.loadTemplates([...rulerTemplates(), TARGET_TIP_TEMPLATE]);
  registerArcQuery();
  registerContactEffect();
  registerAgroundEffects();
  registerShoalBehavior();
  registerManoeuvreRequest();
  registerCanvasHooks();
  onHook('renderTokenHUD', (hud: never, html: never) => void onRenderTokenHUD(hud, html));
  registerKeybindings();
  onHook(
    'hoverToken',
    (token: HoveredToken, hovered: boolean) => void onHoverToken(token, hovered),
  );
  onHook('getSceneControlButtons', onGetSceneControlButtons as (...args: never[]) => unknown);
}
