// View model of the HR-5 fort card (SD-177..SD-179): the fort, its roll and score, the ship it fired
// at with range and band, the result, the hull damage and its Apply (done by the referee at once when
// the card is drawn; only a GM sees the button again after an undo: a fort is the referee's).
import type { FortFireCard } from '../../chat/card-data-forts.js';
import { applyAction, compact, type ViewContext } from '../../chat/view-common.js';
import { format, formatNumber, formatSigned, localize } from '../../i18n.js';
import { fortFireKey } from '../forts-fire.js';
import { resultCss } from './views-abilita.js';
import { sideName } from './side-name.js';

const F = 'SCA.Forts';
const T = 'SCA.Turn';

export function fortFireView(card: FortFireCard, ctx: ViewContext) {
  const total = card.faces[0] + card.faces[1] + card.faces[2];
  const modifiers = card.modifiers.map((m) => `${m.label} ${formatSigned(m.value)}`).join(', ');
  const target = card.target;
  const damageText =
    target && card.damage > 0
      ? format(`${F}.Card.Damage`, {
          points: card.damage,
          ship: target.name,
          side: localize(`${F}.HullSide.${target.hitSide}`),
        })
      : '';
  return {
    kind: 'fortFire',
    titleKey: `${T}.Card.fortFire`,
    turn: card.turn,
    side: sideName(card.side),
    name: card.fort.name,
    dice: { faces: card.faces, total },
    scoreText: format(`${T}.Card.ScoreOf`, { score: card.score }),
    modifiers,
    bfText: format(`${F}.Card.Bf`, { bf: formatNumber(card.bf, 1) }),
    target: target
      ? {
          name: target.name,
          range: formatNumber(target.rangeMm),
          bandKey: `${T}.Band.${target.band}`,
        }
      : null,
    resultKey: card.result === 'noTarget' ? `${F}.Card.NoTarget` : `${T}.Result.${card.result}`,
    resultCss: resultCss(card.result),
    // SD-179 a fort's critical results are plain: say so on the card.
    criticalNote:
      card.result === 'wellLaid' || card.result === 'unlucky'
        ? localize(`${F}.Card.Plain.${card.result}`)
        : '',
    damageText,
    actions: compact([
      target && card.damage > 0
        ? applyAction(ctx, {
            action: 'applyFortDamage',
            labelKey: `${T}.Action.Apply`,
            what: damageText,
            args: {},
            actorUuid: target.actorUuid,
            key: fortFireKey(ctx.messageId),
            allowed: ctx.viewer.isGM,
          })
        : null,
    ]),
  };
}

/** HR-5 SD-177 one fort's fire in a line for the turn tracker's coastal batteries card. */
export function fortLine(card: FortFireCard): string {
  const result =
    card.result === 'noTarget'
      ? localize(`${F}.Card.NoTarget`)
      : localize(`${T}.Result.${card.result}`);
  if (!card.target) return format(`${F}.Tracker.NoTarget`, { fort: card.fort.name, result });
  return format(`${F}.Tracker.Fired`, {
    fort: card.fort.name,
    ship: card.target.name,
    result,
    points: card.damage,
  });
}
