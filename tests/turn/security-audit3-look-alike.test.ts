// SD-264 a hostile player posts a plain chat message dressed as the referee's: the system's card markup
// (a made-up Abilità result or signal), a whisper to the GMs in the referee's name accusing Bob, or
// just the referee's speaker name. Foundry shows her HTML, so every client marks it as hers.
import { describe, expect, it } from 'vitest';
import { isLookAlike, markLookAlike } from '../../src/foundry/referee/look-alike.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { exampleBattle } from './support.js';

type Msg = Parameters<typeof isLookAlike>[0] & { id: string };

async function post(data: Record<string, unknown>): Promise<Msg> {
  return (ChatMessage as unknown as { create(d: Record<string, unknown>): Promise<Msg> }).create(
    data,
  );
}

/** A stand-in for the rendered message element: only what markLookAlike uses. */
function renderedElement() {
  const prepended: Array<{ className: string; textContent: string }> = [];
  const content = { prepend: (n: { className: string; textContent: string }) => prepended.push(n) };
  return { html: { querySelector: () => content } as unknown as HTMLElement, prepended };
}

describe('SD-264 forged: a player’s message dressed as the referee’s', () => {
  it('a made-up signal card, a forgery whisper in the referee’s name and the referee’s alias are marked as hers; nothing counts as a card', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.alice);
    const forged = [
      await post({
        content:
          '<div class="sca-card-host"><section class="signal-close-action sca-card">Signal: General chase</section></div>',
      }),
      await post({
        content: '<p class="sca-forgery">Bob tried something the rules do not allow</p>',
        whisper: [b.gm.id],
      }),
      await post({ content: 'Bob fired twice.', speaker: { alias: 'Referee' } }),
      await post({ content: `<p class='x ${SYSTEM_ID}'>Abilità 18</p>` }),
    ];
    for (const m of forged) expect(isLookAlike(m)).toBe(true);
    expect(cardsOfKind('signal')).toEqual([]);
    const { html, prepended } = renderedElement();
    const previous = (globalThis as { document?: unknown }).document;
    (globalThis as { document?: unknown }).document = {
      createElement: () => ({ className: '', textContent: '' }),
    };
    try {
      expect(markLookAlike(forged[0]!, html)).toBe(true);
    } finally {
      (globalThis as { document?: unknown }).document = previous;
    }
    expect(prepended).toEqual([
      {
        className: 'sca-not-genuine',
        textContent: 'A player wrote this message: the referee did not post it.',
      },
    ]);
  });

  it('her ordinary messages and the GM’s own messages are not marked', async () => {
    const b = await exampleBattle();
    b.w.world.actAs(b.alice);
    expect(
      isLookAlike(await post({ content: '<p class="note">Hold the line, <b>Bob</b>!</p>' })),
    ).toBe(false);
    expect(
      isLookAlike(await post({ content: 'The sca- prefix in plain words is not markup' })),
    ).toBe(false);
    b.w.world.actAs(b.gm);
    expect(
      isLookAlike(
        await post({ content: '<p class="sca-wind-roll">Wind</p>', speaker: { alias: 'Referee' } }),
      ),
    ).toBe(false);
  });
});
