// Who edits what on the sheets: owners what the rules let a captain write (FP-3 orders until
// locked), the GM everything, observers nothing; crafted submissions are filtered.
import { describe, expect, it } from 'vitest';
import {
  FORT_EDIT_RULES,
  SHIP_CLASS_EDIT_RULES,
  SHIP_EDIT_RULES,
  editFlags,
  editablePaths,
  filterSubmission,
  mayEdit,
  sheetRole,
} from './permissions.js';

const open = { ordersLocked: false };
const locked = { ordersLocked: true };

describe('sheet permissions', () => {
  it('roles: a GM is always gm; an owner is owner; anyone else observes', () => {
    expect(sheetRole({ isGM: true }, false)).toBe('gm');
    expect(sheetRole({ isGM: false }, true)).toBe('owner');
    expect(sheetRole({ isGM: false }, false)).toBe('observer');
  });

  it.each([
    ['name', true, true, true, false],
    ['system.squadron', true, true, true, false],
    ['system.orders.extinguish', true, true, false, false],
    ['system.orders.changeCourse', true, true, false, false],
    ['system.orders.firePort', true, true, false, false],
    ['system.orders.locked', true, false, false, false],
    ['system.orders.turn', true, false, false, false],
    ['system.damage.port', true, false, false, false],
    ['system.damage.riggingRepaired', true, false, false, false],
    ['system.crew', true, false, false, false],
    ['system.originalCrew', true, false, false, false],
    ['system.nation', true, false, false, false],
    ['system.side', true, false, false, false],
    ['system.shipClass.dc', true, false, false, false],
    ['system.fires.hull', true, false, false, false],
    ['system.sail', true, false, false, false],
    ['system.status.struck', true, false, false, false],
  ])(
    'ship field %s: GM %s, owner (open orders) %s, owner (locked) %s, observer %s',
    (path, gm, ownerOpen, ownerLocked, observer) => {
      const rule = SHIP_EDIT_RULES[path]!;
      expect(mayEdit(rule, 'gm', open)).toBe(gm);
      expect(mayEdit(rule, 'gm', locked)).toBe(gm);
      expect(mayEdit(rule, 'owner', open)).toBe(ownerOpen);
      expect(mayEdit(rule, 'owner', locked)).toBe(ownerLocked);
      expect(mayEdit(rule, 'observer', open)).toBe(observer);
    },
  );

  it('the system-managed fields are editable by nobody through the form', () => {
    const all = editablePaths(SHIP_EDIT_RULES, 'gm', open);
    for (const p of [
      'system.history',
      'system.moraleTests',
      'system.contacts',
      'system.tack.phase',
      'system.schemaVersion',
      'ownership',
    ])
      expect(all.has(p)).toBe(false);
  });

  it('fort and class: owners rename, the GM edits the rest', () => {
    expect([...editablePaths(FORT_EDIT_RULES, 'owner', open)].sort()).toEqual([
      'name',
      'system.squadron',
    ]);
    expect(editablePaths(FORT_EDIT_RULES, 'gm', open).has('system.damage.hull')).toBe(true);
    expect([...editablePaths(SHIP_CLASS_EDIT_RULES, 'owner', open)]).toEqual(['name']);
    expect(editablePaths(SHIP_CLASS_EDIT_RULES, 'gm', open).size).toBe(8);
  });

  it('template flags use underscores for dots and drop the system prefix', () => {
    const f = editFlags(SHIP_EDIT_RULES, 'owner', locked);
    expect(f.orders_extinguish).toBe(false);
    expect(f.squadron).toBe(true);
    expect(f.damage_port).toBe(false);
    expect(f.name).toBe(true);
  });

  it('a crafted player submission keeps only the allowed keys', () => {
    const allowed = editablePaths(SHIP_EDIT_RULES, 'owner', open);
    const r = filterSubmission(
      {
        name: 'X',
        'system.orders.tack': true,
        'system.damage.port': 0,
        'system.crew': 'elite',
        'system.orders.locked': false,
      },
      allowed,
    );
    expect(r.accepted).toEqual({ name: 'X', 'system.orders.tack': true });
    expect(r.dropped).toEqual(['system.damage.port', 'system.crew', 'system.orders.locked']);
  });
});
