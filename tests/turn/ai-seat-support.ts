import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { cardView, viewContextOf } from '../../src/foundry/chat/render.js';
import type { Card } from '../../src/foundry/chat/card-data.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { beginFrenchFirst } from '../support/battle-begin.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { actionsOf } from '../../src/foundry/turn/compulsory.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { aiSeatSettled } from '../../src/foundry/turn/ai-seat/runner.js';

type SystemOverrides = NonNullable<NonNullable<Parameters<typeof shipActor>[1]>['system']>;

/** Bellona (Alice's, British) against Généreux and Guillaume Tell (French, no player: an empty seat). */
export async function battleOnTable(
  french: { genereux?: SystemOverrides; tell?: SystemOverrides } = {},
  /** A second British ship (Alice's) placed there, table mm. */
  audacious?: { x: number; y: number },
) {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average' },
  });
  const genereux = await shipActor('Généreux', {
    system: { side: 'French', sail: 'easy', crew: 'average', ...french.genereux },
  });
  const tell = await shipActor('Guillaume Tell', {
    classId: '3rd-80l',
    system: { side: 'French', sail: 'easy', crew: 'average', ...french.tell },
  });
  // North wind; all heading east (beam reach). The French lie off Bellona's port bow.
  const mine = await placeShip(w.scene, bellona, 600, -400, 90);
  const gen = await placeShip(w.scene, genereux, 760, -150, 90);
  const gt = await placeShip(w.scene, tell, 600, -100, 90);
  const extra = audacious
    ? await shipActor('Audacious', {
        ownership: { [alice.id]: OWNERSHIP.OWNER },
        system: { sail: 'easy', side: 'British', crew: 'average' },
      })
    : null;
  const aud = extra ? await placeShip(w.scene, extra, audacious!.x, audacious!.y, 90) : null;
  w.world.actAs(w.gm);
  await beginFrenchFirst([
    [genereux, gen],
    [tell, gt],
    [bellona, mine],
    extra && aud ? [extra, aud] : null,
  ]);
  return { ...w, alice, bellona, genereux, tell, extra, tokens: { mine, gen, gt, aud } };
}

export type Table = Awaited<ReturnType<typeof battleOnTable>>;

/** The GM advances one step and waits for the AI to finish what that step asks of it. */
export async function next(t: Table): Promise<void> {
  t.world.actAs(t.gm);
  await advanceStep();
  await aiSeatSettled();
}

/** Buttons of the part's cards still ready for a commander of `side` among `actions`. */
export function readyFor(t: Table, side: string, actions: readonly string[]): string[] {
  const state = battle();
  const viewer = {
    isGM: false,
    owns: (uuid: string) =>
      [t.genereux, t.tell, t.bellona].some(
        (s) => s.uuid === uuid && (s.system as { side: string }).side === side,
      ),
  };
  const out: string[] = [];
  for (const kind of ['abilita', 'gunnery', 'critical', 'moraleList'] as const)
    for (const { message, card } of cardsOfKind(kind, (c) => c.turn === state.turn)) {
      const ctx = { ...viewContextOf(message, card as Card, t.gm as never), viewer };
      for (const a of actionsOf(cardView(card as Card, ctx)))
        if (a.state === 'ready' && actions.includes(a.action)) out.push(`${kind}:${a.action}`);
    }
  return out;
}

export const aiCards = (step?: string) =>
  cardsOfKind('aiCaptain', (c) => step === undefined || c.step === step);
