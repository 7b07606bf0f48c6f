// The ship sheet's view model: plain ship data in, plain data for the template out (no Foundry).
// It reads like the paper ship card (FP-1.6): class and crew, the three damage tracks, BF per side,
// sail and speed, point of sail, conditions, morale tests, this turn's orders and the history.
import { juryRigStateOf, restoredLimitsOf, wreckDown } from '../ship-wreck.js';
import { entangledWith } from '../canvas/collision-move.js';
import {
  CREW_QUALITIES,
  NATIONS,
  RATES,
  abilitaModifiers,
  currentBf,
  headingName,
  isDismasted,
  isSinking,
  sailSettingsAvailable,
  pointOfSail,
  relativeToWind,
  sumModifiers,
  dcLost as coreDcLost,
  type SailSetting,
  type Scale,
  type ShipProfile,
  type TableEdge,
} from '../../rules/index.js';
import { rotationToHeadingIndex } from '../heading.js';
import type { SceneWind } from '../scene-wind.js';
import { sheetSpeed, type SheetRules } from './sailing-speed.js';
import type { OrderKey } from '../models/orders-field.js';
import { availableOrders } from '../turn/orders.js';
import type { NavigationTurn } from '../turn/or5-tack.js';
import { isAground, profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf, damageOf } from '../ship-state.js';
import {
  conditionsView,
  type ConditionDetail,
  referenceUuid,
  type ConditionChip,
  type ConditionOption,
} from './conditions-view.js';
import {
  COMPASS_LABELS,
  CONTACT_LABELS,
  CREW_LABELS,
  NATION_LABELS,
  POINT_OF_SAIL_LABELS,
  RATE_LABELS,
  SAIL_LABELS,
  TACK_LABELS,
  choicesOf,
  type Choice,
} from './labels.js';
import { SHIP_EDIT_RULES, editFlags, type SheetRole } from './permissions.js';
import { ordersTabView, type OrdersTabView } from './orders-view.js';
import { historyView, moraleView, type HistoryRow, type MoraleRow } from './shared-view.js';
import { trackBoxes, type TrackBoxes } from './track-view.js';

/** The ship card's tabs (ApplicationV2 TABS): the battle tab first, the log and the class last. */
export const SHIP_TABS = {
  primary: {
    tabs: [
      { id: 'battle', icon: 'fa-solid fa-crosshairs', cssClass: '' },
      { id: 'orders', icon: 'fa-solid fa-scroll', cssClass: '' },
      { id: 'log', icon: 'fa-solid fa-book', cssClass: '' },
      { id: 'class', icon: 'fa-solid fa-ship', cssClass: '' },
    ],
    initial: 'battle',
    labelPrefix: 'SCA.Sheet.Tab',
  },
};

/** What the sheet knows about the scene being viewed. */
export interface SceneContext {
  /** A scene is viewed (the canvas is ready with a scene). */
  hasScene: boolean;
  /** The scene's wind (FP-1.7; with OR-2 its rolled strength), null when none is set. */
  wind: SceneWind | null;
  /** Rotation of this ship's token on that scene, null when it has none there. */
  tokenRotation: number | null;
  scale: Scale;
  /** OR-3 / OR-5 in play: the speed shown is the segments' (absent: Fast Play). */
  rules?: SheetRules;
}

export interface ShipViewInput {
  name: string;
  system: ShipSystemSource;
  role: SheetRole;
  scene: SceneContext;
  /** Display names of the actors in contact, by actor id. */
  contactNames?: Readonly<Record<string, string>>;
  /** Locale of dates in the history ('en', 'it'). */
  lang: string;
  /** FP-4.4 HR option (setting "struckMayFightFire"). */
  struckMayFightFire?: boolean;
  /** OR-5 on in a battle: the turn whose orders the tab shows (tack and course-order refusals). */
  navigation?: NavigationTurn | null;
  /** OR-6 full gunnery (absent: off): its orders are offered and checked. */
  gunnery?: { twoSegment: boolean };
  /** HR-4 its fleet is broken: the edge its orders must make for (SD-182). */
  makeForEdge?: TableEdge | null;
}

export interface TrackRow extends TrackBoxes {
  key: 'port' | 'starboard' | 'rigging';
  labelKey: string;
  field: string;
  editable: boolean;
  /** Hull sides: current BF (FP-2.2) and initial BF. */
  bf: number | null;
  bfInitial: number | null;
}

export type SailingStatus = 'ok' | 'noScene' | 'noWind' | 'noToken';

export interface ShipSheetView {
  role: SheetRole;
  isGM: boolean;
  can: Record<string, boolean>;
  name: string;
  values: ShipSystemSource;
  header: {
    rateLabel: string;
    guns: string;
    nationLabel: string;
    crewLabel: string;
    originalCrewLabel: string;
    showOriginalCrew: boolean;
    cost: number;
    bf: number;
    dcCapacity: number;
    masts: number;
    rdc: number;
    decks: number;
    baseLabel: string;
    abilitaModifier: number;
    /** FP-4.1 the terms of that modifier, for its tooltip (the orders dialog's words). */
    abilitaTerms: Array<{ labelKey: string; value: number }>;
    dcLostTotal: number;
  };
  choices: {
    crew: Choice[];
    nation: Choice[];
    rate: Choice[];
    sail: Choice[];
  };
  tracks: TrackRow[];
  sailing: {
    sailLabel: string;
    speedMm: number;
    /** OR-3 the two segments' moves (null: Fast Play's whole move). */
    speedSegments: { first: number; second: number } | null;
    windStrengthLabel: string | null;
    status: SailingStatus;
    statusLabel: string | null;
    headingLabel: string | null;
    windFromLabel: string | null;
    pointOfSailLabel: string | null;
    tackLabel: string | null;
    inIrons: boolean;
    /** Heading and wind are known (a token on a scene with wind). */
    known: boolean;
  };
  conditions: {
    chips: ConditionChip[];
    addable: ConditionOption[];
    firesHull: number;
    firesRigging: number;
    onFire: boolean;
    contacts: Array<{ actorId: string; name: string; labelKey: string }>;
  };
  morale: MoraleRow[];
  orders: OrdersTabView;
  history: HistoryRow[];
  /** Rules-reference pages the section titles open. */
  links: { damage: string; orders: string; sailing: string; morale: string; classes: string };
}

/** OR-9 / SD-95 the "rigging down" chip's progress: the jury rig's next step. */
function wreckDetail(s: ShipSystemSource): Partial<Record<string, ConditionDetail>> {
  const state = juryRigStateOf(s);
  if (!state || state.phase === 'rigged') return {};
  const n = state.phase === 'cutAway' ? state.segmentsLeft : state.rdcDown;
  return { wreck: { key: `SCA.Sheet.Condition.WreckStep.${state.phase}`, n } };
}

/** The ship's conditions as chips: derived states (FP-2.5) and the stored flags. */
function conditionsOf(s: ShipSystemSource, profile: ShipProfile, isGM: boolean, lang: string) {
  const damage = damageOf(s);
  const stored = {
    exploded: s.status.exploded,
    struck: s.status.struck,
    captured: s.status.captured,
    abandoned: s.status.abandoned,
    rudderDamaged: s.rudderDamaged,
    hoveTo: s.hoveTo,
    halfSpeed: s.halfSpeed,
    partiesReady: s.boarding.partiesReady,
    inMelee: s.boarding.inMelee,
    boarded: s.boarding.boardedNotRepelled,
    fireship: s.fireship.isFireship,
    fireshipLit: s.fireship.lit,
  };
  const shown = {
    ...stored,
    sinking: isSinking(profile, damage),
    dismasted: isDismasted(profile, damage),
    wreck: wreckDown(s), // OR-9
    entangled: entangledWith(s).length > 0, // OR-7 the referee's record, while the contact stands
    fire: s.fires.hull + s.fires.rigging > 0,
    fireship: s.fireship.isFireship && !s.fireship.lit,
    fireshipLit: s.fireship.isFireship && s.fireship.lit,
    aground: isAground(s), // HR-3
  };
  // Lighting is for a fireship only (FP-6.7).
  const fields = Object.keys(SHIP_EDIT_RULES).filter(
    (f) => f !== 'system.fireship.lit' || s.fireship.isFireship,
  );
  return conditionsView(shown, stored, fields, isGM, lang, wreckDetail(s));
}

/** What the ship may be offered: the dialog's orders (core ordersAvailable) and the sail settings. */
export interface Availability {
  orders: ReadonlySet<OrderKey>;
  sails: SailSetting[];
}

/** FP-3 / FP-2.5 the orders (the same list as the orders dialog) and sail settings a ship may be given. */
export function availabilityOf(
  s: ShipSystemSource,
  struckMayFightFire: boolean,
  fullGunnery = false,
): Availability {
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  return {
    orders: new Set(availableOrders(s, struckMayFightFire, fullGunnery)),
    sails: sailSettingsAvailable({
      sail: s.sail,
      dismasted: isDismasted(profile, damage),
      sinking: isSinking(profile, damage) || s.status.exploded,
      maxSail: restoredLimitsOf(s).maxSail, // OR-9 / SD-35
    }),
  };
}

/** FP-5.2/5.3/FP-A1 speed with the scene's wind strength (OR-2/3/5 when in play); FP-5.4 point of sail from the token. */
function sailingOf(s: ShipSystemSource, scene: SceneContext): ShipSheetView['sailing'] {
  // OR-2 / OR-3 / OR-5 / OR-9 the speed the movement allows, read as the allowance reads it.
  const tokenHeading =
    scene.tokenRotation === null ? null : rotationToHeadingIndex(scene.tokenRotation);
  const rules = scene.rules ?? { twoSegment: false, fullNavigation: false };
  const speed = sheetSpeed(s, scene.wind, scene.scale, rules, tokenHeading);
  const base = {
    sailLabel: SAIL_LABELS[s.sail],
    speedMm: speed.speedMm,
    speedSegments: speed.segmentsMm
      ? { first: speed.segmentsMm[0], second: speed.segmentsMm[1] }
      : null,
    windStrengthLabel: speed.windLabel,
    headingLabel: null,
    windFromLabel: scene.wind ? COMPASS_LABELS[headingName(scene.wind.direction)] : null,
    pointOfSailLabel: null,
    tackLabel: null,
    inIrons: false,
    known: false,
  };
  if (!scene.hasScene)
    return { ...base, status: 'noScene', statusLabel: 'SCA.Sheet.Sailing.NoScene' };
  if (!scene.wind) return { ...base, status: 'noWind', statusLabel: 'SCA.Sheet.Sailing.NoWind' };
  if (scene.tokenRotation === null)
    return { ...base, status: 'noToken', statusLabel: 'SCA.Sheet.Sailing.NoToken' };
  const heading = rotationToHeadingIndex(scene.tokenRotation);
  const { r, tack } = relativeToWind(heading, scene.wind.direction);
  const point = pointOfSail(r);
  return {
    ...base,
    status: 'ok',
    statusLabel: null,
    headingLabel: COMPASS_LABELS[headingName(heading)],
    pointOfSailLabel: POINT_OF_SAIL_LABELS[point],
    tackLabel: TACK_LABELS[tack],
    inIrons: point === 'inIrons',
    known: true,
  };
}

export function shipSheetView(input: ShipViewInput): ShipSheetView {
  const s = input.system;
  const profile = profileFromSource(s);
  const damage = damageOf(s);
  const isGM = input.role === 'gm';
  const can = editFlags(SHIP_EDIT_RULES, input.role, { ordersLocked: s.orders.locked });
  const track = (key: TrackRow['key'], labelKey: string): TrackRow => ({
    key,
    labelKey,
    field: `system.damage.${key}`,
    editable: can[`damage_${key}`] ?? false,
    bf: key === 'rigging' ? null : currentBf(profile, damage, key),
    bfInitial: key === 'rigging' ? null : profile.bf,
    ...trackBoxes(profile, damage, key),
  });
  const lost = coreDcLost(profile, damage);
  const struckMayFightFire = input.struckMayFightFire ?? false;
  const abilitaTerms = abilitaModifiers(abilitaConditionsOf(s));
  const availability = availabilityOf(s, struckMayFightFire, !!input.gunnery);
  const scene = input.scene;
  const known = scene.wind !== null && scene.tokenRotation !== null;
  const link = (rule: string) => referenceUuid(rule, input.lang);
  return {
    role: input.role,
    isGM,
    can,
    name: input.name,
    values: s,
    header: {
      rateLabel: RATE_LABELS[profile.rate],
      guns: profile.guns,
      nationLabel: NATION_LABELS[s.nation as keyof typeof NATION_LABELS] ?? NATION_LABELS[''],
      crewLabel: CREW_LABELS[s.crew],
      originalCrewLabel: CREW_LABELS[s.originalCrew],
      showOriginalCrew: s.status.captured || s.originalCrew !== s.crew,
      cost: profile.cost,
      bf: profile.bf,
      dcCapacity: profile.dcCapacity,
      masts: profile.masts,
      rdc: profile.rdc,
      decks: profile.decks,
      baseLabel: `${profile.base.lengthMm} × ${profile.base.widthMm}`,
      abilitaModifier: sumModifiers(abilitaTerms),
      abilitaTerms: abilitaTerms.map((m) => ({
        labelKey: `SCA.Turn.Modifier.${m.key}`,
        value: m.value,
      })),
      dcLostTotal: lost.total,
    },
    choices: {
      crew: choicesOf(CREW_LABELS, CREW_QUALITIES),
      nation: choicesOf(NATION_LABELS, ['', ...NATIONS]),
      rate: choicesOf(
        RATE_LABELS,
        RATES.filter((r) => r !== 'fortification'),
      ),
      sail: choicesOf(SAIL_LABELS, availability.sails),
    },
    tracks: [
      track('port', 'SCA.Sheet.Track.Port'),
      track('starboard', 'SCA.Sheet.Track.Starboard'),
      track('rigging', 'SCA.Sheet.Track.Rigging'),
    ],
    sailing: sailingOf(s, scene),
    conditions: {
      ...conditionsOf(s, profile, isGM, input.lang),
      firesHull: s.fires.hull,
      firesRigging: s.fires.rigging,
      onFire: s.fires.hull + s.fires.rigging > 0 || (s.fireship.isFireship && s.fireship.lit),
      contacts: s.contacts.map((c) => ({
        actorId: c.actorId,
        name: input.contactNames?.[c.actorId] ?? c.actorId,
        labelKey: CONTACT_LABELS[c.kind],
      })),
    },
    morale: moraleView(s.moraleTests),
    orders: ordersTabView({
      system: s,
      availability,
      editable: can.orders_extinguish ?? false,
      headingIndex: known ? rotationToHeadingIndex(scene.tokenRotation ?? 0) : null,
      wind: scene.wind?.direction ?? null,
      struckMayFightFire,
      navigation: input.navigation ?? null,
      ...(input.gunnery ? { gunnery: input.gunnery } : {}),
      makeForEdge: input.makeForEdge ?? null,
    }),
    history: historyView(s.history, input.role, input.lang),
    links: {
      damage: link('FP-2.5'),
      orders: link('FP-3'),
      sailing: link('FP-5.4'),
      morale: link('FP-8.2'),
      classes: link('FP-2.1'),
    },
  };
}
