// Targeting on the canvas over a battle on the fake table: the hover tooltip comes from the core's
// targeting and odds (FP-6.2 / D-18 / FP-6.4 / FP-4.2), and a click fires the ordered broadside
// through the card's own request, only for the user's own ship and only in its side's movement-and-
// fire step (the referee posts the card).
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { installCombat } from '../../../tests/fake-foundry/combat.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { broadsideHitProbability } from '../../rules/index.js';
import { cardsOfKind, isRefereeCard } from '../chat/messages.js';
import { advanceStep, beginBattle } from '../turn/battle.js';
import { battle } from '../turn/flow.js';
import { rollAbilita, saveOrders } from '../turn/flow-abilita.js';
import { modifierTotalOf } from '../turn/orders-odds.js';
import { registerTurn } from '../turn/register.js';
import { formatPercent } from '../i18n.js';
import { formatMm } from './format.js';
import { broadsideTargetsOnScene } from './scene-ships.js';
import { currentTargetTip, onHoverToken, onTargetClick } from './target-hover.js';
import { fireAtToken } from './targeting.js';
import { RuleError } from '../../rules/index.js';
import { shipDataOf } from '../models/access.js';

async function battleOnTable(options: Record<string, boolean> = {}) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  for (const [k, v] of Object.entries(options))
    await w.world.settings.set('signal-close-action', k, v);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
  const mine = await placeShip(w.scene, bellona, 600, -400, 90); // heading E: port is north
  const theirs = await placeShip(w.scene, genereux, 760, -150, 90); // off the port bow, medium
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

type T = Awaited<ReturnType<typeof battleOnTable>>;

async function rolledAndMoving(t: T, orders: Record<string, unknown> = { firePort: 'hull' }) {
  t.world.actAs(t.alice);
  await saveOrders(t.bellona.uuid, orders);
  t.world.dice.push([4, 4, 4]);
  const roll = await rollAbilita([t.bellona.uuid]);
  t.world.actAs(t.gm);
  for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
  t.world.actAs(t.alice);
  return roll;
}

const hover = (_t: T, token: T['theirs']) =>
  onHoverToken({ document: token as never, on: () => undefined, off: () => undefined }, true);

describe('the targeting tooltip', () => {
  it('FP-6.2 / D-18 / FP-4.2 before the roll: range, band and half of the core, the chance to hit of the ordered broadside', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { firePort: 'hull' });
    expect(t.mine.object.control()).toBe(true);
    await hover(t, t.theirs);
    const tip = currentTargetTip()!;
    const core = broadsideTargetsOnScene(t.scene, t.mine.id, 'port').candidates[0]!;
    expect(core.id).toBe(t.theirs.id);
    expect(tip.view.rows).toHaveLength(1);
    const mod = modifierTotalOf(shipDataOf(t.bellona as never));
    expect(tip.view.rows[0]).toMatchObject({
      side: 'port',
      range: formatMm(core.rangeMm),
      bandKey: core.band,
      half: t.i18n.localize(`SCA.Canvas.Half.${core.half}`),
      aim: 'at the hull',
      odds: `${formatPercent(broadsideHitProbability(core.band as 'medium', mod))} to hit`,
      offered: true,
    });
    // Not the movement-and-fire step: hovering tells, a click does nothing.
    expect(tip.view.action).toBeNull();
    await expect(fireAtToken(t.scene, t.mine.id, t.theirs.id)).rejects.toThrow(RuleError);
    expect(cardsOfKind('gunnery')).toEqual([]);
  });

  it('no tooltip without exactly one own ship selected, nor over the selected ship itself', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    await hover(t, t.theirs);
    expect(currentTargetTip()).toBeNull();
    // Alice cannot select Bob's ship (core lets a user control only what it owns).
    expect(t.theirs.object.control()).toBe(false);
    t.mine.object.control();
    await hover(t, t.mine);
    expect(currentTargetTip()).toBeNull();
    await onHoverToken({ document: t.theirs as never }, false);
    expect(currentTargetTip()).toBeNull();
  });
});

describe('clicking a ship fires at it', () => {
  it("FP-6.2 in the ship's movement-and-fire step a click fires the ordered broadside through the card request; the referee posts the gunnery card", async () => {
    const t = await battleOnTable();
    const roll = await rolledAndMoving(t);
    t.mine.object.control();
    await hover(t, t.theirs);
    const tip = currentTargetTip()!;
    expect(tip.view.rows[0]!.odds).toMatch(/\(score \d+\)$/);
    expect(tip.view.action).toBe('Click to fire the Port broadside at the hull');
    await onTargetClick();
    const cards = cardsOfKind('gunnery');
    expect(cards).toHaveLength(1);
    expect(isRefereeCard(cards[0]!.message)).toBe(true);
    expect(cards[0]!.card).toMatchObject({
      abilitaMessageId: roll.message.id,
      broadside: 'port',
      firerUuid: t.bellona.uuid,
      targetUuid: t.genereux.uuid,
    });
    // Fired once: the second click is refused, nothing more is posted.
    await expect(fireAtToken(t.scene, t.mine.id, t.theirs.id)).rejects.toThrow('already fired');
    expect(cardsOfKind('gunnery')).toHaveLength(1);
  });

  it('a broadside not ordered does not fire; another player cannot fire a ship it does not command', async () => {
    const t = await battleOnTable();
    await rolledAndMoving(t, { fireStarboard: 'hull' });
    await expect(fireAtToken(t.scene, t.mine.id, t.theirs.id)).rejects.toThrow('not ordered');
    t.world.actAs(t.bob);
    await expect(fireAtToken(t.scene, t.mine.id, t.theirs.id)).rejects.toThrow(
      'You do not command this ship.',
    );
    expect(cardsOfKind('gunnery')).toEqual([]);
  });

  it('rolled but not yet in the movement-and-fire step: no click to fire, and a fire is refused', async () => {
    const t = await battleOnTable();
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { firePort: 'hull' });
    t.world.dice.push([4, 4, 4]);
    await rollAbilita([t.bellona.uuid]);
    expect(battle().step).not.toBe('moveFire');
    t.mine.object.control();
    await hover(t, t.theirs);
    expect(currentTargetTip()!.view.action).toBeNull();
    await expect(fireAtToken(t.scene, t.mine.id, t.theirs.id)).rejects.toThrow(
      'movement-and-fire step',
    );
    expect(cardsOfKind('gunnery')).toEqual([]);
  });

  it("the other side's ship may not fire in this side's step", async () => {
    const t = await battleOnTable();
    await rolledAndMoving(t);
    t.world.actAs(t.bob);
    t.theirs.object.control();
    await hover(t, t.mine);
    expect(currentTargetTip()!.view.action).toBeNull();
    await onTargetClick();
    expect(cardsOfKind('gunnery')).toEqual([]);
  });
});

describe('OR-3 seven dice on the canvas', () => {
  it('OR-3 after a seven-dice roll the tooltip reads the fire (red) dice, not the manoeuvre dice', async () => {
    const t = await battleOnTable({ twoSegmentTurn: true, sevenDiceAbilita: true });
    t.world.actAs(t.alice);
    await saveOrders(t.bellona.uuid, { firePort: 'hull' });
    // Common 1; yellow 1+1; blue 1+1 (3); red 6+6 (13). Bellona is an average crew.
    t.world.dice.push([1], [1, 1], [1, 1], [6, 6]);
    await rollAbilita([t.bellona.uuid]);
    t.world.actAs(t.gm);
    for (let i = 0; i < 12 && battle().step !== 'moveFire'; i++) await advanceStep();
    t.world.actAs(t.alice);
    t.mine.object.control();
    await hover(t, t.theirs);
    expect(currentTargetTip()!.view.rows[0]!.odds).toMatch(/\(score 13\)$/);
  });
});
