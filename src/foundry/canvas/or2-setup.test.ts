// OR-2 on the table: the GM's set-up roll (scene wind with its OR-2 strength, the roller's seat), the
// deployment roll and its zones (Regions on v13 and v14), the refusals form, the rose and the tools,
// and calm in the movement allowance.
import { describe, expect, it } from 'vitest';
import { fake } from '../../../tests/support/foundry.js';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import { OWNERSHIP } from '../../../tests/fake-foundry/documents.js';
import {
  canvasWorld,
  placeShip,
  shipActor,
  shipSource,
} from '../../../tests/support/canvas-fixtures.js';
import { SYSTEM_ID } from '../constants.js';
import { or2State, setOr2State } from '../scene-or2.js';
import { sceneWind, setSceneForce, setSceneWind } from '../scene-wind.js';
import { movementAllowance } from './allowance.js';
import { onGetSceneControlButtons } from './controls.js';
import { DEPLOYMENT_FLAG, deploymentPlan, fleetPoints, rollDeployment } from './or2-deploy.js';
import { applyRefusalsForm, refusalsFormContext, rollSetup } from './or2-setup.js';
import { rollWindChange, windRoseContext } from './wind.js';

const i18n = () => ({
  localize: (k: string) => fake().i18n.localize(k),
  format: (k: string, d?: Record<string, unknown>) => fake().i18n.format(k, d),
});

async function or2World(generation: 13 | 14 = 13) {
  const w = await canvasWorld({ generation });
  await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
  return w;
}

describe('OR-2 set-up roll (GM tool)', () => {
  it('OR-2 3d6 = 10: north on the roller’s left (the roller sits at the west edge), wind from N, light airs; posted with the roll', async () => {
    const w = await or2World();
    w.world.dice.push([3, 3, 4]);
    const r = await rollSetup(w.scene as never, i18n());
    expect(r).toMatchObject({ roll: 10, northEdge: 'left', direction: 0, strength: 'light-airs' });
    expect(sceneWind(w.scene)).toEqual({ direction: 0, strength: 'light', force: 'light-airs' });
    expect(or2State(w.scene)).toMatchObject({ northEdge: 'left', lastWindRoll: null });
    const msg = w.world.messages.contents.at(-1)!;
    expect(msg.content).toContain('Set-up roll');
    expect(msg.content).toMatch(/on the roller(&#x27;|')s left/);
    expect(msg.content).toContain('left edge (west)');
    expect(msg.content).toContain('light airs');
    expect((msg as unknown as { rolls: unknown[] }).rolls).toHaveLength(1);
  });
  it('OR-2 3d6 = 18 in Italian: nord sul lato di chi ha tirato, vento da S, vento forte', async () => {
    const w = await or2World();
    fake().i18n.setLanguage('it');
    w.world.dice.push([6, 6, 6]);
    await rollSetup(w.scene as never, i18n());
    const content = w.world.messages.contents.at(-1)!.content;
    fake().i18n.setLanguage('en');
    expect(content).toContain('Tiro di preparazione');
    expect(content).toContain('sul lato di chi ha tirato');
    expect(content).toContain('vento forte');
    expect(sceneWind(w.scene)).toEqual({ direction: 8, strength: 'strong', force: 'strong-wind' });
  });
  it('OR-2 only for a GM, and only with the option on', async () => {
    const w = await canvasWorld();
    await expect(rollSetup(w.scene as never, i18n())).rejects.toThrow(/not in play/);
    await w.world.settings.set(SYSTEM_ID, 'setupRolls', true);
    w.world.actAs(w.player('Alice'));
    await expect(rollSetup(w.scene as never, i18n())).rejects.toThrow(/GM/);
  });
  it('OR-2 replaces the FP-A1 end-of-turn change: refused, and its tool gives way to the set-up tools', async () => {
    const w = await or2World();
    await expect(rollWindChange(w.scene as never, i18n())).rejects.toThrow(/start of every turn/);
    const controls: Record<string, { tools: Record<string, { visible: boolean }> }> = {
      tokens: { tools: {} },
    };
    onGetSceneControlButtons(controls as never);
    const names = Object.keys(controls.tokens!.tools);
    expect(names).not.toContain('scaWindChange');
    expect(names).not.toContain('scaRollWind');
    expect(names).toEqual(expect.arrayContaining(['scaSetupRoll', 'scaDeployment', 'scaRefusals']));
    await w.world.settings.set(SYSTEM_ID, 'setupRolls', false);
    const off: typeof controls = { tokens: { tools: {} } };
    onGetSceneControlButtons(off as never);
    expect(Object.keys(off.tokens!.tools)).toContain('scaWindChange');
    expect(Object.keys(off.tokens!.tools)).not.toContain('scaSetupRoll');
  });
});

describe('OR-2 scene wind and the rose', () => {
  it('SD-56 a wind set by hand clears the OR-2 strength; the rose names the OR-2 strength when there is one', async () => {
    const w = await or2World();
    await setSceneForce(w.scene, { direction: 4, force: 'light-breeze' });
    expect(sceneWind(w.scene)).toEqual({ direction: 4, strength: 'breeze', force: 'light-breeze' });
    const rose = windRoseContext(sceneWind(w.scene), i18n(), true, true);
    expect(rose.title).toBe('Wind from E, light breeze');
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/wind-rose.hbs',
      rose as never,
    );
    expect(html).toContain('data-action="setupRoll"');
    expect(html).not.toContain('data-action="windChange"');
    await setSceneWind(w.scene, { direction: 4, strength: 'strong' });
    expect(sceneWind(w.scene)).toEqual({ direction: 4, strength: 'strong' });
    fake().i18n.setLanguage('it');
    expect(
      windRoseContext({ direction: 0, strength: 'light', force: 'calm' }, i18n(), false).title,
    ).toBe('Vento da N, bonaccia');
    fake().i18n.setLanguage('en');
  });
});

describe('OR-2 the GM’s wind dialog', () => {
  it('SD-56 with OR-2 on it offers the six OR-2 strengths and sets calm by hand; off, an OR-2 strength is refused', async () => {
    const w = await or2World();
    const { applyWindForm, windFormContext } = await import('./wind.js');
    const form = windFormContext(sceneWind(w.scene), i18n(), true);
    expect(form.strengths.map((s) => s.label)).toEqual([
      'calm',
      'light airs',
      'light breeze',
      'moderate breeze',
      'strong wind',
      'storm',
    ]);
    expect(form.strength).toBe('moderate-breeze');
    await applyWindForm(w.scene as never, { direction: '2', strength: 'calm' }, i18n());
    expect(sceneWind(w.scene)).toEqual({ direction: 2, strength: 'light', force: 'calm' });
    await w.world.settings.set(SYSTEM_ID, 'setupRolls', false);
    await expect(
      applyWindForm(w.scene as never, { direction: '2', strength: 'storm' }, i18n()),
    ).rejects.toThrow(/light air, breeze or strong wind/);
    await applyWindForm(w.scene as never, { direction: '3', strength: 'strong' }, i18n());
    expect(sceneWind(w.scene)).toEqual({ direction: 3, strength: 'strong' });
  });
});

describe('OR-2 calm in the movement allowance', () => {
  const calm = { direction: 0, strength: 'light' as const, force: 'calm' as const };
  it('OR-2 calm: a ship under sail does not move', () =>
    expect(movementAllowance(shipSource({ sail: 'full' }), calm, 1200)).toMatchObject({
      allowanceMm: 0,
      blockedBy: 'calm',
    }));
  it('OR-2 / SD-59 calm: a gunboat (oared) moves at half its light-airs speed', () => {
    const gunboat = shipSource({ sail: 'full' }, 'unrated-gunboat-small');
    const light = movementAllowance(gunboat, { direction: 0, strength: 'light' }, 1200);
    const a = movementAllowance(gunboat, calm, 1200);
    expect(a.blockedBy).toBeNull();
    expect(a.allowanceMm).toBe(light.allowanceMm / 2);
    expect(a.steps.at(-1)).toMatchObject({ key: 'calm', rule: 'OR-2' });
  });
  it('OR-2 light airs moves as Fast Play light air', () =>
    expect(
      movementAllowance(shipSource({ sail: 'full' }), { ...calm, force: 'light-airs' }, 1200)
        .allowanceMm,
    ).toBe(
      movementAllowance(shipSource({ sail: 'full' }), { direction: 0, strength: 'light' }, 1200)
        .allowanceMm,
    ));
});

async function twoFleets(generation: 13 | 14 = 13) {
  const w = await or2World(generation);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const british = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British', crew: 'average' },
  }); // 74C: BF 7 + average 0 = 7 points
  const french = await shipActor('Généreux', {
    classId: '3rd-80l',
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French', crew: 'good' },
  });
  await placeShip(w.scene, british, 600, -400, 90);
  await placeShip(w.scene, french, 900, -400, 270);
  return { ...w, alice, bob };
}

describe('OR-2 deployment (GM tool)', () => {
  it('FP-1.5 fleet points are the cost of each side’s ships on the scene', async () => {
    const w = await twoFleets();
    const points = fleetPoints(w.scene as never);
    expect(points.map((p) => p.side)).toEqual(['British', 'French']);
    expect(points[0]!.points).toBeLessThan(points[1]!.points);
  });
  it('OR-2 the fleet with fewer points rolls: even, its left edge; the other fleet opposite; zones a quarter of the diagonal deep (v13)', async () => {
    const w = await twoFleets(13);
    w.world.dice.push([3, 3, 4]); // set-up: north on the roller's left, the roller sits west
    await rollSetup(w.scene as never, i18n());
    w.world.dice.push([4]);
    const plan = await rollDeployment(w.scene as never, i18n());
    expect(plan).toMatchObject({ first: 'British', second: 'French', seat: 'W', tie: false });
    // OR-2 / SD-106 the scene remembers the second deployer: it chooses the order of play each turn.
    expect(or2State(w.scene as never)).toMatchObject({
      secondDeployer: 'French',
      orderChoice: null,
    });
    // Seated at the west edge facing east, the roller's left is the north (top) edge.
    expect(plan.deployment).toMatchObject({ side: 'left', firstEdge: 'N', secondEdge: 'S' });
    const regions = w.scene.regions.contents;
    expect(regions).toHaveLength(2);
    const diag = Math.hypot(w.scene.width, w.scene.height) / 4;
    const [top, bottom] = regions.map((r) => r.shapes[0]!);
    expect(top).toMatchObject({ type: 'rectangle', x: 0, y: 0, width: w.scene.width });
    expect(top!.height).toBeCloseTo(diag, 6);
    expect(bottom!.y).toBeCloseTo(w.scene.height - diag, 6);
    expect(regions[0]!.flags[SYSTEM_ID]![DEPLOYMENT_FLAG]).toEqual({ side: 'British', edge: 'N' });
    const msg = w.world.messages.contents.at(-1)!.content;
    expect(msg).toContain('Deployment');
    expect(msg).toContain('top edge (north)');
  });
  it('OR-2 rolling again replaces the zones (v14 Regions too); an odd roll deploys on the right', async () => {
    const w = await twoFleets(14);
    w.world.dice.push([1, 1, 1]); // 3: north on the roller's side, the roller sits at the top
    await rollSetup(w.scene as never, i18n());
    w.world.dice.push([2]);
    await rollDeployment(w.scene as never, i18n());
    w.world.dice.push([5]);
    const plan = await rollDeployment(w.scene as never, i18n());
    // Seated at the top facing south, the right hand is the west edge.
    expect(plan.deployment).toMatchObject({ side: 'right', firstEdge: 'W', secondEdge: 'E' });
    expect(w.scene.regions.contents).toHaveLength(2);
    expect(w.scene.regions.contents.map((r) => r.shapes[0]!.x)).toEqual([
      0,
      w.scene.width - Math.hypot(w.scene.width, w.scene.height) / 4,
    ]);
  });
  it('OR-2 equal points: the first deployer is drawn at random (1d2)', () => {
    const rect = { x: 0, y: 0, width: 1800, height: 1200 };
    const points = [
      { side: 'A', points: 30 },
      { side: 'B', points: 30 },
    ];
    expect(deploymentPlan({ points, seat: 'S', d6: 2, tieD2: 2, rect })).toMatchObject({
      first: 'B',
      tie: true,
    });
    expect(deploymentPlan({ points, seat: 'S', d6: 2, tieD2: 1, rect }).first).toBe('A');
  });
  it('OR-2 needs the set-up roll first and exactly two sides', async () => {
    const w = await twoFleets();
    await expect(rollDeployment(w.scene as never, i18n())).rejects.toThrow(/set-up roll first/);
    await setOr2State(w.scene, { northEdge: 'own' });
    const third = await shipActor('Santa Ana', { system: { side: 'Spanish' } });
    await placeShip(w.scene, third, 300, -300, 0);
    await expect(rollDeployment(w.scene as never, i18n())).rejects.toThrow(/exactly two sides/);
  });
});

describe('OR-2 refusals (GM form)', () => {
  it('OR-2 a count per side, 0-3, stored on the scene; bad input changes nothing', async () => {
    const w = await twoFleets();
    const ctx = refusalsFormContext(w.scene as never, i18n());
    expect(ctx.sides.map((s) => s.name)).toEqual(['British', 'French']);
    expect(ctx.sides[0]!.choices.map((c) => c.value)).toEqual(['0', '1', '2', '3']);
    await applyRefusalsForm(w.scene as never, { side0: '0', side1: '2' }, i18n());
    expect(or2State(w.scene).refusals).toEqual([
      { side: 'British', count: 0 },
      { side: 'French', count: 2 },
    ]);
    await expect(
      applyRefusalsForm(w.scene as never, { side0: '4', side1: '0' }, i18n()),
    ).rejects.toThrow(/0 to 3/);
    expect(or2State(w.scene).refusals[1]).toEqual({ side: 'French', count: 2 });
    w.world.actAs(w.alice);
    await expect(
      applyRefusalsForm(w.scene as never, { side0: '1', side1: '0' }, i18n()),
    ).rejects.toThrow(/GM/);
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/refusals-dialog.hbs',
      refusalsFormContext(w.scene as never, i18n()) as never,
    );
    expect(html).toMatch(/name="side1"[\s\S]*value="2" selected/);
  });
});
