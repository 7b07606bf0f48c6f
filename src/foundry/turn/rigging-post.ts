// OR-9 the referee posts a rigging damage test with dice it rolls and applies its damage at once (the
// test is compulsory; the card keeps the GM's undo). `postRiggingTest` is what the turn flow calls for
// a tack failing on its second turn or an illegal course order; `postDueRiggingTests` is the end of a
// side's part: every ship of that side at full sail in a strong wind (OR-9, when the option is on) or
// above easy sail in a storm (OR-2) takes the test.
import {
  RuleError,
  dueTestCause,
  navWindOf,
  riggingTestDue,
  type NavWindCondition,
  type RiggingTestCause,
  type WindStrength,
} from '../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../referee/relay.js';
import { cardsOfKind, postCard, roll3d6, type CardMessage } from '../chat/messages.js';
import type { RiggingTestCard } from '../chat/card-data-sailing.js';
import { localize } from '../i18n.js';
import { optionalRules } from '../settings.js';
import { sceneWind } from '../scene-wind.js';
import { actorByUuid, battleOrNull, rosterShips, shipSystem } from './flow.js';
import { battleScene } from './scene-table.js';
import { cardDriven, currentSide, type TurnState } from './turn-state.js';
import { buildRiggingTestCard, riggingTestOf, type RiggingTestExtra } from './rigging.js';
import { RIGGING_EFFECT } from './rigging-effect.js';
import { riggingKey } from './cards/views-rigging.js';
import { wreckLeeSideFor } from './rigging-lee.js';

/** The battle scene's wind strength (Fast Play's steps, or OR-2's when the wind rules store them). */
function sceneStrength(): NavWindCondition | WindStrength | null {
  const scene = battleScene();
  const wind = scene ? sceneWind(scene) : null;
  // OR-2 the rolled strength (calm … storm) where the set-up rolls stored one (SD-56).
  if (wind?.force && optionalRules().setupRolls) return wind.force;
  return wind?.strength ?? null;
}

/**
 * OR-9 (GM, the referee) rolls one ship's rigging damage test, posts its card and applies the damage.
 * `extra.wind` overrides the scene's wind (OR-2 light airs or storm).
 */
export async function postRiggingTest(
  actorUuid: string,
  cause: RiggingTestCause,
  extra: RiggingTestExtra = {},
): Promise<{ posted: CardMessage<RiggingTestCard>; outcome: ApplyOutcome | null }> {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Referee.NotReferee'));
  const actor = actorByUuid(actorUuid);
  if (!actor) throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  const system = shipSystem(actor);
  const wind = extra.wind ?? sceneStrength();
  if (wind === null) throw new RuleError(localize('SCA.Turn.Rigging.NoWind'));
  const state = battleOrNull();
  const { roll, faces } = await roll3d6();
  const card = buildRiggingTestCard({
    turn: state?.turn ?? 0,
    // HR-5 a card-driven turn is every side's part: the card is the ship's side's.
    side: state && !cardDriven(state) ? currentSide(state).id : system.side,
    ship: { id: actor.id!, actorUuid: actor.uuid!, name: actor.name!, system },
    cause,
    faces,
    wind,
    extra,
  });
  // OR-9 a failed test may bring rigging down: the referee fixes the lee side before the card is posted.
  if (riggingTestOf(card).damage) card.leeSide = await wreckLeeSideFor(actorUuid);
  const posted = await postCard(card, [roll]);
  // HR-3 / SD-132 a grounding's test frees the ship when passed: applied either way.
  const outcome =
    riggingTestOf(card).damage || cause === 'grounding'
      ? await applyEffect({
          kind: RIGGING_EFFECT,
          key: riggingKey(posted.message.id!),
          actorUuid,
          messageId: posted.message.id!,
        })
      : null;
  return { posted, outcome };
}

/**
 * OR-9 / OR-2 the end of the current side's part: each of its ships afloat at full sail in a strong
 * wind (riggingTest on) or in a storm takes the test, once per part.
 */
export async function postDueRiggingTests(state: TurnState): Promise<number> {
  const strength = sceneStrength();
  if (strength === null) return 0;
  const reading = navWindOf(strength);
  if (!reading.storm && !optionalRules().riggingTest) return 0;
  // HR-5 a card-driven turn's part is every side's.
  const every = cardDriven(state);
  const side = every ? '' : currentSide(state).id;
  const cause = dueTestCause(strength);
  let posted = 0;
  for (const ship of rosterShips(state)) {
    const s = ship.system;
    if ((!every && s.side !== side) || s.status.exploded || s.status.struck) continue;
    if (!riggingTestDue({ sail: s.sail, wind: strength })) continue;
    const done = cardsOfKind(
      'riggingTest',
      (c) =>
        c.turn === state.turn &&
        (every || c.side === side) &&
        c.cause === cause &&
        c.ship.actorUuid === ship.actorUuid,
    );
    if (done.length) continue;
    await postRiggingTest(ship.actorUuid, cause, { wind: strength });
    posted++;
  }
  return posted;
}

/** HR-3 / SD-132 the OR-9 test of a ship that ran aground (rock -5, sand -3), once per grounding key. */
export async function postGroundingTest(
  actorUuid: string,
  kind: 'rock' | 'sand',
  key: string,
): Promise<void> {
  if (cardsOfKind('riggingTest', (c) => c.trigger === key).length) return;
  await postRiggingTest(actorUuid, 'grounding', { collision: kind, trigger: key });
}
