// The fleet builder's pure state: FP-1.5 costs, the FP-2.1 worked check, squadron-list warnings,
// form changes and the localised view model.
import { describe, expect, it } from 'vitest';
import { FakeI18n } from '../../../tests/fake-foundry/i18n.js';
import {
  BUILDER_CLASSES,
  addShip,
  applyBuilderForm,
  builderBlockers,
  builderFromSquadron,
  builderCost,
  builderFleet,
  builderFolderName,
  builderOwnership,
  builderView,
  newBuilderState,
  removeShip,
  type BuilderState,
} from './builder-state.js';
import { exampleSquadron } from './examples.js';

const en = new FakeI18n('en');
const it_ = new FakeI18n('it');

/** The digest's British example squadron (FP-2.1 worked check). */
function britishExample(): BuilderState {
  return builderFromSquadron(exampleSquadron('britain'), 28);
}

describe('fleet builder: classes and costs', () => {
  it('offers the 24 ship rows of FP-2.1 (no fortifications)', () => {
    expect(BUILDER_CLASSES).toHaveLength(24);
    expect(BUILDER_CLASSES.some((r) => r.rate === 'fortification')).toBe(false);
  });
  it('FP-2.1 worked check: the British example squadron costs 28', () => {
    expect(builderCost(britishExample())).toBe(28);
  });
  it('FP-2.1 worked check: the French example squadron costs 28', () => {
    expect(builderCost(builderFromSquadron(exampleSquadron('france'), 28))).toBe(28);
  });
  it('rejects a fortification or an unknown crew', () => {
    expect(() => addShip(newBuilderState(), 'fort-citadel')).toThrow(/not a ship class/);
    expect(() => addShip(newBuilderState(), '3rd-74c', 'heroic' as never)).toThrow(/crew/);
  });
  it('removes a ship by key; keys are never reused', () => {
    let s = britishExample();
    s = removeShip(s, 2);
    expect(s.ships.map((x) => x.key)).toEqual([1, 3, 4]);
    s = addShip(s, '6th-20-28');
    expect(s.ships.at(-1)!.key).toBe(5);
  });
});

describe('fleet builder: form changes', () => {
  it('applies valid values and keeps the previous ones for invalid values', () => {
    const s = applyBuilderForm(britishExample(), {
      nation: 'spain',
      budget: '40',
      folderName: '  Cadiz  ',
      'ships.1.name': ' HMS Barfleur ',
      'ships.2.crew': 'elite',
      'ships.3.crew': 'heroic',
      pickClassId: '6th-20-28',
      pickCrew: 'poor',
      othersLevel: '2',
      ownerId: 'user1',
    });
    expect(s.nation).toBe('spain');
    expect(s.budget).toBe(40);
    expect(s.folderName).toBe('Cadiz');
    expect(s.ships[0]!.name).toBe('HMS Barfleur');
    expect(s.ships[1]!.crew).toBe('elite');
    expect(s.ships[2]!.crew).toBe('average');
    expect([s.pickClassId, s.pickCrew, s.othersLevel, s.ownerId]).toEqual([
      '6th-20-28',
      'poor',
      2,
      'user1',
    ]);
    const bad = applyBuilderForm(s, {
      nation: 'atlantis',
      budget: '-3',
      pickClassId: 'fort-citadel',
      othersLevel: '3',
    });
    expect([bad.nation, bad.budget, bad.pickClassId, bad.othersLevel]).toEqual([
      'spain',
      40,
      '6th-20-28',
      2,
    ]);
  });
  it('accepts the ship fields expanded too ({ ships: { 3: { name } } })', () => {
    const s = applyBuilderForm(britishExample(), {
      ships: { 3: { name: 'HMS Africa', crew: 'poor' } },
    });
    expect([s.ships[2]!.name, s.ships[2]!.crew]).toEqual(['HMS Africa', 'poor']);
  });
  it('ownership: the chosen owner owns, everyone else gets the chosen level', () => {
    const s = applyBuilderForm(newBuilderState(), { ownerId: 'abc', othersLevel: '1' });
    expect(builderOwnership(s)).toEqual({ default: 1, abc: 3 });
    expect(builderOwnership(newBuilderState())).toEqual({ default: 0 });
  });
  it("the fleet to create: side defaults to the nation's side name, names trimmed, no damage", () => {
    const fleet = builderFleet(applyBuilderForm(britishExample(), { squadron: 'Channel' }), en);
    expect(fleet[0]).toEqual({
      name: 'HMS Prince George',
      classId: '2nd-98s',
      crew: 'good',
      nation: 'britain',
      squadron: 'Channel',
      side: 'British',
      damage: { port: 0, starboard: 0, rigging: 0 },
    });
  });
  it('blocks creation without ships or with an unnamed ship', () => {
    expect(builderBlockers(newBuilderState())).toEqual([{ kind: 'noShips' }]);
    expect(builderBlockers(addShip(britishExample(), '6th-20-28'))).toEqual([
      { kind: 'unnamed', row: 5 },
    ]);
    expect(builderBlockers(britishExample())).toEqual([]);
  });
  it('the default folder is named after the nation, in the user language', () => {
    expect(builderFolderName(britishExample(), en)).toBe('Great Britain fleet');
    expect(builderFolderName(britishExample(), it_)).toBe('Flotta: Gran Bretagna');
  });
});

describe('fleet builder: view model', () => {
  it('an empty builder: nothing to create, no warnings', () => {
    const v = builderView(newBuilderState(), en);
    expect(v.hasShips).toBe(false);
    expect(v.costLine).toBe('Cost 0 of 28 points');
    expect(v.compositionOk).toBe(true);
    expect(v.canCreate).toBe(false);
    expect(v.blockers).toEqual(['Add at least one ship.']);
    expect(v.classGroups.map((g) => g.label)).toEqual([
      '1st rate',
      '2nd rate',
      '3rd rate',
      '4th rate',
      '5th rate',
      '6th rate',
      'Unrated',
    ]);
    expect(v.classGroups.flatMap((g) => g.options)).toHaveLength(24);
  });
  it('the British example: 28 of 28, within the British list', () => {
    const v = builderView(britishExample(), en, [{ id: 'u1', name: 'Alice' }]);
    expect(v.ships.map((s) => [s.row, s.name, s.guns, s.cost, s.dc])).toEqual([
      [1, 'HMS Prince George', '98S', 11, 170],
      [2, 'HMS Bellerophon', '74C', 7, 120],
      [3, 'HMS Agamemnon', '64', 6, 110],
      [4, 'HMS Amphion', '32-34', 4, 80],
    ]);
    expect(v.overBudget).toBe(false);
    expect(v.budgetLine).toBe('0 left');
    expect(v.basisLine).toBe(
      "3 ships of the line: the Great Britain list's limits per 10, scaled, fractions rounded up.",
    );
    expect(v.warnings).toEqual([]);
    expect(v.owners.map((o) => o.label)).toEqual(['GM only (no player)', 'Alice']);
    expect(v.canCreate).toBe(true);
  });
  it('squadron lists: warnings name the category, the count and the scaled cap', () => {
    const s = addShip(
      addShip(britishExample(), '2nd-98', 'average', 'HMS London'),
      'unrated-gunboat-large',
      'average',
      'GB 1',
    );
    const v = builderView(s, en);
    expect(v.warnings).toEqual([
      '2nd rates: 2, at most 1 with 4 ships of the line (1 per 10)',
      'Gunboats: 1, not in the Great Britain list',
    ]);
    expect(builderView(s, it_).warnings).toEqual([
      'Vascelli di 2ª classe: 2, al massimo 1 con 4 vascelli di linea (1 ogni 10)',
      'Cannoniere: 1, assenti dalla lista Gran Bretagna',
    ]);
  });
  it('over budget is a warning line, not a blocker', () => {
    const v = builderView(applyBuilderForm(britishExample(), { budget: 25 }), en);
    expect(v.overBudget).toBe(true);
    expect(v.budgetLine).toBe('over budget by 3');
    expect(v.canCreate).toBe(true);
  });
  it('the USA list is measured on the whole squadron', () => {
    let s = newBuilderState({ nation: 'usa' });
    for (let i = 0; i < 3; i++) s = addShip(s, '6th-20-28', 'average', `USS ${i}`);
    expect(builderView(s, en).warnings).toEqual([
      '6th rates: 3, at most 1 in a squadron of 3 (3 per 10 ships)',
    ]);
  });
});
