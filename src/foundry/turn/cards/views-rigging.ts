// View model of the OR-9 rigging damage test card: why the ship tests, the dice and every modifier,
// the threshold line ("−3 vs 0+ ✗ → −30 % DC rigging") and the Apply (done by the referee at once).
import { RIGGING_TEST_PASSES_AT, diceTotal } from '../../../rules/index.js';
import type { RiggingTestCard } from '../../chat/card-data-sailing.js';
import { applyAction, compact, type ViewContext } from '../../chat/view-common.js';
import { atLeastCheck, labelText, ruleTip } from '../../chat/view-checks.js';
import { format, formatNumber, formatSigned, localize } from '../../i18n.js';
import { profileFromSource } from '../../models/ship-model.js';
import { lostRdcNote, rdcLostToTest, riggingDamagePlan, riggingTestOf } from '../rigging.js';
import { sideName } from './side-name.js';

const T = 'SCA.Turn';
const R = `${T}.Rigging`;

/** The Apply key of a rigging test card: one test, one change. */
export function riggingKey(messageId: string): string {
  return `${messageId}:rigging`;
}

export function riggingTestView(card: RiggingTestCard, ctx: ViewContext) {
  const r = riggingTestOf(card);
  const ship = ctx.ship(card.ship.actorUuid);
  const other = card.other ? ctx.ship(card.other.actorUuid) : null;
  const key = riggingKey(ctx.messageId);
  const state = ctx.effect(card.ship.actorUuid, key);
  let plan = null;
  try {
    plan = ship
      ? riggingDamagePlan(card, ship, other ? profileFromSource(other).dcCapacity : null)
      : null;
  } catch {
    plan = null;
  }
  const actions = compact([
    r.damage && (plan || state.state !== 'none')
      ? applyAction(ctx, {
          action: 'applyRigging',
          labelKey: `${T}.Action.Apply`,
          what: plan ? labelText(plan.label) : '',
          args: {},
          actorUuid: card.ship.actorUuid,
          key,
          allowed: ctx.viewer.isGM || ctx.viewer.owns(card.ship.actorUuid),
        })
      : null,
  ]);
  const lost = ship ? rdcLostToTest(card, ship, plan, state.state === 'applied') : 0;
  const note = ship ? lostRdcNote(ship, lost) : null;
  const total = diceTotal(card.faces);
  const [base, dice, ...rest] = r.modifiers;
  return {
    kind: 'riggingTest',
    titleKey: `${T}.Card.riggingTest`,
    turn: card.turn,
    side: sideName(card.side),
    name: card.ship.name,
    causeKey: `${R}.Cause.${card.cause}`,
    storm: card.storm,
    faces: card.faces,
    total,
    base: formatNumber(base!.value),
    baseTooltip: ruleTip(localize(`${R}.Base`), 'OR-9'),
    diceModifier: formatSigned(dice!.value),
    diceModifierTooltip: ruleTip(
      format(`${T}.Needs.DiceModifier`, { total: formatNumber(total) }),
      'OR-9',
    ),
    modifiers: rest.map((m) => {
      const labelKey = modifierKey(card, m.key);
      return {
        labelKey,
        value: formatSigned(m.value),
        tooltip: ruleTip(localize(labelKey), m.rule),
      };
    }),
    score: formatSigned(r.score),
    check: atLeastCheck(r.score, RIGGING_TEST_PASSES_AT, ruleTip(localize(`${R}.Needs`), 'OR-9')),
    damageText: r.damage
      ? format(r.dcOf === 'other' ? `${R}.DamageOther` : `${R}.Damage`, {
          pct: formatNumber(r.damagePctDc),
          ship: card.other?.name ?? '',
        })
      : localize(`${R}.NoDamage`),
    outcomeKey: r.damage ? `${R}.Damaged` : `${R}.Passed`,
    outcomeCss: r.damage ? 'is-failure' : 'is-success',
    lostRdc: note
      ? format(`${R}.LostRdc`, {
          n: formatNumber(note.rdcDown),
          sail: localize(`${R}.Sail.${note.speedSail}`),
        })
      : '',
    actions,
  };
}

/** The words of a modifier: the sail and the wind name their setting. */
function modifierKey(card: RiggingTestCard, key: string): string {
  if (key === 'sail') return `${R}.Mod.sail.${card.sail}`;
  if (key === 'wind') return `${R}.Mod.wind.${card.wind}`;
  return `${R}.Mod.${key}`;
}
