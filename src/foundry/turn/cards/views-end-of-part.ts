// View model of the end-of-part card: the fires' toll at the end of a side's part of the turn, fire
// passed by contact, lit fireships burning, explosions and the fire they set, each with its Apply.
import { explosionFireKey, explosionFirePlan } from '../criticals.js';
import { endOfPartPlan } from '../end-of-part.js';
import type { EndOfPartCard } from '../../chat/card-data-melee-morale.js';
import { applyAction, compact, type ViewContext } from '../../chat/view-common.js';
import { labelText } from '../../chat/view-checks.js';
import { format, localize } from '../../i18n.js';
import { sideName } from './side-name.js';

const T = 'SCA.Turn';

/** "Scipion: set on fire by an explosion" (empty when the ship is gone: the label names it). */
function neighbourWhat(ctx: ViewContext, n: { actorUuid: string; name: string }): string {
  const ship = ctx.ship(n.actorUuid);
  if (!ship) return '';
  const plan = explosionFirePlan(ship);
  return format(`${T}.Action.OnShip`, { ship: n.name, what: labelText(plan.label) });
}

export function endOfPartView(card: EndOfPartCard, ctx: ViewContext) {
  const entries = card.entries.map((e, i) => {
    const ship = ctx.ship(e.actorUuid);
    const allowed = ctx.viewer.isGM || ctx.viewer.owns(e.actorUuid);
    const key = `${ctx.messageId}:${i}`;
    let plan = null;
    try {
      const spread =
        e.cause === 'spread'
          ? {
              selfId: e.actorUuid.split('.').pop()!,
              from: e.from ? ctx.ship(e.from.actorUuid) : null,
            }
          : undefined;
      plan = ship ? endOfPartPlan(e, ship, spread) : null;
    } catch {
      plan = null;
    }
    const state = ctx.effect(e.actorUuid, key);
    const what = plan ? labelText(plan.label) : '';
    return {
      name: e.name,
      causeKey: `${T}.EndOfPart.${e.cause}`,
      fromName: e.from?.name ?? null,
      preview: what || (state.state === 'none' ? localize(`${T}.EndOfPart.Nothing`) : ''),
      actions:
        plan || state.state !== 'none'
          ? compact([
              applyAction(ctx, {
                action: 'applyEndOfPart',
                labelKey: `${T}.Action.Apply`,
                what,
                args: { entry: i },
                actorUuid: e.actorUuid,
                key,
                allowed,
              }),
            ])
          : [],
      neighbours: e.neighbours.map((n, j) => ({
        name: n.name,
        actions: compact([
          applyAction(ctx, {
            action: 'applyExplosionFire',
            labelKey: neighbourWhat(ctx, n) ? `${T}.Action.Apply` : `${T}.Action.SetFire`,
            labelData: { name: n.name },
            what: neighbourWhat(ctx, n),
            args: { entry: i, neighbour: j },
            actorUuid: n.actorUuid,
            key: explosionFireKey(e.actorUuid, n.actorUuid),
            allowed,
          }),
        ]),
      })),
    };
  });
  return {
    kind: 'endOfPart',
    titleKey: `${T}.Card.endOfPart`,
    turn: card.turn,
    side: sideName(card.side),
    entries,
    empty: entries.length === 0,
  };
}
