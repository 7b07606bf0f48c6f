// OR-7 / SD-101 the flow moves the entangled pairs, so the GM cannot forget them: when the GM opens
// a movement step (a segment's under OR-3, the part's without it, footnote 19), the referee moves
// every entangled pair with a ship of the acting side that is due to move in this turn and segment
// (canvas/tangle-move.ts, the same move as the ship panel's button). The once-only record on the
// tokens (turn and segment) keeps the button, a step back and the other side's part from moving a
// pair twice.
import { notify } from '../notify.js';
import { RuleError, cardActs } from '../../rules/index.js';
import { entangledWith } from '../canvas/collision-move.js';
import { formatMm } from '../canvas/format.js';
import type { SceneLike, TokenDocLike } from '../canvas/scene-ships.js';
import {
  entangledPairDue,
  moveEntangledPair,
  type TangleMoveReport,
} from '../canvas/tangle-move.js';
import { format, language, localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';
import { optionalRules } from '../settings.js';
import { rosterShips } from './flow.js';
import { battleScene } from './scene-table.js';
import { cardDriven, currentSide, type TurnState } from './turn-state.js';
import { cardLetsMoveFire, cardShip, turnCardInPlay } from './card-turn.js';
import type { ShipSystemSource } from '../models/ship-model.js';

export interface FlowTangleMove {
  tokenIds: [string, string];
  report: TangleMoveReport;
}

function tokenOfActor(scene: SceneLike, actorId: string): TokenDocLike | null {
  return scene.tokens.contents.find((t) => t.actor?.id === actorId) ?? null;
}

/**
 * Footnote 19 the active ship: the pair's ship on the acting side (both on it, a friendly collision:
 * the rammed one, as in the first turn after the collision).
 */
function activeTokenOf(
  a: TokenDocLike,
  b: TokenDocLike,
  side: string,
  aRammed: boolean,
): TokenDocLike {
  const aActs = shipDataOf(a.actor!).side === side;
  const bActs = shipDataOf(b.actor!).side === side;
  if (aActs && !bActs) return a;
  if (bActs && !aActs) return b;
  return aRammed ? a : b;
}

/**
 * OR-7 / SD-101 on the GM's client, when `state` has just opened a movement step: every entangled
 * pair due now moves once. A pair that cannot move (no scene wind) is named to the GM, not thrown:
 * the step opens all the same and the panel's button stays.
 */
export async function moveEntangledPairsDue(state: TurnState): Promise<FlowTangleMove[]> {
  if (!optionalRules().entanglement || state.ended) return [];
  // HR-5 / SD-129 a card-driven turn opens a squadron's movement on its acting card.
  const byCard = cardDriven(state);
  const inPlay = byCard ? turnCardInPlay(state) : null;
  if (byCard ? !inPlay || !cardActs(inPlay.card, inPlay.before) : state.step !== 'moveFire')
    return [];
  if (inPlay && inPlay.card.kind !== 'moveFire') return [];
  const scene = battleScene();
  if (!scene) return [];
  const segment = state.twoSegment ? (state.segment ?? 1) : null;
  const side = inPlay?.card.kind === 'moveFire' ? inPlay.card.side : currentSide(state).id;
  const acts = (uuid: string, s: ShipSystemSource) =>
    byCard ? cardLetsMoveFire(state, cardShip(state, uuid, s.side)) : s.side === side;
  const seen = new Set<string>();
  const moved: FlowTangleMove[] = [];
  for (const ship of rosterShips(state)) {
    const a = tokenOfActor(scene, ship.id);
    if (!a) continue;
    for (const record of entangledWith(ship.system)) {
      const b = tokenOfActor(scene, record.actorId);
      const pairKey = [ship.id, record.actorId].sort().join(':');
      if (!b || seen.has(pairKey)) continue;
      seen.add(pairKey);
      // The pair moves in the part of the side that acts first with a ship in it (HR-5 / SD-129: on
      // the first acting card of a squadron with a ship in it).
      if (!acts(ship.actorUuid, ship.system) && !acts(b.actor!.uuid!, shipDataOf(b.actor!)))
        continue;
      if (entangledPairDue(scene, a.id, b.id, segment) !== 'due') continue;
      const names = { a: a.name ?? '', b: b.name ?? '' };
      try {
        const report = await moveEntangledPair(scene, a.id, b.id, {
          segment,
          ...(segment === null
            ? { activeTokenId: activeTokenOf(a, b, side, !record.rammer).id }
            : {}),
        });
        moved.push({ tokenIds: [a.id, b.id], report });
        notify.info(
          format('SCA.Canvas.Tangle.FlowMoved', {
            ...names,
            move: localize(
              report.step.move === 'sail'
                ? 'SCA.Canvas.Tangle.MoveSail'
                : 'SCA.Canvas.Tangle.MoveDrift',
            ),
            distance: `${formatMm(report.distanceMm, language())} mm`,
          }),
        );
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        notify.warn(format('SCA.Canvas.Tangle.FlowNotMoved', { ...names, reason: e.message }));
      }
    }
  }
  return moved;
}
