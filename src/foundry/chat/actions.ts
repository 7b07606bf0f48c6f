// What a click on a card button does. Every button but the GM's undo is a request to the referee
// (the active GM's client): `runCardAction(messageId, action, args)` sends only the message and the
// effect's selector on it; the referee runs the button of the card's kind (its unit's action, see
// card-kinds.ts), which derives everything else from the card it posted.
import { RuleError } from '../../rules/index.js';
import { format } from '../i18n.js';
import {
  askReferee,
  refused,
  registerRequest,
  requireGM,
  type Payload,
  type RefereeAnswer,
} from '../referee/channel.js';
import { undoEffect, type ApplyOutcome } from '../referee/relay.js';
import { cardKindUnit } from './card-kinds.js';
import { cardOf } from './card-model.js';
import { messageById } from './messages.js';

type Args = Record<string, unknown>;

/** Turns of a ship's token, undone by the GM (the turn flow's table provides them). */
export interface PoseUndo {
  undoTurn(actorUuid: string, key: string): Promise<ApplyOutcome>;
  turnState(actorUuid: string, key: string): { state: string };
}

let poseUndo: PoseUndo | null = null;

export function setPoseUndo(next: PoseUndo | null): void {
  poseUndo = next;
}

/** The referee's side of a card button: the button of the card's kind, as `requester`. */
export async function refereeCardAction(
  requester: User.Implementation,
  messageId: string,
  action: string,
  args: Args,
): Promise<RefereeAnswer> {
  const card = cardOf(messageById(messageId));
  if (!card) throw new RuleError(format('SCA.Turn.Error.NoCard'));
  const run = cardKindUnit(card.kind).actions?.[action];
  if (!run) return refused(`unknown card action "${String(action).slice(0, 40)}"`);
  return run(requester, messageId, args);
}

/** The GM's undo, on the GM's own client (no query can undo). */
async function undo(args: Args): Promise<ApplyOutcome> {
  requireGM();
  const actorUuid = String(args.actorUuid);
  if (args.pose) {
    if (!poseUndo) throw new RuleError(format('SCA.Turn.Error.NothingToUndo'));
    return poseUndo.undoTurn(actorUuid, String(args.key));
  }
  const undone = await undoEffect({ actorUuid, entryId: String(args.entryId) });
  // A tack step also turned the token under the same key: put it back too.
  const key = args.poseKey;
  if (
    undone.status === 'applied' &&
    typeof key === 'string' &&
    poseUndo?.turnState(actorUuid, key).state === 'applied'
  ) {
    await poseUndo.undoTurn(actorUuid, key);
  }
  return undone;
}

/** Runs one card button for the current user; refusals come back as outcomes, not exceptions. */
export async function runCardAction(
  messageId: string,
  action: string,
  args: Args = {},
): Promise<RefereeAnswer> {
  try {
    if (action === 'undo') return await undo(args);
    return await askReferee('card', { messageId, action, args });
  } catch (e) {
    if (e instanceof RuleError) return refused(e.message);
    throw e;
  }
}

export function registerCardRequests(): void {
  registerRequest('card', async (requester: User.Implementation, payload: Payload) => {
    const { messageId, action, args } = payload;
    if (typeof messageId !== 'string' || typeof action !== 'string')
      return refused(format('SCA.Referee.BadArgument', { what: 'card' }));
    const safeArgs = args && typeof args === 'object' && !Array.isArray(args) ? (args as Args) : {};
    return refereeCardAction(requester, messageId, action, safeArgs);
  });
}
