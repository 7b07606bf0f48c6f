// Moving ship tokens by the rules: the manoeuvre control (FP-5.5 course change with the D-8 pivot,
// then the FP-5.7 straight move, stopped by FP-5.8 contact, FP-5.6 tack steps) and a player's drag,
// cut short at the first base contact. The GM moves freely. Decisions come from manoeuvre.ts,
// allowance.ts and contact-geometry.ts; this file reads the documents and writes the token updates.
// A manoeuvre is carried out by the referee (the active GM's client) at the commander's request.
import {
  RuleError,
  headingIndex,
  type ShoalKind,
  type TackState,
  type Wind,
} from '../../rules/index.js';
import { applyGrounding, stopAtShoals } from './aground.js';
import { sceneShoals } from './shoals.js';
import { rotationToHeadingDegrees, rotationToHeadingIndex } from '../heading.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { NO_MANOEUVRE_BLOCKS, type Allowance } from './allowance.js';
import { shipAllowanceNow } from './segment-move.js';
import { contactsAfterMove, type ContactAnswer } from './contact-geometry.js';
import { applyCollisions, manoeuvreGate, type ManoeuvreGate } from './battle-gate.js';
import { markContacts, type ContactMarkResult } from './contacts.js';
import { applyContactMove, type ContactMoveReport } from './collision-move.js';
import {
  manoeuvreOptions,
  moveResult,
  type ManoeuvreChoice,
  type ManoeuvreOption,
  type MoveOutcome,
} from './manoeuvre.js';
import {
  LAST_MOVE_FLAG,
  lastMoveOf,
  sceneById,
  sceneRules,
  shipToken,
  tableShipsInView,
  type LastMove,
  type SceneLike,
  type TokenDocLike,
} from './scene-ships.js';
import { askReferee, registerRequest } from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import { SYSTEM_ID } from '../constants.js';
import { pxToMm, tokenCentrePx, tokenPlacementForPose } from './table-ships.js';
import { shipDataOf } from '../models/access.js';

/** Update options that tell the drag hook a move was already judged here. */
export const JUDGED_MOVE = 'scaJudgedMove';

export function tackStateOf(s: Pick<ShipSystemSource, 'tack'>): TackState {
  if (s.tack.phase === 'inStays' && s.tack.startHeading !== null) {
    return {
      phase: 'inStays',
      startHeading: s.tack.startHeading,
      rotation: s.tack.rotation === -1 ? -1 : 1,
    };
  }
  return s.tack.phase === 'completed' ? { phase: 'completed' } : { phase: 'none' };
}

function orderedHeadingOf(s: Pick<ShipSystemSource, 'orders'>): number | null {
  const course = s.orders?.changeCourse ?? '';
  return course === '' ? null : headingIndex(course);
}

export interface ShipMoveState {
  token: TokenDocLike;
  system: ShipSystemSource;
  heading: number;
  wind: Wind | null;
  allowance: Allowance;
  choice: ManoeuvreChoice;
  gate: ManoeuvreGate;
  /** FP-5.7 / FP-6.4 how far the ship has already gone ahead this battle turn (0 outside a battle). */
  movedMm: number;
  /** What is left of the straight move for the viewer (the GM and free play: the whole allowance). */
  remainingMm: number;
  /** OR-5 the heading at the start of segment 1 (kept on the move record, SD-52). */
  startHeading: number;
}

/**
 * FP-3 / FP-6.4 / SD-23 a ship may make its straight move in several straight steps (to fire from a
 * point of it): how far it has gone this battle turn, from the referee's record on the token.
 */
export function movedThisTurn(token: Pick<TokenDocLike, 'getFlag'>, gate: ManoeuvreGate): number {
  const last = lastMoveOf(token);
  // OR-3 SD-51 in a two-segment battle the move is the segment's: segment 2 starts afresh.
  return gate.mode === 'battle' && last?.turn === gate.turn && last.segment === gate.segment
    ? last.movedMm
    : 0;
}

/** Once a player's ship has started its straight move, only going on straight ahead is left (SD-23). */
function continuingChoice(
  choice: ManoeuvreChoice,
  heading: number,
  movedMm: number,
  remainingMm: number,
): ManoeuvreChoice {
  if (movedMm <= 0) return choice;
  return {
    ...choice,
    mustTurn: false,
    options:
      remainingMm > 0
        ? choice.options.filter((o) => o.kind === 'hold' && o.heading === heading)
        : [],
  };
}

/**
 * SD-23 in a battle, for a player, the control only makes the straight move (course changes and tack
 * steps come from the Abilità card, which knows whether the Crs roll succeeded), with FP-6.6 the
 * automatic one-point bear-away of a damaged rudder; the GM keeps every option, and outside a battle
 * every legal change is offered.
 */
export function gatedChoice(
  choice: ManoeuvreChoice,
  gate: ManoeuvreGate,
  isGM: boolean,
): ManoeuvreChoice {
  if (gate.mode === 'free' || isGM) return choice;
  if (!gate.mayMove) return { ...choice, options: [] };
  return { ...choice, options: choice.options.filter((o) => o.kind === 'hold' || o.automatic) };
}

/** What the manoeuvre control offers a ship token now. */
export function shipMoveState(
  scene: SceneLike,
  tokenId: string,
  isGM = !!game.user?.isGM,
): ShipMoveState {
  const token = shipToken(scene, tokenId);
  const system = shipDataOf(token.actor!);
  const rules = sceneRules(scene);
  const heading = rotationToHeadingIndex(token.rotation);
  const gate = manoeuvreGate(token.actor!.uuid);
  const { allowance, startHeading } = shipAllowanceNow(token, system, rules);
  const movedMm = movedThisTurn(token, gate);
  const refereed = gate.mode === 'battle' && !isGM;
  const remainingMm = refereed
    ? Math.max(0, allowance.allowanceMm - movedMm)
    : allowance.allowanceMm;
  const gated = gatedChoice(
    manoeuvreOptions({
      heading,
      wind: rules.wind,
      sail: system.sail,
      rudderDamaged: system.rudderDamaged,
      tack: tackStateOf(system),
      orderedHeading: orderedHeadingOf(system),
    }),
    gate,
    isGM,
  );
  const choice = refereed ? continuingChoice(gated, heading, movedMm, remainingMm) : gated;
  return {
    token,
    system,
    heading,
    wind: rules.wind,
    allowance,
    choice,
    gate,
    movedMm,
    remainingMm,
    startHeading,
  };
}

export interface ManoeuvreReport {
  option: ManoeuvreOption;
  outcome: MoveOutcome;
  contacts: ContactMarkResult[];
  /** Collision effects the relay refused (FP-5.8), as messages. */
  collisionRefusals: string[];
  /** OR-7 the move after contact (the option on, one ship hit), else null. */
  contactMove?: ContactMoveReport | null;
  /** HR-3 the shoal the move ran onto (the option on), and the grounding's refusal if any. */
  aground?: { regionId: string; kind: ShoalKind; refusal: string | null } | null;
}

/**
 * FP-5.5 / D-8 / FP-5.7 / FP-5.8 carry out a legal manoeuvre on a ship token the user owns: pivot,
 * then the full straight move (none for a tack step, or when furled or hove to), stopping at contact;
 * new contacts are marked on both ships; a tack step advances the ship's tack (FP-5.6).
 */
export async function performManoeuvre(
  scene: SceneLike,
  tokenId: string,
  optionId: string,
  distanceMm?: number,
): Promise<ManoeuvreReport> {
  const answer = await askReferee('manoeuvre', {
    sceneId: scene.id,
    tokenId,
    optionId,
    ...(distanceMm === undefined ? {} : { distanceMm }),
  });
  if (answer.status === 'refused') throw new RuleError(answer.reason);
  if (answer.status !== 'done' || !answer.data)
    throw new RuleError(game.i18n!.localize('SCA.Canvas.Move.NotLegal'));
  return answer.data as ManoeuvreReport;
}

/**
 * The referee's side of a manoeuvre: `requester` is the server-stamped author of the request.
 * `asCommander` (issue 13, SD-173): the GM's client moves a ship for the AI captain of its side, judged
 * as a player's move (the gate, the one straight move, what is left of it, the player's view of the
 * table), never with the GM's free hand.
 */
export async function refereeManoeuvre(
  requester: User.Implementation,
  scene: SceneLike,
  tokenId: string,
  optionId: string,
  distanceMm?: number,
  { asCommander = false }: { asCommander?: boolean } = {},
): Promise<ManoeuvreReport> {
  const moveId = foundry.utils.randomID();
  const asGM = requester.isGM && !asCommander;
  const state = shipMoveState(scene, tokenId, asGM);
  const { token, allowance } = state;
  if (!requester.isGM && !token.actor?.testUserPermission(requester as never, 'OWNER'))
    throw new ForgeryError(game.i18n!.localize('SCA.Canvas.Move.NotOwner'));
  if (allowance.blockedBy && NO_MANOEUVRE_BLOCKS.has(allowance.blockedBy)) {
    throw new RuleError(game.i18n!.localize(`SCA.Canvas.Allowance.Blocked.${allowance.blockedBy}`));
  }
  const { gate } = state;
  if (gate.mode === 'battle' && !asGM) {
    if (!gate.mayMove)
      throw new RuleError(game.i18n!.localize(gate.reasonKey ?? 'SCA.Canvas.Move.NotLegal'));
    // SD-23 one straight move per turn (OR-3 SD-51: per segment), which may be made in several straight steps.
    if (state.movedMm > 0 && state.remainingMm <= 0)
      throw new RuleError(
        game.i18n!.localize(
          gate.segment ? 'SCA.Canvas.Move.AlreadyMovedSegment' : 'SCA.Canvas.Move.AlreadyMoved',
        ),
      );
  }
  const option = state.choice.options.find((o) => o.id === optionId);
  if (!option) throw new RuleError(game.i18n!.localize('SCA.Canvas.Move.NotLegal'));
  const rules = sceneRules(scene);
  // The requester's view of the table: a player's ship sails past a hidden one (it is not revealed).
  const ships = tableShipsInView(scene, rules.scale, tokenId, { isGM: asGM });
  const ship = ships.find((s) => s.id === tokenId)!;
  // FP-5.7 the whole remaining move, or the part the commander asked for (to fire from that point, FP-6.4).
  const wanted =
    typeof distanceMm === 'number' && Number.isFinite(distanceMm) && distanceMm > 0
      ? distanceMm
      : state.remainingMm;
  const distance = option.moves ? Math.min(wanted, state.remainingMm) : 0;
  // HR-3 the straight move also stops at the edge of a shoal (the world setting on).
  const { outcome, shoal } = stopAtShoals(
    ship,
    ships,
    moveResult(ship, ships, option.heading, distance),
    sceneShoals(scene),
  );
  const size = { width: token.width, height: token.height };
  const options = { [JUDGED_MOVE]: true };
  if (option.heading !== state.heading) {
    await token.update({ ...tokenPlacementForPose(outcome.pivotPose, size, rules.grid) }, options);
  }
  if (outcome.movedMm > 0) {
    const { x, y } = tokenPlacementForPose(outcome.finalPose, size, rules.grid);
    // FP-6.4 / D-17 the move is remembered so rakes at any point of it can be found.
    // Steps of one straight move add up (the path back from here is their total, FP-6.4 / D-17).
    const continuing = state.movedMm > 0 && option.heading === state.heading;
    const movedMm = (continuing ? state.movedMm : 0) + outcome.movedMm;
    const lastMove: LastMove = {
      moveId: continuing ? (lastMoveOf(token)?.moveId ?? moveId) : moveId,
      movedMm,
      time: Date.now(),
      ...(gate.mode === 'battle' ? { turn: gate.turn } : {}),
      ...(gate.mode === 'battle' && gate.segment
        ? { segment: gate.segment, startHeading: state.startHeading }
        : {}),
    };
    await token.update({ x, y, [`flags.${SYSTEM_ID}.${LAST_MOVE_FLAG}`]: lastMove }, options);
  }
  if (option.kind === 'tackStart') {
    await token.actor!.update({
      'system.tack': {
        phase: 'inStays',
        startHeading: state.heading,
        rotation: Math.sign(option.turnPoints),
      },
    });
  } else if (option.kind === 'tackComplete') {
    await token.actor!.update({
      'system.tack': { phase: 'completed', startHeading: null, rotation: 1 },
    });
  }
  const contacts = outcome.collidedIds.length
    ? await markContacts(scene, tokenId, outcome.collidedIds, moveId, requester.id!)
    : [];
  const collisionRefusals = await applyCollisions(
    moveId,
    token.actor!.uuid,
    outcome.collidedIds.map((id) => shipToken(scene, id).actor!.uuid),
    requester.id!,
  );
  // OR-7 one ship hit: both take their places after the contact (SD-68: several at once, none).
  // SD-100 the remaining move is what the contact cut off the ship's move (its allowance for the turn,
  // or the segment), not the rest of the step asked: a drag or a panel distance is part of that move.
  const contactLeft = option.moves
    ? Math.max(0, state.allowance.allowanceMm - state.movedMm - outcome.movedMm)
    : 0;
  const contactMove =
    outcome.collidedIds.length === 1
      ? await applyContactMove(
          scene,
          tokenId,
          outcome.collidedIds[0]!,
          contactLeft,
          moveId,
          requester.id!,
          options,
        )
      : null;
  // HR-3 run aground: the damage and the grounded record, once for this move.
  let aground: ManoeuvreReport['aground'] = null;
  if (shoal) {
    const applied = await applyGrounding(
      scene.id,
      tokenId,
      token.actor!.uuid,
      shoal.id,
      moveId,
      requester.id!,
    );
    aground = {
      regionId: shoal.id,
      kind: shoal.kind,
      refusal: applied.status === 'refused' ? (applied.reason ?? null) : null,
    };
  }
  return { option, outcome, contacts, collisionRefusals, contactMove, aground };
}

export function registerManoeuvreRequest(): void {
  registerRequest('manoeuvre', async (requester, payload) => {
    const scene = typeof payload.sceneId === 'string' ? sceneById(payload.sceneId) : null;
    if (!scene || typeof payload.tokenId !== 'string' || typeof payload.optionId !== 'string')
      throw new RuleError(game.i18n!.format('SCA.Referee.BadArgument', { what: 'manoeuvre' }));
    const distance = typeof payload.distanceMm === 'number' ? payload.distanceMm : undefined;
    return {
      status: 'done',
      data: await refereeManoeuvre(requester, scene, payload.tokenId, payload.optionId, distance),
    };
  });
}

/**
 * FP-5.8 a player's drag of a ship token from where it is to the updated x / y: the contacts after
 * that straight move, or null when the update is not a move of a ship.
 */
export function judgeDrag(
  scene: SceneLike,
  token: TokenDocLike,
  changes: { x?: unknown; y?: unknown; rotation?: unknown },
): ContactAnswer | null {
  if (token.actor?.type !== 'ship') return null;
  if (typeof changes.x !== 'number' && typeof changes.y !== 'number') return null;
  const rules = sceneRules(scene);
  const ships = tableShipsInView(scene, rules.scale, token.id);
  const ship = ships.find((s) => s.id === token.id);
  if (!ship) return null;
  const rotation = typeof changes.rotation === 'number' ? changes.rotation : token.rotation;
  const moved = {
    x: typeof changes.x === 'number' ? changes.x : token.x,
    y: typeof changes.y === 'number' ? changes.y : token.y,
    width: token.width,
    height: token.height,
  };
  const to = pxToMm(tokenCentrePx(moved, rules.grid), rules.grid);
  return contactsAfterMove(
    ship,
    { x: to.x, y: to.y, headingDeg: rotationToHeadingDegrees(rotation) },
    ships,
  );
}

/** The token position a drag cut short at contact ends at. */
export function clippedPlacement(
  scene: SceneLike,
  token: TokenDocLike,
  answer: ContactAnswer,
): { x: number; y: number } {
  const { x, y } = tokenPlacementForPose(
    answer.pose,
    { width: token.width, height: token.height },
    scene.grid,
  );
  return { x, y };
}

export type { ContactAnswer };
