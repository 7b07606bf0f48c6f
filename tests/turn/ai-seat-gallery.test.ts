// Issue 13 the AI seat's gallery entries render with the real templates in both languages, with no
// missing key, and show what they are for (the reasons, the refusal, the GM's switch).
import { describe, expect, it } from 'vitest';
import { expectEntriesRender } from '../support/gallery-render.js';
import { freshWorld } from '../support/foundry.js';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/ai-seat.js';

describe('issue 13 the AI seat in the gallery', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`renders every entry in ${lang} without a missing key`, () =>
      expectEntriesRender(galleryEntries, lang));
  }
  it('the card shows each reason under its heading, the refusal and what was written instead; the tracker has the GM switch', async () => {
    freshWorld();
    const html = new Map<string, string>();
    for (const e of galleryEntries)
      html.set(e.id, renderSystemTemplate(e.template, await e.context('en')));
    const orders = html.get('ai-seat-orders')!;
    expect(orders).toContain('engage the nearest enemy (612 mm)');
    expect(orders).toContain('<dt>Course</dt>');
    expect(orders).toContain('is-failure');
    expect(orders).toContain('easy sail');
    expect(orders).toContain('keep the sail as it is');
    expect(html.get('ai-seat-move-fire')).toContain('<dt>Firing point</dt>');
    const tracker = html.get('ai-seat-tracker')!;
    expect(tracker).toContain('data-action="aiSeat" data-side="French"');
    expect(tracker).toContain('Take back');
    expect(tracker).toContain('Hand to the AI');
    // SD-220 the contact decision on its own line; the boarding step's card.
    const toBoard = html.get('ai-seat-orders-boarding')!;
    expect(toBoard).toContain('<dt>Contact</dt>');
    expect(toBoard).toContain('board her: 50% to carry her in one melee (Better crew +1');
    const boarding = html.get('ai-seat-boarding')!;
    expect(boarding).toContain('Boarding');
    expect(boarding).toContain('<dt>Contact</dt>');
  });
  it('SD-203 the reasons in Italian: the words, headings and ranges too; the rule ids in a tooltip', async () => {
    const w = freshWorld();
    w.i18n.setLanguage('it');
    const html = new Map<string, string>();
    for (const e of galleryEntries)
      html.set(e.id, renderSystemTemplate(e.template, await e.context('it')));
    const orders = html.get('ai-seat-orders')!;
    expect(orders).toContain('attaccare la nave nemica più vicina (612 mm)');
    expect(orders).toContain(
      'passare a vele spiegate per accorciare la distanza (612 mm): avvicinarsi a distanza corta: equipaggio migliore',
    );
    expect(orders).toContain('poggiare a SE per portare in tiro la bordata a dritta');
    expect(orders).not.toMatch(/engage|starboard|bear away/);
    expect(html.get('ai-seat-move-fire')).toContain(
      'bordata a dritta dopo 60 mm di movimento: infilata di poppa a distanza corta',
    );
    const options = html.get('ai-seat-orders-options')!;
    expect(options).toContain('data-tooltip="OR-9">riparazione di fortuna di un albero');
    expect(options).not.toMatch(/>[^<]*OR-\d[^<]*</);
  });
});
