// Keyboard shortcuts of the table (Foundry's keybindings, rebindable in Configure Controls), each a
// call of what a button already does: show/hide the selected ship's arcs (requestArc), luff or bear
// away one point (the manoeuvre, through the referee), open the orders dialog (the turn flow's
// opener), and the GM's undo of a ship's last move (core's recorded-movement revert). A refusal is a
// warning; with no ship selected a ship key does nothing and lets the key through.
import { RuleError, SIDES } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { LAST_MOVE_FLAG, viewedScene, type SceneLike, type TokenDocLike } from './scene-ships.js';
import { requestArc, shownSides } from './arc-adapter.js';
import { openOrders } from './battle-gate.js';
import type { ManoeuvreChoice, ManoeuvreOption } from './manoeuvre.js';
import { performManoeuvre, shipMoveState } from './moves.js';
import { canvasI18n, guarded } from './ui.js';
import { backgroundTasks } from '../referee/background.js';
import { controlledTokens } from '../foundry-api.js';

const t = canvasI18n;

/** A key does not wait for its action (a request to the referee); tests wait with settleKeyActions. */
const tasks = backgroundTasks();
const later = (run: () => Promise<unknown>) => tasks.run(() => guarded(run));
export const settleKeyActions = tasks.settle;

/** The one ship token the user has selected on the viewed scene, or null. */
export function selectedShip(): { scene: SceneLike; token: TokenDocLike } | null {
  const scene = viewedScene();
  if (!scene) return null;
  const ships = controlledTokens().filter((d) => d.actor?.type === 'ship');
  if (ships.length !== 1) return null;
  const token = scene.tokens.get(ships[0]!.id);
  return token ? { scene, token } : null;
}

/** D-11 shows both arcs of the selected ship, or hides them if any is shown. */
export async function toggleSelectedArcs(scene: SceneLike, tokenId: string): Promise<void> {
  const op = shownSides(scene, tokenId).length ? 'hide' : 'show';
  for (const side of SIDES) {
    const answer = await requestArc(scene, tokenId, side, op);
    if (answer.status === 'refused') throw new RuleError(answer.reason);
  }
}

/** FP-5.5 the one-point luff or bear-away the manoeuvre control offers now, or null. */
export function onePointOption(
  choice: ManoeuvreChoice,
  turn: 'luff' | 'bearAway',
): ManoeuvreOption | null {
  return choice.options.find((o) => o.turn === turn && Math.abs(o.turnPoints) === 1) ?? null;
}

/** FP-5.5 luff or bear away one point through the referee, as the ship panel's button does. */
export async function turnOnePoint(
  scene: SceneLike,
  tokenId: string,
  turn: 'luff' | 'bearAway',
): Promise<void> {
  const option = onePointOption(shipMoveState(scene, tokenId).choice, turn);
  if (!option) throw new RuleError(t().localize(`SCA.Canvas.Keys.NoTurn.${turn}`));
  await performManoeuvre(scene, tokenId, option.id);
}

interface RevertibleToken {
  movementHistory?: readonly unknown[];
  revertRecordedMovement?(): Promise<boolean>;
}

/**
 * GM only (the referee undoes, never a player): reverts the ship's last recorded movement (core's
 * TokenDocument#revertRecordedMovement) and forgets the straight move the manoeuvre control
 * recorded, so the ship may make it again this turn (SD-23).
 */
export async function undoLastMove(token: TokenDocLike): Promise<void> {
  if (!game.user?.isGM) throw new RuleError(t().localize('SCA.Canvas.Keys.UndoGMOnly'));
  const doc = token as TokenDocLike & RevertibleToken;
  if (!doc.movementHistory?.length || !doc.revertRecordedMovement)
    throw new RuleError(t().localize('SCA.Canvas.Keys.NothingToUndo'));
  await doc.revertRecordedMovement();
  if (token.getFlag(SYSTEM_ID, LAST_MOVE_FLAG) !== undefined)
    await token.update({ [`flags.${SYSTEM_ID}.-=${LAST_MOVE_FLAG}`]: null });
}

type ShipAction = (scene: SceneLike, token: TokenDocLike) => Promise<void>;

/** A key that acts on the selected ship: passes the key on (false) when no single ship is selected. */
function onShip(run: ShipAction): () => boolean {
  return () => {
    const selected = selectedShip();
    if (!selected) return false;
    later(() => run(selected.scene, selected.token));
    return true;
  };
}

export interface KeyAction {
  action: string;
  key: string;
  modifiers?: Array<'SHIFT' | 'CONTROL' | 'ALT'>;
  restricted?: boolean;
  onDown: () => boolean;
}

export const KEY_ACTIONS: readonly KeyAction[] = [
  {
    action: 'toggleArcs',
    key: 'KeyB',
    onDown: onShip((scene, token) => toggleSelectedArcs(scene, token.id)),
  },
  {
    action: 'luff',
    key: 'BracketLeft',
    onDown: onShip((scene, token) => turnOnePoint(scene, token.id, 'luff')),
  },
  {
    action: 'bearAway',
    key: 'BracketRight',
    onDown: onShip((scene, token) => turnOnePoint(scene, token.id, 'bearAway')),
  },
  {
    action: 'openOrders',
    key: 'KeyO',
    onDown: () => {
      later(async () => {
        if (!(await openOrders())) throw new RuleError(t().localize('SCA.Canvas.Keys.NoBattle'));
      });
      return true;
    },
  },
  {
    action: 'undoMove',
    key: 'KeyZ',
    modifiers: ['SHIFT'],
    restricted: true,
    onDown: onShip((_scene, token) => undoLastMove(token)),
  },
];

/** Registers the keybindings (init hook): names and hints localised, keys rebindable. */
export function registerKeybindings(): void {
  for (const k of KEY_ACTIONS) {
    game.keybindings!.register(SYSTEM_ID, k.action, {
      name: `SCA.Canvas.Keys.${k.action}.Name`,
      hint: `SCA.Canvas.Keys.${k.action}.Hint`,
      editable: [{ key: k.key, modifiers: k.modifiers ?? [] }],
      restricted: k.restricted ?? false,
      onDown: k.onDown,
    });
  }
}
