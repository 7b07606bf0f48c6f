// The ship data model refuses flags no play can reach (validateJoint, and a contact with itself
// before create/update), with a message naming the rule, and changes nothing; combinations the rules
// can reach stay valid.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, freshWorld, type TestDoc } from '../../../tests/support/foundry.js';
import { shipData } from '../../../tests/support/ships.js';
import { classById } from '../../rules/index.js';
import { shipClassFields, type ShipSystemSource } from './ship-model.js';

const ALL_STATUS = { struck: true, captured: true, exploded: true, abandoned: true };
const contact = (actorId: string) => ({ actorId, kind: 'boarding' });

beforeEach(() => {
  freshWorld();
});

async function ship(system: Record<string, unknown> = {}): Promise<TestDoc<ShipSystemSource>> {
  return createActor<ShipSystemSource>({
    name: 'HMS Test',
    type: 'ship',
    system: {
      shipClass: shipClassFields(classById('6th-20-28')),
      crew: 'average',
      originalCrew: 'average',
      ...system,
    },
  });
}

describe('contradictory ship states are refused', () => {
  it.each([
    [
      'struck + captured + exploded + abandoned at once',
      { status: ALL_STATUS, fireship: { isFireship: true, lit: true } },
      /an abandoned fireship has no crew to strike its colours \(FP-6\.7\)/,
    ],
    [
      'a lit fireship that is not a fireship',
      { fireship: { isFireship: false, lit: true } },
      /not a fireship cannot be a lit fireship \(FP-6\.7\)/,
    ],
    [
      'an abandoned ship that is not a fireship',
      { status: { ...ALL_STATUS, struck: false, captured: false, exploded: false } },
      /only a fireship's crew abandon it/,
    ],
    [
      'in stays with no start heading',
      { tack: { phase: 'inStays', startHeading: null, rotation: 1 } },
      /in stays needs the heading its tack started from \(FP-5\.6\)/,
    ],
    [
      'in a melee with no contact',
      { boarding: { partiesReady: false, inMelee: true, boardedNotRepelled: false } },
      /boarding melee must be in contact .*\(FP-7\.1\)/,
    ],
    [
      'the same contact twice',
      { contacts: [contact('x'), contact('x')] },
      /contact with x is recorded twice/,
    ],
  ])('%s', async (_label, patch, message) => {
    await expect(ship(patch)).rejects.toThrow(message);
    const a = await ship();
    const before = JSON.stringify(a.toObject());
    const flat = Object.fromEntries(Object.entries(patch).map(([k, v]) => [`system.${k}`, v]));
    await expect(a.update(flat)).rejects.toThrow(message);
    expect(JSON.stringify(a.toObject())).toBe(before);
  });
  it('a contact with itself is refused on update and on create', async () => {
    const a = await ship();
    await expect(a.update({ 'system.contacts': [contact(a.id)] })).rejects.toThrow(
      'a ship cannot be in contact with itself (FP-5.8)',
    );
    expect((a.system as ShipSystemSource).contacts).toEqual([]);
    await expect(
      createActor({
        _id: 'selfselfselfself',
        name: 'Narcissus',
        type: 'ship',
        system: {
          shipClass: shipClassFields(classById('6th-20-28')),
          contacts: [contact('selfselfselfself')],
        },
      }),
    ).rejects.toThrow(/in contact with itself/);
  });
});

describe('states the rules can reach stay valid', () => {
  it.each([
    [
      'a prize that struck again (FP-7.5 then FP-8.2)',
      { status: { struck: true, captured: true, exploded: false, abandoned: false } },
    ],
    [
      'a struck ship that exploded (FP-4.4 / D-6)',
      { status: { struck: true, captured: false, exploded: true, abandoned: false } },
    ],
    [
      'an abandoned lit fireship that burnt and exploded',
      {
        status: { struck: false, captured: false, exploded: true, abandoned: true },
        fireship: { isFireship: true, lit: true },
      },
    ],
    ['in stays from NE', { tack: { phase: 'inStays', startHeading: 2, rotation: -1 } }],
    [
      'in a melee, in contact',
      {
        boarding: { partiesReady: true, inMelee: true, boardedNotRepelled: false },
        contacts: [contact('enemy')],
      },
    ],
  ])('%s', (_label, patch) => {
    expect(() => shipData('6th-20-28', 'average', patch)).not.toThrow();
  });
});
