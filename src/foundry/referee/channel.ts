// The GM's client is the referee. A player never changes another ship, posts a card or rolls for the
// table: it asks, and the active GM's client decides. A query's data is only the caller's word, so
// the ask is a request message whose author the server stamps; the query names just that message.
// The GM reads the request from the message, takes the requester from its author, runs the request
// once, deletes the message, and answers. With no GM connected nothing is sent and nothing is kept.
import { RuleError } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { ForgeryError, reportForgery } from './forgery.js';
import { authorOf, gmIds, isReferee } from './identity.js';
import { format, localize } from '../i18n.js';
import { createChatMessage, queryUser, registerQuery } from '../foundry-api.js';

export const REFEREE_QUERY = `${SYSTEM_ID}.referee`;
export const REQUEST_FLAG = 'request';
/** A request older than this when the GM reads it is refused (it was left behind by a lost connection). */
export const REQUEST_TTL_MS = 60_000;

export type RefereeAnswer =
  | { status: 'applied'; entryId: string; label: string }
  | { status: 'already'; entryId: string; label: string }
  | { status: 'refused'; reason: string }
  | { status: 'done'; messageId?: string; data?: unknown };

export type Payload = Record<string, unknown>;
/** Runs on the active GM's client; `requester` is the server-stamped author of the request. */
export type RequestHandler = (
  requester: User.Implementation,
  payload: Payload,
) => Promise<RefereeAnswer>;

const handlers = new Map<string, RequestHandler>();
const handled = new Set<string>();
/**
 * SD-152 when this client saw each request message created (the server's broadcast). A message's own
 * `timestamp` is written by its author's client, so a request's age is never read from it.
 */
const arrivals = new Map<string, number>();

/**
 * SD-259 the guards' put-backs this client has started and not yet seen land (a forged token move, a
 * forged ship field): a player's request is judged only once they have, never on the forged state.
 * Only those under way when the request is read: a stream of forgeries cannot hold the referee up.
 */
const guardsToSettle = new Set<() => Promise<void>>();

/** A guard's wait for its put-backs under way, awaited before the referee runs a player's request. */
export function settleBeforeRequests(settle: () => Promise<void>): void {
  guardsToSettle.add(settle);
}

/**
 * SD-262 the players' requests are judged one at a time, in the order they reach the referee: each
 * handler checks the table ("already rolled", "already fired", "one melee a turn", "one signal a
 * turn") and then awaits dice and cards before it records its result, so two requests sent at once
 * (a hostile client, or a double click) would both pass the check. The chain never breaks on a refusal.
 */
let refereeTurn: Promise<unknown> = Promise.resolve();

/**
 * SD-262 runs `work` in the referee's turn, after the players' requests (and step changes) before it.
 * Never from inside a request or a step change: it would wait for itself.
 */
export function inRefereeTurn<T>(work: () => Promise<T>): Promise<T> {
  // SD-259 each waits for the guards' put-backs under way: it judges the ships as the referee accepted them.
  const job = async () => {
    await Promise.all([...guardsToSettle].map((settle) => settle()));
    return work();
  };
  const run = refereeTurn.then(job, job);
  refereeTurn = run.catch(() => undefined);
  return run;
}

export function registerRequest(action: string, handler: RequestHandler): void {
  handlers.set(action, handler);
}

export const refused = (reason: string): RefereeAnswer => ({ status: 'refused', reason });

const i18n = (key: string) => localize(`SCA.Referee.${key}`);

/** Runs a request as the referee; rule refusals come back as answers, forgeries are also reported to the GMs. */
export async function runAsReferee(
  requester: User.Implementation,
  action: string,
  payload: Payload,
): Promise<RefereeAnswer> {
  const handler = handlers.get(action);
  if (!handler)
    return refused(format('SCA.Referee.UnknownRequest', { action: String(action).slice(0, 40) }));
  try {
    return await handler(requester, payload);
  } catch (e) {
    if (e instanceof ForgeryError) await reportForgery(requester, e.message);
    if (e instanceof RuleError) return refused(e.message);
    throw e;
  }
}

/**
 * Asks the referee to run `action`. The active GM runs it at once; anyone else posts a request
 * message (whispered to the GMs) and asks the active GM to read it.
 */
export async function askReferee(action: string, payload: Payload): Promise<RefereeAnswer> {
  const user = game.user as User.Implementation;
  const gm = game.users!.activeGM;
  if (!gm) return refused(i18n('NoGM'));
  // SD-278 the GM's own requests (its card clicks, the AI seat's actions) wait their turn too, so a
  // GM's click never interleaves with a player's request under way. Never called from inside the queue.
  if (gm.id === user.id) return inRefereeTurn(() => runAsReferee(user, action, payload));
  const message = await createChatMessage({
    content: '',
    whisper: gmIds(),
    flags: { [SYSTEM_ID]: { [REQUEST_FLAG]: { action, payload } } },
  });
  if (!message) return refused(i18n('NotSent'));
  try {
    return (await queryUser(gm, REFEREE_QUERY, { requestId: message.id })) as RefereeAnswer;
  } catch (e) {
    // The GM left or did not answer: the request must not be run later behind the player's back.
    if (message.isOwner) await message.delete().catch(() => undefined);
    return refused(`${i18n('NoAnswer')} ${(e as Error).message ?? ''}`.trim());
  }
}

interface RequestBody {
  action: string;
  payload: Payload;
}

export function requestOf(
  message: ChatMessage.Implementation | null | undefined,
): RequestBody | null {
  const r = (message?.flags as Record<string, Record<string, unknown>> | undefined)?.[SYSTEM_ID]?.[
    REQUEST_FLAG
  ] as Partial<RequestBody> | undefined;
  if (!r || typeof r.action !== 'string') return null;
  const payload =
    r.payload && typeof r.payload === 'object' && !Array.isArray(r.payload) ? r.payload : {};
  return { action: r.action, payload };
}

/** The active GM's side: read the named request message, run it as its author, once. */
async function answerQuery(data: unknown): Promise<RefereeAnswer> {
  if (!isReferee()) return refused(i18n('NotReferee'));
  const id = (data as { requestId?: unknown } | null)?.requestId;
  const message =
    typeof id === 'string'
      ? ((game.messages!.get(id) as ChatMessage.Implementation | undefined) ?? null)
      : null;
  const request = requestOf(message);
  if (!message || !request) return refused(i18n('NoRequest'));
  if (handled.has(message.id!)) return refused(i18n('AlreadyHandled'));
  handled.add(message.id!);
  try {
    const requester = authorOf(message);
    if (!requester) return refused(i18n('NoRequest'));
    const arrived = arrivals.get(message.id!);
    if (arrived === undefined || Date.now() - arrived > REQUEST_TTL_MS)
      return refused(i18n('Stale'));
    return await inRefereeTurn(() => runAsReferee(requester, request.action, request.payload));
  } finally {
    arrivals.delete(message.id!);
    await message.delete().catch(() => undefined);
  }
}

/** SD-152 the arrival clock: a GM's client (any may become the referee) notes each request as the server broadcasts it. */
function noteArrival(message: ChatMessage.Implementation): void {
  if (game.user?.isGM && requestOf(message) && message.id) arrivals.set(message.id, Date.now());
}

/** On the active GM's client at start-up: requests left over from a lost connection are dropped, not run. */
export async function dropStaleRequests(): Promise<number> {
  if (!isReferee()) return 0;
  const stale = (game.messages!.contents as ChatMessage.Implementation[]).filter((m) =>
    requestOf(m),
  );
  for (const m of stale) await m.delete().catch(() => undefined);
  return stale.length;
}

export function registerRefereeChannel(): void {
  registerQuery(REFEREE_QUERY, answerQuery);
  Hooks.on('ready', () => void dropStaleRequests());
  Hooks.on('createChatMessage', noteArrival);
  Hooks.on('deleteChatMessage', (message: ChatMessage.Implementation) => {
    if (message.id) arrivals.delete(message.id);
  });
  // Request messages are plumbing: the GMs' chat log does not show them.
  Hooks.on('renderChatMessageHTML', (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (requestOf(message)) html.hidden = true;
  });
}

/** Throws unless the calling client is a GM (undo, step control, manual fixes). */
export function requireGM(): void {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Turn.Error.GMOnly'));
}

export { ForgeryError, isReferee };
