// The keybindings: registered with localised names and rebindable defaults, each pressing calls the
// action a button calls (arcs through requestArc, a one-point turn through the referee's manoeuvre,
// the turn flow's orders opener, the GM's revert of a recorded move), and refuses when not allowed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import type { FakeKeybindings } from '../../../tests/fake-foundry/keybindings.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { SYSTEM_ID } from '../constants.js';
import { rotationToHeadingIndex } from '../heading.js';
import { shownSides } from './arc-adapter.js';
import { setManoeuvreGate, setOrdersOpener } from './battle-gate.js';
import { settleCanvasTasks } from './hooks.js';
import {
  KEY_ACTIONS,
  onePointOption,
  registerKeybindings,
  settleKeyActions,
} from './keybindings.js';
import { LAST_MOVE_FLAG } from './scene-ships.js';
import { shipMoveState } from './moves.js';

const keys = () => (game as unknown as { keybindings: FakeKeybindings }).keybindings;

/** Presses a key and waits for what it started (the actions run without blocking the key). */
async function press(action: string): Promise<boolean> {
  const consumed = keys().press(SYSTEM_ID, action);
  await settleKeyActions();
  await settleCanvasTasks();
  return consumed;
}

async function table() {
  const w = await canvasWorld({ wind: { direction: 0, strength: 'breeze' } });
  const alice = w.player('Alice');
  const actor = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full' },
  });
  const token = await placeShip(w.scene, actor, 600, -400, 90); // heading E, beam reach in a N wind
  registerKeybindings();
  return { ...w, alice, actor, token };
}

afterEach(() => {
  setOrdersOpener(null);
  setManoeuvreGate(null);
});

describe('registration', () => {
  it('five actions, localised names and hints, default keys; undo is GM-only', async () => {
    const w = await table();
    expect([...keys().actions.keys()]).toEqual(
      ['toggleArcs', 'luff', 'bearAway', 'openOrders', 'undoMove'].map((a) => `${SYSTEM_ID}.${a}`),
    );
    for (const k of KEY_ACTIONS) {
      const a = keys().actions.get(`${SYSTEM_ID}.${k.action}`)!;
      expect(w.i18n.has(a.name)).toBe(true);
      expect(w.i18n.has(a.hint!)).toBe(true);
    }
    expect(keys().get(SYSTEM_ID, 'undoMove')).toEqual([{ key: 'KeyZ', modifiers: ['SHIFT'] }]);
    expect(keys().actions.get(`${SYSTEM_ID}.undoMove`)!.restricted).toBe(true);
  });
});

describe('ship keys act on the one selected ship', () => {
  it('D-11 toggleArcs shows both arcs of the selected ship, then hides them', async () => {
    const w = await table();
    w.world.actAs(w.alice);
    expect(await press('toggleArcs')).toBe(false); // nothing selected: the key passes on
    w.token.object.control();
    expect(await press('toggleArcs')).toBe(true);
    expect(shownSides(w.scene, w.token.id)).toEqual(['port', 'starboard']);
    await press('toggleArcs');
    expect(shownSides(w.scene, w.token.id)).toEqual([]);
  });

  it('FP-5.5 luff one point: the manoeuvre the panel offers, made by the referee', async () => {
    const w = await table();
    w.world.actAs(w.alice);
    w.token.object.control();
    const option = onePointOption(shipMoveState(w.scene, w.token.id).choice, 'luff')!;
    expect(option.heading).toBe(3); // E to ENE, towards a north wind
    await press('luff');
    expect(rotationToHeadingIndex(w.scene.tokens.get(w.token.id)!.rotation)).toBe(3);
  });

  it('SD-23 in a battle a player cannot turn by key outside the Abilità card: refused with a warning', async () => {
    const w = await table();
    setManoeuvreGate(() => ({ mode: 'battle', turn: 1, mayMove: true, reasonKey: null }));
    w.world.actAs(w.alice);
    w.token.object.control();
    await press('bearAway');
    expect(rotationToHeadingIndex(w.scene.tokens.get(w.token.id)!.rotation)).toBe(4);
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: 'This ship may not bear away one point now.',
    });
  });
});

describe('orders and undo', () => {
  it("FP-3 openOrders calls the turn flow's opener; without a battle flow it says so", async () => {
    const w = await table();
    await press('openOrders');
    expect(w.world.notifications.at(-1)?.message).toBe('There is no battle: no orders to write.');
    const opener = vi.fn(async () => undefined);
    setOrdersOpener(opener);
    await press('openOrders');
    expect(opener).toHaveBeenCalledTimes(1);
  });

  it("undoMove: the GM reverts the selected ship's recorded move and its straight-move record; a player's key does nothing", async () => {
    const w = await table();
    const start = { x: w.token.x, y: w.token.y };
    await w.scene.updateEmbeddedDocuments('Token', [
      {
        _id: w.token.id,
        x: start.x + 500,
        [`flags.${SYSTEM_ID}.${LAST_MOVE_FLAG}`]: { moveId: 'm1', movedMm: 100, time: 1 },
        _movementHistory: [
          { x: start.x, y: start.y, movementId: 'm1' },
          { x: start.x + 500, y: start.y, movementId: 'm1' },
        ],
      },
    ]);
    w.world.actAs(w.alice);
    w.token.object.control();
    expect(await press('undoMove')).toBe(false);
    expect(w.scene.tokens.get(w.token.id)!.x).toBe(start.x + 500);
    w.world.actAs(w.gm);
    await press('undoMove');
    const token = w.scene.tokens.get(w.token.id)!;
    expect({ x: token.x, y: token.y }).toEqual(start);
    expect(token.getFlag(SYSTEM_ID, LAST_MOVE_FLAG)).toBeUndefined();
    await press('undoMove');
    expect(w.world.notifications.at(-1)?.message).toBe('This ship has no recorded move to undo.');
  });
});
