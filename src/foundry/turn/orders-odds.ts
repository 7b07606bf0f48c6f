// FP-4.2 the exact odds, over the 216 outcomes of 3d6, that each ordered action of a ship succeeds,
// shown before the roll (score = 3d6 + the FP-4.1 modifiers, clamped). Split from orders.ts for size.
import { wreckLeeSide } from '../ship-wreck.js';
import {
  reloadResult,
  RANGE_BANDS,
  THREE_D6_OUTCOMES,
  abilitaModifiers,
  clampScore,
  columnOdds,
  distributionOf,
  lightFireship,
  repairRigging,
  sumModifiers,
  unfoulAtLeastA,
  abilitaRow,
  wreckageFireScore,
  type AbilitaColumn,
  type RangeBand,
  type UnfoulResult,
} from '../../rules/index.js';
import type { OrderKey } from '../models/orders-field.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf, damageOf } from '../ship-state.js';
import type { OrdersSnapshot } from '../chat/card-data-common.js';
import { orderedKeys, unfoulFreesAll } from './orders.js';

/** FP-4.1 the modifier total of a ship now (what its score will be: roll + this, clamped). */
export function modifierTotalOf(s: ShipSystemSource): number {
  return sumModifiers(abilitaModifiers(abilitaConditionsOf(s)));
}

export interface OrderOdds {
  order: OrderKey;
  /** Probability that the order is carried out, or null when it depends on the range band. */
  probability: number | null;
  /** FP-6.2 broadsides: probability of a hit (H or W) at each band. */
  byBand: Array<{ band: RangeBand; probability: number }> | null;
}

/** Counts outcomes of the 216 and divides once, so equal odds compare equal. */
function okOn(column: AbilitaColumn, mod: number, ok: (v: string) => boolean): number {
  let count = 0;
  for (const o of columnOdds(column, mod)) if (ok(String(o.value))) count += o.count;
  return count / THREE_D6_OUTCOMES;
}

function probabilityWhere(mod: number, ok: (score: number) => boolean): number {
  return (
    (distributionOf((total) => ok(clampScore(total + mod))).find((o) => o.value)?.count ?? 0) /
    THREE_D6_OUTCOMES
  );
}

/** FP-4.2 exact odds of every ordered action of a ship (score = 3d6 + its modifiers, clamped). */
export function ordersOdds(o: OrdersSnapshot, s: ShipSystemSource): OrderOdds[] {
  const mod = modifierTotalOf(s);
  const profile = profileFromSource(s);
  const one = (order: OrderKey, probability: number): OrderOdds => ({
    order,
    probability,
    byBand: null,
  });
  // The switch covers every OrderKey, and TypeScript proves it: a missing case fails the callback's
  // declared return type (TS2366).
  // biome-ignore lint/suspicious/useIterableCallbackReturn: exhaustive switch, checked by tsc
  return orderedKeys(o).map((order): OrderOdds => {
    switch (order) {
      case 'extinguish':
        return one(
          order,
          okOn('extinguish', mod, (v) => v === 'ok'),
        );
      case 'unfoul':
        return one(
          order,
          okOn('unfoul', mod, (v) => unfoulFreesAll(v as UnfoulResult, s)),
        );
      case 'increaseSail':
      case 'decreaseSail':
        return one(
          order,
          okOn(order, mod, (v) => v === 'ok'),
        );
      case 'changeCourse':
      case 'tack':
        return one(
          order,
          okOn('changeCourse', mod, (v) => v === 'ok'),
        );
      case 'firePort':
      case 'fireStarboard': {
        // OR-9 / SD-76 from the side the wreckage fell on, the card's -1 (the same core function).
        const side = order === 'firePort' ? 'port' : 'starboard';
        const lee = wreckLeeSide(s);
        return {
          order,
          probability: null,
          byBand: RANGE_BANDS.map((band) => ({
            band,
            probability: probabilityWhere(mod, (score) => {
              const v = abilitaRow(wreckageFireScore(score, side, lee).score)[band];
              return v === 'hit' || v === 'wellLaid';
            }),
          })),
        };
      }
      case 'prepareBoarding':
        return one(
          order,
          okOn('boarding', mod, (v) => v === 'ok'),
        );
      case 'repairRigging':
        return one(
          order,
          probabilityWhere(
            mod,
            (score) =>
              repairRigging(profile, damageOf(s), score, { alreadyRepaired: s.riggingRepairUsed })
                .repaired,
          ),
        );
      case 'lightFireship':
        return one(
          order,
          probabilityWhere(mod, (score) => lightFireship(score)),
        );
      case 'runOutGuns':
        return one(order, 1);
      case 'cutAwayWreck':
      case 'juryRig':
        // OR-9 Unf >= A (a repair after a short-range hit is refused by the referee: SD-97).
        return one(
          order,
          okOn('unfoul', mod, (v) => unfoulAtLeastA(v as UnfoulResult)),
        );
      case 'reloadPort':
      case 'reloadStarboard':
        // OR-6 the reload table on the modified score.
        return one(
          order,
          probabilityWhere(mod, (score) => reloadResult(s.crew, score).reloaded),
        );
    }
  });
}
