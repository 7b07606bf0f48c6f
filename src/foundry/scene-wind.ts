// The wind of a scene (FP-1.7, FP-A1): the point it blows from and its strength, kept in a scene
// flag so every client sees the same wind. Canvas tools set it; sheets and cards read it.
import { WIND_STRENGTHS, isHeadingIndex, type Wind } from '../rules/index.js';
import { SYSTEM_ID } from './constants.js';

export const WIND_FLAG = 'wind';

interface FlagHolder {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

export function isWind(value: unknown): value is Wind {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  return isHeadingIndex(w.direction) && (WIND_STRENGTHS as readonly unknown[]).includes(w.strength);
}

/** The scene's wind, or null when none has been set. */
export function sceneWind(scene: FlagHolder | null | undefined): Wind | null {
  const v = scene?.getFlag(SYSTEM_ID, WIND_FLAG);
  return isWind(v) ? { direction: v.direction, strength: v.strength } : null;
}

export async function setSceneWind(scene: FlagHolder, wind: Wind): Promise<void> {
  if (!isWind(wind)) throw new Error(`invalid wind ${JSON.stringify(wind)}`);
  await scene.setFlag(SYSTEM_ID, WIND_FLAG, { direction: wind.direction, strength: wind.strength });
}
