// Reading a scene as the rules core sees it: its ship tokens as TableShips in mm, the wind, the scale
// and arc settings; and the targeting answer the gunnery card uses. Everything geometric is the
// core's; this file only gathers inputs. The structural types below are the few document members
// the canvas glue touches (fvtt-types' scene and token types are far wider than what is needed).
import {
  RuleError,
  broadsideTargets,
  poseBackAlongMove,
  rakeDuringMove,
  type RakeDuringMove,
  type Scale,
  type Side,
  type TableShip,
  type TargetingResult,
} from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { sceneWind, type SceneWind } from '../scene-wind.js';
import { optionalRules, setting, tableScale } from '../settings.js';
import { tableShipOf, tableShipsOf, type SceneGrid, type TokenLike } from './table-ships.js';

export interface ActorLike {
  id: string;
  uuid: string;
  name: string;
  type: string;
  system: unknown;
  isOwner: boolean;
  testUserPermission(user: never, level: 'OWNER'): boolean;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export interface TokenDocLike extends TokenLike {
  name: string;
  getFlag(scope: string, key: string): unknown;
  hidden: boolean;
  actor: ActorLike | null;
  isOwner: boolean;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export interface EmbeddedLike {
  id: string;
  flags: Record<string, Record<string, unknown> | undefined>;
}

export interface CollectionLike<T> {
  get(id: string): T | undefined;
  contents: T[];
}

export interface SceneLike {
  id: string;
  grid: SceneGrid & { units?: string; type?: number };
  tokens: CollectionLike<TokenDocLike>;
  templates?: CollectionLike<EmbeddedLike>;
  regions?: CollectionLike<EmbeddedLike>;
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  createEmbeddedDocuments(
    name: string,
    data: object[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
  updateEmbeddedDocuments(
    name: string,
    updates: object[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
  deleteEmbeddedDocuments(
    name: string,
    ids: string[],
    options?: Record<string, unknown>,
  ): Promise<unknown[]>;
}

/** Everything the rules need from the scene and the world settings, read once. */
export interface SceneRules {
  grid: SceneGrid;
  scale: Scale;
  arcDeg: number;
  wind: SceneWind | null;
}

/** The scene's wind as the rules read it: its OR-2 strength only while OR-2 is on. */
function ruledWind(scene: SceneLike): SceneWind | null {
  const wind = sceneWind(scene);
  if (!wind?.force || optionalRules().setupRolls) return wind;
  return { direction: wind.direction, strength: wind.strength };
}

export function sceneRules(scene: SceneLike): SceneRules {
  return {
    grid: { size: scene.grid.size, distance: scene.grid.distance },
    scale: tableScale(),
    arcDeg: setting('arcDegrees'),
    wind: ruledWind(scene),
  };
}

/** The scene Foundry shows this client, or null (no canvas, or canvas not ready). */
export function viewedScene(): SceneLike | null {
  const c = (globalThis as { canvas?: { ready?: boolean; scene?: unknown } }).canvas;
  return c?.ready && c.scene ? (c.scene as SceneLike) : null;
}

/** Every token of every scene in the world (game.scenes), whichever scene this client views. */
export function tokensOfEveryScene<T>(): T[] {
  const scenes = (game as unknown as { scenes?: { contents?: Array<{ tokens?: unknown }> } })
    .scenes;
  return (scenes?.contents ?? []).flatMap(
    (scene) => (scene.tokens as { contents?: T[] } | undefined)?.contents ?? [],
  );
}

/** A scene by id from the world (game.scenes). */
export function sceneById(id: string): SceneLike | null {
  const scenes = (game as unknown as { scenes?: CollectionLike<SceneLike> }).scenes;
  return scenes?.get(id) ?? null;
}

// Token -> TableShip conversions are cached per scene and dropped whenever a token, an actor or the
// scene changes (hooks.ts bumps the version), so rulers refreshing on every mouse move and panels
// re-rendering reuse one conversion of the whole table.
let version = 0;
const cache = new Map<string, { version: number; scale: Scale; ships: TableShip[] }>();

export function invalidateSceneShips(): void {
  version += 1;
  cache.clear();
}

/** FP-1.2 every ship token of the scene as a core TableShip (id = token id), in mm. */
export function sceneTableShips(scene: SceneLike, scale: Scale = tableScale()): TableShip[] {
  const hit = cache.get(scene.id);
  if (hit && hit.version === version && hit.scale === scale) return hit.ships;
  const ships = tableShipsOf(scene.tokens.contents, scene.grid, scale);
  cache.set(scene.id, { version, scale, ships });
  return ships;
}

/**
 * The ship tokens this client plays with: every one for a GM; for a player, not those the GM has
 * hidden (TokenDocument#hidden: staging, not in play; a player's client has their documents but must
 * neither name them nor run into them). `keep` is a token always kept (the player's own moving ship).
 */
export function tableShipsInView(
  scene: SceneLike,
  scale: Scale = tableScale(),
  keep?: string,
  viewer: { isGM: boolean } | null | undefined = game.user,
): TableShip[] {
  const ships = sceneTableShips(scene, scale);
  if (viewer?.isGM) return ships;
  return ships.filter((s) => s.id === keep || !scene.tokens.get(s.id)?.hidden);
}

export function shipToken(scene: SceneLike, tokenId: string): TokenDocLike {
  const token = scene.tokens.get(tokenId);
  if (!token) throw new RuleError(`no token ${tokenId} on this scene`);
  if (token.actor?.type !== 'ship') throw new RuleError(`token ${tokenId} is not a ship`);
  return token;
}

export function tokenTableShip(
  scene: SceneLike,
  tokenId: string,
  scale: Scale = tableScale(),
): TableShip {
  const ship = tableShipOf(shipToken(scene, tokenId), scene.grid, scale);
  if (!ship) throw new RuleError(`token ${tokenId} is not a ship`);
  return ship;
}

/**
 * FP-6.2 / D-11 / D-18 / FP-6.4 (D-17) who the broadside of the ship token `tokenId` on `side` can and
 * must hit, from the tokens' current positions: the core's TargetingResult, whose ids are token ids
 * (candidates nearest first with range, band, half and rake; `chosen` when the nearest rule forces
 * the target, `choices` [fore, aft] when the player picks). Friends count (an ordered broadside fires).
 * Among the ships this client plays with (tableShipsInView: a player's client leaves out hidden tokens).
 */
export function broadsideTargetsOnScene(
  scene: SceneLike,
  tokenId: string,
  side: Side,
  viewer: { isGM: boolean } | null | undefined = game.user,
): TargetingResult {
  shipToken(scene, tokenId);
  const { scale, arcDeg } = sceneRules(scene);
  return broadsideTargets(tableShipsInView(scene, scale, tokenId, viewer), tokenId, side, {
    arcDeg,
    scale,
  });
}

/** The last move the manoeuvre control made with a ship token (the turn flow decides whether it is this turn's). */
export interface LastMove {
  moveId: string;
  movedMm: number;
  time: number;
  /** The battle turn of the move, when a battle is on (SD-23 one straight move per turn). */
  turn?: number;
  /** OR-3 the segment of the move in a two-segment battle (SD-51 one straight move per segment). */
  segment?: 1 | 2;
  /** OR-5 footnote 15 the ship's heading at the start of segment 1 (SD-52). */
  startHeading?: number;
}

export const LAST_MOVE_FLAG = 'lastMove';

export function lastMoveOf(token: Pick<TokenDocLike, 'getFlag'>): LastMove | null {
  const v = token.getFlag(SYSTEM_ID, LAST_MOVE_FLAG) as Partial<LastMove> | undefined;
  if (!v || typeof v.moveId !== 'string' || typeof v.movedMm !== 'number' || !(v.movedMm >= 0))
    return null;
  return {
    moveId: v.moveId,
    movedMm: v.movedMm,
    time: Number(v.time ?? 0),
    ...(typeof v.turn === 'number' ? { turn: v.turn } : {}),
    ...(v.segment === 1 || v.segment === 2 ? { segment: v.segment } : {}),
    ...(typeof v.startHeading === 'number' ? { startHeading: v.startHeading } : {}),
  };
}

/**
 * FP-6.4 / D-17 the ships the broadside on `side` rakes at some point of the firer's straight move of
 * `movedMm` that ended where the token is now (the core's rakeDuringMove per ship; token ids).
 */
export function rakesDuringMoveOnScene(
  scene: SceneLike,
  tokenId: string,
  side: Side,
  movedMm: number,
): Array<RakeDuringMove & { tokenId: string }> {
  const { scale, arcDeg } = sceneRules(scene);
  const ships = tableShipsInView(scene, scale, tokenId);
  const firer = ships.find((s) => s.id === tokenId);
  if (!firer) throw new RuleError(`token ${tokenId} is not a ship`);
  const out: Array<RakeDuringMove & { tokenId: string }> = [];
  for (const target of ships) {
    if (target.id === tokenId) continue;
    const rake = rakeDuringMove(firer, target, side, movedMm, { arcDeg, scale });
    if (rake) out.push({ tokenId: target.id, ...rake });
  }
  return out;
}

/**
 * FP-5.7 / FP-6.2 a ship fires at any point of its straight move: the targeting answer with the firer
 * `backMm` back along its move (e.g. at a rake point found by rakesDuringMoveOnScene).
 */
export function broadsideTargetsAtMovePoint(
  scene: SceneLike,
  tokenId: string,
  side: Side,
  backMm: number,
): TargetingResult {
  const { scale, arcDeg } = sceneRules(scene);
  const ships = tableShipsInView(scene, scale, tokenId).map((s) =>
    s.id === tokenId ? { ...s, pose: poseBackAlongMove(s.pose, backMm) } : s,
  );
  if (!ships.some((s) => s.id === tokenId)) throw new RuleError(`token ${tokenId} is not a ship`);
  return broadsideTargets(ships, tokenId, side, { arcDeg, scale });
}
