// The referee channel against the Foundry fake with a GM, an Assistant GM and players: identity comes
// only from the request message's server-stamped author; the query names nothing but that message.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshWorld } from '../../../tests/support/foundry.js';
import { ROLES, type FakeUser } from '../../../tests/fake-foundry/documents.js';
import {
  REFEREE_QUERY,
  REQUEST_TTL_MS,
  askReferee,
  dropStaleRequests,
  inRefereeTurn,
  registerRequest,
  settleBeforeRequests,
} from './channel.js';
import { registerReferee } from './register.js';
import { SYSTEM_ID } from '../constants.js';

let w: ReturnType<typeof freshWorld>;
let alice: FakeUser;
let bob: FakeUser;
const seen: Array<{ requester: string; isGM: boolean; payload: unknown }> = [];

async function createMessage(data: Record<string, unknown>): Promise<{ id: string }> {
  return (
    ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<{ id: string }> }
  ).create(data);
}

async function rawQuery(data: unknown): Promise<unknown> {
  return (w.world.activeGM as FakeUser).query(REFEREE_QUERY, data);
}

beforeEach(() => {
  w = freshWorld();
  registerReferee();
  seen.length = 0;
  registerRequest('test.echo', async (requester, payload) => {
    seen.push({ requester: requester.name!, isGM: requester.isGM, payload });
    return { status: 'done' };
  });
  alice = w.player('Alice');
  bob = w.player('Bob');
});

/** A guard's put-back under way: it lands (logging "put back" in `order`) when the returned call is made. */
function putBackUnderWay(order: string[]): () => void {
  let land: () => void = () => undefined;
  const putBack = new Promise<void>((r) => {
    land = r;
  });
  settleBeforeRequests(async () => {
    await putBack;
    order.push('put back');
  });
  return () => land();
}

describe('the referee channel', () => {
  it('a player asks: the GM runs it as the message author, the query carries only the message id, the request is deleted', async () => {
    w.world.actAs(alice);
    expect(await askReferee('test.echo', { x: 1 })).toEqual({ status: 'done' });
    expect(seen).toEqual([{ requester: 'Alice', isGM: false, payload: { x: 1 } }]);
    const query = w.world.log.find((l) => l.op === 'query')!;
    expect(Object.keys((query.changes as { data: object }).data)).toEqual(['requestId']);
    expect(w.world.messages.size).toBe(0);
  });
  it('a query naming a message that is no request, or none, is refused and runs nothing', async () => {
    w.world.actAs(alice);
    const chat = await createMessage({ content: 'hello' });
    expect(await rawQuery({ requestId: chat.id })).toEqual({
      status: 'refused',
      reason: 'That request does not exist.',
    });
    expect(await rawQuery({ requestId: 'nope', requesterId: w.gm.id })).toEqual({
      status: 'refused',
      reason: 'That request does not exist.',
    });
    expect(seen).toEqual([]);
  });
  it('a request is run once: querying the same request again is refused', async () => {
    w.world.actAs(alice);
    const req = await createMessage({
      content: '',
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    expect(await rawQuery({ requestId: req.id })).toEqual({ status: 'done' });
    expect((await rawQuery({ requestId: req.id })) as { status: string }).toMatchObject({
      status: 'refused',
    });
    expect(seen).toHaveLength(1);
  });
  it("Bob querying Alice's request runs it as Alice (her own request, once), never as Bob or the GM", async () => {
    w.world.actAs(alice);
    const req = await createMessage({
      content: '',
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    w.world.actAs(bob);
    await rawQuery({ requestId: req.id, requester: w.gm.id });
    expect(seen.map((s) => s.requester)).toEqual(['Alice']);
  });
  it('a player cannot create a request (or any message) in the name of the GM', async () => {
    w.world.actAs(alice);
    await expect(
      createMessage({
        author: w.gm.id,
        content: '',
        flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
      }),
    ).rejects.toThrow(/lacks permission/);
    expect(w.world.messages.size).toBe(0);
  });
  it('a player cannot hand its message to another author afterwards', async () => {
    w.world.actAs(alice);
    const m = await createMessage({ content: 'x' });
    await expect(
      (w.world.messages.get(m.id) as unknown as { update(c: object): Promise<unknown> }).update({
        author: w.gm.id,
      }),
    ).rejects.toThrow(/lacks permission/);
  });
  it('with no GM connected: a clear refusal, no request is left behind to be run later', async () => {
    w.gm.active = false;
    w.world.actAs(alice);
    expect(await askReferee('test.echo', {})).toEqual({
      status: 'refused',
      reason: 'No GM is connected: nothing was done. Ask again when a GM is here.',
    });
    expect(w.world.messages.size).toBe(0);
    expect(seen).toEqual([]);
  });
  it("SD-152 a request older than the time limit, by the GM's own clock of its arrival, is refused; requests left over are dropped when the GM starts", async () => {
    w.world.actAs(alice);
    const old = await createMessage({
      content: '',
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    const later = Date.now() + REQUEST_TTL_MS + 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await rawQuery({ requestId: old.id })).toEqual({
        status: 'refused',
        reason: 'That request is too old: nothing was done.',
      });
    } finally {
      clock.mockRestore();
    }
    await createMessage({
      content: '',
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    w.world.actAs(w.gm);
    expect(await dropStaleRequests()).toBe(1);
    expect(seen).toEqual([]);
  });
  it('SD-152 forged: a request whose author wrote a timestamp in the future still expires', async () => {
    w.world.actAs(alice);
    const forged = await createMessage({
      content: '',
      timestamp: Date.now() + 10 * REQUEST_TTL_MS,
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + REQUEST_TTL_MS + 1000);
    try {
      expect(await rawQuery({ requestId: forged.id })).toEqual({
        status: 'refused',
        reason: 'That request is too old: nothing was done.',
      });
    } finally {
      clock.mockRestore();
    }
    expect(seen).toEqual([]);
  });
  it('SD-152 forged: a request the GM never saw arrive (created while it was away) is refused as stale', async () => {
    w.gm.active = false;
    w.world.actAs(alice);
    const unseen = await createMessage({
      content: '',
      flags: { [SYSTEM_ID]: { request: { action: 'test.echo', payload: {} } } },
    });
    w.gm.active = true;
    expect(await rawQuery({ requestId: unseen.id })).toEqual({
      status: 'refused',
      reason: 'That request is too old: nothing was done.',
    });
    expect(seen).toEqual([]);
  });
  it('SD-152 forged: a plain message of hers turned into a request by her own update was never seen arriving as one: refused as stale', async () => {
    w.world.actAs(alice);
    const plain = (await createMessage({ content: 'hello' })) as unknown as {
      id: string;
      update(d: object): Promise<unknown>;
    };
    await plain.update({
      [`flags.${SYSTEM_ID}.request`]: { action: 'test.echo', payload: {} },
    });
    expect(await rawQuery({ requestId: plain.id })).toEqual({
      status: 'refused',
      reason: 'That request is too old: nothing was done.',
    });
    expect(seen).toEqual([]);
  });
  it('SD-259 a player’s request runs only once the put-backs the GM’s guards have under way have landed', async () => {
    const order: string[] = [];
    const land = putBackUnderWay(order);
    w.world.actAs(alice);
    const asked = askReferee('test.echo', {}).then((a) => {
      order.push('request run');
      return a;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
    land();
    expect(await asked).toEqual({ status: 'done' });
    expect(order).toEqual(['put back', 'request run']);
  });
  it('SD-262 players’ requests sent at once are judged one at a time, in order; one that fails does not stop the next', async () => {
    const log: string[] = [];
    registerRequest('test.slow', async (requester, payload) => {
      log.push(`start ${requester.name} ${String(payload.n)}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${requester.name} ${String(payload.n)}`);
      if (payload.n === 1) throw new Error('a crash in the handler');
      return { status: 'done' };
    });
    w.world.actAs(alice);
    const first = askReferee('test.slow', { n: 1 });
    w.world.actAs(bob);
    const second = askReferee('test.slow', { n: 2 });
    const third = askReferee('test.slow', { n: 3 });
    expect(await first).toMatchObject({ status: 'refused' });
    expect(await second).toEqual({ status: 'done' });
    expect(await third).toEqual({ status: 'done' });
    expect(log).toEqual([
      'start Alice 1',
      'end Alice 1',
      'start Bob 2',
      'end Bob 2',
      'start Bob 3',
      'end Bob 3',
    ]);
  });
  it('SD-262 a GM’s step change takes its turn after the requests before it, and waits for the put-backs under way (SD-259)', async () => {
    const order: string[] = [];
    const land = putBackUnderWay(order);
    registerRequest('test.slow', async () => {
      order.push('request');
      return { status: 'done' };
    });
    w.world.actAs(alice);
    const asked = askReferee('test.slow', {});
    await new Promise((r) => setTimeout(r, 5));
    w.world.actAs(w.gm);
    const step = inRefereeTurn(async () => {
      order.push('step');
      return 'next';
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    land();
    expect(await step).toBe('next');
    expect(await asked).toEqual({ status: 'done' });
    // Each waited for the put-back before it ran.
    expect(order).toEqual(['put back', 'request', 'put back', 'step']);
  });
  it('an unknown action is refused', async () => {
    w.world.actAs(alice);
    expect(await askReferee('undoEffect', {})).toEqual({
      status: 'refused',
      reason: 'Unknown request "undoEffect".',
    });
  });
  it('an Assistant GM is a GM: its requests run with GM rights; the full GM referees while connected', async () => {
    const assistant = w.world.addUser({ name: 'Assistant', role: ROLES.ASSISTANT });
    expect(w.world.activeGM?.id).toBe(w.gm.id);
    w.world.actAs(assistant);
    await askReferee('test.echo', {});
    expect(seen).toEqual([{ requester: 'Assistant', isGM: true, payload: {} }]);
    w.gm.active = false;
    expect(w.world.activeGM?.id).toBe(assistant.id);
    await askReferee('test.echo', {});
    expect(w.world.log.filter((l) => l.op === 'query')).toHaveLength(1);
  });
});
