// The one adapter between the firing-arc data (arc-data.ts) and Foundry documents: MeasuredTemplate
// cones on v13, Region cone shapes on v14 (MeasuredTemplate is deprecated there). The generation is
// checked here only. Arc documents are created, moved and deleted by the active GM's client: any
// user may ask for an arc (it is public on a real table) and the GM side re-derives it from the
// token's current position, so arcs follow tokens from one place and never depend on who may create
// templates or regions.
import { RuleError, SIDES, type Side } from '../../rules/index.js';
import { SYSTEM_ID } from '../constants.js';
import { arcFlagOf, arcRegionData, arcTemplateData, type ArcFlag } from './arc-data.js';
import {
  sceneById,
  sceneRules,
  shipToken,
  tokenTableShip,
  type EmbeddedLike,
  type SceneLike,
} from './scene-ships.js';
import { format, localize } from '../i18n.js';
import { queryUser, registerQuery } from '../foundry-api.js';

export type ArcDocumentName = 'MeasuredTemplate' | 'Region';
export type ArcOp = 'show' | 'hide' | 'toggle';
export type ArcOutcome = { status: 'shown' | 'hidden' } | { status: 'refused'; reason: string };

export const ARC_QUERY = `${SYSTEM_ID}.arc`;

/** v13 draws arcs as MeasuredTemplates, v14 as Regions. */
export function arcDocumentName(): ArcDocumentName {
  return (game.release?.generation ?? 13) >= 14 ? 'Region' : 'MeasuredTemplate';
}

function arcCollection(scene: SceneLike, name: ArcDocumentName): EmbeddedLike[] {
  return (name === 'Region' ? scene.regions : scene.templates)?.contents ?? [];
}

/** The arc documents on a scene (of this generation's kind), optionally for one token and side. */
export function arcDocuments(
  scene: SceneLike,
  match: { tokenId?: string; side?: Side } = {},
): Array<{ doc: EmbeddedLike; flag: ArcFlag }> {
  const out: Array<{ doc: EmbeddedLike; flag: ArcFlag }> = [];
  for (const doc of arcCollection(scene, arcDocumentName())) {
    const flag = arcFlagOf(doc);
    if (!flag) continue;
    if (match.tokenId !== undefined && flag.tokenId !== match.tokenId) continue;
    if (match.side !== undefined && flag.side !== match.side) continue;
    out.push({ doc, flag });
  }
  return out;
}

/** The sides whose arc is shown for a token. */
export function shownSides(scene: SceneLike, tokenId: string): Side[] {
  const sides = new Set(arcDocuments(scene, { tokenId }).map((a) => a.flag.side));
  return SIDES.filter((s) => sides.has(s));
}

/** Creation data for the three band documents of one arc, from the token's current position. */
export function arcCreateData(
  scene: SceneLike,
  tokenId: string,
  side: Side,
  name: ArcDocumentName = arcDocumentName(),
): object[] {
  const rules = sceneRules(scene);
  const ship = tokenTableShip(scene, tokenId, rules.scale);
  const options = { arcDeg: rules.arcDeg, scale: rules.scale };
  if (name === 'MeasuredTemplate') return arcTemplateData(ship, side, rules.grid, options);
  const token = shipToken(scene, tokenId);
  return arcRegionData(ship, side, rules.grid, options, (band) =>
    format('SCA.Canvas.Arc.RegionName', {
      ship: token.name,
      side: localize(`SCA.Canvas.Side.${side}`),
      band: localize(`SCA.Canvas.Band.${band}`),
    }),
  );
}

function assertActiveGM(): void {
  if (!game.user?.isGM) throw new RuleError('only a GM client places arcs');
}

/** GM side: show (or re-place) one broadside's arc. */
export async function showArcHere(scene: SceneLike, tokenId: string, side: Side): Promise<void> {
  assertActiveGM();
  const name = arcDocumentName();
  const data = arcCreateData(scene, tokenId, side, name);
  const existing = arcDocuments(scene, { tokenId, side });
  if (existing.length === data.length) {
    await scene.updateEmbeddedDocuments(
      name,
      existing.map(({ doc, flag }) => ({ _id: doc.id, ...bandData(data, flag) })),
    );
    return;
  }
  if (existing.length)
    await scene.deleteEmbeddedDocuments(
      name,
      existing.map((e) => e.doc.id),
    );
  await scene.createEmbeddedDocuments(name, data);
}

function bandData(data: object[], flag: ArcFlag): object {
  const match = data.find((d) => arcFlagOf(d as EmbeddedLike)?.band === flag.band);
  if (!match) throw new RuleError(`no ${flag.band} band in the arc data`);
  return match;
}

/** GM side: remove the arcs of a token (one side, or both). */
export async function hideArcHere(scene: SceneLike, tokenId: string, side?: Side): Promise<void> {
  assertActiveGM();
  const ids = arcDocuments(scene, side ? { tokenId, side } : { tokenId }).map((a) => a.doc.id);
  if (ids.length) await scene.deleteEmbeddedDocuments(arcDocumentName(), ids);
}

/** GM side: move the shown arcs of a token to where it is now; drop them if it is no longer a ship. */
export async function refreshArcsHere(scene: SceneLike, tokenId: string): Promise<void> {
  assertActiveGM();
  const shown = arcDocuments(scene, { tokenId });
  if (!shown.length) return;
  const token = scene.tokens.get(tokenId);
  if (token?.actor?.type !== 'ship') {
    await scene.deleteEmbeddedDocuments(
      arcDocumentName(),
      shown.map((a) => a.doc.id),
    );
    return;
  }
  for (const side of new Set(shown.map((a) => a.flag.side)))
    await showArcHere(scene, tokenId, side);
}

/** GM side: every shown arc of the scene re-placed (after the arc angle or the scale changes). */
export async function refreshAllArcsHere(scene: SceneLike): Promise<void> {
  for (const tokenId of new Set(arcDocuments(scene).map((a) => a.flag.tokenId)))
    await refreshArcsHere(scene, tokenId);
}

/** GM side: remove every arc of the scene. */
export async function clearArcsHere(scene: SceneLike): Promise<void> {
  assertActiveGM();
  const ids = arcDocuments(scene).map((a) => a.doc.id);
  if (ids.length) await scene.deleteEmbeddedDocuments(arcDocumentName(), ids);
}

export interface ArcRequest {
  sceneId: string;
  tokenId: string;
  side: Side;
  op: ArcOp;
  requesterId: string;
}

/** Validates and carries out a request on the GM's client. */
async function runArcRequest(request: ArcRequest): Promise<ArcOutcome> {
  try {
    if (!SIDES.includes(request.side))
      throw new RuleError(`unknown side "${String(request.side)}"`);
    if (!['show', 'hide', 'toggle'].includes(request.op))
      throw new RuleError(`unknown arc operation "${String(request.op)}"`);
    const scene = sceneById(request.sceneId);
    if (!scene) throw new RuleError(`no scene ${request.sceneId}`);
    const token = shipToken(scene, request.tokenId);
    const requester = game.users?.get(request.requesterId);
    if (token.hidden && !requester?.isGM) throw new RuleError(localize('SCA.Canvas.Arc.Hidden'));
    const shown = arcDocuments(scene, { tokenId: request.tokenId, side: request.side }).length > 0;
    const show = request.op === 'show' || (request.op === 'toggle' && !shown);
    if (show) await showArcHere(scene, request.tokenId, request.side);
    else await hideArcHere(scene, request.tokenId, request.side);
    return { status: show ? 'shown' : 'hidden' };
  } catch (e) {
    if (e instanceof RuleError) return { status: 'refused', reason: e.message };
    throw e;
  }
}

/** Any user: show, hide or toggle a broadside's arc; a player's request goes to the active GM. */
export async function requestArc(
  scene: SceneLike,
  tokenId: string,
  side: Side,
  op: ArcOp,
): Promise<ArcOutcome> {
  const request: ArcRequest = { sceneId: scene.id, tokenId, side, op, requesterId: game.user!.id };
  if (game.user!.isGM) return runArcRequest(request);
  const gm = game.users!.activeGM;
  if (!gm) return { status: 'refused', reason: localize('SCA.Canvas.NoGM') };
  return (await queryUser(gm, ARC_QUERY, request)) as ArcOutcome;
}

export function registerArcQuery(): void {
  registerQuery(ARC_QUERY, async (data: ArcRequest) => {
    if (!game.user!.isGM) return { status: 'refused', reason: 'only a GM places arcs' };
    return runArcRequest(data);
  });
}
