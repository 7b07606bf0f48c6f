// OR-7 in the battle flow (setting "entanglement"): a player's straight move in a battle (a drag
// straight ahead, a distance in the ship panel) that stops against another ship gets the move after
// contact (SD-71, SD-100); the flow moves the entangled pair when a movement step opens (SD-101), by
// the schedule over the turns, once per turn and segment whatever the GM's button or a step back does.
import { asHostileClient } from '../support/foundry.js';
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import type { FakeTokenDocument } from '../fake-foundry/canvas-embedded.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { settleCanvasTasks } from '../../src/foundry/canvas/hooks.js';
import { settleTokenGuard } from '../../src/foundry/canvas/token-guard.js';
import { performManoeuvre } from '../../src/foundry/canvas/moves.js';
import { pxToMm, tokenCentrePx } from '../../src/foundry/canvas/table-ships.js';
import { TANGLE_MOVE_FLAG, moveEntangledPair } from '../../src/foundry/canvas/tangle-move.js';
import type { ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { advanceStep, beginBattle, stepBack } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { entangledDriftMm } from '../../src/rules/index.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';

/** Wind from the south-west (10 x 22.5 = 225 degrees), a breeze. */
const WIND = { direction: 10, strength: 'breeze' as const };

async function battleTable(opts: { twoSegment: boolean; theirsX: number }) {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'entanglement', true);
  if (opts.twoSegment) await w.world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French', crew: 'average' },
  });
  // Bellona heads E, Généreux lies across her bow heading N (both on a quarter of the SW wind).
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const theirs = await placeShip(w.scene, genereux, opts.theirsX, -400, 0);
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

type Table = Awaited<ReturnType<typeof battleTable>>;

async function toMoveStep(t: Table, turn: number, side: string, segment?: 1 | 2): Promise<void> {
  t.world.actAs(t.gm);
  const here = () => {
    const s = battle();
    return (
      s.turn === turn &&
      s.sides[s.sideIndex]!.id === side &&
      s.step === 'moveFire' &&
      (segment === undefined || s.segment === segment)
    );
  };
  for (let i = 0; i < 40 && !here(); i++) await advanceStep();
  expect(here()).toBe(true);
}

function centre(t: Table, token: FakeTokenDocument): { x: number; y: number } {
  return pxToMm(tokenCentrePx(token, t.scene.grid), t.scene.grid);
}

function poses(t: Table) {
  return [t.mine, t.theirs].map((k) => ({ ...centre(t, k), rotation: k.rotation }));
}

const flagOf = (k: FakeTokenDocument) => k.getFlag(SYSTEM_ID, TANGLE_MOVE_FLAG);
const tangles = (a: { system: unknown }) => (a.system as ShipSystemSource).tangles;

describe('OR-7 a straight move in a battle stops against a ship: the move after contact', () => {
  it('OR-7 SD-71 SD-100 a drag straight ahead: the referee pushes the enemy 1/4 of what the contact cut off the allowance (180 - 142.5 = 37.5 mm), not of the drag left over', async () => {
    const t = await battleTable({ twoSegment: false, theirsX: 800 });
    await toMoveStep(t, 1, 'British');
    t.world.actAs(t.alice);
    // A drag of 160 mm straight ahead (5 px a mm): the honest client asks the referee for it.
    await t.mine.update({ x: t.mine.x + 160 * 5 });
    await settleCanvasTasks();
    // C1: Bellona's bow on Généreux's mainmast; Généreux (x 780..820) pushed east 37.5 / 4 mm.
    expect(centre(t, t.theirs).x).toBeCloseTo(809.375, 0);
    expect(centre(t, t.mine).x).toBeCloseTo(751.875, 0);
    expect(tangles(t.bellona)).toEqual([
      { actorId: t.genereux.id, rammer: true, sailBefore: 'full', turn: 1 },
    ]);
    expect(tangles(t.genereux)).toEqual([
      { actorId: t.bellona.id, rammer: false, sailBefore: 'easy', turn: 1 },
    ]);
  });

  it('OR-7 SD-100 a distance from the ship panel, in two steps: the push counts the whole move left (180 - 60 - 82.5)', async () => {
    const t = await battleTable({ twoSegment: false, theirsX: 800 });
    await toMoveStep(t, 1, 'British');
    t.world.actAs(t.alice);
    const first = await performManoeuvre(t.scene, t.mine.id, 'hold:4', 60);
    expect(first.contactMove).toBeNull();
    const second = await performManoeuvre(t.scene, t.mine.id, 'hold:4', 100);
    expect(second.outcome.movedMm).toBeCloseTo(82.5, 6);
    expect(second.contactMove?.result).toMatchObject({ zone: 'C1', squareOn: true });
    expect(second.contactMove?.result.movedMm).toBeCloseTo(37.5 / 4, 9);
    expect(centre(t, t.theirs).x).toBeCloseTo(809.375, 0);
  });
});

describe('OR-7 the flow moves the entangled pair (SD-101)', () => {
  it('OR-7 two segments over two turns: the rammed ship turns away and sails in segment 1, both drift in segment 2, the rammer turns into the wind the turn after; once per turn and segment', async () => {
    // One segment of Fast Play's allowance is 90 mm (SD-50): Généreux's side at 680, Bellona's bow at 637.5.
    const t = await battleTable({ twoSegment: true, theirsX: 700 });
    await toMoveStep(t, 1, 'British', 1);
    t.world.actAs(t.alice);
    const hit = await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    expect(hit.contactMove?.result.zone).toBe('C1');
    const afterHit = poses(t);
    // Turn 1, the rest of it: the collision's turn, nothing moves the pair.
    await toMoveStep(t, 1, 'British', 2);
    await toMoveStep(t, 1, 'French', 1);
    await toMoveStep(t, 1, 'French', 2);
    expect(poses(t)).toEqual(afterHit);
    expect(flagOf(t.mine)).toBeUndefined();

    // Turn 2 segment 1, opened by the GM: Généreux (rammed) bears away one point (N to NNE), dragging
    // Bellona; both sail at Généreux's easy sail before the collision.
    t.world.notifications.length = 0;
    await toMoveStep(t, 2, 'British', 1);
    const t2s1 = poses(t);
    expect(t2s1.map((p) => p.rotation)).toEqual([
      afterHit[0]!.rotation + 22.5,
      afterHit[1]!.rotation + 22.5,
    ]);
    expect(flagOf(t.mine)).toEqual(['2:1']);
    expect(flagOf(t.theirs)).toEqual(['2:1']);
    expect(t.world.notifications.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Bellona and Généreux, entangled, moved together: sailing \d/),
    );
    // The GM's button as well: refused, nothing moves twice.
    await expect(
      moveEntangledPair(t.scene, t.mine.id, t.theirs.id, { segment: 1 }),
    ).rejects.toThrow('This entangled pair has already moved in this part of the turn.');
    expect(poses(t)).toEqual(t2s1);
    // A step back and the step opened again: still once.
    await stepBack();
    await advanceStep();
    expect(battle()).toMatchObject({ turn: 2, step: 'moveFire', segment: 1 });
    expect(poses(t)).toEqual(t2s1);

    // Segment 2: both drift downwind (NE), headings kept.
    await toMoveStep(t, 2, 'British', 2);
    const t2s2 = poses(t);
    const drift = entangledDriftMm({ wind: 'breeze', segment: 2, scale: 1200 });
    expect(drift).toBeGreaterThan(0);
    for (const i of [0, 1]) {
      expect(t2s2[i]!.rotation).toBe(t2s1[i]!.rotation);
      const dx = t2s2[i]!.x - t2s1[i]!.x;
      const dy = t2s2[i]!.y - t2s1[i]!.y;
      expect(Math.hypot(dx, dy)).toBeCloseTo(drift, 0);
      expect(dx).toBeGreaterThan(0);
    }
    expect(flagOf(t.theirs)).toEqual(['2:1', '2:2']);
    // The French part of turn 2: the pair has moved in both segments already.
    await toMoveStep(t, 2, 'French', 1);
    await toMoveStep(t, 2, 'French', 2);
    expect(poses(t)).toEqual(t2s2);

    // Turn 3 segment 1: Bellona (rammer, heading ESE) luffs one point into the SW wind (to SE), and
    // both drift.
    await toMoveStep(t, 3, 'British', 1);
    const t3s1 = poses(t);
    expect(t3s1.map((p) => p.rotation)).toEqual([
      t2s2[0]!.rotation + 22.5,
      t2s2[1]!.rotation + 22.5,
    ]);
    expect(t.world.notifications.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Bellona and Généreux, entangled, moved together: drifting \d/),
    );
    expect(flagOf(t.mine)).toEqual(['3:1']);
  });

  it('OR-7 SD-101 the button pressed first: the flow does not move the pair again when the step opens', async () => {
    const t = await battleTable({ twoSegment: true, theirsX: 700 });
    await toMoveStep(t, 1, 'British', 1);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    // Turn 2, the orders step: the GM moves the pair for segment 1 from the panel.
    t.world.actAs(t.gm);
    for (let i = 0; i < 40 && battle().turn < 2; i++) await advanceStep();
    expect(battle()).toMatchObject({ turn: 2, step: 'orders' });
    const pressed = await moveEntangledPair(t.scene, t.theirs.id, t.mine.id, { segment: 1 });
    expect(pressed.step).toMatchObject({ turner: 'rammed', move: 'sail' });
    const after = poses(t);
    t.world.notifications.length = 0;
    await toMoveStep(t, 2, 'British', 1);
    expect(poses(t)).toEqual(after);
    expect(t.world.notifications.map((n) => n.message).join('\n')).not.toContain('entangled');
  });

  it('OR-7 footnote 19 without segments: the acting side opens its move step and its own ship turns one point away from the wind; both drift; the other side does not move them again', async () => {
    const t = await battleTable({ twoSegment: false, theirsX: 800 });
    await toMoveStep(t, 1, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    const afterHit = poses(t);
    await toMoveStep(t, 1, 'French');
    expect(poses(t)).toEqual(afterHit);
    await toMoveStep(t, 2, 'British');
    const moved = poses(t);
    // Bellona (British, the active ship) heads E on the SW wind's quarter: one point away is ENE.
    expect(moved.map((p) => p.rotation)).toEqual([
      afterHit[0]!.rotation - 22.5,
      afterHit[1]!.rotation - 22.5,
    ]);
    expect(flagOf(t.mine)).toEqual(['2:turn']);
    await toMoveStep(t, 2, 'French');
    expect(poses(t)).toEqual(moved);
  });

  it('OR-7 off: opening the move step moves nobody', async () => {
    const t = await battleTable({ twoSegment: false, theirsX: 800 });
    await toMoveStep(t, 1, 'British');
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    const afterHit = poses(t);
    t.world.actAs(t.gm);
    await t.world.settings.set(SYSTEM_ID, 'entanglement', false);
    await toMoveStep(t, 2, 'British');
    expect(poses(t)).toEqual(afterHit);
    expect(flagOf(t.mine)).toBeUndefined();
  });
});

describe('OR-7 SD-101 forged input', () => {
  it("OR-7 a player who writes the pair's once-only record on its own token (to skip the pair's move) is put back, and the flow still moves the pair", async () => {
    const t = await battleTable({ twoSegment: true, theirsX: 700 });
    await toMoveStep(t, 1, 'British', 1);
    t.world.actAs(t.alice);
    await performManoeuvre(t.scene, t.mine.id, 'hold:4');
    t.world.actAs(t.gm);
    for (let i = 0; i < 40 && battle().turn < 2; i++) await advanceStep();
    const before = poses(t);
    // A hostile client skips its own pre-update hooks and writes the record straight away.
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () =>
      t.mine.update({ [`flags.${SYSTEM_ID}.${TANGLE_MOVE_FLAG}`]: ['2:1', '2:2'] }),
    );
    await settleTokenGuard();
    expect(flagOf(t.mine)).toBeUndefined();
    expect(t.world.messages.contents.map((m) => m.content).join('\n')).toContain('put back');
    await toMoveStep(t, 2, 'British', 1);
    expect(poses(t)).not.toEqual(before);
    expect(flagOf(t.mine)).toEqual(['2:1']);
  });
});
