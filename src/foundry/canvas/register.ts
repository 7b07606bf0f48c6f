// Registers the canvas glue with Foundry at init: the two rulers, the arc query, the contact effect,
// the document hooks, the token HUD block and the scene-control tools.
import { registerArcQuery } from './arc-adapter.js';
import { registerContactEffect } from './contacts.js';
import { onGetSceneControlButtons, onRenderTokenHUD } from './controls.js';
import { registerCanvasHooks } from './hooks.js';
import { registerManoeuvreRequest } from './moves.js';
import { makeRangeRuler, makeShipTokenRuler, rulerTemplates, type RulerClass, type TokenRulerClass } from './rulers.js';

export function registerCanvas(): void {
  // fvtt-types declares rulerClass as an instance and lacks v13's Ruler#path: local casts.
  const tokenConfig = CONFIG.Token as unknown as { rulerClass: unknown };
  tokenConfig.rulerClass = makeShipTokenRuler(foundry.canvas.placeables.tokens.TokenRuler as unknown as TokenRulerClass);
  const canvasConfig = CONFIG.Canvas as unknown as { rulerClass?: unknown };
  const baseRuler = (canvasConfig.rulerClass ?? foundry.canvas.interaction.Ruler) as unknown as RulerClass;
  canvasConfig.rulerClass = makeRangeRuler(baseRuler);
  void foundry.applications.handlebars.loadTemplates(rulerTemplates());
  registerArcQuery();
  registerContactEffect();
  registerManoeuvreRequest();
  registerCanvasHooks();
  const on = Hooks.on.bind(Hooks) as unknown as (name: string, fn: (...args: never[]) => unknown) => number;
  on('renderTokenHUD', (hud: never, html: never) => void onRenderTokenHUD(hud, html));
  on('getSceneControlButtons', onGetSceneControlButtons as (...args: never[]) => unknown);
}
