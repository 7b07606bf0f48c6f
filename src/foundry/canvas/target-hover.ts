// The hover tooltip and the click of targeting on the canvas (hoverToken hook): with exactly one of
// the user's own ships selected, hovering another ship shows target-tip.hbs beside it; a click on
// that ship while the tooltip offers it fires (targeting.ts fireAtToken, through the referee).
import type { SceneLike } from './scene-ships.js';
import { selectedShip } from './keybindings.js';
import { TARGET_TIP_TEMPLATE, fireAtToken, targetTipView } from './targeting.js';
import type { TargetTipView } from './target-tip.js';
import { guarded } from './ui.js';
import { canvasToClient } from '../foundry-api.js';

const TIP_ID = 'sca-target-tip';

/** The hovered Token placeable as the hook passes it (v13/v14). */
export interface HoveredToken {
  document: { id: string; actor: { type: string } | null; parent: SceneLike | null };
  center?: { x: number; y: number };
  h?: number;
  on?(event: string, fn: () => void): unknown;
  off?(event: string, fn: () => void): unknown;
}

interface Armed {
  scene: SceneLike;
  firerTokenId: string;
  targetTokenId: string;
  view: TargetTipView;
  token: HoveredToken;
}

let armed: Armed | null = null;

/** The tooltip showing now (firer, target and what it says), or null. */
export function currentTargetTip(): Readonly<Armed> | null {
  return armed;
}

function disarm(): void {
  armed?.token.off?.('pointertap', onTargetClick);
  armed = null;
  if (typeof document !== 'undefined') document.getElementById(TIP_ID)?.remove();
}

/** hoverToken: shows (or hides) the targeting tooltip. */
export async function onHoverToken(token: HoveredToken, hovered: boolean): Promise<void> {
  disarm();
  if (!hovered) return;
  const scene = token.document.parent;
  const selected = selectedShip();
  if (!scene || !selected || token.document.actor?.type !== 'ship') return;
  const firer = selected.token;
  if (firer.id === token.document.id || !firer.actor?.isOwner) return;
  const view = targetTipView(scene, firer.id, token.document.id);
  armed = { scene, firerTokenId: firer.id, targetTokenId: token.document.id, view, token };
  if (view.action) token.on?.('pointertap', onTargetClick);
  await showTip(token, view);
}

/** The click on the hovered ship: fires when the tooltip offers it, else does nothing. */
export async function onTargetClick(): Promise<void> {
  const a = armed;
  if (!a?.view.action) return;
  await guarded(() => fireAtToken(a.scene, a.firerTokenId, a.targetTokenId));
  disarm();
}

async function showTip(token: HoveredToken, view: TargetTipView): Promise<void> {
  if (typeof document === 'undefined' || !token.center) return;
  const html = await foundry.applications.handlebars.renderTemplate(
    TARGET_TIP_TEMPLATE,
    view as unknown as Record<string, unknown>,
  );
  if (armed?.token !== token) return;
  const at = canvasToClient({ x: token.center.x, y: token.center.y + (token.h ?? 0) / 2 });
  const element = document.createElement('aside');
  element.id = TIP_ID;
  element.innerHTML = html;
  element.style.left = `${Math.round(at.x)}px`;
  element.style.top = `${Math.round(at.y + 8)}px`;
  // The tooltip follows the interface theme (body carries theme-light / theme-dark).
  element.className = 'sca-target-tip-host';
  document.body.append(element);
}
