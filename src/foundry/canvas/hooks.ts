// Document hooks of the canvas glue. Ship tokens get their base size and a compass-point rotation
// when placed; a player's drag of a ship stops at the first base contact (FP-5.8) and marks it; the
// active GM's client keeps the arcs on their ships; caches and open panels follow every change.
import { notify } from '../notify.js';
import { backgroundTasks } from '../referee/background.js';
import { isGmUser, isReferee } from '../referee/identity.js';
import { RuleError, straightDrag } from '../../rules/index.js';
import { rotationToHeadingDegrees, rotationToHeadingIndex } from '../heading.js';
import { mmPerPixel, pxToMm, tokenCentrePx } from './table-ships.js';
import { SYSTEM_ID } from '../constants.js';
import { shipDataOf } from '../models/access.js';
import { tableScale } from '../settings.js';
import { refreshAllArcsHere, refreshArcsHere } from './arc-adapter.js';
import { refreshArcOverlay } from './arc-overlay.js';
import { manoeuvreGate } from './battle-gate.js';
import { changesPose, poseIsRefereed, registerTokenGuard, stagingChanged } from './token-guard.js';
import { recordFreeHandMove } from './free-hand-move.js';
import { followHandRotation } from './or5-start-rotation.js';
import { askReferee } from '../referee/channel.js';
import { JUDGED_MOVE, clippedPlacement, judgeDrag } from './moves.js';
import { isSeaGrid, resizeUpdates, shipTokenSize, snapRotation } from './scene-setup.js';
import {
  invalidateSceneShips,
  viewedScene,
  type SceneLike,
  type TokenDocLike,
} from './scene-ships.js';
import { refreshShipPanels } from './ship-panel.js';
import { refreshWindRose } from './wind-rose.js';
import { onHook } from '../foundry-api.js';

/** Work started by hooks that must not block them (re-issued moves, arc updates); tests await it. */
const tasks = backgroundTasks((e: unknown) => {
  if (e instanceof RuleError) notify.warn(e.message);
  else console.error(`${SYSTEM_ID} |`, e);
});
const later = tasks.run;

/** Resolves when every task the hooks started has finished (used by tests and by callers that chain). */
export const settleCanvasTasks = tasks.settle;

type TokenWithParent = TokenDocLike & {
  parent: SceneLike | null;
  updateSource(changes: Record<string, unknown>): void;
};

/** FP-1.1 / HR-2 a ship token is created at its base size, on a compass point (FP-1.7). */
export function onPreCreateToken(document: TokenWithParent): void {
  if (document.actor?.type !== 'ship' || !document.parent) return;
  const size = shipTokenSize(shipDataOf(document.actor), document.parent.grid, tableScale());
  document.updateSource({
    width: size.width,
    height: size.height,
    rotation: snapRotation(document.rotation),
  });
}

/** Sideways slack of a drag read as straight ahead: a couple of pixels of a hand on a mouse. */
const DRAG_SLACK_PX = 2;

/**
 * FP-5.7 a drag that keeps the heading and goes straight ahead: how far (mm), else null (a turn, a
 * sideways or backward drag are not a straight move).
 */
export function dragAhead(
  scene: SceneLike,
  token: TokenWithParent,
  changes: Record<string, unknown>,
): number | null {
  if (typeof changes.rotation === 'number' && changes.rotation !== token.rotation) return null;
  if (typeof changes.x !== 'number' && typeof changes.y !== 'number') return null;
  const grid = scene.grid;
  const moved = {
    x: typeof changes.x === 'number' ? changes.x : token.x,
    y: typeof changes.y === 'number' ? changes.y : token.y,
    width: token.width,
    height: token.height,
  };
  const from = pxToMm(tokenCentrePx(token, grid), grid);
  const to = pxToMm(tokenCentrePx(moved, grid), grid);
  const drag = straightDrag(
    { x: from.x, y: from.y, headingDeg: rotationToHeadingDegrees(token.rotation) },
    to,
  );
  return drag.aheadMm > 0 && drag.asideMm <= DRAG_SLACK_PX * mmPerPixel(grid) ? drag.aheadMm : null;
}

/**
 * FP-1.7 ship tokens turn only to the 16 points. FP-5.8 a player's drag that would run into another
 * base is cancelled and re-issued to the contact point, then the contact is marked; the GM's moves
 * and moves already judged (manoeuvre, fleet shift) pass untouched.
 */
export function onPreUpdateToken(
  document: TokenWithParent,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): boolean | undefined {
  // SD-258 a fort's token is the GM's staging as a ship's is (SD-210): the honest client refuses first.
  if (
    document.actor?.type === 'fort' &&
    !game.user?.isGM &&
    stagingChanged(document as never, changes)
  ) {
    notify.warn(game.i18n!.localize('SCA.Referee.FortStagingIsGMs'));
    return false;
  }
  // SD-207 a fort's token stays where it is during a battle (the GM moves it by hand if need be).
  if (document.actor?.type === 'fort' && !game.user?.isGM && changesPose(changes)) {
    if (!poseIsRefereed(document as never)) return;
    notify.warn(game.i18n!.localize('SCA.Forts.Gate.Fixed'));
    return false;
  }
  if (document.actor?.type !== 'ship') return;
  // SD-210 the GM's staging: a hidden token is out of the players' targets and moves, an unlinked one is
  // another actor than the battle's ship (its delta, the unlinked token's own data, with it).
  if (!game.user?.isGM && stagingChanged(document as never, changes)) {
    notify.warn(game.i18n!.localize('SCA.Referee.StagingIsGMs'));
    return false;
  }
  if (typeof changes.rotation === 'number') changes.rotation = snapRotation(changes.rotation);
  // Only the GM's own updates (the referee's included) skip the checks: a player's options are its word.
  // SD-206 a GM's free-hand drag of a ship in her move is recorded as part of it.
  if (game.user?.isGM) {
    recordFreeHandMove(document as never, changes, options);
    // SD-283 a hand rotation before she has moved or turned in segment 1 moves OR-5's start record.
    followHandRotation(document as never, changes, options);
    return;
  }
  void options;
  const scene = document.parent;
  if (!scene) return;
  // SD-23 in a battle a player's ship moves and turns only through the referee (the ship panel, the cards):
  // a drag straight ahead becomes a request for that much of the straight move; anything else is refused.
  if (changesPose(changes) && poseIsRefereed(document as never)) {
    const gate = manoeuvreGate(document.actor.uuid);
    const ahead =
      gate.mode === 'battle' && gate.mayMove ? dragAhead(scene, document, changes) : null;
    if (ahead !== null) {
      const heading = rotationToHeadingIndex(document.rotation);
      later(async () => {
        const answer = await askReferee('manoeuvre', {
          sceneId: scene.id,
          tokenId: document.id,
          optionId: `hold:${heading}`,
          distanceMm: ahead,
        });
        if (answer.status === 'refused') notify.warn(answer.reason);
      });
      return false;
    }
    const key =
      gate.mode === 'battle' && !gate.mayMove
        ? (gate.reasonKey ?? 'SCA.Canvas.Move.NotLegal')
        : 'SCA.Canvas.Move.UsePanel';
    notify.warn(game.i18n!.localize(key));
    return false;
  }
  const answer = judgeDrag(scene, document, changes);
  if (!answer?.stopped) return;
  const placement = clippedPlacement(scene, document, answer);
  const rotation = typeof changes.rotation === 'number' ? { rotation: changes.rotation } : {};
  const names = answer.blockingIds.map((id) => scene.tokens.get(id)?.name ?? id).join(', ');
  later(async () => {
    await document.update({ ...placement, ...rotation }, { [JUDGED_MOVE]: true });
    notify.warn(game.i18n!.format('SCA.Canvas.Move.Collided', { ships: names }));
    // The referee marks the contacts and applies the collisions (FP-5.8).
    const answer2 = await askReferee('contacts', {
      sceneId: scene.id,
      tokenId: document.id,
      otherTokenIds: answer.blockingIds,
    });
    if (answer2.status === 'refused') notify.warn(answer2.reason);
    const refusals =
      answer2.status === 'done'
        ? ((answer2.data as { refusals?: string[] } | undefined)?.refusals ?? [])
        : [];
    for (const reason of refusals) notify.warn(reason);
  });
  return false;
}

const GEOMETRY_KEYS = ['x', 'y', 'rotation', 'width', 'height'];

export function onUpdateToken(document: TokenWithParent, changes: Record<string, unknown>): void {
  invalidateSceneShips();
  const scene = document.parent;
  if (scene && isReferee() && GEOMETRY_KEYS.some((k) => k in changes))
    later(() => refreshArcsHere(scene, document.id));
  refreshShipPanels();
}

export function onDeleteToken(document: TokenWithParent): void {
  invalidateSceneShips();
  const scene = document.parent;
  if (scene && isReferee()) later(() => refreshArcsHere(scene, document.id));
  refreshShipPanels();
}

/** A ship's class or base changed: its tokens take the new base size (FP-1.1), its arcs and panels follow. */
export function onUpdateActor(
  actor: { id: string; type: string },
  changes: Record<string, unknown> = {},
  _options?: unknown,
  userId?: string,
): void {
  invalidateSceneShips();
  if (actor.type !== 'ship') return;
  const scene = viewedScene();
  // SD-265 a class is the GM's to set (the ship guard puts back a player's): only a GM's write resizes
  // the tokens, or a forged class would reshape her base (and its arcs) until the put-back lands.
  if (scene && isReferee() && isGmUser(userId)) {
    const tokens = scene.tokens.contents.filter((t) => t.actor?.id === actor.id);
    const classChanged =
      typeof changes.system === 'object' &&
      changes.system !== null &&
      'shipClass' in changes.system;
    if (classChanged) {
      const updates = resizeUpdates(tokens, scene.grid, scene.grid, tableScale());
      if (updates.length)
        later(() => scene.updateEmbeddedDocuments('Token', updates, { [JUDGED_MOVE]: true }));
      // The apex sits abeam the mainmast on the base edge (D-11, D-1): both follow the class.
      for (const t of tokens) later(() => refreshArcsHere(scene, t.id));
    }
  }
  refreshShipPanels();
}

export function onUpdateScene(_scene: SceneLike, changes: Record<string, unknown>): void {
  invalidateSceneShips();
  if ('flags' in changes || 'grid' in changes) {
    void refreshWindRose();
    refreshShipPanels();
  }
}

/**
 * The arc angle (D-11) or the scale (HR-2) changed: the GM re-places every arc; after a scale change
 * the GM is reminded to put the sea preset of the new scale on the scene (grid and token sizes).
 */
export function onUpdateSetting(settingDoc: { key?: string }): void {
  if (settingDoc.key !== `${SYSTEM_ID}.arcDegrees` && settingDoc.key !== `${SYSTEM_ID}.tableScale`)
    return;
  invalidateSceneShips();
  const scene = viewedScene();
  if (scene && isReferee()) {
    later(() => refreshAllArcsHere(scene));
    if (settingDoc.key === `${SYSTEM_ID}.tableScale` && !isSeaGrid(scene.grid, tableScale())) {
      notify.info(game.i18n!.localize('SCA.Canvas.Preset.Needed'));
    }
  }
  refreshShipPanels();
}

export function registerCanvasHooks(): void {
  const on = onHook;
  on('preCreateToken', onPreCreateToken);
  on('preUpdateToken', onPreUpdateToken);
  registerTokenGuard();
  on('createToken', () => {
    invalidateSceneShips();
    refreshShipPanels();
  });
  on('updateToken', onUpdateToken);
  on('deleteToken', onDeleteToken);
  on('updateActor', onUpdateActor);
  on('updateScene', onUpdateScene);
  on('updateSetting', onUpdateSetting);
  for (const name of ['MeasuredTemplate', 'Region']) {
    on(`create${name}`, () => {
      refreshShipPanels();
      refreshArcOverlay();
    });
    on(`update${name}`, () => refreshArcOverlay());
    on(`delete${name}`, () => {
      refreshShipPanels();
      refreshArcOverlay();
    });
  }
  on('canvasReady', () => {
    invalidateSceneShips();
    void refreshWindRose();
    refreshArcOverlay();
  });
}
