// OR-2 set-up on the table (GM tools, when the option is on): the set-up roll (north edge, wind,
// strength; the scene wind and where the roller sits), and each side's refusals of the scenario.
// Context builders are pure; the GM actions write the scene flags (scene-wind.ts, scene-or2.ts).
import {
  MAX_REFUSALS,
  RuleError,
  diceTotal,
  rollerSeat,
  setupRoll,
  toDice3,
  type SetupRoll,
  type TableEdge,
} from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { or2State, refusalsOf, setOr2State } from '../scene-or2.js';
import { setSceneForce } from '../scene-wind.js';
import { optionalRules } from '../settings.js';
import { shipDataOrNull } from '../models/access.js';
import type { SceneLike } from './scene-ships.js';
import { compassLabel } from './wind.js';

type I18n = {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
};

const K = 'SCA.Or2';

export function edgeLabel(edge: TableEdge, i18n: I18n): string {
  return i18n.localize(`${K}.Edge.${edge}`);
}

/** The set-up roll's chat card: the dice, then the three readings and where the roller sits. */
export function setupRollContext(faces: readonly number[], r: SetupRoll, i18n: I18n) {
  return {
    title: i18n.localize(`${K}.Setup.Title`),
    faces: [...faces],
    total: r.roll,
    rows: [
      {
        label: i18n.localize(`${K}.Setup.North`),
        value: i18n.localize(`${K}.NorthEdge.${r.northEdge}`),
      },
      {
        label: i18n.localize(`${K}.Setup.Seat`),
        value: edgeLabel(rollerSeat(r.northEdge), i18n),
      },
      { label: i18n.localize(`${K}.Setup.WindFrom`), value: compassLabel(r.direction, i18n) },
      {
        label: i18n.localize(`${K}.Setup.Strength`),
        value: i18n.localize(`SCA.Canvas.Wind.Force.${r.strength}`),
      },
    ],
    tooltip: i18n.localize(`${K}.Setup.Tooltip`),
  };
}

function requireOr2(i18n: I18n): void {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  if (!optionalRules().setupRolls) throw new RuleError(i18n.localize(`${K}.Off`));
}

async function facesOf(formula: string): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(formula).evaluate();
  return { roll, faces: roll.dice[0]!.results.map((r) => r.result) };
}

/**
 * OR-2 GM: rolls 3d6 once for the north edge, the wind's point and its strength; sets the scene wind
 * (with its OR-2 strength), remembers the north edge (SD-57) and forgets an earlier battle's wind roll.
 */
export async function rollSetup(scene: SceneLike, i18n: I18n): Promise<SetupRoll> {
  requireOr2(i18n);
  const { roll, faces } = await facesOf('3d6');
  const r = setupRoll(diceTotal(toDice3(faces)));
  await setSceneForce(scene, { direction: r.direction, force: r.strength });
  await setOr2State(scene, { northEdge: r.northEdge, lastWindRoll: null });
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/or2-roll.hbs'),
    setupRollContext(faces, r, i18n),
  );
  await ChatMessage.create({ content, rolls: [roll] } as never);
  return r;
}

/** The sides of the ships on a scene, in the order their tokens come. */
export function sidesOnScene(scene: SceneLike): string[] {
  const sides: string[] = [];
  for (const token of scene.tokens.contents) {
    const side = token.actor?.type === 'ship' ? shipDataOrNull(token.actor)?.side : undefined;
    if (side && !sides.includes(side)) sides.push(side);
  }
  return sides;
}

/** The refusals dialog: one 0-3 choice per side of the scene's ships. */
export function refusalsFormContext(scene: SceneLike, i18n: I18n) {
  const state = or2State(scene);
  return {
    hint: i18n.localize(`${K}.Refusals.Hint`),
    sides: sidesOnScene(scene).map((side, index) => ({
      index,
      name: sideDisplayName(side, i18n.localize),
      choices: [...Array(MAX_REFUSALS + 1)].map((_, n) => ({
        value: String(n),
        label: String(n),
        selected: n === refusalsOf(state, side),
      })),
    })),
  };
}

/** GM: stores the refusals of each side (OR-2: at most three); bad input changes nothing. */
export async function applyRefusalsForm(
  scene: SceneLike,
  data: Record<string, unknown>,
  i18n: I18n,
): Promise<Array<{ side: string; count: number }>> {
  requireOr2(i18n);
  const refusals = sidesOnScene(scene).map((side, i) => {
    const count = Number(data[`side${i}`] ?? 0);
    if (!Number.isInteger(count) || count < 0 || count > MAX_REFUSALS)
      throw new RuleError(i18n.localize(`${K}.Refusals.Bad`));
    return { side, count };
  });
  await setOr2State(scene, { refusals });
  return refusals;
}
