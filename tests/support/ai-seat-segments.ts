// Issue 13: a two-segment battle (OR-3, and OR-5 when asked) with Généreux handed to the AI seat, and
// what each segment's movement-and-fire step did (tests/turn/ai-seat-segments, ai-seat-or5).
import { expect } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { lastMoveOf, sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { shipAllowanceNow } from '../../src/foundry/canvas/segment-move.js';
import { canvasWorld, placeShip, shipActor } from './canvas-fixtures.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { aiSeatSettled } from '../../src/foundry/turn/ai-seat/runner.js';
import { label } from './segment-steps.js';

/** Généreux (French, the AI's) heading east in a north wind; Bellona (Alice's, British) at x, y. */
export async function table(
  bellonaX: number,
  bellonaY: number,
  more: string[] = [],
  /** Généreux's token rotation (90: east). */
  genereuxRotation = 90,
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  for (const o of ['twoSegmentTurn', ...more]) await w.world.settings.set(SYSTEM_ID, o, true);
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average' },
  });
  const mine = await placeShip(w.scene, bellona, bellonaX, bellonaY, 90);
  const token = await placeShip(w.scene, genereux, 760, -150, genereuxRotation);
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, bellona] as never,
    ['French', 'British'],
    [
      { tokenId: token.id, actorId: genereux.id },
      { tokenId: mine.id, actorId: bellona.id },
    ],
  );
  w.world.dice.push(...Array.from({ length: 20 }, () => [4, 4, 4]));
  return { ...w, genereux, token };
}

export type Table = Awaited<ReturnType<typeof table>>;

export interface SegmentSeen {
  /** The segment's allowance as the referee reckons it when the step opens. */
  allowanceMm: number;
  movedMm: number;
  /** French broadsides fired in this segment's movement-and-fire step. */
  fired: string[];
  lines: string[];
  /** The ship's heading (compass index) at the close of this segment's course step. */
  headingAfter?: number;
}

const frenchBroadsides = () =>
  cardsOfKind('gunnery', (c) => c.side === 'French' && c.turn === 1).map((c) => c.card.broadside);

/** The GM advances the French part of turn 1, noting what each segment's move-and-fire step did. */
export async function playFrenchPart(t: Table): Promise<Record<1 | 2, SegmentSeen>> {
  const seen: Partial<Record<1 | 2, SegmentSeen>> = {};
  let closing: 1 | 2 | null = null;
  for (let i = 0; i < 12 && battle().sideIndex === 0; i++) {
    const s = battle();
    if (s.step === 'moveFire' && (s.segment === 1 || s.segment === 2)) {
      // The AI played the step on arrival; the allowance is the referee's for this segment.
      const allowanceMm = shipAllowanceNow(
        t.token as never,
        t.genereux.system as never,
        sceneRules(t.scene as never),
      ).allowance.allowanceMm;
      const before = seen[1]?.fired.length ?? 0;
      const move = lastMoveOf(t.token as never);
      const card = cardsOfKind(
        'aiCaptain',
        (c) => c.step === 'moveFire' && c.segment === s.segment,
      )[0]?.card;
      seen[s.segment] = {
        allowanceMm,
        movedMm: move?.turn === 1 && move.segment === s.segment ? move.movedMm : 0,
        fired: frenchBroadsides().slice(s.segment === 2 ? before : 0),
        lines: card?.lines.map((l) => l.text) ?? [],
      };
    }
    if (s.step === 'course' && (s.segment === 1 || s.segment === 2)) closing = s.segment;
    t.world.actAs(t.gm);
    await advanceStep();
    await aiSeatSettled();
    // The course step closed (OR-5 SD-54: the rest of a spread change is turned as segment 2's closes).
    if (closing && seen[closing])
      seen[closing]!.headingAfter = rotationToHeadingIndex(t.token.rotation);
    closing = null;
  }
  return seen as Record<1 | 2, SegmentSeen>;
}

/** The GM advances until the part reaches `at` ("abilita@1", "moveFire@2"…). */
export async function stepTo(t: Pick<Table, 'world' | 'gm'>, at: string): Promise<void> {
  t.world.actAs(t.gm);
  for (let i = 0; i < 12 && label() !== at; i++) await advanceStep();
  expect(label()).toBe(at);
}

/** Généreux's allowance for the segment as the referee reckons it now. */
export const allowanceNow = (t: Table) =>
  shipAllowanceNow(t.token as never, t.genereux.system as never, sceneRules(t.scene as never))
    .allowance.allowanceMm;
