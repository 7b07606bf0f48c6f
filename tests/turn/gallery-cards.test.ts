// The turn flow's gallery entries render with the real templates in both languages, with no
// missing localisation key (the browser check itself is the gallery runner's).
import { expectEntriesRender } from '../support/gallery-render.js';
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/cards.js';
import { freshWorld } from '../support/foundry.js';

describe('gallery entries of the chat cards', () => {
  it('every card kind is in the gallery (the turn windows: gallery-turn.test.ts)', () => {
    const templates = new Set(galleryEntries.map((e) => e.template.split('/').pop()));
    expect([...templates].sort()).toEqual([
      'abilita.hbs',
      'critical.hbs',
      'end-of-part.hbs',
      'gunnery.hbs',
      'melee.hbs',
      'morale-list.hbs',
      'morale.hbs',
      'signal.hbs',
      'summary.hbs',
    ]);
    expect(new Set(galleryEntries.map((e) => e.id)).size).toBe(galleryEntries.length);
  });
  for (const lang of ['en', 'it'] as const) {
    it(`renders every entry in ${lang} without a missing key`, () =>
      expectEntriesRender(galleryEntries, lang));
  }
  it('the states show: buttons before applying, the undo for the GM after, a struck test', async () => {
    freshWorld();
    const rendered = new Map<string, string>();
    for (const e of galleryEntries)
      rendered.set(
        e.id.replace('cards-', ''),
        renderSystemTemplate(e.template, await e.context('en')),
      );
    const html = (id: string) => rendered.get(id)!;
    expect(html('gunnery-rolled')).toContain('data-action="applyDamage"');
    expect(html('gunnery-enemy')).not.toContain('data-action="applyDamage"');
    expect(html('gunnery-applied')).toContain('data-action="undo"');
    // Undone: said in words, and the commander may apply it again (the referee allows it).
    expect(html('gunnery-undone')).toContain('sca-state--undone');
    expect(html('gunnery-undone')).toMatch(/data-action="applyDamage"[^>]*>Apply again</);
    expect(html('abilita-undone')).toContain('Apply again');
    // One row per change, saying what it does with its numbers.
    expect(html('gunnery-rolled')).toMatch(/−120 starboard hull \(0\.75\sDC\)/);
    expect(html('gunnery-choose').split('data-action="chooseTarget"').length - 1).toBe(2);
    expect(html('morale-struck')).toContain('Strikes its colours');
    expect(html('abilita-critical')).toContain('data-action="bearAway"');
    expect(html('critical-well-laid')).toContain('data-action="applyExplosionFire"');
  });
});

describe('FP-4.3 bear-away buttons', () => {
  it("name the heading in the viewer's language: from W with the wind from N, WSW is OSO in Italian", async () => {
    const { fake } = await import('../fake-foundry/install.js');
    const { buildAbilitaCard } = await import('../../src/foundry/turn/abilita.js');
    const { abilitaView } = await import('../../src/foundry/turn/cards/views-fire.js');
    const { CARD_TEMPLATES } = await import('../../src/foundry/chat/render.js');
    const { shipData } = await import('../support/ships.js');
    freshWorld();
    const system = shipData('3rd-74c', 'average', { side: 'French' });
    const card = buildAbilitaCard({
      turn: 1,
      side: 'French',
      faces: [1, 1, 1],
      wind: 0,
      ships: [{ actorUuid: 'Actor.a', name: 'Scipion', system, headingIndex: 12 }],
    });
    const ctx = {
      messageId: 'm',
      viewer: { isGM: true, owns: () => true },
      scale: 1200 as const,
      ship: () => system,
      effect: () => ({ state: 'none' as const }),
      related: { fired: () => false, tested: () => false, criticalsPosted: false },
    };
    const labels = (lang: 'en' | 'it') => {
      fake().i18n.setLanguage(lang);
      const html = renderSystemTemplate(
        CARD_TEMPLATES.abilita,
        abilitaView(card, ctx as never) as Record<string, unknown>,
      );
      fake().i18n.setLanguage('en');
      return [...html.matchAll(/data-action="bearAway"[^>]*>([^<]*)</g)].map((m) => m[1]!.trim());
    };
    expect(labels('en')).toEqual(['Bear away to WSW']);
    expect(labels('it')).toEqual(['Poggia a OSO']);
  });
});
