// The ship/fort/class models against the Foundry fake: schema rejects bad values with a message,
// derived values come from the rules core, permissions hold.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createActor,
  createItem,
  freshWorld,
  type TestDoc,
} from '../../../tests/support/foundry.js';
import { classById } from '../../rules/index.js';
import { shipClassFields, type ShipSystemSource } from './ship-model.js';

type Doc = TestDoc<ShipSystemSource>;
let w: ReturnType<typeof freshWorld>;

async function ship(crew = 'average', guns = '3rd-74c'): Promise<Doc> {
  return createActor<ShipSystemSource>({
    name: 'HMS Test',
    type: 'ship',
    system: { shipClass: shipClassFields(classById(guns)), crew, originalCrew: crew },
  });
}

beforeEach(() => {
  w = freshWorld();
});

describe('Actor "ship" data model', () => {
  it('FP-2.4 / FP-2.3 derived values come from the rules core', async () => {
    const a = await ship('good');
    const s = a.system as unknown as {
      profile: { dcCapacity: number; hdc: object; rdc: number };
      bf: object;
      hullBar: object;
      speedMm: number;
    };
    expect(s.profile.dcCapacity).toBe(130);
    expect(s.profile.hdc).toEqual({ port: 7, starboard: 7 });
    expect(s.bf).toEqual({ port: 7, starboard: 7 });
    expect(s.hullBar).toEqual({ value: 14 * 130, max: 14 * 130 });
    expect(s.speedMm).toBe(180);
  });
  it('FP-2.2 damage updates the BF of that side and the token bar', async () => {
    const a = await ship();
    await a.update({ 'system.damage.starboard': 250 });
    const s = a.system as unknown as {
      bf: object;
      hullBar: { value: number };
      dcLost: { starboard: number };
    };
    expect(s.bf).toEqual({ port: 7, starboard: 5 });
    expect(s.dcLost.starboard).toBe(2);
    expect(s.hullBar.value).toBe(14 * 120 - 250);
  });
  it('FP-5.3 rigging damage slows the ship', async () => {
    const a = await ship();
    await a.update({ 'system.damage.rigging': 60, 'system.sail': 'easy' });
    expect((a.system as unknown as { speedMm: number }).speedMm).toBe(90);
    await a.update({ 'system.damage.rigging': 120 });
    expect((a.system as unknown as { speedMm: number }).speedMm).toBe(60);
  });
  it.each([
    [{ 'system.damage.port': -5 }, /damage\.port: must be at least 0/],
    [{ 'system.crew': 'heroic' }, /crew: "heroic" is not a valid choice/],
    [{ 'system.shipClass.bf': 20 }, /shipClass\.bf: must be at most 14/],
    [{ 'system.damage.rigging': 6 * 120 + 1 }, /rigging damage must be a whole number 0-720/],
    [{ 'system.sail': 'reefed' }, /sail: "reefed" is not a valid choice/],
    [{ 'system.fires.hull': 1.5 }, /fires\.hull: must be an integer/],
  ])('rejects %j with a clear message and changes nothing', async (changes, message) => {
    const a = await ship();
    const before = JSON.stringify(a.toObject());
    await expect(a.update(changes)).rejects.toThrow(message);
    expect(JSON.stringify(a.toObject())).toBe(before);
  });
  it('a player who does not own the ship cannot change it; an owner can', async () => {
    const a = await ship();
    const alice = w.player('Alice');
    const bob = w.player('Bob');
    await a.update({ [`ownership.${alice.id}`]: 3 });
    w.world.actAs(bob);
    await expect(a.update({ 'system.sail': 'easy' })).rejects.toThrow(/lacks permission/);
    w.world.actAs(alice);
    await a.update({ 'system.sail': 'easy' });
    expect((a.system as ShipSystemSource).sail).toBe('easy');
  });
  it('migrateData turns an old single fire count into hull fires', async () => {
    const a: Doc = await createActor<ShipSystemSource>({
      name: 'Old',
      type: 'ship',
      system: { fires: 2, shipClass: shipClassFields(classById('3rd-64')) },
    });
    expect((a.system as ShipSystemSource).fires).toEqual({ hull: 2, rigging: 0 });
  });
});

describe('Actor "fort" and Item "shipClass"', () => {
  it('D-3 a fort has one hull track; its BF drops per HDC lost', async () => {
    const f = await createActor({
      name: 'Battery',
      type: 'fort',
      system: { classId: 'fort-heavy-coastal-battery' },
    });
    await f.update({ 'system.damage.hull': 1100 });
    const s = f.system as unknown as {
      hdcLost: number;
      bfNow: number;
      hullBar: { value: number; max: number };
    };
    expect([s.hdcLost, s.bfNow]).toEqual([2, 2]);
    expect(s.hullBar).toEqual({ value: 4000 - 1100, max: 4000 });
    await expect(f.update({ 'system.damage.hull': 4001 })).rejects.toThrow(/0-4000/);
  });
  it('a ship class item keeps a row of FP-2.1', async () => {
    const i = await createItem({
      name: '74C',
      type: 'shipClass',
      system: { classId: '3rd-74c', rate: '3rd', guns: '74C', dc: 120, bf: 7, masts: 3 },
    });
    expect((i.system as Record<string, unknown>).dc).toBe(120);
    await expect(i.update({ 'system.rate': '7th' })).rejects.toThrow(/not a valid choice/);
  });
});
