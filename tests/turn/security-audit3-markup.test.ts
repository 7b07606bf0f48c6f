// A hostile player writes markup into the free text she controls (her ship's name, a signal's words)
// hoping it runs in the GM's or the other players' browsers where a card, the tracker or the orders
// dialog shows it. Every template writes it with {{ }} (escaped), so it shows as text.
import { describe, expect, it } from 'vitest';
import { renderCardHtml } from '../../src/foundry/chat/render.js';
import { OrdersDialogApp, TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { sendSignal } from '../../src/foundry/turn/signals.js';
import { beginExample, exampleBattle } from './support.js';
import { britishAtMoraleWithSignals } from './signals-support.js';

const NAME = '<img src=x onerror="alert(1)">';
const WORDS = '<script>alert(2)</script>';

/** No element or handler of hers survives: only the escaped text. */
function inert(html: string): void {
  expect(html).not.toContain('<img');
  expect(html).not.toContain('<script');
  expect(html).not.toMatch(/onerror="alert/);
}

type FakeApp = { parts: Record<string, string> };

describe('markup in a player’s free text is shown as text', () => {
  it('a ship named with markup: the Abilità card, the tracker and the orders dialog show it escaped to the GM and to Bob', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.alice);
    await b.ships.prince!.update({ name: NAME });
    expect(b.ships.prince!.name).toBe(NAME);
    await beginExample(b);
    b.w.world.actAs(b.alice);
    await saveOrders(b.ships.prince!.uuid, { firePort: 'hull' });
    b.w.world.dice.push([4, 4, 4]);
    const roll = await rollAbilita([b.ships.prince!.uuid]);
    for (const viewer of [b.gm, b.bob]) {
      b.w.world.actAs(viewer);
      const card = (await renderCardHtml(roll.message as never, viewer as never))!;
      expect(card).toContain('&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;');
      inert(card);
      const tracker = (await new TurnTrackerApp().render()) as unknown as FakeApp;
      inert(Object.values(tracker.parts).join(''));
    }
    b.w.world.actAs(b.alice);
    const dialog = (await new OrdersDialogApp({
      actorUuids: [b.ships.prince!.uuid],
    }).render()) as unknown as FakeApp;
    const parts = Object.values(dialog.parts).join('');
    expect(parts).toContain('&lt;img');
    inert(parts);
  });

  it('FP-A3 a signal whose words are markup: the signal card shows them escaped', async () => {
    const b = await exampleBattle();
    await britishAtMoraleWithSignals(b);
    b.w.world.dice.push([4, 4, 4], [4, 4, 4], [4, 4, 4]);
    const signal = await sendSignal(b.ships.prince!.uuid, [WORDS]);
    expect(signal.card.elements).toEqual([WORDS]);
    for (const viewer of [b.gm, b.alice, b.bob]) {
      const html = (await renderCardHtml(signal.message as never, viewer as never))!;
      expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
      inert(html);
    }
  });
});
