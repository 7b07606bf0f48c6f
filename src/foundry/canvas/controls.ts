// Where players and the GM reach the canvas tools: the token HUD of a ship (its heading, point of sail
// and allowance, and a button to the ship panel) and the GM's tools in the token controls (wind, roll
// the wind, shift the fleet, sea scene preset, clear arcs) plus the wind rose toggle for everyone.
import { notify } from '../notify.js';
import { RuleError } from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { optionalRules, tableScale } from '../settings.js';
import { formatMm } from './allowance.js';
import { shipAllowanceNow } from './segment-move.js';
import { clearArcsHere } from './arc-adapter.js';
import { parseShiftForm, shiftFleet } from './fleet-shift.js';
import { resizeUpdates, seaGrid, seaSceneData } from './scene-setup.js';
import { sceneRules, viewedScene, type SceneLike, type TokenDocLike } from './scene-ships.js';
import { openShipPanel } from './ship-panel.js';
import { openWindDialog, promptForm, toggleWindRose, windRoseShown } from './wind-rose.js';
import { canvasI18n, guarded } from './ui.js';
import { rollSceneWind, rollWindChange, sailingInfo } from './wind.js';
import { localize } from '../i18n.js';
import { rollDeployment } from './or2-deploy.js';
import { applyRefusalsForm, refusalsFormContext, rollSetup } from './or2-setup.js';
import { shipDataOf } from '../models/access.js';

const i18n = canvasI18n;

/** The HUD block of a ship token: heading, point of sail, allowance this turn. */
export function hudContext(token: TokenDocLike, scene: SceneLike) {
  const t = i18n();
  const rules = sceneRules(scene);
  // OR-3 in a two-segment battle the HUD shows the segment's move.
  const { allowance } = shipAllowanceNow(token, shipDataOf(token.actor!), rules);
  return {
    sailing: sailingInfo(token.rotation, rules.wind, t),
    allowance: formatMm(allowance.allowanceMm, t.lang),
    blocked: allowance.blockedBy
      ? t.localize(`SCA.Canvas.Allowance.Blocked.${allowance.blockedBy}`)
      : null,
    halfSpeed: allowance.halfSpeed,
  };
}

/** renderTokenHUD: adds the ship block and the panel button to a ship token's HUD. */
export async function onRenderTokenHUD(
  hud: { document?: unknown; object?: { document?: unknown } },
  html: HTMLElement,
): Promise<void> {
  const token = (hud.document ?? hud.object?.document) as
    | (TokenDocLike & { parent: SceneLike | null })
    | undefined;
  if (token?.actor?.type !== 'ship' || !token.parent) return;
  const scene = token.parent;
  const info = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/hud-info.hbs'),
    hudContext(token, scene),
  );
  html.querySelector('.col.middle')?.insertAdjacentHTML('afterbegin', info);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'control-icon sca-hud-panel';
  button.dataset.tooltip = localize('SCA.Canvas.Hud.Panel');
  button.innerHTML = '<i class="fa-solid fa-ship" inert></i>';
  button.addEventListener('click', () => void guarded(() => openShipPanel(scene, token.id)));
  html.querySelector('.col.right')?.append(button);
}

/** GM: OR-2 asks for each side's refusals of the scenario (0-3) and stores them on the scene. */
export async function openRefusalsDialog(): Promise<void> {
  const scene = viewedScene();
  if (!scene) return;
  const t = i18n();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/refusals-dialog.hbs'),
    refusalsFormContext(scene, t),
  );
  const data = await promptForm(t.localize('SCA.Or2.Refusals.Title'), content);
  if (data) await applyRefusalsForm(scene, data, t);
}

/** GM: FP-1.4 asks for the shift in mm (east, north) and moves every ship token. */
export async function openShiftDialog(): Promise<void> {
  const scene = viewedScene();
  if (!scene) return;
  const t = i18n();
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/shift-dialog.hbs'),
    {},
  );
  const data = await promptForm(t.localize('SCA.Canvas.Shift.Title'), content);
  if (!data) return;
  const { dxMm, dyMm } = parseShiftForm(data, t);
  const plan = await shiftFleet(scene, dxMm, dyMm, t);
  notify.info(
    t.format('SCA.Canvas.Shift.Done', {
      count: plan.updates.length,
      dx: formatMm(plan.dxMm, t.lang),
      dy: formatMm(plan.dyMm, t.lang),
    }),
  );
}

/**
 * GM: puts the sea preset of the world's scale on the viewed scene (gridless, mm, GRID_SIZE_PX) keeping
 * its size in pixels, and resizes its ship tokens to their bases around their centres.
 */
export async function applySeaPreset(
  scene: SceneLike & { width?: number; height?: number },
): Promise<number> {
  const t = i18n();
  if (!game.user!.isGM) throw new RuleError(t.localize('SCA.Canvas.GMOnly'));
  const scale = tableScale();
  const grid = seaGrid(scale);
  const preset = seaSceneData(scale);
  const oldGrid = { size: scene.grid.size, distance: scene.grid.distance };
  await scene.update({ grid: preset.grid, tokenVision: preset.tokenVision });
  const updates = resizeUpdates(scene.tokens.contents, oldGrid, grid, scale);
  if (updates.length) await scene.updateEmbeddedDocuments('Token', updates, { animate: false });
  return updates.length;
}

interface SceneControlTool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button?: boolean;
  toggle?: boolean;
  active?: boolean;
  visible: boolean;
  onChange: (event: Event, active?: boolean) => void;
}

/** getSceneControlButtons (v13 object form): the canvas tools in the token controls. */
export function onGetSceneControlButtons(
  controls: Record<string, { tools: Record<string, SceneControlTool> } | undefined>,
): void {
  const tools = controls.tokens?.tools;
  if (!tools) return;
  const isGM = !!game.user?.isGM;
  const scene = () => viewedScene();
  let order = 50;
  const add = (
    name: string,
    icon: string,
    gmOnly: boolean,
    onChange: SceneControlTool['onChange'],
    toggle = false,
  ) => {
    tools[name] = {
      name,
      title: `SCA.Canvas.Tools.${name}`,
      icon,
      order: order++,
      button: !toggle,
      toggle,
      visible: !gmOnly || isGM,
      onChange,
    };
  };
  add(
    'scaWindRose',
    'fa-solid fa-compass',
    false,
    (_e, active) => toggleWindRose(active !== false),
    true,
  );
  // Core rebuilds the tools on every controls render (a reset too): the toggle follows the rose.
  tools.scaWindRose!.active = windRoseShown();
  add('scaSetWind', 'fa-solid fa-wind', true, () => void guarded(openWindDialog));
  const or2 = optionalRules().setupRolls;
  // FP-1.7 random wind and FP-A1 end-of-turn change; OR-2 replaces them with its set-up roll and
  // the turn flow's start-of-turn roll.
  if (!or2)
    add(
      'scaRollWind',
      'fa-solid fa-dice',
      true,
      () => void guarded(async () => scene() && rollSceneWind(scene()!, i18n())),
    );
  if (!or2)
    add(
      'scaWindChange',
      'fa-solid fa-arrows-spin',
      true,
      () => void guarded(async () => scene() && rollWindChange(scene()!, i18n())),
    );
  if (or2) {
    add(
      'scaSetupRoll',
      'fa-solid fa-dice-d6',
      true,
      () => void guarded(async () => scene() && rollSetup(scene()!, i18n())),
    );
    add(
      'scaDeployment',
      'fa-solid fa-flag-checkered',
      true,
      () => void guarded(async () => scene() && rollDeployment(scene()!, i18n())),
    );
    add('scaRefusals', 'fa-solid fa-handshake-slash', true, () => void guarded(openRefusalsDialog));
  }
  add(
    'scaShiftFleet',
    'fa-solid fa-arrows-up-down-left-right',
    true,
    () => void guarded(openShiftDialog),
  );
  add(
    'scaSeaPreset',
    'fa-solid fa-water',
    true,
    () =>
      void guarded(async () => {
        const s = scene();
        if (!s) return;
        const count = await applySeaPreset(s);
        notify.info(i18n().format('SCA.Canvas.Preset.Done', { count }));
      }),
  );
  add(
    'scaClearArcs',
    'fa-solid fa-eraser',
    true,
    () => void guarded(async () => scene() && clearArcsHere(scene()!)),
  );
}
