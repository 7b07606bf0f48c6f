// The ship panel and the token HUD block against the fake AppV2: what a player sees (point of sail,
// allowance, legal manoeuvres, per-side targeting answer) and what its buttons do, in both languages.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import { fake } from '../../../tests/support/foundry.js';
import { hudContext } from './controls.js';
import { settleCanvasTasks } from './hooks.js';
import { openPanels, openShipPanel, refreshShipPanels } from './ship-panel.js';
import { shipPanelContext } from './ship-panel-context.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

/** The fake AppV2 keeps the rendered parts and runs actions as a click would. */
type FakeApp = {
  parts: Record<string, string>;
  runAction(name: string, target: { dataset: Record<string, string> }): Promise<unknown>;
  close(): Promise<unknown>;
};
const open = async (...args: Parameters<typeof openShipPanel>) =>
  (await openShipPanel(...args)) as unknown as FakeApp;

const i18n = () => ({
  lang: fake().i18n.lang,
  localize: (k: string) => fake().i18n.localize(k),
  format: (k: string, d?: Record<string, unknown>) => fake().i18n.format(k, d),
});

async function table() {
  const w = await canvasWorld();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'full' },
  });
  const enemy = await shipActor('Enemy');
  const token = await placeShip(w.scene, bellona, 600, -400, 90); // heading E, beam reach in a N wind
  const fore = await placeShip(w.scene, enemy, 750, -150, 0); // off the port bow
  const aft = await placeShip(w.scene, enemy, 450, -140, 0); // off the port quarter
  return { ...w, alice, bellona, token, fore, aft };
}

describe('ship panel context', () => {
  it('heading, point of sail, allowance, the legal manoeuvres and the D-18 choice on the port side', async () => {
    const { scene, token, fore, aft } = await table();
    const context = shipPanelContext(scene, token.id, i18n());
    expect(context.sailing).toMatchObject({
      headingLabel: 'E',
      pointOfSailLabel: 'beam reach',
      tackLabel: 'port tack',
    });
    expect(context.allowance).toBe('180');
    expect(context.options.map((o) => `${o.heading}: ${o.turn}`)).toEqual([
      'E: Keep the heading',
      'ENE: Luff 1 point(s)',
      'ESE: Bear away 1 point(s)',
      'SE: Bear away 2 point(s)',
      'SSE: Bear away 3 point(s)',
    ]);
    const port = context.broadsides.find((b) => b.side === 'port')!;
    expect(port.candidates.map((c) => [c.tokenId, c.half, c.band])).toEqual([
      [fore.id, 'fore half', 'medium'],
      [aft.id, 'aft half', 'medium'],
    ]);
    expect(port.forced).toBeNull();
    expect(port.choices).toEqual(['Enemy', 'Enemy']);
    expect(context.broadsides.find((b) => b.side === 'starboard')!.none).toBe(true);
  });
});

describe('ship panel app', () => {
  it('renders for the owner with enabled manoeuvre buttons; a manoeuvre moves the token and the panel re-renders', async () => {
    const { scene, token, alice, world } = await table();
    world.actAs(alice);
    const panel = await open(scene, token.id);
    const html = panel.parts.body!;
    expect(html).toContain('data-option="course:6"');
    expect(html).not.toMatch(/data-option="course:6"\s+disabled/);
    expect(html).toContain('Choose: Enemy (fore) or Enemy (aft)');
    await panel.runAction('manoeuvre', { dataset: { option: 'course:6' } });
    expect(token.rotation).toBe(315);
    expect(panel.parts.body).toContain('SE');
    expect(openPanels().get(token.id)).toBe(panel as unknown);
    await panel.close();
    expect(openPanels().has(token.id)).toBe(false);
  });

  it('a player who does not command the ship sees the answer but the buttons are disabled', async () => {
    const { scene, token, world } = await table();
    world.actAs(world.addUser({ name: 'Bob' }));
    const panel = await open(scene, token.id);
    expect(panel.parts.body).toMatch(/data-option="hold:4"\s+disabled/);
    expect(panel.parts.body).toContain(
      'Only the ship&#x27;s commander or the GM can manoeuvre her.',
    );
    await panel.close();
  });

  it('the arc button toggles the arc through the GM and the panel shows it', async () => {
    const { scene, token, alice, world } = await table();
    world.actAs(alice);
    const panel = await open(scene, token.id);
    await panel.runAction('toggleArc', { dataset: { side: 'port' } });
    expect(scene.templates.size).toBe(3);
    expect(panel.parts.body).toContain('Hide arc');
    await panel.close();
  });

  it('panels of deleted tokens close on refresh', async () => {
    const { scene, token } = await table();
    await openShipPanel(scene, token.id);
    await token.delete();
    await settleCanvasTasks();
    refreshShipPanels();
    expect(openPanels().has(token.id)).toBe(false);
  });

  it('the panel renders in Italian with no missing key', async () => {
    const { scene, token } = await table();
    fake().i18n.setLanguage('it');
    const panel = await open(scene, token.id);
    expect(panel.parts.body).toContain('traverso, mure a sinistra');
    expect(panel.parts.body).toContain('Poggia di 2 quarta/e');
    await panel.close();
    fake().i18n.setLanguage('en');
    expect([...fake().i18n.missing]).toEqual([]);
  });
});

describe('token HUD block', () => {
  it('shows heading, point of sail and the move this turn', async () => {
    const { scene, token } = await table();
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/hud-info.hbs',
      hudContext(token as never, scene) as never,
    );
    expect(html).toContain('E</span>');
    expect(html).toContain('beam reach, port tack');
    expect(html).toContain('180 mm');
  });
});
