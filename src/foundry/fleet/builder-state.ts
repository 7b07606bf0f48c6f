// The fleet builder's state and logic as pure functions: a nation and a points budget, ships added
// by FP-2.1 class and FP-1.5 crew, the running cost (core shipProfile().cost), the squadron-list
// composition check (core checkComposition) and the view model the template renders.
import {
  CREW_QUALITIES,
  NATIONS,
  RATES,
  SHIP_CLASSES,
  checkComposition,
  classById,
  isCrewQuality,
  shipProfile,
  type CompositionIssue,
  type CrewQuality,
  type Nation,
  type Rate,
  type ShipClassRow,
} from '../../rules/index.js';
import { NO_FLEET_DAMAGE, isNation, type FleetShip } from './fleet-ship.js';
import { nationSideKey } from './side-name.js';

export interface Translator {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

export interface BuilderShip {
  key: number;
  classId: string;
  crew: CrewQuality;
  name: string;
}

export interface BuilderState {
  nation: Nation;
  budget: number;
  folderName: string;
  squadron: string;
  side: string;
  /** The user who owns the new ships ('' = none: only GMs). */
  ownerId: string;
  /** Ownership level everyone else gets (CONST.DOCUMENT_OWNERSHIP_LEVELS: 0 none, 1 limited, 2 observer). */
  othersLevel: number;
  pickClassId: string;
  pickCrew: CrewQuality;
  ships: BuilderShip[];
  nextKey: number;
}

export const OWNER_LEVEL = 3;
export const OTHERS_LEVELS = [0, 1, 2] as const;

/** The classes a fleet may have: the FP-2.1 rows minus the fortifications, in table order. */
export const BUILDER_CLASSES: readonly ShipClassRow[] = SHIP_CLASSES.filter(
  (r) => r.rate !== 'fortification',
);

export function newBuilderState(
  init: Partial<Pick<BuilderState, 'nation' | 'budget'>> = {},
): BuilderState {
  return {
    nation: init.nation ?? 'britain',
    // The digest's example squadrons are 28 points each (FP-2.1 worked check).
    budget: init.budget ?? 28,
    folderName: '',
    squadron: '',
    side: '',
    ownerId: '',
    othersLevel: 0,
    pickClassId: '3rd-74c',
    pickCrew: 'average',
    ships: [],
    nextKey: 1,
  };
}

function isBuilderClass(id: string): boolean {
  return BUILDER_CLASSES.some((r) => r.id === id);
}

export function addShip(
  state: BuilderState,
  classId = state.pickClassId,
  crew = state.pickCrew,
  name = '',
): BuilderState {
  if (!isBuilderClass(classId)) throw new Error(`"${classId}" is not a ship class of FP-2.1`);
  if (!isCrewQuality(crew)) throw new Error(`unknown crew quality "${String(crew)}"`);
  return {
    ...state,
    ships: [...state.ships, { key: state.nextKey, classId, crew, name }],
    nextKey: state.nextKey + 1,
  };
}

/** A builder holding a squadron's ships (the example squadrons, a saved list). */
export function builderFromSquadron(
  squadron: {
    nation: Nation;
    ships: ReadonlyArray<{ classId: string; crew: CrewQuality; name: string }>;
  },
  budget: number,
): BuilderState {
  return squadron.ships.reduce(
    (s, ship) => addShip(s, ship.classId, ship.crew, ship.name),
    newBuilderState({ nation: squadron.nation, budget }),
  );
}

export function removeShip(state: BuilderState, key: number): BuilderState {
  return { ...state, ships: state.ships.filter((s) => s.key !== key) };
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * The state after a change in the builder's form (flat keys as FormDataExtended gives them:
 * "nation", "budget", "ships.3.name"...). Values that are not valid keep the previous value.
 */
export function applyBuilderForm(state: BuilderState, form: Record<string, unknown>): BuilderState {
  const next: BuilderState = { ...state, ships: state.ships.map((s) => ({ ...s })) };
  const nation = str(form.nation);
  if (isNation(nation)) next.nation = nation;
  const budget = Number(form.budget);
  if (form.budget !== undefined && form.budget !== '' && Number.isFinite(budget) && budget >= 0)
    next.budget = Math.floor(budget);
  for (const key of ['folderName', 'squadron', 'side'] as const) {
    const v = str(form[key]);
    if (v !== undefined) next[key] = v.trim();
  }
  const owner = str(form.ownerId);
  if (owner !== undefined) next.ownerId = owner;
  const others = Number(form.othersLevel);
  if ((OTHERS_LEVELS as readonly number[]).includes(others)) next.othersLevel = others;
  const pickClass = str(form.pickClassId);
  if (pickClass !== undefined && isBuilderClass(pickClass)) next.pickClassId = pickClass;
  const pickCrew = str(form.pickCrew);
  if (isCrewQuality(pickCrew)) next.pickCrew = pickCrew;
  // Flat keys ("ships.3.name") as a form gives them; an expanded object is accepted too.
  const nested = (form.ships ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const ship of next.ships) {
    const name = str(form[`ships.${ship.key}.name`] ?? nested[ship.key]?.name);
    if (name !== undefined) ship.name = name.trim();
    const crew = str(form[`ships.${ship.key}.crew`] ?? nested[ship.key]?.crew);
    if (isCrewQuality(crew)) ship.crew = crew;
  }
  return next;
}

/** FP-1.5 the fleet's cost: each ship's BF plus its crew's cost. */
export function builderCost(state: BuilderState): number {
  return state.ships.reduce((sum, s) => sum + shipProfile(classById(s.classId), s.crew).cost, 0);
}

export function builderComposition(state: BuilderState) {
  return checkComposition(
    state.nation,
    state.ships.map((s) => classById(s.classId)),
  );
}

/** What stops the fleet being created (over budget and composition are only warnings). */
export function builderBlockers(
  state: BuilderState,
): Array<{ kind: 'noShips' } | { kind: 'unnamed'; row: number }> {
  if (state.ships.length === 0) return [{ kind: 'noShips' }];
  return state.ships.flatMap((s, i) =>
    s.name.trim() === '' ? [{ kind: 'unnamed' as const, row: i + 1 }] : [],
  );
}

/** The side the fleet fights for: the name typed, else the nation's side name ("British", never "britain"). */
export function builderSide(state: BuilderState, t: Translator): string {
  return state.side.trim() || t.localize(nationSideKey(state.nation));
}

/** The ships to create; the side defaults to the nation's side name, in the GM's language. */
export function builderFleet(state: BuilderState, t: Translator): FleetShip[] {
  const side = builderSide(state, t);
  return state.ships.map((s) => ({
    name: s.name.trim(),
    classId: s.classId,
    crew: s.crew,
    nation: state.nation,
    squadron: state.squadron,
    side,
    damage: { ...NO_FLEET_DAMAGE },
  }));
}

export function builderOwnership(state: BuilderState): Record<string, number> {
  const ownership: Record<string, number> = { default: state.othersLevel };
  if (state.ownerId) ownership[state.ownerId] = OWNER_LEVEL;
  return ownership;
}

export function builderFolderName(state: BuilderState, t: Translator): string {
  return (
    state.folderName ||
    t.format('SCA.Fleet.Builder.DefaultFolder', {
      nation: t.localize(`SCA.Fleet.Nation.${state.nation}`),
    })
  );
}

export function compositionWarning(
  issue: CompositionIssue,
  basisKind: 'shipsOfTheLine' | 'squadron',
  basis: number,
  nation: Nation,
  t: Translator,
): string {
  const category = t.localize(`SCA.Fleet.Category.${issue.category}`);
  const nationLabel = t.localize(`SCA.Fleet.Nation.${nation}`);
  if (issue.kind === 'notAllowed')
    return t.format('SCA.Fleet.Builder.Warning.NotAllowed', {
      category,
      count: issue.count,
      nation: nationLabel,
    });
  const key =
    basisKind === 'squadron'
      ? 'SCA.Fleet.Builder.Warning.OverCapSquadron'
      : 'SCA.Fleet.Builder.Warning.OverCap';
  return t.format(key, {
    category,
    count: issue.count,
    allowed: issue.allowed,
    cap: issue.cap,
    basis,
  });
}

export interface UserChoice {
  id: string;
  name: string;
}

const option = (value: string | number, label: string, selected: boolean) => ({
  value: String(value),
  label,
  selected,
});

/** Everything the builder template shows, already localised. */
export function builderView(state: BuilderState, t: Translator, users: readonly UserChoice[] = []) {
  const rateLabel = (rate: Rate) => t.localize(`SCA.Fleet.Rate.${rate}`);
  const crewOptions = (selected: CrewQuality) =>
    CREW_QUALITIES.map((c) => option(c, t.localize(`SCA.Fleet.Crew.${c}`), c === selected));
  const classGroups = RATES.filter((rate) => rate !== 'fortification').map((rate) => ({
    label: rateLabel(rate),
    options: BUILDER_CLASSES.filter((r) => r.rate === rate).map((r) =>
      option(
        r.id,
        t.format('SCA.Fleet.Builder.ClassOption', { guns: r.guns, bf: r.bf, dc: r.dc }),
        r.id === state.pickClassId,
      ),
    ),
  }));
  const ships = state.ships.map((s, i) => {
    const row = classById(s.classId);
    const profile = shipProfile(row, s.crew);
    return {
      key: s.key,
      row: i + 1,
      name: s.name,
      guns: row.guns,
      rate: rateLabel(row.rate),
      crews: crewOptions(s.crew),
      bf: profile.bf,
      dc: profile.dcCapacity,
      cost: profile.cost,
      unnamed: s.name.trim() === '',
    };
  });
  const total = builderCost(state);
  const over = total - state.budget;
  const composition = builderComposition(state);
  const nationLabel = t.localize(`SCA.Fleet.Nation.${state.nation}`);
  const warnings = composition.issues.map((issue) =>
    compositionWarning(issue, composition.basisKind, composition.basis, state.nation, t),
  );
  const blockers = builderBlockers(state).map((b) =>
    b.kind === 'noShips'
      ? t.localize('SCA.Fleet.Builder.Blocker.NoShips')
      : t.format('SCA.Fleet.Builder.Blocker.Unnamed', { row: b.row }),
  );
  return {
    nations: NATIONS.map((n) => option(n, t.localize(`SCA.Fleet.Nation.${n}`), n === state.nation)),
    budget: state.budget,
    folderName: state.folderName,
    folderPlaceholder: builderFolderName({ ...state, folderName: '' }, t),
    squadron: state.squadron,
    side: state.side,
    sidePlaceholder: builderSide({ ...state, side: '' }, t),
    owners: [
      option('', t.localize('SCA.Fleet.Owner.None'), state.ownerId === ''),
      ...users.map((u) => option(u.id, u.name, u.id === state.ownerId)),
    ],
    othersLevels: OTHERS_LEVELS.map((l) =>
      option(l, t.localize(`SCA.Fleet.Owner.Level${l}`), l === state.othersLevel),
    ),
    classGroups,
    pickCrews: crewOptions(state.pickCrew),
    ships,
    hasShips: ships.length > 0,
    total,
    overBudget: over > 0,
    costLine: t.format('SCA.Fleet.Builder.CostLine', { total, budget: state.budget }),
    budgetLine:
      over > 0
        ? t.format('SCA.Fleet.Builder.OverBudget', { over })
        : t.format('SCA.Fleet.Builder.Remaining', { left: -over }),
    basisLine: t.format(
      composition.basisKind === 'squadron'
        ? 'SCA.Fleet.Builder.BasisSquadron'
        : 'SCA.Fleet.Builder.BasisLine',
      {
        basis: composition.basis,
        nation: nationLabel,
      },
    ),
    warnings,
    compositionOk: warnings.length === 0,
    compositionOkLine: t.format('SCA.Fleet.Builder.CompositionOk', { nation: nationLabel }),
    blockers,
    canCreate: blockers.length === 0,
  };
}

export type BuilderView = ReturnType<typeof builderView>;
