// View model of the HR-3 grounding card: the ship, the bottom and the sail it struck at, the hull
// damage (or, with the OR-9 test on, that the test decides, SD-132), the unfoul result that gets it
// off, and the Apply (done by the referee at once; the GM's undo).
import { groundingDamage, unfoulNeeded } from '../../../rules/index.js';
import type { GroundingCard } from '../../chat/card-data-sailing.js';
import { applyAction, compact, type ViewContext } from '../../chat/view-common.js';
import { format, localize } from '../../i18n.js';
import { profileFromSource } from '../../models/ship-model.js';
import { sideName } from './side-name.js';

const A = 'SCA.Aground';

/** The Apply key of a grounding card: one grounding, one change. */
export function groundingKey(messageId: string): string {
  return `${messageId}:aground`;
}

export function groundingView(card: GroundingCard, ctx: ViewContext) {
  const ship = ctx.ship(card.ship.actorUuid);
  const hit = groundingDamage(card.sail, ship ? profileFromSource(ship).dcCapacity : 0);
  const kind = localize(`${A}.Kind.${card.bottom}`);
  const damageText = card.byTest
    ? localize(`${A}.Card.ByTest`)
    : format(`${A}.Card.Damage`, { points: hit.hullPoints, pct: hit.pct });
  const needed = unfoulNeeded('grounding', card.sail) === 'all' ? 'all' : 'A';
  return {
    kind: 'grounding',
    titleKey: 'SCA.Turn.Card.grounding',
    turn: card.turn,
    side: sideName(card.side),
    name: card.ship.name,
    where: format(`${A}.Card.Where`, { kind, sail: localize(`${A}.Sail.${card.sail}`) }),
    damageText,
    getOffText: format(`${A}.Card.GetOff`, { needed: localize(`${A}.Needed.${needed}`) }),
    actions: compact([
      applyAction(ctx, {
        action: 'applyGrounding',
        labelKey: 'SCA.Turn.Action.Apply',
        what: card.byTest ? format(`${A}.LabelTest`, { kind }) : damageText,
        args: {},
        actorUuid: card.ship.actorUuid,
        key: groundingKey(ctx.messageId),
        allowed: ctx.viewer.isGM || ctx.viewer.owns(card.ship.actorUuid),
      }),
    ]),
  };
}
