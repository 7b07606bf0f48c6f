// The wind rose over the canvas: a small fixed overlay (north up, as the scene's top edge is north)
// drawn from windRoseContext; a GM gets "set" and "roll" buttons on it. Hidden without a scene.
import { templatePath } from '../constants.js';
import { sceneWind } from '../scene-wind.js';
import { viewedScene } from './scene-ships.js';
import { rollSetup } from './or2-setup.js';
import { optionalRules } from '../settings.js';
import { canvasI18n, guarded } from './ui.js';
import {
  applyWindForm,
  rollSceneWind,
  rollWindChange,
  windFormContext,
  windRoseContext,
} from './wind.js';

const ROSE_ID = 'sca-wind-rose';
let hidden = false;

const i18n = canvasI18n;

async function render(path: string, context: object): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, context as Record<string, unknown>);
}

/** The rose's HTML for the viewed scene (or null without one). */
export async function windRoseHtml(): Promise<string | null> {
  const scene = viewedScene();
  if (!scene) return null;
  return render(
    templatePath('canvas/wind-rose.hbs'),
    windRoseContext(sceneWind(scene), i18n(), !!game.user?.isGM, optionalRules().setupRolls),
  );
}

/** Whether this client shows the rose (the scene-control toggle is built from it on every controls render). */
export function windRoseShown(): boolean {
  return !hidden;
}

export function toggleWindRose(show: boolean): void {
  hidden = !show;
  void refreshWindRose();
}

/** Draws (or removes) the overlay; does nothing where there is no DOM. */
export async function refreshWindRose(): Promise<void> {
  if (typeof document === 'undefined') return;
  const html = hidden ? null : await windRoseHtml();
  let element = document.getElementById(ROSE_ID);
  if (!html) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('aside');
    element.id = ROSE_ID;
    element.className = 'signal-close-action sca-wind-rose';
    document.body.append(element);
    element.addEventListener('click', (event) => void onRoseClick(event));
  }
  element.innerHTML = html;
}

async function onRoseClick(event: Event): Promise<void> {
  const action = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-action]')
    ?.dataset.action;
  const scene = viewedScene();
  if (!action || !scene) return;
  await guarded(async () => {
    if (action === 'rollWind') await rollSceneWind(scene, i18n());
    if (action === 'windChange') await rollWindChange(scene, i18n());
    if (action === 'setWind') await openWindDialog();
    if (action === 'setupRoll') await rollSetup(scene, i18n());
  });
}

/** GM: the wind dialog (16 points, three strengths) for the viewed scene. */
export async function openWindDialog(): Promise<void> {
  const scene = viewedScene();
  if (!scene) return;
  const t = i18n();
  const content = await render(
    templatePath('canvas/wind-dialog.hbs'),
    windFormContext(sceneWind(scene), t, optionalRules().setupRolls),
  );
  const data = await promptForm(t.localize('SCA.Canvas.Wind.DialogTitle'), content);
  if (data) await applyWindForm(scene, data, t);
}

/** A DialogV2 prompt around a form; resolves to the form's values, or null when dismissed. */
export async function promptForm(
  title: string,
  content: string,
): Promise<Record<string, unknown> | null> {
  // DialogV2.prompt and FormDataExtended exist in v13 and v14; fvtt-types' overloads are wider than needed.
  const api = foundry.applications.api as unknown as {
    DialogV2: { prompt(config: Record<string, unknown>): Promise<unknown> };
  };
  const ux = (
    foundry.applications as unknown as {
      ux: { FormDataExtended: new (form: HTMLFormElement) => { object: Record<string, unknown> } };
    }
  ).ux;
  const result = await api.DialogV2.prompt({
    window: { title },
    content,
    rejectClose: false,
    ok: {
      callback: (_event: Event, button: HTMLButtonElement) =>
        new ux.FormDataExtended(button.form!).object,
    },
  });
  return (result as Record<string, unknown> | null) ?? null;
}
