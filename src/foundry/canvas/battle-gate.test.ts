// SD-23 the canvas in a battle: a player's control only moves straight, in its side's move step, once
// per turn; the GM keeps every option; new contacts are handed to the collision handler (FP-5.8).
import { afterEach, describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { gateFor } from '../turn/gate.js';
import type { TurnState } from '../turn/turn-state.js';
import { setCollisionHandler, setManoeuvreGate, type ManoeuvreGate } from './battle-gate.js';
import { gatedChoice, performManoeuvre, shipMoveState } from './moves.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

afterEach(() => {
  setManoeuvreGate(null);
  setCollisionHandler(null);
});

async function table() {
  const w = await canvasWorld();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British' },
  });
  const genereux = await shipActor('Généreux', { system: { side: 'French' } });
  return { ...w, alice, bellona, genereux };
}

const battle = (step: TurnState['step'], sideIndex = 0): TurnState => ({
  version: 1,
  turn: 2,
  sides: [
    { id: 'British', userIds: [] },
    { id: 'French', userIds: [] },
  ],
  sideIndex,
  step,
  roster: [],
  partStart: [],
  ended: false,
});

describe('SD-23 the battle gate', () => {
  it("SD-23 gateFor: free outside a battle; a ship may move only in its own side's moveFire step", () => {
    expect(gateFor(null, true, 'British')).toEqual({ mode: 'free' });
    expect(gateFor({ ...battle('moveFire'), ended: true }, true, 'British')).toEqual({
      mode: 'free',
    });
    expect(gateFor(battle('moveFire'), false, 'British')).toEqual({ mode: 'free' });
    expect(gateFor(battle('moveFire'), true, 'British')).toEqual({
      mode: 'battle',
      turn: 2,
      mayMove: true,
      reasonKey: null,
    });
    expect(gateFor(battle('course'), true, 'British')).toMatchObject({
      mayMove: false,
      reasonKey: 'SCA.Turn.Gate.NotMoveStep',
    });
    expect(gateFor(battle('moveFire', 1), true, 'British')).toMatchObject({ mayMove: false });
  });

  it('SD-23 gatedChoice: a player keeps only the straight move; the GM and free play keep everything', () => {
    const choice = {
      options: [{ kind: 'hold' }, { kind: 'course' }, { kind: 'tackStart' }] as never[],
      mustTurn: false,
      reason: null,
    };
    const open: ManoeuvreGate = { mode: 'battle', turn: 1, mayMove: true, reasonKey: null };
    expect(gatedChoice(choice, open, false).options.map((o: { kind: string }) => o.kind)).toEqual([
      'hold',
    ]);
    expect(gatedChoice(choice, open, true).options).toHaveLength(3);
    expect(gatedChoice(choice, { mode: 'free' }, false).options).toHaveLength(3);
    expect(gatedChoice(choice, { ...open, mayMove: false }, false).options).toEqual([]);
  });

  it('SD-23 in its move step the owner moves straight once per turn; a second move is refused', async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    setManoeuvreGate(() => ({ mode: 'battle', turn: 3, mayMove: true, reasonKey: null }));
    world.actAs(alice);
    expect(shipMoveState(scene, token.id).choice.options.map((o) => o.id)).toEqual(['hold:4']);
    await performManoeuvre(scene, token.id, 'hold:4');
    await expect(performManoeuvre(scene, token.id, 'hold:4')).rejects.toThrow(
      'This ship has already made its move this turn.',
    );
    await expect(performManoeuvre(scene, token.id, 'course:6')).rejects.toThrow();
  });

  it("OR-3 SD-51 one straight move per segment: half the turn's move in segment 1, a second move refused, then segment 2 afresh", async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    let segment: 1 | 2 = 1;
    setManoeuvreGate(() => ({ mode: 'battle', turn: 3, mayMove: true, reasonKey: null, segment }));
    world.actAs(alice);
    const whole = shipMoveState(scene, token.id).allowance.allowanceMm;
    const first = await performManoeuvre(scene, token.id, 'hold:4');
    // SD-50 half the Fast Play full-sail breeze move (180 mm) in each segment.
    expect(first.outcome.movedMm).toBeCloseTo(90, 0);
    expect(whole).toBe(90);
    await expect(performManoeuvre(scene, token.id, 'hold:4')).rejects.toThrow(
      'This ship has already made its move in this segment.',
    );
    segment = 2;
    expect(shipMoveState(scene, token.id).remainingMm).toBe(90);
    const second = await performManoeuvre(scene, token.id, 'hold:4');
    expect(second.outcome.movedMm).toBeCloseTo(90, 0);
    expect(token.getFlag('signal-close-action', 'lastMove')).toMatchObject({ turn: 3, segment: 2 });
  });

  it('OR-5 under full navigation each segment has the table speed of the point of sail at the start of segment 1 (beam, moderate breeze, full sail: 55 then 50 mm)', async () => {
    const { scene, bellona, alice, world } = await table();
    await world.settings.set('signal-close-action', 'twoSegmentTurn', true);
    await world.settings.set('signal-close-action', 'riggingTest', true);
    await world.settings.set('signal-close-action', 'fullNavigation', true);
    const token = await placeShip(scene, bellona, 600, -400, 90);
    let segment: 1 | 2 = 1;
    setManoeuvreGate(() => ({ mode: 'battle', turn: 3, mayMove: true, reasonKey: null, segment }));
    world.actAs(alice);
    expect(shipMoveState(scene, token.id).allowance.allowanceMm).toBe(55);
    await performManoeuvre(scene, token.id, 'hold:4');
    expect(token.getFlag('signal-close-action', 'lastMove')).toMatchObject({
      segment: 1,
      startHeading: 4,
    });
    // The GM turns the ship close-hauled at the end of segment 1: segment 2 still sails as on a beam reach.
    world.actAs(world.users.find((u) => u.isGM)!);
    await token.update({ rotation: 315 });
    segment = 2;
    world.actAs(alice);
    expect(shipMoveState(scene, token.id).allowance.allowanceMm).toBe(50);
  });

  it('FP-6.6 in a battle a beam-reach ship with a damaged rudder can still move: its one-point bear-away is automatic', async () => {
    const { scene, bellona, alice, world } = await table();
    await bellona.update({ 'system.rudderDamaged': true });
    const token = await placeShip(scene, bellona, 600, -400, 90);
    setManoeuvreGate(() => ({ mode: 'battle', turn: 3, mayMove: true, reasonKey: null }));
    world.actAs(alice);
    const options = shipMoveState(scene, token.id).choice.options;
    expect(options.map((o) => [o.id, o.automatic])).toEqual([['course:5', true]]);
    const report = await performManoeuvre(scene, token.id, 'course:5');
    expect(report.option.heading).toBe(5);
    expect(report.outcome.movedMm).toBeGreaterThan(0);
  });

  it('SD-23 outside its move step a player cannot move, by the control or by dragging; the GM can', async () => {
    const { scene, bellona, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    setManoeuvreGate(() => ({
      mode: 'battle',
      turn: 3,
      mayMove: false,
      reasonKey: 'SCA.Turn.Gate.NotMoveStep',
    }));
    world.actAs(alice);
    await expect(performManoeuvre(scene, token.id, 'hold:4')).rejects.toThrow(
      "In this battle a ship moves in its own side's movement-and-fire step.",
    );
    const x = token.x;
    await token.update({ x: x + 100 });
    expect(token.x).toBe(x);
    world.actAs(world.users.find((u) => u.isGM)!);
    await performManoeuvre(scene, token.id, 'course:6');
    expect(token.x).not.toBe(x);
  });

  it('FP-5.8 a manoeuvre into another ship hands the contact to the collision handler once per pair', async () => {
    const { scene, bellona, genereux, alice, world } = await table();
    const token = await placeShip(scene, bellona, 600, -400, 90);
    await placeShip(scene, genereux, 800, -400, 0);
    const calls: string[][] = [];
    setCollisionHandler(async (moveId, mover, other) => {
      calls.push([moveId, mover, other]);
      return [{ status: 'refused', reason: 'test refusal' }];
    });
    world.actAs(alice);
    const report = await performManoeuvre(scene, token.id, 'hold:4');
    // The referee's own move id (never the caller's), once for the pair.
    expect(calls).toEqual([[expect.any(String), bellona.uuid, genereux.uuid]]);
    expect(report.collisionRefusals).toEqual(['test refusal']);
  });
});
