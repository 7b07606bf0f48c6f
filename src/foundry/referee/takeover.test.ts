// SD-282 the audits run once when a GM's client becomes the referee: at its ready, or when another
// user's connection or departure makes it the active GM (core's userConnected hook, on each client).
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../tests/fake-foundry/documents.js';
import { freshWorld } from '../../../tests/support/foundry.js';
import { checkTakeover, onBecomingReferee, registerTakeover } from './takeover.js';

function world() {
  const w = freshWorld();
  registerTakeover();
  const assistant = w.world.addUser({ name: 'Assistant', role: ROLES.ASSISTANT });
  const runs: string[] = [];
  onBecomingReferee(() => runs.push(w.world.user.name));
  return { w, assistant, runs };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('SD-282 a GM client that becomes the referee audits first', () => {
  it('SD-282 at its ready the active GM audits; the assistant GM beside it does not', () => {
    const { w, assistant, runs } = world();
    w.world.onClient(w.gm, () => w.world.hooks.callAll('ready'));
    w.world.onClient(assistant, () => w.world.hooks.callAll('ready'));
    expect(runs).toEqual(['Gamemaster']);
  });

  it('SD-282 the GM leaves: the assistant GM becomes the referee and audits once; the GM comes back and takes over', async () => {
    const { w, assistant, runs } = world();
    w.world.onClient(w.gm, () => w.world.hooks.callAll('ready'));
    w.world.onClient(assistant, () => w.world.hooks.callAll('ready'));
    w.gm.active = false;
    w.world.onClient(assistant, () => w.world.hooks.callAll('userConnected', w.gm, false));
    await settle();
    expect(runs).toEqual(['Gamemaster', 'Assistant']);
    // Another user's arrival does not make it audit again while it stays the referee.
    w.world.onClient(assistant, () => w.world.hooks.callAll('userConnected', w.gm, false));
    await settle();
    expect(runs).toHaveLength(2);
    w.gm.active = true;
    w.world.onClient(assistant, () => w.world.hooks.callAll('userConnected', w.gm, true));
    w.world.onClient(w.gm, () => w.world.hooks.callAll('ready'));
    await settle();
    expect(runs).toEqual(['Gamemaster', 'Assistant', 'Gamemaster']);
    // The assistant stepped down; when the GM leaves again it audits again.
    w.gm.active = false;
    expect(w.world.onClient(assistant, () => checkTakeover())).toBe(true);
  });

  it('SD-282 a player’s client never audits', async () => {
    const { w, runs } = world();
    const alice = w.player('Alice');
    w.gm.active = false;
    w.world.onClient(alice, () => w.world.hooks.callAll('ready'));
    w.world.onClient(alice, () => w.world.hooks.callAll('userConnected', w.gm, false));
    await settle();
    expect(runs).toEqual([]);
  });
});
