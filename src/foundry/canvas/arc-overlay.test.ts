// The canvas overlay draws, for each arc shown on the scene (its documents), the same arcPicture as
// the diagram: one per token and side, from the token where it is now, the rake lane drawn for the
// widest base on the table (FP-6.1, FP-6.4 / D-17). Without PIXI (the fake) nothing is drawn.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { FakeI18n } from '../../../tests/fake-foundry/i18n.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';
import { requestArc } from './arc-adapter.js';
import { arcFontMm, arcPicture, baseBox } from './arc-picture.js';
import { boxesOverlap, estimateTextWidth } from './label-placement.js';
import { nameplates, refreshArcOverlay, shownArcPictures } from './arc-overlay.js';
import { sceneTableShips } from './scene-ships.js';

const t = new FakeI18n('en');
const words = { lang: 'en', localize: (k: string) => t.localize(k), format: t.format.bind(t) };

describe('arc overlay pictures', () => {
  for (const generation of [13, 14] as const) {
    it(`v${generation}: one picture per shown arc, the arcPicture of the ship where it is`, async () => {
      const w = await canvasWorld({ generation });
      const alice = w.player('Alice');
      const a = await shipActor('Bellona', { ownership: { [alice.id]: OWNERSHIP.OWNER } });
      const b = await shipActor('Scipion', { classId: '2nd-98s' });
      const ta = await placeShip(w.scene, a, 0, 0, 0);
      await placeShip(w.scene, b, 300, 100, 90);
      expect(shownArcPictures(w.scene, words)).toEqual([]);
      await requestArc(w.scene, ta.id, 'starboard', 'show');
      await requestArc(w.scene, ta.id, 'port', 'show');
      const pictures = shownArcPictures(w.scene, words);
      expect(pictures.map((p) => p.side)).toEqual(['port', 'starboard']);
      const ships = sceneTableShips(w.scene);
      const widest = Math.max(...ships.map((s) => s.body.widthMm));
      const bellona = ships.find((s) => s.id === ta.id)!;
      expect(pictures[1]).toEqual(
        arcPicture(
          bellona,
          'starboard',
          {
            arcDeg: 90,
            scale: 1200,
            targetWidthMm: widest,
            avoid: [
              ...ships.map(baseBox),
              ...nameplates(w.scene, w.scene.grid, estimateTextWidth, arcFontMm(1200)),
            ],
          },
          words,
        ),
      );
      expect(pictures[1]!.bands.map((x) => x.label.text)).toEqual([
        'S 100 mm',
        'M 350 mm',
        'L 700 mm',
      ]);
      // No canvas to draw on in the fake: the refresh is a no-op, not an error.
      expect(() => refreshArcOverlay()).not.toThrow();
    });
  }

  it("the ships' names (under each token) are kept clear: no arc label overlaps one", async () => {
    const w = await canvasWorld();
    const a = await shipActor('Bellona');
    const b = await shipActor('Scipion');
    const ta = await placeShip(w.scene, a, 0, 0, 0);
    await requestArc(w.scene, ta.id, 'starboard', 'show');
    const [alone] = shownArcPictures(w.scene, words);
    const short = alone!.bands[0]!.label.centre;
    // Scipion placed so that its name would sit exactly where the short-range label was.
    const far = await placeShip(w.scene, b, 2000, 2000, 0);
    const plate = (id: string) =>
      nameplates(w.scene, w.scene.grid, estimateTextWidth, arcFontMm(1200))[
        w.scene.tokens.contents.findIndex((t) => t.id === id)
      ]!;
    const dy = plate(far.id).centre.y - 2000;
    await w.scene.deleteEmbeddedDocuments('Token', [far.id]);
    await placeShip(w.scene, b, short.x, short.y - dy, 0);
    const [p] = shownArcPictures(w.scene, words);
    expect(p!.bands[0]!.label.centre).not.toEqual(short);
    const plates = nameplates(w.scene, w.scene.grid, estimateTextWidth, arcFontMm(1200));
    for (const l of [...p!.bands.map((x) => x.label), p!.rake.label])
      for (const n of plates) expect(boxesOverlap(l, n)).toBe(false);
  });

  it('D-17 the lane is as wide as the widest base on the table', async () => {
    const w = await canvasWorld();
    const frigate = await shipActor('Frigate', { classId: '5th-32-34' });
    const tok = await placeShip(w.scene, frigate, 0, 0, 0);
    await requestArc(w.scene, tok.id, 'port', 'show');
    const [p] = shownArcPictures(w.scene, words);
    expect(p!.rake.halfWidthMm).toBe(sceneTableShips(w.scene)[0]!.body.widthMm / 2);
  });
});
