// The production table for the turn flow: the battle's scene through the canvas glue (targeting,
// explosion reach, token placement) and the core (D-8 pivot, D-12 hit side). Turning a ship updates
// its token (the owner's or the GM's) and keeps a record in the token's flags for the GM's undo.
import {
  RuleError,
  headingDegrees,
  mainmastPoint,
  pivotTurn,
  sideFacing,
  type HullSide,
} from '../../rules/index.js';
import {
  broadsideTargetsOnScene,
  sceneRules,
  viewedScene,
  type SceneLike,
} from '../canvas/index.js';
import { JUDGED_MOVE } from '../canvas/moves.js';
import { explosionTargetsOnScene } from '../canvas/explosion.js';
import { lastMoveOf, sceneById, tokenTableShip, type TokenDocLike } from '../canvas/scene-ships.js';
import { BATTLE_FLAG } from './battle-store.js';
import { isTurnState } from './turn-state.js';
import { pxToMm, tokenPlacementForPose } from '../canvas/table-ships.js';
import { SYSTEM_ID } from '../constants.js';
import { entangledWith } from '../canvas/collision-move.js';
import { tangleFriendOf } from './tangle-fire.js';
import { optionalRules } from '../settings.js';
import { rotationToHeadingIndex } from '../heading.js';
import type { ApplyOutcome } from '../referee/relay.js';
import { shipDataOf } from '../models/access.js';
import type { ShipRef } from '../chat/card-data-common.js';
import type { TargetEntry } from '../chat/card-data-fire.js';
import type { EffectState } from '../chat/view-common.js';
import { boardingPartners, type TargetingSnapshot } from './gunnery.js';
import type { PoseChange } from './plans.js';
import type { EdgeFacts, TableAccess, TargetingProvider } from './services.js';
import { battleCombat } from './battle-store.js';
import { combatantsOf } from './combat-roster.js';

export const TURNS_FLAG = 'turns';

export interface TurnRecord {
  key: string;
  label: string;
  before: { x: number; y: number; rotation: number };
  after: { x: number; y: number; rotation: number };
  startsTack: boolean;
  undone: boolean;
}

interface BattleCombatLike {
  scene?: unknown;
  combatants?: unknown;
  getFlag(scope: string, key: string): unknown;
}

/** The scene of the Combat's combatants (the battle store writes each one's sceneId), or null. */
function combatantsScene(combat: BattleCombatLike): SceneLike | null {
  for (const c of combatantsOf(combat))
    if (typeof c.sceneId === 'string' && c.sceneId) {
      const scene = sceneById(c.sceneId);
      if (scene) return scene;
    }
  return null;
}

/**
 * The battle's scene. A Combat holding a battle gives its own: the scene it is linked to, else (a GM
 * unlinked it in the tracker, after which core shows it from every scene) the scene of its combatants,
 * never the scene this client views: the referee's reads and writes (drift, the OR-5 record, the turn's
 * history clearing, the AI seat's table) stay on the battle's table while the GM looks at another
 * scene (SD-285). Without a battle Combat (a battle being begun) it is the scene this client views.
 */
export function battleScene(): SceneLike | null {
  const combat = battleCombat<BattleCombatLike>();
  if (!combat || !isTurnState(combat.getFlag(SYSTEM_ID, BATTLE_FLAG))) return viewedScene();
  return (combat.scene as SceneLike | null | undefined) ?? combatantsScene(combat);
}

/** The token of the actor `actorUuid` on `scene`, or null. */
export function tokenOf(scene: SceneLike, actorUuid: string): TokenDocLike | null {
  return scene.tokens.contents.find((t) => t.actor?.uuid === actorUuid) ?? null;
}

function recordsOf(token: TokenDocLike): TurnRecord[] {
  const flags = (
    token as unknown as { flags?: Record<string, Record<string, unknown> | undefined> }
  ).flags;
  const v = flags?.[SYSTEM_ID]?.[TURNS_FLAG];
  return Array.isArray(v) ? (v as TurnRecord[]) : [];
}

const pose = (t: TokenDocLike) => ({ x: t.x, y: t.y, rotation: t.rotation });
const samePose = (a: TurnRecord['after'], b: TurnRecord['after']) =>
  a.x === b.x && a.y === b.y && a.rotation === b.rotation;

function commandedByAPlayer(token: TokenDocLike): boolean {
  const actor = token.actor;
  return (
    !!actor &&
    (game.users!.contents as User.Implementation[]).some(
      (u) => !u.isGM && actor.testUserPermission(u as never, 'OWNER'),
    )
  );
}

export class SceneTable implements TableAccess, TargetingProvider {
  private scene(): SceneLike {
    const s = battleScene();
    if (!s) throw new RuleError(game.i18n!.localize('SCA.Turn.Error.NoScene'));
    return s;
  }

  headingOf(actorUuid: string): number | null {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    return t ? rotationToHeadingIndex(t.rotation) : null;
  }

  positionOf(actorUuid: string): { x: number; y: number } | null {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    if (!s || !t) return null;
    const { x, y } = tokenTableShip(s, t.id).pose;
    return { x, y };
  }

  movedThisTurn(actorUuid: string, turn: number, segment?: 1 | 2): boolean {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    const last = t ? lastMoveOf(t) : null;
    return !!last && last.turn === turn && last.segment === segment && last.movedMm > 0;
  }

  windDirection(): number | null {
    const s = battleScene();
    return s ? (sceneRules(s).wind?.direction ?? null) : null;
  }

  shipsInExplosionReach(actorUuid: string): ShipRef[] {
    const scene = this.scene();
    const token = tokenOf(scene, actorUuid);
    if (!token) return [];
    return explosionTargetsOnScene(scene, token.id).flatMap((id) => {
      const t = scene.tokens.get(id);
      return t?.actor ? [{ actorUuid: t.actor.uuid, name: t.actor.name }] : [];
    });
  }

  /** FP-6.2 the canvas targeting, with the D-12 side of each candidate facing the firer. */
  broadsideTargets(firerUuid: string, side: HullSide): TargetingSnapshot {
    const scene = this.scene();
    const firerToken = tokenOf(scene, firerUuid);
    if (!firerToken) throw new RuleError(game.i18n!.localize('SCA.Turn.Error.NoToken'));
    // A player's ship sees no hidden (GM-staged) ship on the referee's client either.
    const result = broadsideTargetsOnScene(scene, firerToken.id, side, {
      isGM: !commandedByAPlayer(firerToken),
    });
    const firer = tokenTableShip(scene, firerToken.id);
    const firerMast = mainmastPoint(firer.pose, firer.body);
    const uuidOfToken = (id: string) => scene.tokens.get(id)?.actor?.uuid ?? '';
    const uuidOfActorId = (id: string) =>
      scene.tokens.contents.find((t) => t.actor?.id === id)?.actor?.uuid ?? `Actor.${id}`;
    const shipsOnScene = scene.tokens.contents.flatMap((t) =>
      t.actor?.type === 'ship' ? [{ id: t.actor.id, system: shipDataOf(t.actor) }] : [],
    );
    const candidates: TargetEntry[] = result.candidates.map((c) => {
      const token = scene.tokens.get(c.id)!;
      const s = shipDataOf(token.actor!);
      const target = tokenTableShip(scene, c.id);
      return {
        actorUuid: token.actor!.uuid,
        name: token.name,
        rangeMm: c.rangeMm,
        band: c.band,
        half: c.half,
        rake: c.rake,
        hitSide: sideFacing(target.pose, firerMast),
        boardingWith: boardingPartners({ id: token.actor!.id, system: s }, shipsOnScene).map(
          uuidOfActorId,
        ),
        sail: s.sail,
        // OR-7 +1 at an entangled target (only with the option on).
        ...(optionalRules().entanglement ? tangleFields(scene, firerToken.id, side, c.id) : {}),
      };
    });
    return {
      candidates,
      chosen: result.chosen ? uuidOfToken(result.chosen) : null,
      choices: result.choices.map(uuidOfToken),
    };
  }

  async turnShip(
    actorUuid: string,
    change: PoseChange,
    record: { key: string; label: string },
  ): Promise<ApplyOutcome> {
    const scene = this.scene();
    const token = tokenOf(scene, actorUuid);
    if (!token) return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.NoToken') };
    if (!token.isOwner)
      return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.NotOwner') };
    const records = recordsOf(token);
    const done = records.find((r) => r.key === record.key && !r.undone);
    if (done) return { status: 'already', entryId: done.key, label: done.label };
    let after: TurnRecord['after'];
    if (change.pivot === 'tackStart') {
      const start = [...records].reverse().find((r) => r.startsTack && !r.undone);
      if (!start)
        return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.NoTackStart') };
      after = start.before;
    } else {
      const ship = tokenTableShip(scene, token.id);
      const turned = pivotTurn(ship.pose, ship.body, headingDegrees(change.headingIndex));
      after = tokenPlacementForPose(
        turned,
        { width: token.width, height: token.height },
        scene.grid,
      );
    }
    const entry: TurnRecord = {
      key: record.key,
      label: record.label,
      before: pose(token),
      after,
      startsTack: change.startsTack,
      undone: false,
    };
    await token.update(
      { ...after, [`flags.${SYSTEM_ID}.${TURNS_FLAG}`]: [...records, entry] },
      { [JUDGED_MOVE]: true },
    );
    return { status: 'applied', entryId: record.key, label: record.label };
  }

  async undoTurn(actorUuid: string, key: string): Promise<ApplyOutcome> {
    if (!game.user!.isGM)
      return { status: 'refused', reason: game.i18n!.localize('SCA.Relay.UndoGMOnly') };
    const scene = this.scene();
    const token = tokenOf(scene, actorUuid);
    if (!token) return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.NoToken') };
    const records = recordsOf(token);
    const i = records.findIndex((r) => r.key === key && !r.undone);
    const rec = records[i];
    if (!rec)
      return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.NothingToUndo') };
    if (!samePose(pose(token), rec.after))
      return { status: 'refused', reason: game.i18n!.localize('SCA.Turn.Error.MovedSince') };
    const next = records.map((r, j) => (j === i ? { ...r, undone: true } : r));
    await token.update(
      { ...rec.before, [`flags.${SYSTEM_ID}.${TURNS_FLAG}`]: next },
      { [JUDGED_MOVE]: true },
    );
    return { status: 'applied', entryId: key, label: rec.label };
  }

  turnState(actorUuid: string, key: string): EffectState {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    if (!t) return { state: 'none' };
    const records = recordsOf(t).filter((r) => r.key === key);
    if (records.some((r) => !r.undone)) return { state: 'applied', entryId: key };
    return records.length ? { state: 'undone', entryId: key } : { state: 'none' };
  }

  /** HR-4 the scene's table (its rectangle inside the padding, Scene#dimensions) and the ship's base there. */
  edgeFacts(actorUuid: string): EdgeFacts | null {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    const d = (s as { dimensions?: Partial<SceneRectPx> } | null)?.dimensions;
    if (!s || !t || !d) return null;
    const { sceneX, sceneY, sceneWidth, sceneHeight } = d;
    if ([sceneX, sceneY, sceneWidth, sceneHeight].some((v) => typeof v !== 'number')) return null;
    // Canvas pixels grow southwards; the table's mm grow northwards (pxToMm flips y).
    const a = pxToMm({ x: sceneX!, y: sceneY! }, s.grid);
    const b = pxToMm({ x: sceneX! + sceneWidth!, y: sceneY! + sceneHeight! }, s.grid);
    const ship = tokenTableShip(s, t.id);
    return {
      centre: { x: ship.pose.x, y: ship.pose.y },
      baseLengthMm: ship.body.lengthMm,
      table: { minX: a.x, minY: b.y, maxX: b.x, maxY: a.y },
    };
  }

  async removeShip(actorUuid: string): Promise<void> {
    const s = battleScene();
    const t = s ? tokenOf(s, actorUuid) : null;
    if (s && t) await s.deleteEmbeddedDocuments('Token', [t.id]);
  }
}

interface SceneRectPx {
  sceneX: number;
  sceneY: number;
  sceneWidth: number;
  sceneHeight: number;
}

/** OR-7 an entangled target's +1, and footnote 20's friend in the tangle (only with the option on). */
function tangleFields(
  scene: SceneLike,
  firerTokenId: string,
  side: HullSide,
  targetTokenId: string,
): Partial<TargetEntry> {
  const target = shipDataOf(scene.tokens.get(targetTokenId)!.actor!);
  if (entangledWith(target).length === 0) return {};
  const tangle = tangleFriendOf(scene, firerTokenId, side, targetTokenId);
  return { entangled: true, ...(tangle ? { tangle } : {}) };
}
