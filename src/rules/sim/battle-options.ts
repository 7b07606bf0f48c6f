// Issue 13: the optional rules a battle plays beyond Fast Play, in one place for runBattle - which
// options are on (as the core's OptionalRules), the captain's Fast Play orders rewritten for them by
// captain-options.ts (as the Foundry AI seat does), and the part's hooks (part-rules.ts).
import { isDismasted, isSinking } from '../damage.js';
import type { GunStatus } from '../gun-state.js';
import { NO_OPTIONAL_RULES, type OptionalRules } from '../options.js';
import { ordersAvailable, type OrderName } from '../orders-available.js';
import { applyFullGunneryHit, BattleGuns } from './battle-gunnery.js';
import type { BattleOption } from './battle-state.js';
import { ordersUnderOptions } from './captain-options.js';
import type { SimShip } from './duel-state.js';
import type { FleetShipOrders } from './fleet-captain.js';
import type { PartRules } from './part-rules.js';
import type { TableEntry } from './table.js';

/** A battle ship's orders once the options have had their say. */
export interface OptionFleetOrders extends FleetShipOrders {
  /** SD-189 each change the options made to the Fast Play orders, with the rule that made it. */
  applied: string[];
}

/** What the legality test needs to judge a part's orders under the options (before the part). */
export interface OptionsAtOrders {
  options: OptionalRules;
  /** OR-6 the ship's guns before the part (null: OR-6 off). */
  guns: ReturnType<BattleGuns['of']> | null;
}

/** The core's OptionalRules for a battle's option ids (FP-A1, HR-4 and FP-8.3F are the battle's own). */
export function optionalRulesOf(ids: readonly BattleOption[]): OptionalRules {
  return { ...NO_OPTIONAL_RULES, fullGunnery: (ids as readonly string[]).includes('OR-6') };
}

/** FP-3 the orders this ship may be given under the options (the core's ordersAvailable). */
export function optionOrdersAvailable(s: SimShip, options: OptionalRules): OrderName[] {
  return ordersAvailable({
    captured: false,
    struck: s.fate === 'struck',
    sinking: s.fate !== 'afloat' || isSinking(s.profile, s.damage),
    dismasted: isDismasted(s.profile, s.damage),
    riggingRepaired: s.damage.riggingRepaired,
    fireship: false,
    fireshipLit: false,
    struckMayFightFire: false,
    fullGunnery: options.fullGunnery,
  });
}

/** The options played in one battle: the captain's orders under them and the part's hooks. */
export class BattleOptionRules {
  readonly guns: BattleGuns | null;
  readonly part: PartRules;
  private turn = 0;

  constructor(readonly options: OptionalRules) {
    this.guns = options.fullGunnery ? new BattleGuns() : null;
    const guns = this.guns;
    this.part = {
      afterAbilita: (me, orders, score) =>
        guns?.carryOut(me.uid, me.ship, orders.orders, score, this.turn),
      mayFire: (me, side) => (guns ? guns.mayFire(me.uid, side, this.turn) : true),
      fire: (me, side) => (guns ? guns.fire(me.uid, side, this.turn) : 'normal'),
      hit: applyFullGunneryHit,
    };
  }

  /** Any option here changes the part (else the battle plays Fast Play's part). */
  static of(ids: readonly BattleOption[]): BattleOptionRules | null {
    const options = optionalRulesOf(ids);
    return options.fullGunnery ? new BattleOptionRules(options) : null;
  }

  startTurn(turn: number): void {
    this.turn = turn;
  }

  /** The state the legality test judges this ship's orders against. */
  atOrders(me: TableEntry): OptionsAtOrders {
    return { options: this.options, guns: this.guns ? this.guns.of(me.uid) : null };
  }

  /** SD-188 the captain's Fast Play orders as a player writes them under the options (captain-options.ts). */
  orders(me: TableEntry, fp: FleetShipOrders): OptionFleetOrders {
    const s = me.ship;
    const idle = { status: 'loaded' as GunStatus, hasFired: false };
    const out = ordersUnderOptions(
      { heading: fp.heading, orders: fp.orders, fire: fp.fire },
      {
        options: this.options,
        available: optionOrdersAvailable(s, this.options),
        guns: this.guns ? this.guns.sides(me.uid, this.turn) : { port: idle, starboard: idle },
        inContact: false,
        aground: false,
        tackInStays: false,
        dismasted: isDismasted(s.profile, s.damage),
        juryRig: null,
        rigRepairable: false,
        navigation: null,
      },
    );
    return { ...fp, orders: out.orders, fire: out.fire, applied: out.reasons };
  }
}
