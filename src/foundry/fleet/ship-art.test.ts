// The generated art follows a ship's or fort's class and nation, and never replaces art a user chose.
import { describe, expect, it, vi } from 'vitest';
import { createScene, installCanvas } from '../../../tests/fake-foundry/canvas.js';
import { freshWorld, createActor } from '../../../tests/support/foundry.js';
import { seaSceneData } from '../canvas/scene-setup.js';
import { shipActorData } from './fleet-ship.js';
import { registerFleet } from './register.js';
import {
  DEFAULT_ACTOR_IMG,
  artChanges,
  isReplaceableArt,
  onPreCreateActorArt,
  onPreUpdateActorArt,
  shipArt,
} from './ship-art.js';

const S = 'systems/signal-close-action/assets/ships';
const CUSTOM = 'worlds/mine/hms-victory.webp';

describe('ship art paths and what may be replaced', () => {
  it('portrait and token of a class in a nation, plain without one', () => {
    expect(shipArt('3rd-74c', 'france')).toEqual({
      img: `${S}/portraits/3rd-74c-france.svg`,
      token: `${S}/tokens/3rd-74c-france.svg`,
    });
    expect(shipArt('fort-citadel', '').token).toBe(`${S}/tokens/fort-citadel.svg`);
  });
  it("empty, Foundry's default and generated art are replaceable; a user's image is not", () => {
    for (const p of [undefined, null, '', DEFAULT_ACTOR_IMG, `${S}/tokens/3rd-64.svg`])
      expect(isReplaceableArt(p)).toBe(true);
    for (const p of [CUSTOM, 'icons/svg/anchor.svg', 42]) expect(isReplaceableArt(p)).toBe(false);
  });
});

describe('artChanges', () => {
  const ship = {
    type: 'ship',
    img: DEFAULT_ACTOR_IMG,
    tokenSrc: undefined,
    classId: '5th-44',
    nation: 'usa',
  };
  it('dresses a ship with default art in its class and nation, the texture filling the token', () => {
    expect(artChanges(ship)).toEqual({
      img: `${S}/portraits/5th-44-usa.svg`,
      'prototypeToken.texture.src': `${S}/tokens/5th-44-usa.svg`,
      'prototypeToken.texture.fit': 'fill',
    });
  });
  it("keeps a user's own image and token", () => {
    expect(artChanges({ ...ship, img: CUSTOM, tokenSrc: CUSTOM })).toEqual({});
    expect(Object.keys(artChanges({ ...ship, img: CUSTOM }))).not.toContain('img');
  });
  it('a fort by its fortification class; nothing for a mismatched or unknown class or another type', () => {
    expect(
      artChanges({ ...ship, type: 'fort', classId: 'fort-martello-tower', nation: '' }).img,
    ).toBe(`${S}/portraits/fort-martello-tower.svg`);
    expect(artChanges({ ...ship, type: 'fort' })).toEqual({});
    expect(artChanges({ ...ship, classId: 'fort-citadel' })).toEqual({});
    expect(artChanges({ ...ship, classId: 'no-such-class' })).toEqual({});
    expect(artChanges({ ...ship, type: 'npc' })).toEqual({});
  });
});

describe('hooks', () => {
  it('preCreateActor: a ship made in the sidebar gets its art; a fleet-built one keeps its own', () => {
    const seen: Array<Record<string, unknown>> = [];
    const doc = (img: string | undefined, src: string | undefined) => ({
      type: 'ship',
      img,
      system: { shipClass: { id: '3rd-64' }, nation: 'spain' },
      prototypeToken: { texture: { src } },
      updateSource: (c: Record<string, unknown>) => seen.push(c),
    });
    onPreCreateActorArt(doc(DEFAULT_ACTOR_IMG, undefined));
    expect(seen).toEqual([
      {
        img: `${S}/portraits/3rd-64-spain.svg`,
        'prototypeToken.texture.src': `${S}/tokens/3rd-64-spain.svg`,
        'prototypeToken.texture.fit': 'fill',
      },
    ]);
    const art = shipArt('3rd-64', 'spain');
    onPreCreateActorArt(doc(art.img, art.token));
    expect(seen).toHaveLength(1);
  });

  it('preUpdateActor: a new nation or class swaps generated art in the same update', () => {
    const actor = {
      type: 'ship',
      img: shipArt('3rd-64', 'spain').img,
      system: { shipClass: { id: '3rd-64' }, nation: 'spain' },
      prototypeToken: { texture: { src: shipArt('3rd-64', 'spain').token } },
    };
    const nation: Record<string, unknown> = { system: { nation: 'france' } };
    onPreUpdateActorArt(actor, nation);
    expect(nation.img).toBe(`${S}/portraits/3rd-64-france.svg`);
    expect(nation.prototypeToken).toEqual({
      texture: { src: `${S}/tokens/3rd-64-france.svg`, fit: 'fill' },
    });
    const drop: Record<string, unknown> = { system: { shipClass: { id: '3rd-74c', rate: '3rd' } } };
    onPreUpdateActorArt(actor, drop);
    expect(drop.img).toBe(`${S}/portraits/3rd-74c-spain.svg`);
    const other: Record<string, unknown> = { system: { crew: 'good' } };
    onPreUpdateActorArt(actor, other);
    expect(other).toEqual({ system: { crew: 'good' } });
    const custom: Record<string, unknown> = { img: CUSTOM, system: { nation: 'france' } };
    onPreUpdateActorArt(actor, custom);
    expect(custom.img).toBe(CUSTOM);
  });

  it('in a world: changing a fleet-built ship nation repaints it', async () => {
    freshWorld();
    registerFleet();
    const ship = await createActor(
      shipActorData(
        {
          name: 'Jason',
          classId: '3rd-64',
          crew: 'poor',
          nation: 'france',
          squadron: '',
          side: '',
          damage: { port: 0, starboard: 0, rigging: 0 },
        },
        { scale: 1200 },
      ),
    );
    await ship.update({ 'system.nation': 'britain' });
    const data = ship.toObject() as { img: string; prototypeToken: { texture: { src: string } } };
    expect(data.img).toBe(`${S}/portraits/3rd-64-britain.svg`);
    expect(data.prototypeToken.texture.src).toBe(`${S}/tokens/3rd-64-britain.svg`);
  });

  it('in a world: the ship tokens already placed follow; a custom token and another ship stay', async () => {
    const w = freshWorld();
    registerFleet();
    installCanvas(w, { generation: 13 });
    const scene = createScene({ name: 'Sea', ...seaSceneData(1200) });
    const fleetShip = (name: string) =>
      shipActorData(
        {
          name,
          classId: '3rd-64',
          crew: 'poor',
          nation: 'france',
          squadron: '',
          side: '',
          damage: { port: 0, starboard: 0, rigging: 0 },
        },
        { scale: 1200 },
      );
    const ship = await createActor(fleetShip('Jason'));
    const other = await createActor(fleetShip('Scipion'));
    const french = shipArt('3rd-64', 'france').token;
    const placed = await scene.createEmbeddedDocuments('Token', [
      { name: 'a', actorId: ship.id, width: 4, height: 7.5, texture: { src: french } },
      { name: 'b', actorId: ship.id, width: 4, height: 7.5, texture: { src: CUSTOM } },
      { name: 'c', actorId: other.id, width: 4, height: 7.5, texture: { src: french } },
    ]);
    const srcs = () =>
      placed.map((t) => (t.toObject() as { texture: { src: string } }).texture.src);
    await ship.update({ 'system.nation': 'britain' });
    await vi.waitFor(() =>
      expect(srcs()).toEqual([`${S}/tokens/3rd-64-britain.svg`, CUSTOM, french]),
    );
    await ship.update({ 'system.crew': 'good' });
    expect(srcs()).toEqual([`${S}/tokens/3rd-64-britain.svg`, CUSTOM, french]);
  });
});
