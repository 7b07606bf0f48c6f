// OR-2 the second deployer chooses to play first or second, and the choice holds for every turn of the
// battle (SD-106): at the start of a turn (the first side's administration, where the referee posts the
// wind change) until a choice is made, the users commanding the deployment roll's second deployer, or
// a GM, choose; the referee sets the side order from then on. Nobody choosing before the GM moves on
// keeps the order as it was, and the choice is offered again at the next turn's start.
import { RuleError } from '../../rules/index.js';
import { ForgeryError } from '../referee/forgery.js';
import { askReferee, registerRequest, type Payload } from '../referee/channel.js';
import { or2State, setOr2State, type Or2SceneState } from '../scene-or2.js';
import { optionalRules } from '../settings.js';
import { format, localize } from '../i18n.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { commands } from './effects.js';
import { actorByUuid, battle, rosterShips } from './flow.js';
import { battleScene } from './scene-table.js';
import { turnServices } from './services.js';
import { cardDriven, phaseIndex, type TurnState } from './turn-state.js';

export type PlayOrder = 'first' | 'second';

/**
 * OR-2 the side that may choose now, or null: the option on, a two-side battle at its turn's very
 * first step (the first side's administration, before anything else of the turn), a second deployer
 * among the sides, and no choice made since the deployment roll (SD-106: one choice holds for the battle).
 */
export function sideOrderChooser(
  state: TurnState | null,
  or2: Pick<Or2SceneState, 'secondDeployer' | 'orderChoice'>,
  setupRolls: boolean,
): string | null {
  if (!setupRolls || !state || state.ended || state.sides.length !== 2) return null;
  if (state.sideIndex !== 0 || phaseIndex(state) !== 0) return null;
  // HR-5 / SD-119 a card-driven turn has no side acting first: the cards set the order.
  if (cardDriven(state)) return null;
  const side = or2.secondDeployer ?? null;
  if (!side || !state.sides.some((s) => s.id === side)) return null;
  if (or2.orderChoice) return null;
  return side;
}

/** OR-2 the sides in the order the choice gives (the chooser first, or after the other side). */
export function orderedSides(
  sides: TurnState['sides'],
  chooser: string,
  play: PlayOrder,
): TurnState['sides'] {
  const mine = sides.filter((s) => s.id === chooser);
  const others = sides.filter((s) => s.id !== chooser);
  return play === 'first' ? [...mine, ...others] : [...others, ...mine];
}

/** Whether a user commands a side of the battle: a GM, or the owner of one of its ships. */
function commandsSide(user: User.Implementation, state: TurnState, side: string): boolean {
  if (user.isGM) return true;
  return rosterShips(state).some(
    (s) => s.system.side === side && commands(user, actorByUuid(s.actorUuid)),
  );
}

/** The tracker's choice for this viewer: the side choosing, and whether the viewer may choose. */
export function sideOrderChoiceView(
  user: User.Implementation,
): { side: string; mayChoose: boolean; current: string } | null {
  const state = turnServices().battle.read();
  const scene = battleScene();
  const side = sideOrderChooser(state, or2State(scene), optionalRules().setupRolls);
  if (!side || !state) return null;
  return {
    side: sideDisplayName(side, localize),
    mayChoose: commandsSide(user, state, side),
    current: sideDisplayName(state.sides[0]!.id, localize),
  };
}

/** The referee's side of the choice: `requester` is the server-stamped author; the payload says only first or second. */
export async function refereeChooseSideOrder(
  requester: User.Implementation,
  payload: Payload,
): Promise<TurnState> {
  const play = (payload as { play?: unknown } | null)?.play;
  if (play !== 'first' && play !== 'second')
    throw new RuleError(format('SCA.Referee.BadArgument', { what: 'play' }));
  const state = battle();
  const scene = battleScene();
  const side = sideOrderChooser(state, or2State(scene), optionalRules().setupRolls);
  if (!side || !scene) throw new RuleError(localize('SCA.Or2.Order.NotNow'));
  if (!commandsSide(requester, state, side))
    throw new ForgeryError(
      format('SCA.Or2.Order.NotYours', { side: sideDisplayName(side, localize) }),
    );
  const next: TurnState = { ...state, sides: orderedSides(state.sides, side, play) };
  await setOr2State(scene, { orderChoice: { turn: state.turn, side, play } });
  await turnServices().battle.write(next);
  await ChatMessage.create({
    content: `<div class="signal-close-action sca-card sca-or2-order"><p>${escapeHtml(
      format(`SCA.Or2.Order.Chosen_${play}`, {
        side: sideDisplayName(side, localize),
        turn: String(state.turn),
      }),
    )}</p></div>`,
  } as never);
  return next;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** OR-2 (a user at the tracker) asks the referee to set the order of play; a refusal is thrown with its reason. */
export async function chooseSideOrder(play: PlayOrder): Promise<void> {
  const answer = await askReferee('chooseSideOrder', { play });
  if (answer.status === 'refused') throw new RuleError(answer.reason);
}

export function registerSideOrderRequest(): void {
  registerRequest('chooseSideOrder', async (requester, payload) => {
    await refereeChooseSideOrder(requester, payload);
    return { status: 'done' };
  });
}
