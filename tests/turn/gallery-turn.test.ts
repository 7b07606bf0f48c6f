// The turn windows' gallery entries render in both languages with no missing key, and show what the
// issue asked for: the what-now line per viewer, End battle apart from Next step, the step back, the
// refused order marked beside its field with the player's heading kept, no orders a ship cannot give.
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/turn.js';
import { freshWorld } from '../support/foundry.js';

async function renderAll(lang: 'en' | 'it' = 'en') {
  const w = freshWorld();
  w.i18n.setLanguage(lang);
  const out = new Map<string, string>();
  for (const e of galleryEntries)
    out.set(e.id.replace('turn-', ''), renderSystemTemplate(e.template, await e.context(lang)));
  return { out, w };
}

describe('gallery entries of the turn windows', () => {
  it('the tracker and the orders dialog are both there, with unique ids', () => {
    const templates = new Set(galleryEntries.map((e) => e.template.split('/').pop()));
    expect([...templates].sort()).toEqual(['orders.hbs', 'tracker.hbs']);
    expect(new Set(galleryEntries.map((e) => e.id)).size).toBe(galleryEntries.length);
  });
  for (const lang of ['en', 'it'] as const) {
    it(`renders every entry in ${lang} without a missing key`, async () => {
      const { out, w } = await renderAll(lang);
      for (const [id, html] of out) expect(html, id).not.toMatch(/SCA\.[A-Z]/);
      expect(w.i18n.missing).toEqual(new Set());
    });
  }
  it('the what-now line per viewer: the GM waits for Alice, Alice gives orders, Bob waits', async () => {
    const { out } = await renderAll();
    expect(out.get('tracker-gm-orders')).toContain('Waiting for Alice.');
    expect(out.get('tracker-player-orders')).toContain('Give orders to HMS Defiance and 2 more.');
    expect(out.get('tracker-player-move-fire')).toContain(
      'Move and fire: HMS Ardent has not moved.',
    );
    expect(out.get('tracker-enemy')).toContain('British to act: wait for your part.');
    expect(out.get('tracker-player-morale-enemy')).toContain('Test morale for Scipion.');
  });
  it('End battle stands in its own footer, away from Next step, and only for the GM', async () => {
    const { out } = await renderAll();
    const gm = out.get('tracker-gm-orders')!;
    const footers = gm.split('<footer');
    const withNext = footers.find((f) => f.includes('data-action="next"'))!;
    expect(withNext).not.toContain('data-action="endBattle"');
    expect(footers.find((f) => f.includes('data-action="endBattle"'))).toContain(
      'sca-button--danger',
    );
    expect(out.get('tracker-player-orders')).not.toContain('data-action="endBattle"');
    expect(out.get('tracker-ended')).not.toContain('data-action="endBattle"');
  });
  it('the step back is disabled at the first step of a part and offered later', async () => {
    const { out } = await renderAll();
    const back = (id: string) => out.get(id)!.match(/<button[^>]*data-action="back"[^>]*>/)![0];
    expect(back('tracker-gm-orders')).toContain('disabled');
    expect(back('tracker-gm-morale')).not.toContain('disabled');
  });
  it('a side named by a bare nation id shows the nation side name, never the id', async () => {
    const { out } = await renderAll();
    const html = out.get('tracker-nation-side-names')!;
    expect(html).toContain('Acting: British');
    expect(html).not.toMatch(/>\s*britain\s*</);
    expect(html).not.toContain('britain');
  });
  it('11d the refused heading stays selected, marked invalid, its error right beside it', async () => {
    const { out } = await renderAll();
    const html = out.get('orders-errors')!;
    const select = html.match(/<select name="ships\.0\.changeCourse"[^>]*>[\s\S]*?<\/select>/)![0];
    expect(select).toContain('aria-invalid="true"');
    expect(select).toMatch(/<option value="NNE" selected>NNE · unreachable<\/option>/);
    const describedBy = select.match(/aria-describedby="([^"]+)"/)![1]!;
    const list = html.match(
      new RegExp(`<ul class="sca-field-errors" id="${describedBy}">[\\s\\S]*?</ul>`),
    )![0];
    expect(list).toContain('That heading cannot be reached this turn.');
    expect(html).toMatch(/name="ships\.0\.increaseSail" checked aria-invalid="true"/);
  });
  it('FP-2.5 a dismasted ship is not offered sail, course or tack; a sinking one no order at all', async () => {
    const { out } = await renderAll();
    const [, bellona, scipion] = out
      .get('orders-dismasted-sinking')!
      .split('<fieldset class="sca-orders__ship">');
    expect(bellona).not.toContain('increaseSail');
    expect(bellona).not.toContain('changeCourse');
    expect(bellona).not.toContain('.tack');
    expect(bellona).toContain('ships.0.firePort');
    expect(scipion).not.toContain('<input');
    expect(scipion).not.toContain('<select');
    expect(scipion).toContain('This ship can give no orders');
  });
});
