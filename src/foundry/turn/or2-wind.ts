// OR-2 at the start of every turn (the first side's first step, turn 1 included): the referee rolls
// 3d6 for a wind change; only what also came up on the previous turn's roll happens (the scene
// remembers the last roll, SD-62). Posted with what was rolled and what changed; a backing or veering
// wind puts ships in irons through the FP-5.4 handling; calm and storm say which ships they touch.
import { notify } from '../notify.js';
import {
  diceTotal,
  isOared,
  stormRiggingTestDue,
  toDice3,
  windChange,
  type ForceWind,
  type WindChangeOutcome,
} from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { compassLabel } from '../canvas/wind.js';
import { or2State, setOr2State } from '../scene-or2.js';
import { sceneWind, setSceneForce, windForceOf } from '../scene-wind.js';
import { optionalRules } from '../settings.js';
import { format, localize } from '../i18n.js';
import { rosterShips } from './flow.js';
import { applyIronsAfterWindChange } from './irons.js';
import type { TableShipData } from './melee.js';
import { battleScene } from './scene-table.js';
import type { TurnState } from './turn-state.js';

type I18n = {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
};

const K = 'SCA.Or2.Change';

/** OR-2 calm: the oared ships that may move (at half speed); storm: the ships that must take the OR-9 test. */
export function shipsTouchedBy(wind: ForceWind, ships: readonly TableShipData[]) {
  const afloat = ships.filter((s) => !s.system.status.struck && !s.system.status.exploded);
  return {
    oared: wind.force === 'calm' ? afloat.filter((s) => isOared(s.system.shipClass.id)) : [],
    storm: afloat.filter((s) => stormRiggingTestDue(wind.force, s.system.sail)),
  };
}

export interface WindChangeCardInput {
  turn: number;
  faces: readonly number[];
  previousRoll: number | null;
  before: ForceWind;
  outcome: WindChangeOutcome;
  ships: readonly TableShipData[];
}

/** The wind-change card: the roll's meaning, the previous roll, what changed and what follows. */
export function windChangeContext(input: WindChangeCardInput, i18n: I18n) {
  const { outcome } = input;
  const force = (f: string) => i18n.localize(`SCA.Canvas.Wind.Force.${f}`);
  const touched = shipsTouchedBy(outcome.wind, input.ships);
  const names = (ships: readonly TableShipData[]) => ships.map((s) => s.name).join(', ');
  const notes: string[] = [];
  if (outcome.wind.force === 'calm')
    notes.push(
      touched.oared.length
        ? i18n.format(`${K}.Calm`, { ships: names(touched.oared) })
        : i18n.localize(`${K}.CalmNone`),
    );
  if (outcome.wind.force === 'storm')
    notes.push(
      touched.storm.length
        ? i18n.format(`${K}.Storm`, { ships: names(touched.storm) })
        : i18n.localize(`${K}.StormNone`),
    );
  return {
    title: i18n.localize(`${K}.Title`),
    meta: i18n.format(`${K}.Turn`, { turn: input.turn }),
    faces: [...input.faces],
    total: diceTotal(toDice3(input.faces)),
    rows: [
      {
        label: i18n.localize(`${K}.Rolled`),
        value: [
          i18n.localize(`${K}.MayStrength.${outcome.rolled.strength}`),
          i18n.localize(`${K}.MayTurn.${outcome.rolled.direction}`),
        ].join(', '),
      },
      {
        label: i18n.localize(`${K}.Previous`),
        value:
          input.previousRoll === null
            ? i18n.localize(`${K}.NoPrevious`)
            : String(input.previousRoll),
      },
      {
        label: i18n.localize(`${K}.Strength`),
        value: i18n.format(`${K}.Strength_${outcome.strength}`, {
          force: force(outcome.wind.force),
        }),
      },
      {
        label: i18n.localize(`${K}.Direction`),
        value: i18n.format(`${K}.Direction_${outcome.direction}`, {
          wind: compassLabel(outcome.wind.direction, i18n),
        }),
      },
      {
        label: i18n.localize(`${K}.Now`),
        value: `${compassLabel(outcome.wind.direction, i18n)}, ${force(outcome.wind.force)}`,
        strong: true,
      },
    ],
    notes,
    tooltip: i18n.localize(`${K}.Tooltip`),
  };
}

/**
 * OR-2 (GM, at the start of turn `state.turn`): rolls and applies the wind change once per turn.
 * Does nothing when the option is off, without a scene wind, or when this turn's roll was made.
 */
export async function startOfTurnWind(state: TurnState): Promise<WindChangeOutcome | null> {
  if (!optionalRules().setupRolls) return null;
  const scene = battleScene();
  const current = scene ? sceneWind(scene) : null;
  if (!scene || !current) return null;
  const memory = or2State(scene).lastWindRoll;
  if (memory?.turn === state.turn) return null;
  // Only the roll of the turn just before counts (a new battle on the scene starts afresh).
  const previousRoll = memory && memory.turn === state.turn - 1 ? memory.total : null;
  const roll = await new Roll('3d6').evaluate();
  const faces = roll.dice[0]!.results.map((r) => r.result);
  const before: ForceWind = { direction: current.direction, force: windForceOf(current) };
  const outcome = windChange({ wind: before, previousRoll, roll: diceTotal(toDice3(faces)) });
  await setSceneForce(scene, outcome.wind);
  await setOr2State(scene, { lastWindRoll: { turn: state.turn, total: Number(roll.total) } });
  const i18n = { localize, format };
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/or2-roll.hbs'),
    windChangeContext(
      { turn: state.turn, faces, previousRoll, before, outcome, ships: rosterShips(state) },
      i18n,
    ),
  );
  const message = (await ChatMessage.create({ content, rolls: [roll] } as never)) as
    | { id?: string | null }
    | undefined;
  // FP-5.4 ships the backed or veered wind forces into irons take their rigging damage.
  if (outcome.direction !== 'steady') {
    const refusals = await applyIronsAfterWindChange(
      scene.id,
      before.direction,
      `or2wind:${state.turn}:${message?.id ?? ''}`,
    );
    for (const reason of refusals) notify.warn(reason);
  }
  return outcome;
}
