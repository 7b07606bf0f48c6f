// The wind of a scene (FP-1.7, FP-A1): the point it blows from and its strength, kept in a scene
// flag so every client sees the same wind. Canvas tools set it; sheets and cards read it. With OR-2
// the flag also carries the OR-2 strength (`force`, calm … storm); its Fast Play strength is then the
// core's FP_STRENGTH_OF_FORCE of it (SD-56), so everything that reads `strength` keeps working.
import {
  FORCE_OF_FP_STRENGTH,
  FP_STRENGTH_OF_FORCE,
  WIND_STRENGTHS,
  isHeadingIndex,
  isWindForce,
  type Wind,
  type WindForce,
} from '../rules/index.js';
import { SYSTEM_ID } from './constants.js';

export const WIND_FLAG = 'wind';

/** A scene's wind; `force` is there when an OR-2 roll set it. */
export interface SceneWind extends Wind {
  force?: WindForce;
}

interface FlagHolder {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

export function isWind(value: unknown): value is SceneWind {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  if (!isHeadingIndex(w.direction) || !(WIND_STRENGTHS as readonly unknown[]).includes(w.strength))
    return false;
  // A stored force must agree with the Fast Play strength (null: none, written to clear it).
  return (
    w.force === undefined ||
    w.force === null ||
    (isWindForce(w.force) && FP_STRENGTH_OF_FORCE[w.force] === w.strength)
  );
}

/** The scene's wind, or null when none has been set. */
export function sceneWind(scene: FlagHolder | null | undefined): SceneWind | null {
  const v = scene?.getFlag(SYSTEM_ID, WIND_FLAG) as (SceneWind & { force?: unknown }) | undefined;
  if (!isWind(v)) return null;
  const wind: SceneWind = { direction: v.direction, strength: v.strength };
  if (isWindForce(v.force)) wind.force = v.force;
  return wind;
}

/** SD-56 the OR-2 strength of a scene wind: the rolled one, else the one its Fast Play strength stands for. */
export function windForceOf(wind: SceneWind): WindForce {
  return wind.force ?? FORCE_OF_FP_STRENGTH[wind.strength];
}

/** Writes the wind; a wind without `force` clears a stored one (flags merge, so it is nulled). */
export async function setSceneWind(scene: FlagHolder, wind: SceneWind): Promise<void> {
  if (!isWind(wind)) throw new Error(`invalid wind ${JSON.stringify(wind)}`);
  const stored = scene.getFlag(SYSTEM_ID, WIND_FLAG) as { force?: unknown } | undefined;
  const force = wind.force ? { force: wind.force } : stored?.force ? { force: null } : {};
  await scene.setFlag(SYSTEM_ID, WIND_FLAG, {
    direction: wind.direction,
    strength: wind.strength,
    ...force,
  });
}

/** OR-2 writes a wind by its OR-2 strength, with the Fast Play strength that goes with it. */
export async function setSceneForce(
  scene: FlagHolder,
  wind: { direction: number; force: WindForce },
): Promise<SceneWind> {
  const next: SceneWind = {
    direction: wind.direction,
    strength: FP_STRENGTH_OF_FORCE[wind.force],
    force: wind.force,
  };
  await setSceneWind(scene, next);
  return next;
}
