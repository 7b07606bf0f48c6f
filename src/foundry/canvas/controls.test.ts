// GM tools: the sea preset on an existing scene (FP-1.2, HR-2), a class change resizing tokens (FP-1.1),
// and the scene-control tools each user gets.
import { describe, expect, it } from 'vitest';
import { classById } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { shipClassFields } from '../models/ship-model.js';
import { applySeaPreset, onGetSceneControlButtons } from './controls.js';
import { settleCanvasTasks } from './hooks.js';
import { pxToMm, tokenCentrePx } from './table-ships.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

describe('sea preset on an existing scene', () => {
  it('FP-1.2 gridless mm grid of the scale; ship tokens resized to their bases around their centre pixels', async () => {
    const w = await canvasWorld();
    await w.scene.update({ grid: { type: 1, size: 100, distance: 5, units: 'ft' } });
    const actor = await shipActor('Ship');
    const [token] = await w.scene.createEmbeddedDocuments('Token', [
      { actorId: actor.id, name: 'Ship', x: 1000, y: 1000, width: 1, height: 1 },
    ]);
    await token!.update({ width: 2, height: 2 });
    const count = await applySeaPreset(w.scene);
    expect(count).toBe(1);
    expect(w.scene.grid).toEqual({ type: 0, size: 50, distance: 10, units: 'mm' });
    expect(token).toMatchObject({ x: 1000, y: 913, width: 4, height: 7.5 }); // centre (1100, 1100) px kept
  });

  it('HR-2 with the world at 1:3000 the preset is 20 px per 2 mm and the tokens 8 x 15', async () => {
    const w = await canvasWorld();
    const actor = await shipActor('Ship');
    const token = await placeShip(w.scene, actor, 600, -400, 0);
    await w.world.settings.set(SYSTEM_ID, 'tableScale', '3000');
    await applySeaPreset(w.scene);
    expect(w.scene.grid).toMatchObject({ size: 20, distance: 2 });
    expect(token).toMatchObject({ width: 8, height: 15 });
  });

  it('a player cannot apply the preset', async () => {
    const w = await canvasWorld();
    w.world.actAs(w.player('Alice'));
    await expect(applySeaPreset(w.scene)).rejects.toThrow('Only a GM can do this.');
  });
});

describe('a ship changes class', () => {
  it('FP-1.1 her tokens take the new base (a 74C of 75 mm becomes a 1st rate of 85 mm), centres kept', async () => {
    const w = await canvasWorld();
    const actor = await shipActor('Ship');
    const token = await placeShip(w.scene, actor, 600, -400, 0);
    const before = pxToMm(tokenCentrePx(token, w.scene.grid), w.scene.grid);
    await actor.update({ 'system.shipClass': shipClassFields(classById('1st-130')) });
    await settleCanvasTasks();
    expect(token).toMatchObject({ width: 4, height: 8.5 });
    const after = pxToMm(tokenCentrePx(token, w.scene.grid), w.scene.grid);
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(0.1);
  });
});

describe('scene-control tools', () => {
  const tools = async (gm: boolean) => {
    const w = await canvasWorld();
    if (!gm) w.world.actAs(w.player('Alice'));
    const controls: Record<string, { tools: Record<string, { visible: boolean; title: string }> }> =
      { tokens: { tools: {} } };
    onGetSceneControlButtons(controls as never);
    return Object.entries(controls.tokens!.tools)
      .filter(([, t]) => t.visible)
      .map(([k]) => k);
  };
  it("the wind rose toggle shows the rose's state when the controls are built again (a controls reset)", async () => {
    await canvasWorld();
    type Tool = { active?: boolean; onChange(event: Event, active?: boolean): void };
    const build = () => {
      const controls: Record<string, { tools: Record<string, Tool> }> = { tokens: { tools: {} } };
      onGetSceneControlButtons(controls as never);
      return controls.tokens!.tools.scaWindRose!;
    };
    expect(build().active).toBe(true);
    build().onChange(new Event('change'), false);
    expect(build().active).toBe(false);
    build().onChange(new Event('change'), true);
    expect(build().active).toBe(true);
  });

  it('the GM gets the wind, shift, preset and clear tools; everyone gets the wind rose toggle', async () => {
    expect(await tools(true)).toEqual([
      'scaWindRose',
      'scaSetWind',
      'scaRollWind',
      'scaWindChange',
      'scaShiftFleet',
      'scaSeaPreset',
      'scaClearArcs',
    ]);
    expect(await tools(false)).toEqual(['scaWindRose']);
  });
});
