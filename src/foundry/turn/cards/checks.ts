// The shape of each card kind's stored data (the ChatMessage model refuses any other shape).
import {
  type Obj,
  SIDES,
  arr,
  fail,
  faces,
  num,
  obj,
  oneOf,
  shipRef,
  str,
} from '../../chat/card-check.js';
import { AI_CAPTAIN_LINES } from '../../chat/card-data-ai-captain.js';
import { isReason } from '../../../rules/sim/reasons.js';
import {
  CREW_QUALITIES,
  DICE_GROUPS,
  NAV_WINDS,
  RIGGING_TEST_CAUSES,
  isFace,
} from '../../../rules/index.js';

export function checkAbilita(c: Obj): void {
  faces(c, 'faces', 'card');
  num(c, 'wind', 'card', { int: true, min: 0, max: 15, nullable: true });
  if (arr(c, 'ships', 'card').length === 0) fail('card.ships', 'must not be empty');
  arr(c, 'ships', 'card').forEach((s, i) => {
    const p = `card.ships[${i}]`;
    const o = shipRef(s, p);
    obj(o.orders, `${p}.orders`);
    num(o, 'score', p, { int: true, min: 3, max: 18 });
    num(o, 'headingIndex', p, { int: true, min: 0, max: 15, nullable: true });
    arr(o, 'modifiers', p).forEach((m, j) => {
      num(obj(m, `${p}.modifiers[${j}]`), 'value', `${p}.modifiers[${j}]`, { int: true });
    });
    obj(o.tack, `${p}.tack`);
    // OR-3 seven dice: a score per group, on a card that carries the seven faces.
    if (o.groupScores !== undefined) {
      if (c.sevenDice === undefined) fail(`${p}.groupScores`, 'needs the seven dice');
      const g = obj(o.groupScores, `${p}.groupScores`);
      for (const k of DICE_GROUPS) num(g, k, `${p}.groupScores`, { int: true, min: 3, max: 18 });
    } else if (c.sevenDice !== undefined) fail(`${p}.groupScores`, 'missing');
  });
  if (c.sevenDice !== undefined) {
    const v = c.sevenDice;
    if (!Array.isArray(v) || v.length !== 7 || !v.every(isFace))
      fail('card.sevenDice', 'must be seven dice faces 1-6');
  }
}

export function checkGunnery(c: Obj): void {
  str(c, 'abilitaMessageId', 'card');
  num(c, 'shipIndex', 'card', { int: true, min: 0 });
  str(c, 'firerUuid', 'card');
  oneOf(c, 'broadside', 'card', SIDES);
  oneOf(c, 'aim', 'card', ['hull', 'rigging']);
  num(c, 'score', 'card', { int: true, min: 3, max: 18 });
  num(c, 'bf', 'card', { min: 0 });
  arr(c, 'candidates', 'card').forEach((t, i) => {
    const p = `card.candidates[${i}]`;
    const o = shipRef(t, p);
    num(o, 'rangeMm', p, { min: 0 });
    oneOf(o, 'band', p, ['short', 'medium', 'long', 'out']);
    oneOf(o, 'half', p, ['fore', 'aft']);
    oneOf(o, 'rake', p, ['bow', 'stern', null]);
    oneOf(o, 'hitSide', p, SIDES);
    oneOf(o, 'sail', p, ['full', 'easy', 'furled']);
    arr(o, 'boardingWith', p);
    // OR-7 an entangled target: absent or a boolean.
    if (o.entangled !== undefined && typeof o.entangled !== 'boolean')
      fail(`${p}.entangled`, 'must be true or false');
    if (o.tangle !== undefined) {
      const q = `${p}.tangle`;
      const t = shipRef(o.tangle, q);
      oneOf(t, 'hitSide', q, SIDES);
      oneOf(t, 'friendPlace', q, ['fore', 'aft', 'centre']);
      oneOf(t, 'enemyPlace', q, ['fore', 'aft', 'centre']);
      num(t, 'friendRangeMm', q, { min: 0 });
      num(t, 'enemyRangeMm', q, { min: 0 });
    }
  });
  if (arr(c, 'choices', 'card').length > 2) fail('card.choices', 'offers at most two targets');
  if (c.targetUuid !== null) str(c, 'targetUuid', 'card');
  // OR-6 full gunnery: the broadside's kind (absent: Fast Play damage).
  if (c.fullGunnery !== undefined)
    oneOf(obj(c.fullGunnery, 'card.fullGunnery'), 'broadside', 'card.fullGunnery', [
      'normal',
      'initial',
    ]);
}

export function checkCritical(c: Obj): void {
  str(c, 'abilitaMessageId', 'card');
  if (c.unlucky !== null) faces(obj(c.unlucky, 'card.unlucky'), 'faces', 'card.unlucky');
  if (c.wellLaid !== null) {
    const w = obj(c.wellLaid, 'card.wellLaid');
    faces(w, 'faces', 'card.wellLaid');
    str(w, 'targetUuid', 'card.wellLaid');
    arr(w, 'neighbours', 'card.wellLaid').forEach((n, i) => {
      shipRef(n, `card.wellLaid.neighbours[${i}]`);
    });
  }
}

export function checkMelee(c: Obj): void {
  shipRef(c.attacker, 'card.attacker');
  shipRef(c.defender, 'card.defender');
  faces(c, 'faces', 'card', c.withoutMelee === true);
  obj(c.own, 'card.own');
  obj(c.enemy, 'card.enemy');
}

export function checkMoraleList(c: Obj): void {
  // HR-4 the side whose fleet takes its all-ships test.
  if (c.fleetBreak !== undefined) str(c, 'fleetBreak', 'card');
  arr(c, 'entries', 'card').forEach((e, i) => {
    const o = shipRef(e, `card.entries[${i}]`);
    for (const k of ['hits', 'bowRakes', 'sternRakes'])
      num(o, k, `card.entries[${i}]`, { int: true, min: 0 });
    if (o.refusalBonus !== undefined)
      num(o, 'refusalBonus', `card.entries[${i}]`, { int: true, min: 1, max: 3 });
  });
}

export function checkMorale(c: Obj): void {
  str(c, 'listMessageId', 'card');
  shipRef(c.ship, 'card.ship');
  faces(c, 'faces', 'card');
  num(obj(c.conditions, 'card.conditions'), 'dcCapacity', 'card.conditions', { min: 1 });
}

export function checkEndOfPart(c: Obj): void {
  arr(c, 'entries', 'card').forEach((e, i) => {
    const entry = shipRef(e, `card.entries[${i}]`);
    oneOf(entry, 'cause', `card.entries[${i}]`, ['fire', 'fireship', 'spread']);
    if (entry.cause === 'spread') shipRef(entry.from, `card.entries[${i}].from`);
  });
}

export function checkSummary(c: Obj): void {
  if (c.fleetMoraleLoser !== undefined) str(c, 'fleetMoraleLoser', 'card');
  arr(c, 'sides', 'card');
  arr(c, 'ships', 'card');
}

export function checkRiggingTest(c: Obj): void {
  shipRef(c.ship, 'card.ship');
  faces(c, 'faces', 'card');
  oneOf(c, 'cause', 'card', RIGGING_TEST_CAUSES);
  oneOf(c, 'crew', 'card', CREW_QUALITIES);
  oneOf(c, 'sail', 'card', ['easy', 'full', 'hove-to']);
  oneOf(c, 'wind', 'card', NAV_WINDS);
  num(c, 'rdcLost', 'card', { int: true, min: 0 });
  oneOf(c, 'collision', 'card', ['ship', 'rock', 'sand', null]);
  num(c, 'rateDiff', 'card', { int: true, min: 0, nullable: true });
  if (c.other !== null) shipRef(c.other, 'card.other');
}

export function checkSignal(c: Obj): void {
  oneOf(c, 'mode', 'card', ['fastPlay', 'fullGame']);
  shipRef(c.sender, 'card.sender');
  str(c, 'senderUserId', 'card');
  const elements = arr(c, 'elements', 'card');
  if (elements.length < 1 || elements.length > 2)
    fail('card.elements', 'holds one or two elements');
  elements.forEach((e, i) => {
    if (typeof e !== 'string' || e.trim() === '' || e.length > 120)
      fail(`card.elements[${i}]`, 'must be a non-empty text of at most 120 characters');
  });
  arr(c, 'entries', 'card').forEach((e, i) => {
    const p = `card.entries[${i}]`;
    const o = shipRef(e, p);
    faces(o, 'faces', p);
    const cond = obj(o.conditions, `${p}.conditions`);
    for (const k of ['underEnemyFire', 'orderedToFire', 'boarding', 'fireOnBoard', 'otherNation'])
      oneOf(cond, k, `${p}.conditions`, [true, false]);
    oneOf(o, 'independent', p, [true, false]);
  });
}

/** HR-3 the grounding card. */
export function checkGrounding(c: Obj): void {
  shipRef(c.ship, 'card.ship');
  for (const k of ['sceneId', 'tokenId', 'regionId', 'moveId']) str(c, k, 'card');
  oneOf(c, 'bottom', 'card', ['rock', 'sand']);
  oneOf(c, 'sail', 'card', ['easy', 'full']);
  oneOf(c, 'byTest', 'card', [true, false]);
}

/** Issue 13 the AI captain's log: its step, ship and one-line reasons (plain text, bounded). */
export function checkAiCaptain(c: Obj): void {
  oneOf(c, 'step', 'card', ['orders', 'moveFire', 'boarding', 'signal']);
  oneOf(c, 'segment', 'card', [null, 1, 2]);
  shipRef(c.ship, 'card.ship');
  const lines = arr(c, 'lines', 'card');
  if (lines.length > 40) fail('card.lines', 'holds at most 40 lines');
  lines.forEach((l, i) => {
    const o = obj(l, `card.lines[${i}]`);
    oneOf(o, 'kind', `card.lines[${i}]`, AI_CAPTAIN_LINES);
    const text = str(o, 'text', `card.lines[${i}]`);
    if (text.length > 300) fail(`card.lines[${i}].text`, 'is at most 300 characters');
    // SD-203 a reason is shown from its id and parameters: only a well-formed one is kept.
    if (o.reason !== undefined && !isReason(o.reason))
      fail(`card.lines[${i}].reason`, 'is not an AI captain reason');
  });
}

/** HR-5 SD-177 a fort's fire on the coastal batteries card. */
export function checkFortFire(c: Obj): void {
  shipRef(c.fort, 'card.fort');
  faces(c, 'faces', 'card');
  arr(c, 'modifiers', 'card').forEach((m, i) => {
    const o = obj(m, `card.modifiers[${i}]`);
    for (const k of ['key', 'label', 'rule']) str(o, k, `card.modifiers[${i}]`);
    num(o, 'value', `card.modifiers[${i}]`, { int: true, min: -20, max: 20 });
  });
  num(c, 'score', 'card', { int: true, min: 3, max: 18 });
  num(c, 'bf', 'card', { min: 0, max: 20 });
  num(c, 'damage', 'card', { int: true, min: 0, max: 10000 });
  oneOf(c, 'result', 'card', ['hit', 'miss', 'unlucky', 'wellLaid', 'noTarget']);
  if (c.target === null) return;
  const t = shipRef(c.target, 'card.target');
  num(t, 'rangeMm', 'card.target', { min: 0, max: 10000 });
  oneOf(t, 'band', 'card.target', ['short', 'medium', 'long']);
  oneOf(t, 'hitSide', 'card.target', SIDES);
}

/** FP-5.7 / SD-150 the moves the referee completed at a close. */
export function checkMoveCompleted(c: Obj): void {
  oneOf(c, 'segment', 'card', [null, 1, 2]);
  const ships = arr(c, 'ships', 'card');
  if (ships.length === 0) fail('card.ships', 'must not be empty');
  ships.forEach((s, i) => {
    const p = `card.ships[${i}]`;
    const o = shipRef(s, p);
    num(o, 'movedMm', p, { min: 0, max: 10000 });
    arr(o, 'contactWith', p).forEach((n, j) => {
      if (typeof n !== 'string') fail(`${p}.contactWith[${j}]`, 'must be a string');
    });
    oneOf(o, 'aground', p, [true, false]);
  });
}
