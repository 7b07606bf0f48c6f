// Gathers a ship token's panel from its scene: the move state, both broadsides' targeting answers from
// the rules core, the shown arcs and the contacts; panel-view.ts turns them into what is shown.
import { shownSides } from './arc-adapter.js';
import { shipMoveState } from './moves.js';
import { entangledWith } from './collision-move.js';
import { optionalRules, setting } from '../settings.js';
import { panelView, type I18n, type ShipPanelContext } from './panel-view.js';
import {
  broadsideTargetsOnScene,
  lastMoveOf,
  rakesDuringMoveOnScene,
  type SceneLike,
} from './scene-ships.js';

export {
  broadsideView,
  panelView,
  type BroadsideView,
  type ShipPanelContext,
  type TargetView,
} from './panel-view.js';

export function shipPanelContext(scene: SceneLike, tokenId: string, i18n: I18n): ShipPanelContext {
  const state = shipMoveState(scene, tokenId);
  const { token } = state;
  const moved = lastMoveOf(token)?.movedMm ?? 0;
  const moveRakes =
    moved > 0
      ? {
          port: rakesDuringMoveOnScene(scene, tokenId, 'port', moved),
          starboard: rakesDuringMoveOnScene(scene, tokenId, 'starboard', moved),
        }
      : {};
  return panelView(
    {
      tokenId,
      name: token.name,
      isOwner: token.isOwner,
      rotation: token.rotation,
      wind: state.wind,
      allowance: state.allowance,
      choice: state.choice,
      targets: {
        port: broadsideTargetsOnScene(scene, tokenId, 'port'),
        starboard: broadsideTargetsOnScene(scene, tokenId, 'starboard'),
      },
      shownSides: new Set(shownSides(scene, tokenId)),
      contacts: state.system.contacts,
      entangledWith: entangledWith(state.system).map((t) => t.actorId),
      ...(game.user?.isGM && optionalRules().entanglement
        ? {
            tangleMoves: {
              tokenOf: new Map(
                scene.tokens.contents.filter((t) => t.actor).map((t) => [t.actor!.id, t.id]),
              ),
              segments: optionalRules().twoSegmentTurn ? [1, 2] : [null],
            },
          }
        : {}),
      moveRakes,
      tokenNames: scene.tokens,
      actorNames: new Map(
        scene.tokens.contents.filter((t) => t.actor).map((t) => [t.actor!.id, t.actor!.name]),
      ),
      gate: state.gate,
      isGM: !!game.user?.isGM,
      movedMm: state.movedMm,
      remainingMm: state.remainingMm,
      ...(state.system.grounded ? { grounded: state.system.grounded } : {}),
      runningAground: setting('runningAground'),
    },
    i18n,
  );
}
