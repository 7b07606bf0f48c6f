// The ship sheet's view model: plain ship data in, plain data for the template out (no Foundry).
// It reads like the paper ship card (FP-1.6): class and crew, the three damage tracks, BF per side,
// sail and speed, point of sail, conditions, morale tests, this turn's orders and the history.
import {
  COMPASS_POINTS,
  CREW_QUALITIES,
  NATIONS,
  RATES,
  SAIL_SETTINGS,
  abilitaModifiers,
  currentBf,
  headingName,
  isDismasted,
  isSinking,
  pointOfSail,
  relativeToWind,
  shipSpeed,
  sumModifiers,
  dcLost as coreDcLost,
  type Scale,
  type ShipProfile,
  type Wind,
} from '../../rules/index.js';
import { rotationToHeadingIndex } from '../heading.js';
import { FIRE_AIMS } from '../models/orders-field.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf, damageOf } from '../ship-state.js';
import {
  AIM_LABELS,
  COMPASS_LABELS,
  CONTACT_LABELS,
  CREW_LABELS,
  NATION_LABELS,
  POINT_OF_SAIL_LABELS,
  RATE_LABELS,
  SAIL_LABELS,
  TACK_LABELS,
  WIND_LABELS,
  choicesOf,
  type Choice,
} from './labels.js';
import { SHIP_EDIT_RULES, editFlags, type SheetRole } from './permissions.js';
import { historyView, moraleView, type HistoryRow, type MoraleRow } from './shared-view.js';
import { trackBoxes, type TrackBoxes } from './track-view.js';

/** What the sheet knows about the scene being viewed. */
export interface SceneContext {
  /** A scene is viewed (the canvas is ready with a scene). */
  hasScene: boolean;
  /** The scene's wind (FP-1.7), null when none is set. */
  wind: Wind | null;
  /** Rotation of this ship's token on that scene, null when it has none there. */
  tokenRotation: number | null;
  scale: Scale;
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

export interface Marker {
  key: string;
  labelKey: string;
  tone: 'danger' | 'warn' | 'info';
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
    dcLostTotal: number;
  };
  choices: {
    crew: Choice[];
    nation: Choice[];
    rate: Choice[];
    sail: Choice[];
    course: Choice[];
    aim: Choice[];
  };
  tracks: TrackRow[];
  markers: Marker[];
  sailing: {
    sailLabel: string;
    speedMm: number;
    windStrengthLabel: string | null;
    status: SailingStatus;
    statusLabel: string | null;
    headingLabel: string | null;
    windFromLabel: string | null;
    pointOfSailLabel: string | null;
    tackLabel: string | null;
    inIrons: boolean;
  };
  conditions: {
    firesHull: number;
    firesRigging: number;
    onFire: boolean;
    contacts: Array<{ actorId: string; name: string; labelKey: string }>;
  };
  morale: MoraleRow[];
  orders: {
    locked: boolean;
    editable: boolean;
    turn: number;
  };
  history: HistoryRow[];
}

function markersOf(s: ShipSystemSource, profile: ShipProfile): Marker[] {
  const damage = damageOf(s);
  const out: Marker[] = [];
  const add = (on: boolean, key: string, labelKey: string, tone: Marker['tone']) => {
    if (on) out.push({ key, labelKey, tone });
  };
  add(s.status.exploded, 'exploded', 'SCA.Sheet.Marker.Exploded', 'danger');
  add(isSinking(profile, damage), 'sinking', 'SCA.Sheet.Marker.Sinking', 'danger');
  add(isDismasted(profile, damage), 'dismasted', 'SCA.Sheet.Marker.Dismasted', 'danger');
  add(s.fires.hull + s.fires.rigging > 0, 'fire', 'SCA.Sheet.Marker.OnFire', 'danger');
  add(s.status.struck, 'struck', 'SCA.Sheet.Marker.Struck', 'warn');
  add(s.status.captured, 'captured', 'SCA.Sheet.Marker.Captured', 'warn');
  add(s.status.abandoned, 'abandoned', 'SCA.Sheet.Marker.Abandoned', 'warn');
  add(s.fireship.isFireship && !s.fireship.lit, 'fireship', 'SCA.Sheet.Marker.Fireship', 'info');
  add(
    s.fireship.isFireship && s.fireship.lit,
    'fireshipLit',
    'SCA.Sheet.Marker.FireshipLit',
    'danger',
  );
  return out;
}

/** FP-5.2/5.3/FP-A1 speed with the scene's wind strength; FP-5.4 point of sail from the token. */
function sailingOf(
  s: ShipSystemSource,
  profile: ShipProfile,
  scene: SceneContext,
): ShipSheetView['sailing'] {
  const rdcLost = coreDcLost(profile, damageOf(s)).rigging;
  const speed = shipSpeed({
    sail: s.sail,
    rdcLost,
    masts: profile.masts,
    rdc: profile.rdc,
    halfSpeed: s.halfSpeed,
    scale: scene.scale,
    ...(scene.wind ? { wind: scene.wind.strength } : {}),
  });
  const base = {
    sailLabel: SAIL_LABELS[s.sail],
    speedMm: speed.speedMm,
    windStrengthLabel: scene.wind ? WIND_LABELS[scene.wind.strength] : null,
    headingLabel: null,
    windFromLabel: scene.wind ? COMPASS_LABELS[headingName(scene.wind.direction)] : null,
    pointOfSailLabel: null,
    tackLabel: null,
    inIrons: false,
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
  };
}

export function shipSheetView(input: ShipViewInput): ShipSheetView {
  const s = input.system;
  const profile = profileFromSource(s);
  const damage = damageOf(s);
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
  return {
    role: input.role,
    isGM: input.role === 'gm',
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
      abilitaModifier: sumModifiers(abilitaModifiers(abilitaConditionsOf(s))),
      dcLostTotal: lost.total,
    },
    choices: {
      crew: choicesOf(CREW_LABELS, CREW_QUALITIES),
      nation: choicesOf(NATION_LABELS, ['', ...NATIONS]),
      rate: choicesOf(
        RATE_LABELS,
        RATES.filter((r) => r !== 'fortification'),
      ),
      sail: choicesOf(SAIL_LABELS, SAIL_SETTINGS),
      course: [
        { value: '', label: 'SCA.Sheet.Orders.NoCourse' },
        ...choicesOf(COMPASS_LABELS, COMPASS_POINTS),
      ],
      aim: choicesOf(AIM_LABELS, FIRE_AIMS),
    },
    tracks: [
      track('port', 'SCA.Sheet.Track.Port'),
      track('starboard', 'SCA.Sheet.Track.Starboard'),
      track('rigging', 'SCA.Sheet.Track.Rigging'),
    ],
    markers: markersOf(s, profile),
    sailing: sailingOf(s, profile, input.scene),
    conditions: {
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
    orders: {
      locked: s.orders.locked,
      editable: can.orders_extinguish ?? false,
      turn: s.orders.turn,
    },
    history: historyView(s.history, input.role, input.lang),
  };
}
