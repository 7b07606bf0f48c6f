// The scene wind on the table (FP-1.7, FP-A1): set by the GM or rolled (3d6, 3 = N, clockwise one
// point per pip), shown on a wind rose with the five in-irons points, and each ship's point of sail
// (FP-5.4). Context builders are pure; the GM actions write the scene flag through scene-wind.ts.
import { notify } from '../notify.js';
import {
  COMPASS_POINTS,
  POINT_DEGREES,
  RuleError,
  WIND_STRENGTHS,
  headingName,
  isHeadingIndex,
  isWindForce,
  FP_STRENGTH_OF_FORCE,
  WIND_FORCES,
  pointOfSail,
  randomWindDirection,
  relativeToWind,
  variableWind,
  type Dice3,
  type WindChange,
  type PointOfSail,
  type Tack,
  type Wind,
  type WindStrength,
} from '../../rules/index.js';
import { rotationToHeadingIndex } from '../heading.js';
import { sceneWind, setSceneWind, windForceOf, type SceneWind } from '../scene-wind.js';
import { optionalRules } from '../settings.js';
import { applyWindChange } from './battle-gate.js';
import type { SceneLike } from './scene-ships.js';

type I18n = {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
};

export interface SailingInfo {
  heading: number;
  headingLabel: string;
  r: number;
  pointOfSail: PointOfSail;
  pointOfSailLabel: string;
  tack: Tack;
  tackLabel: string;
  inIrons: boolean;
}

/** FP-5.4 a ship token's heading and point of sail in the scene wind, or null without a wind. */
export function sailingInfo(rotation: number, wind: Wind | null, i18n: I18n): SailingInfo | null {
  if (!wind) return null;
  const heading = rotationToHeadingIndex(rotation);
  const { r, tack } = relativeToWind(heading, wind.direction);
  const point = pointOfSail(r);
  return {
    heading,
    headingLabel: compassLabel(heading, i18n),
    r,
    pointOfSail: point,
    pointOfSailLabel: i18n.localize(`SCA.Canvas.PointOfSail.${point}`),
    tack,
    tackLabel: i18n.localize(`SCA.Canvas.Tack.${tack}`),
    inIrons: r <= 2,
  };
}

export function compassLabel(index: number, i18n: I18n): string {
  return i18n.localize(`SCA.Canvas.Compass.${headingName(index)}`);
}

const ROSE_RADIUS = 70;
const LABEL_RADIUS = 86;
const round2 = (n: number) => Math.round(n * 100) / 100 + 0;

/** SVG coordinates (y down, north up) of a compass bearing at a radius. */
function polar(bearingDeg: number, radius: number): { x: number; y: number } {
  const a = (bearingDeg * Math.PI) / 180;
  return { x: round2(Math.sin(a) * radius), y: round2(-Math.cos(a) * radius) };
}

export interface WindRoseContext {
  hasWind: boolean;
  directionLabel: string;
  strengthLabel: string;
  /** FP-1.7 the 16 points with their spokes and labels; the wind's point and the in-irons ones marked. */
  points: Array<{
    label: string;
    x: number;
    y: number;
    lx: number;
    ly: number;
    inIrons: boolean;
    isWind: boolean;
    cardinal: boolean;
  }>;
  /** FP-5.4 the five in-irons points as an SVG wedge path (r = 0, 1, 2 either side). */
  ironsPath: string;
  /** The wind arrow, from the point it blows from towards the centre. */
  arrow: { x1: number; y1: number; x2: number; y2: number } | null;
  isGM: boolean;
  /** OR-2 on: the GM's buttons are the set-up roll (the turn flow rolls the changes). */
  setupRolls: boolean;
  title: string;
}

/** The strength's words: the OR-2 strength when a set-up or change roll set it (SD-56), else Fast Play's. */
export function strengthLabel(wind: SceneWind, i18n: I18n): string {
  return wind.force
    ? i18n.localize(`SCA.Canvas.Wind.Force.${wind.force}`)
    : i18n.localize(`SCA.Canvas.Wind.Strength.${wind.strength}`);
}

/** The wind rose: every point, the wind and the in-irons wedge, in SVG units (viewBox -100 -100 200 200). */
export function windRoseContext(
  wind: SceneWind | null,
  i18n: I18n,
  isGM: boolean,
  setupRolls = false,
): WindRoseContext {
  const points = COMPASS_POINTS.map((_, i) => {
    const r = wind ? relativeToWind(i, wind.direction).r : 99;
    const spoke = polar(i * POINT_DEGREES, ROSE_RADIUS);
    const label = polar(i * POINT_DEGREES, LABEL_RADIUS);
    return {
      label: compassLabel(i, i18n),
      x: spoke.x,
      y: spoke.y,
      lx: label.x,
      ly: label.y,
      inIrons: r <= 2,
      isWind: r === 0,
      cardinal: i % 4 === 0,
    };
  });
  let ironsPath = '';
  let arrow: WindRoseContext['arrow'] = null;
  if (wind) {
    const from = (wind.direction - 2.5) * POINT_DEGREES;
    const to = (wind.direction + 2.5) * POINT_DEGREES;
    const a = polar(from, ROSE_RADIUS);
    const b = polar(to, ROSE_RADIUS);
    ironsPath = `M 0 0 L ${a.x} ${a.y} A ${ROSE_RADIUS} ${ROSE_RADIUS} 0 0 1 ${b.x} ${b.y} Z`;
    const tail = polar(wind.direction * POINT_DEGREES, ROSE_RADIUS - 4);
    const head = polar(wind.direction * POINT_DEGREES, 14);
    arrow = { x1: tail.x, y1: tail.y, x2: head.x, y2: head.y };
  }
  return {
    hasWind: wind !== null,
    directionLabel: wind ? compassLabel(wind.direction, i18n) : '',
    strengthLabel: wind ? strengthLabel(wind, i18n) : '',
    points,
    ironsPath,
    arrow,
    isGM,
    setupRolls,
    title: wind
      ? i18n.format('SCA.Canvas.Wind.Title', {
          direction: compassLabel(wind.direction, i18n),
          strength: strengthLabel(wind, i18n),
        })
      : i18n.localize('SCA.Canvas.Wind.None'),
  };
}

/**
 * The wind form's choices: the 16 points and the three strengths, current values selected; with
 * OR-2 on (`setupRolls`) the six OR-2 strengths instead, calm and storm included (SD-56).
 */
export function windFormContext(wind: SceneWind | null, i18n: I18n, setupRolls = false) {
  const directions = COMPASS_POINTS.map((_, i) => ({
    value: String(i),
    label: compassLabel(i, i18n),
  }));
  const direction = String(wind?.direction ?? 0);
  if (setupRolls)
    return {
      directions,
      strengths: WIND_FORCES.map((f) => ({
        value: f,
        label: i18n.localize(`SCA.Canvas.Wind.Force.${f}`),
      })),
      direction,
      strength: wind ? windForceOf(wind) : 'moderate-breeze',
    };
  return {
    directions,
    strengths: WIND_STRENGTHS.map((s) => ({
      value: s,
      label: i18n.localize(`SCA.Canvas.Wind.Strength.${s}`),
    })),
    direction,
    strength: wind?.strength ?? 'breeze',
  };
}

/** Reads a submitted wind form; bad input is a localised RuleError and changes nothing. */
export function parseWindForm(data: Record<string, unknown>, i18n: I18n): SceneWind {
  const direction = Number(data.direction);
  const strength = String(data.strength) as WindStrength;
  if (!isHeadingIndex(direction))
    throw new RuleError(i18n.localize('SCA.Canvas.Wind.BadDirection'));
  // OR-2 (SD-56) an OR-2 strength from the form carries its Fast Play one.
  if (isWindForce(strength))
    return { direction, strength: FP_STRENGTH_OF_FORCE[strength], force: strength };
  if (!WIND_STRENGTHS.includes(strength))
    throw new RuleError(i18n.localize('SCA.Canvas.Wind.BadStrength'));
  return { direction, strength };
}

/** GM: sets the scene wind from the form. */
export async function applyWindForm(
  scene: SceneLike,
  data: Record<string, unknown>,
  i18n: I18n,
): Promise<SceneWind> {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  const wind = parseWindForm(data, i18n);
  // Without OR-2 only the Fast Play strengths are offered.
  if (wind.force && !optionalRules().setupRolls)
    throw new RuleError(i18n.localize('SCA.Canvas.Wind.BadStrength'));
  await setSceneWind(scene, wind);
  return wind;
}

/**
 * FP-A1 GM, at the end of a turn: 3d6 for a change of wind (3 backs it one point, 18 veers it; three
 * 2s lower its strength, three 5s raise it), written to the scene and posted with the roll; FP-5.4 a
 * ship the new wind forces into irons takes its rigging damage (through the turn flow's handler).
 */
export async function rollWindChange(scene: SceneLike, i18n: I18n): Promise<WindChange> {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  // OR-2 replaces FP-A1: the turn flow rolls the wind change at the start of every turn.
  if (optionalRules().setupRolls) throw new RuleError(i18n.localize('SCA.Or2.NoFpChange'));
  const current = sceneWind(scene);
  if (!current) throw new RuleError(i18n.localize('SCA.Canvas.Wind.NoneToChange'));
  const roll = await new Roll('3d6').evaluate();
  const faces = roll.dice[0]!.results.map((r) => r.result) as unknown as Dice3;
  const change = variableWind(current, faces);
  await setSceneWind(scene, change.wind);
  const text = i18n.format('SCA.Canvas.Wind.Changed', {
    total: Number(roll.total),
    direction: i18n.localize(`SCA.Canvas.Wind.Turned.${change.direction}`),
    strength: i18n.localize(`SCA.Canvas.Wind.StrengthChanged.${change.strength}`),
    wind: compassLabel(change.wind.direction, i18n),
    windStrength: i18n.localize(`SCA.Canvas.Wind.Strength.${change.wind.strength}`),
  });
  const message = (await ChatMessage.create({
    content: `<p class="sca-wind-roll">${text}</p>`,
    rolls: [roll],
  } as never)) as { id?: string | null } | undefined;
  // FP-5.4 ships the new wind forces into irons take their rigging damage.
  if (change.direction !== 'steady') {
    const refusals = await applyWindChange(
      scene.id,
      current.direction,
      `wind:${message?.id ?? foundry.utils.randomID()}`,
    );
    for (const reason of refusals) notify.warn(reason);
  }
  return change;
}

/**
 * FP-1.7 GM: rolls 3d6 for the wind's point (3 = N ... 18 = NNW), keeps the strength (breeze when
 * none was set), writes the scene wind and posts the roll to chat.
 */
export async function rollSceneWind(
  scene: SceneLike,
  i18n: I18n,
): Promise<{ total: number; wind: Wind }> {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  const roll = await new Roll('3d6').evaluate();
  const total = Number(roll.total);
  const wind: Wind = {
    direction: randomWindDirection(total),
    strength: sceneWind(scene)?.strength ?? 'breeze',
  };
  await setSceneWind(scene, wind);
  await ChatMessage.create({
    content: `<p class="sca-wind-roll">${i18n.format('SCA.Canvas.Wind.Rolled', { total, direction: compassLabel(wind.direction, i18n) })}</p>`,
    rolls: [roll],
  } as never);
  return { total, wind };
}
