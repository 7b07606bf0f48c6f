// The generated art (src/art) a ship or fort wears, and keeping it in step with the actor: a ship or
// fort created without art gets its class's portrait and token in its nation's colours, and when a GM
// changes its class or nation the art follows. Art a user chose (any other image) is never replaced.
import { SHIP_CLASSES, type Nation } from '../../rules/index.js';
import { portraitArtPath, tokenArtPath } from '../../art/index.js';
import { SYSTEM_PATH } from '../constants.js';

/** Foundry's default actor image (CONST.DEFAULT_TOKEN). */
export const DEFAULT_ACTOR_IMG = 'icons/svg/mystery-man.svg';
const GENERATED = `${SYSTEM_PATH}/assets/ships/`;

export interface ActorArt {
  img: string;
  token: string;
}

/** The class's portrait and token art in the nation's colours ('' for none), as Foundry paths. */
export function shipArt(classId: string, nation: Nation | ''): ActorArt {
  return {
    img: `${SYSTEM_PATH}/${portraitArtPath(classId, nation)}`,
    token: `${SYSTEM_PATH}/${tokenArtPath(classId, nation)}`,
  };
}

/** Empty, Foundry's default or our generated art: ours to replace. Anything else is the user's. */
export function isReplaceableArt(path: unknown): boolean {
  if (path === undefined || path === null || path === '') return true;
  return typeof path === 'string' && (path === DEFAULT_ACTOR_IMG || path.startsWith(GENERATED));
}

/** What the art depends on, read from a ship's or fort's data. */
export interface ArtSubject {
  type: string;
  img: unknown;
  tokenSrc: unknown;
  classId: unknown;
  nation: unknown;
}

/**
 * The update (flat keys) that dresses an actor in its class's art, only where it still wears
 * replaceable art; {} for another actor type or an unknown class.
 */
export function artChanges(subject: ArtSubject): Record<string, string> {
  if (subject.type !== 'ship' && subject.type !== 'fort') return {};
  const row = SHIP_CLASSES.find((r) => r.id === subject.classId);
  if (!row || (row.rate === 'fortification') !== (subject.type === 'fort')) return {};
  const nation = (
    typeof subject.nation === 'string' && subject.nation !== '' ? subject.nation : ''
  ) as Nation | '';
  const art = shipArt(row.id, nation);
  const out: Record<string, string> = {};
  if (isReplaceableArt(subject.img) && subject.img !== art.img) out.img = art.img;
  if (isReplaceableArt(subject.tokenSrc) && subject.tokenSrc !== art.token) {
    out['prototypeToken.texture.src'] = art.token;
    // The art is the base: it fills the token whatever the token's proportions (HR-2, edited bases).
    out['prototypeToken.texture.fit'] = 'fill';
  }
  return out;
}

type Source = Record<string, unknown>;
const at = (obj: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Source)[k] : undefined), obj);

/** A ship's class id lives in system.shipClass.id, a fort's in system.classId. */
function classIdOf(type: string, system: unknown): unknown {
  return type === 'fort' ? at(system, 'classId') : at(system, 'shipClass.id');
}

export interface ActorLike {
  type: string;
  img?: string | null;
  system: unknown;
  prototypeToken?: unknown;
  updateSource(changes: Source): unknown;
}

/** preCreateActor: a ship or fort created without art (sidebar, import) gets its class's art. */
export function onPreCreateActorArt(actor: ActorLike): void {
  const changes = artChanges({
    type: actor.type,
    img: actor.img,
    tokenSrc: at(actor.prototypeToken, 'texture.src'),
    classId: classIdOf(actor.type, actor.system),
    nation: at(actor.system, 'nation'),
  });
  if (Object.keys(changes).length > 0) actor.updateSource(changes);
}

/**
 * preUpdateActor: when the update changes the class or the nation, the same update swaps generated
 * art for the new class's (a user's own art stays). Mutates `changes` (expanded, as Foundry gives it).
 */
export function onPreUpdateActorArt(actor: Omit<ActorLike, 'updateSource'>, changes: Source): void {
  const system = changes.system;
  const classKey = actor.type === 'fort' ? 'classId' : 'shipClass.id';
  const classChanged = at(system, classKey) !== undefined;
  const nationChanged = at(system, 'nation') !== undefined;
  if (!classChanged && !nationChanged) return;
  const next = artChanges({
    type: actor.type,
    img: 'img' in changes ? changes.img : actor.img,
    tokenSrc: at(changes, 'prototypeToken.texture.src') ?? at(actor.prototypeToken, 'texture.src'),
    classId: classChanged ? at(system, classKey) : classIdOf(actor.type, actor.system),
    nation: nationChanged ? at(system, 'nation') : at(actor.system, 'nation'),
  });
  if (next.img) changes.img = next.img;
  const src = next['prototypeToken.texture.src'];
  if (src) {
    const token = (changes.prototypeToken ?? {}) as Source;
    token.texture = { ...((token.texture as Source | undefined) ?? {}), src, fit: 'fill' };
    changes.prototypeToken = token;
  }
}

/** The parts of a placed token and its scene the repaint reads and writes. */
export interface PlacedToken {
  id: string;
  actorId: string | null;
  texture?: { src?: unknown } | null;
}
export interface SceneWithTokens {
  tokens: { contents: readonly PlacedToken[] };
  updateEmbeddedDocuments(name: 'Token', updates: Record<string, unknown>[]): Promise<unknown>;
}

/** Updates that repaint an actor's placed tokens still wearing replaceable art with `src`. */
export function placedTokenArtUpdates(
  tokens: readonly PlacedToken[],
  actorId: string,
  src: string,
): Record<string, unknown>[] {
  return tokens
    .filter(
      (t) => t.actorId === actorId && t.texture?.src !== src && isReplaceableArt(t.texture?.src),
    )
    .map((t) => ({ _id: t.id, 'texture.src': src, 'texture.fit': 'fill' }));
}

/**
 * updateActor, on the client that made the update: when it gave the prototype token generated art
 * (a new class or nation, onPreUpdateActorArt), the tokens already placed on the scenes follow.
 */
export async function repaintPlacedTokens(
  actorId: string,
  changes: Source,
  scenes: Iterable<SceneWithTokens>,
): Promise<void> {
  const src = at(changes, 'prototypeToken.texture.src');
  if (typeof src !== 'string' || !src.startsWith(GENERATED)) return;
  for (const scene of scenes) {
    const updates = placedTokenArtUpdates(scene.tokens.contents, actorId, src);
    if (updates.length > 0) await scene.updateEmbeddedDocuments('Token', updates);
  }
}
