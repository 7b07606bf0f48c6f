// The ship panel: one small window per ship token, opened from the token HUD. It offers the legal
// manoeuvres of this turn, shows or hides each broadside's arc and lists the core's targeting answer
// for both sides. It re-renders when tokens, ships, arcs or the wind change (hooks.ts).
import { notify } from '../notify.js';
import { RuleError, type Side } from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { requestArc } from './arc-adapter.js';
import { performManoeuvre } from './moves.js';
import { markAground } from './aground.js';
import { sceneById, type SceneLike } from './scene-ships.js';
import { shipPanelContext } from './ship-panel-context.js';
import { canvasI18n, guarded } from './ui.js';
import { handlebarsApplication } from '../foundry-api.js';
import { moveEntangledPair } from './tangle-move.js';

interface ActionTarget {
  dataset: Record<string, string | undefined>;
}

/** The ApplicationV2 members the panel uses (fvtt-types' generic AppV2 typing is far wider). */
interface PanelApp {
  options: Record<string, unknown>;
  /** The rendered window (ApplicationV2#element). */
  element?: HTMLElement;
  rendered: boolean;
  render(options?: unknown): Promise<unknown>;
  close(options?: unknown): Promise<unknown>;
  _prepareContext(options: unknown): Promise<Record<string, unknown>>;
}
type PanelBase = new (options?: Record<string, unknown>) => PanelApp;

const panels = new Map<string, ShipPanelApp>();

const i18n = canvasI18n;
const warn = (message: string) => notify.warn(message);

// Made from Foundry's classes when this module loads (they exist before systems load).
const Base = handlebarsApplication<PanelBase>();

export class ShipPanelApp extends Base {
  static DEFAULT_OPTIONS = {
    classes: ['signal-close-action', 'sca-ship-panel'],
    tag: 'section',
    window: { icon: 'fa-solid fa-ship', resizable: true },
    position: { width: 400, height: 'auto' },
    actions: {
      manoeuvre: ShipPanelApp.#onManoeuvre,
      toggleArc: ShipPanelApp.#onToggleArc,
      tangleMove: ShipPanelApp.#onTangleMove,
      markAground: ShipPanelApp.#onMarkAground,
    },
  };

  static PARTS = { body: { template: templatePath('canvas/ship-panel.hbs') } };

  readonly sceneId: string;
  readonly tokenId: string;

  constructor(options: { sceneId: string; tokenId: string; title: string }) {
    super({ id: `sca-ship-panel-${options.tokenId}`, window: { title: options.title } });
    this.sceneId = options.sceneId;
    this.tokenId = options.tokenId;
  }

  get scene(): SceneLike {
    const scene = sceneById(this.sceneId);
    if (!scene) throw new RuleError(`no scene ${this.sceneId}`);
    return scene;
  }

  override async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return { ...shipPanelContext(this.scene, this.tokenId, i18n()) };
  }

  static async #onManoeuvre(
    this: ShipPanelApp,
    _event: unknown,
    target: ActionTarget,
  ): Promise<void> {
    const optionId = target.dataset.option;
    if (!optionId) return;
    // FP-5.7 / FP-6.4 the part of the straight move to sail now (the rest can follow after firing).
    const input = this.element?.querySelector<HTMLInputElement>('input[name="distanceMm"]');
    const distance =
      input && Number.isFinite(input.valueAsNumber) && input.valueAsNumber > 0
        ? input.valueAsNumber
        : undefined;
    await guarded(async () => {
      const report = await performManoeuvre(this.scene, this.tokenId, optionId, distance);
      const t = i18n();
      if (report.outcome.collidedIds.length) {
        const names = report.outcome.collidedIds
          .map((id) => this.scene.tokens.get(id)?.name ?? id)
          .join(', ');
        warn(
          t.format(
            report.outcome.collidedOnTurn
              ? 'SCA.Canvas.Move.CollidedOnTurn'
              : 'SCA.Canvas.Move.Collided',
            { ships: names },
          ),
        );
      }
      for (const c of report.contacts) if (c.outcome.status === 'refused') warn(c.outcome.reason);
      // HR-3 the move ran aground: say so (and why the referee refused the grounding, if it did).
      if (report.aground)
        warn(
          report.aground.refusal ??
            t.format('SCA.Aground.Ran', {
              ship: this.scene.tokens.get(this.tokenId)?.name ?? '',
              kind: t.localize(`SCA.Aground.Kind.${report.aground.kind}`),
            }),
        );
      await this.render();
    });
  }

  /** HR-3 the GM marks the ship aground on rock or sand, or afloat again (through the relay: history, undo). */
  static async #onMarkAground(
    this: ShipPanelApp,
    _event: unknown,
    target: ActionTarget,
  ): Promise<void> {
    const kind = target.dataset.kind;
    if (kind !== '' && kind !== 'rock' && kind !== 'sand') return;
    await guarded(async () => {
      const actor = this.scene.tokens.get(this.tokenId)?.actor;
      if (!actor) return;
      const outcome = await markAground(actor.uuid, kind);
      if (outcome.status === 'refused') warn(outcome.reason);
      await this.render();
    });
  }

  /** OR-7 the GM moves the entangled pair (this panel's ship is the active one, footnote 19). */
  static async #onTangleMove(
    this: ShipPanelApp,
    _event: unknown,
    target: ActionTarget,
  ): Promise<void> {
    const other = target.dataset.other;
    if (!other) return;
    const seg = target.dataset.segment;
    const segment = seg === '1' ? 1 : seg === '2' ? 2 : null;
    await guarded(async () => {
      await moveEntangledPair(this.scene, this.tokenId, other, {
        segment,
        activeTokenId: this.tokenId,
      });
      await this.render();
    });
  }

  static async #onToggleArc(
    this: ShipPanelApp,
    _event: unknown,
    target: ActionTarget,
  ): Promise<void> {
    const side = target.dataset.side as Side | undefined;
    if (side !== 'port' && side !== 'starboard') return;
    const outcome = await requestArc(this.scene, this.tokenId, side, 'toggle');
    if (outcome.status === 'refused') warn(outcome.reason);
    await this.render();
  }
}

/** Opens (or brings back) the panel of a ship token. */
export async function openShipPanel(scene: SceneLike, tokenId: string): Promise<ShipPanelApp> {
  const existing = panels.get(tokenId);
  if (existing) {
    await existing.render({ force: true });
    return existing;
  }
  const token = scene.tokens.get(tokenId);
  const panel = new ShipPanelApp({ sceneId: scene.id, tokenId, title: token?.name ?? tokenId });
  panels.set(tokenId, panel);
  const close = panel.close.bind(panel);
  panel.close = async (options?: unknown) => {
    panels.delete(tokenId);
    return close(options);
  };
  await panel.render({ force: true });
  return panel;
}

/** Re-renders the open panels (all, or those of the given tokens); closes those whose token is gone. */
export function refreshShipPanels(tokenIds?: Iterable<string>): void {
  const only = tokenIds ? new Set(tokenIds) : null;
  for (const [id, panel] of panels) {
    if (only && !only.has(id)) continue;
    if (!sceneById(panel.sceneId)?.tokens.get(id)) {
      void panel.close();
      continue;
    }
    if (panel.rendered) void panel.render();
  }
}

export function openPanels(): ReadonlyMap<string, ShipPanelApp> {
  return panels;
}
