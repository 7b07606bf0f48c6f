// Scene wind on the canvas: FP-1.7 the rose, the five in-irons points, the 3d6 roll (3 = N); FP-5.4
// each ship's point of sail; the GM-only form with localised errors; both languages render.
import { describe, expect, it } from 'vitest';
import { fake } from '../../../tests/support/foundry.js';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import { SYSTEM_ID } from '../constants.js';
import { sceneWind } from '../scene-wind.js';
import { canvasWorld } from '../../../tests/support/canvas-fixtures.js';
import {
  applyWindForm,
  parseWindForm,
  rollSceneWind,
  rollWindChange,
  sailingInfo,
  windFormContext,
  windRoseContext,
} from './wind.js';

const i18n = () => ({
  localize: (k: string) => fake().i18n.localize(k),
  format: (k: string, d?: Record<string, unknown>) => fake().i18n.format(k, d),
});

describe('wind rose', () => {
  it('FP-1.7 / FP-5.4 wind from NE: NE and the two points either side (NNE, N, ENE, E) are in irons', () => {
    const rose = windRoseContext({ direction: 2, strength: 'breeze' }, i18n(), false);
    expect(rose.points.filter((p) => p.inIrons).map((p) => p.label)).toEqual([
      'N',
      'NNE',
      'NE',
      'ENE',
      'E',
    ]);
    expect(rose.points.filter((p) => p.isWind).map((p) => p.label)).toEqual(['NE']);
    expect(rose.title).toBe('Wind from NE, breeze');
    // The arrow starts on the NE spoke (up and right in SVG) and points at the centre.
    expect(rose.arrow!.x1).toBeGreaterThan(0);
    expect(rose.arrow!.y1).toBeLessThan(0);
    expect(Math.hypot(rose.arrow!.x2, rose.arrow!.y2)).toBeCloseTo(14, 1);
    // The wedge spans NE +- 2.5 points.
    expect(rose.ironsPath).toMatch(/^M 0 0 L -?\d/);
  });
  it('N is straight up and E to the right in SVG coordinates', () => {
    const rose = windRoseContext(null, i18n(), false);
    expect(rose.points[0]).toMatchObject({ label: 'N', x: 0, y: -70, cardinal: true });
    expect(rose.points[4]).toMatchObject({ label: 'E', x: 70, y: 0 });
    expect(rose.hasWind).toBe(false);
    expect(rose.arrow).toBeNull();
  });
  it('renders in both languages (W is O in Italian) with the GM buttons only for a GM', () => {
    const path = 'systems/signal-close-action/templates/canvas/wind-rose.hbs';
    const en = renderSystemTemplate(
      path,
      windRoseContext({ direction: 12, strength: 'strong' }, i18n(), true) as never,
    );
    expect(en).toContain('Wind from W, strong wind');
    expect(en).toContain('data-action="rollWind"');
    fake().i18n.setLanguage('it');
    const it = renderSystemTemplate(
      path,
      windRoseContext({ direction: 12, strength: 'strong' }, i18n(), false) as never,
    );
    expect(it).toContain('Vento da O, vento forte');
    expect(it).not.toContain('data-action');
    fake().i18n.setLanguage('en');
    expect([...fake().i18n.missing]).toEqual([]);
  });
});

describe('point of sail of a ship token (FP-5.4)', () => {
  it.each([
    [180, 'N', 'in irons', true],
    [247.5, 'ENE', 'close-hauled', false],
    [270, 'E', 'beam reach', false],
    [315, 'SE', 'quarter reach', false],
    [0, 'S', 'running before the wind', false],
  ])('wind N, rotation %f (heading %s): %s', (rotation, heading, label, irons) => {
    const info = sailingInfo(rotation, { direction: 0, strength: 'breeze' }, i18n())!;
    expect(info).toMatchObject({ headingLabel: heading, pointOfSailLabel: label, inIrons: irons });
  });
  it('heading E with the wind from N: the wind comes over the port side', () => {
    expect(sailingInfo(270, { direction: 0, strength: 'breeze' }, i18n())!.tackLabel).toBe(
      'port tack',
    );
  });
  it('no wind, no point of sail', () => {
    expect(sailingInfo(0, null, i18n())).toBeNull();
  });
});

describe('setting and rolling the wind', () => {
  it('the form offers the 16 points and 3 strengths with the current wind selected', () => {
    const form = windFormContext({ direction: 5, strength: 'light' }, i18n());
    expect(form.directions).toHaveLength(16);
    expect(form).toMatchObject({ direction: '5', strength: 'light' });
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/wind-dialog.hbs',
      form as never,
    );
    expect(html).toContain('<option value="5" selected>ESE</option>');
  });
  it('bad input is a localised error', () => {
    expect(() => parseWindForm({ direction: '16', strength: 'breeze' }, i18n())).toThrow(
      'Choose one of the 16 points for the wind.',
    );
    expect(() => parseWindForm({ direction: '3', strength: 'gale' }, i18n())).toThrow(
      'Choose light air, breeze or strong wind.',
    );
  });
  it('the GM sets the wind; a player cannot, and the wind stays as it was', async () => {
    const w = await canvasWorld({ wind: null });
    await applyWindForm(w.scene, { direction: '6', strength: 'strong' }, i18n());
    expect(sceneWind(w.scene)).toEqual({ direction: 6, strength: 'strong' });
    w.world.actAs(w.player('Alice'));
    await expect(
      applyWindForm(w.scene, { direction: '1', strength: 'light' }, i18n()),
    ).rejects.toThrow('Only a GM can do this.');
    expect(sceneWind(w.scene)).toEqual({ direction: 6, strength: 'strong' });
  });
  it('FP-1.7 3d6 = 3 gives N, 11 gives SE... counting one point per pip; the strength is kept and the roll goes to chat', async () => {
    const w = await canvasWorld({ wind: { direction: 0, strength: 'light' } });
    w.world.dice.push([5, 4, 2]);
    const result = await rollSceneWind(w.scene, i18n());
    expect(result).toEqual({ total: 11, wind: { direction: 8, strength: 'light' } });
    expect(w.scene.getFlag(SYSTEM_ID, 'wind')).toEqual({ direction: 8, strength: 'light' });
    expect(w.world.messages.contents.at(-1)?.content).toContain(
      'Wind rolled on 3d6: 11, blowing from S.',
    );
    w.world.dice.push([1, 1, 1]);
    expect((await rollSceneWind(w.scene, i18n())).wind.direction).toBe(0);
  });
  it('FP-1.7 without a wind set, a rolled wind is a breeze', async () => {
    const w = await canvasWorld({ wind: null });
    w.world.dice.push([6, 6, 6]);
    expect((await rollSceneWind(w.scene, i18n())).wind).toEqual({
      direction: 15,
      strength: 'breeze',
    });
  });
});

describe('FP-A1 variable wind on the table', () => {
  it('FP-A1 a 3 backs the wind one point; the new wind is on the scene and the roll in chat', async () => {
    const w = await canvasWorld({ wind: { direction: 0, strength: 'breeze' } });
    w.world.dice.push([1, 1, 1]);
    const change = await rollWindChange(w.scene, i18n());
    expect(change).toEqual({
      wind: { direction: 15, strength: 'breeze' },
      direction: 'backed',
      strength: 'steady',
    });
    expect(sceneWind(w.scene)).toEqual({ direction: 15, strength: 'breeze' });
    expect(w.world.messages.contents.at(-1)?.content).toContain(
      'Wind change on 3d6: 3. Direction backs one point, strength steady: now from NNW, breeze.',
    );
  });
  it('FP-A1 three 5s raise the strength; an ordinary roll changes nothing', async () => {
    const w = await canvasWorld({ wind: { direction: 4, strength: 'breeze' } });
    w.world.dice.push([5, 5, 5], [2, 3, 4]);
    expect((await rollWindChange(w.scene, i18n())).wind).toEqual({
      direction: 4,
      strength: 'strong',
    });
    expect(await rollWindChange(w.scene, i18n())).toMatchObject({
      direction: 'steady',
      strength: 'steady',
    });
  });
  it('FP-A1 needs a wind to change, and a GM', async () => {
    const w = await canvasWorld({ wind: null });
    await expect(rollWindChange(w.scene, i18n())).rejects.toThrow(
      'Set a wind before rolling for a change of wind.',
    );
    const w2 = await canvasWorld({ wind: { direction: 4, strength: 'breeze' } });
    w2.world.actAs(w2.player('Alice'));
    await expect(rollWindChange(w2.scene, i18n())).rejects.toThrow();
  });
});
