// Issue 13: the optional rules a battle plays beyond Fast Play, in one place for runBattle - which
// options are on (as the core's OptionalRules), the captain's Fast Play orders rewritten for them by
// captain-options.ts (as the Foundry AI seat does), and the part's hooks (part-rules.ts).
import { isDismasted } from '../damage.js';
import type { GunStatus } from '../gun-state.js';
import { NO_OPTIONAL_RULES, type OptionalRules } from '../options.js';
import type { OrderName } from '../orders-available.js';
import { applyFullGunneryHit, BattleGuns } from './battle-gunnery.js';
import { shipOrdersAvailable } from './captain.js';
import {
  carryOutJuryRig,
  collisionRiggingTests,
  dueRiggingTest,
  juryRigPhase,
  maxSailRestored,
  noteShortRangeHit,
  rdcDown,
  takeRiggingTest,
} from './battle-rigging.js';
import type { BattleOption } from './battle-state.js';
import { ordersUnderOptions } from './captain-options.js';
import type { SimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { ironsPenalty } from './part-helm.js';
import type { FleetShipOrders } from './fleet-captain.js';
import type { PartRules } from './part-rules.js';
import type { SimTable, TableEntry } from './table.js';
import {
  calmFactor,
  setupWind,
  startOfTurnWind,
  stormTestDue,
  type Or2Wind,
} from './battle-wind.js';
import type { WindAt } from './battle-rigging.js';
import { reason, type Reason } from './reasons.js';
import { BattleNavigation } from './part-navigation.js';
import type { NavigationAtOrders, NavigationPartRecord } from './part-navigation-record.js';
import { tackTowardEnemy } from './navigation-captain.js';
import { BattleTangles } from './part-entangle.js';
import type { DuelSide } from './duel-state.js';
import { relativeToWind } from '../sailing.js';
import { BattleSignals, type SignalsAtOrders } from './battle-signals.js';

/** A battle ship's orders once the options have had their say. */
export interface OptionFleetOrders extends FleetShipOrders {
  /** SD-189 each change the options made to the Fast Play orders, with the rule that made it. */
  applied: Reason[];
}

/** What the legality test needs to judge a part's orders under the options (before the part). */
export interface OptionsAtOrders {
  options: OptionalRules;
  /** OR-6 the ship's guns before the part (null: OR-6 off). */
  guns: ReturnType<BattleGuns['of']> | null;
  /** OR-9 RDC down to the test before the part, and the jury rig's step. */
  rdcDown: number;
  juryRig: ReturnType<typeof juryRigPhase>;
  /** SD-35 the most sail she may set on restored RDC. */
  maxSail: 'easy' | 'full';
  /** OR-2 the wind's strength at her orders (null: OR-2 off). */
  windForce: Or2Wind['force'] | null;
  /** OR-5 her tack and the turns since the last one ended (absent: OR-5 off). */
  navigation?: NavigationAtOrders;
  /** OR-7 the ships she is entangled with at her orders (absent: OR-7 off). */
  entangled?: number;
  /** FP-A3 / OR-11 who commands, acts independently or has read a signal (absent: no signals). */
  signals?: SignalsAtOrders;
}

/** The core's OptionalRules for a battle's option ids (FP-A1, HR-4 and FP-8.3F are the battle's own). */
export function optionalRulesOf(ids: readonly BattleOption[]): OptionalRules {
  const on = (id: string) => (ids as readonly string[]).includes(id);
  return {
    ...NO_OPTIONAL_RULES,
    setupRolls: on('OR-2'),
    fullGunnery: on('OR-6'),
    riggingTest: on('OR-9'),
    twoSegmentTurn: on('OR-3'),
    sevenDiceAbilita: on('OR-3-7D'),
    fullNavigation: on('OR-5'),
    entanglement: on('OR-7'),
    cardDrivenTurn: on('HR-5'),
    cardDrivenElite: on('HR-5E'),
    signals: on('FP-A3') ? 'fastPlay' : on('OR-11') ? 'fullGame' : 'none',
  };
}

/** FP-3 the orders this ship may be given under the options (the core's ordersAvailable). */
export function optionOrdersAvailable(s: SimShip, options: OptionalRules): OrderName[] {
  return shipOrdersAvailable(s, {
    fullGunnery: options.fullGunnery,
    wreckDown: rdcDown(s) > 0,
    juryRig: juryRigPhase(s),
  });
}

/** The options played in one battle: the captain's orders under them and the part's hooks. */
export class BattleOptionRules {
  readonly guns: BattleGuns | null;
  /** OR-2 the wind's strength and last change roll (null: OR-2 off). */
  readonly or2: Or2Wind | null;
  readonly part: PartRules;
  /** OR-5 full-game navigation (null: OR-5 off). */
  readonly navigation: BattleNavigation | null;
  /** OR-7 the battle's entanglements (null: OR-7 off). */
  readonly tangles: BattleTangles | null;
  /** FP-A3 / OR-11 the battle's signals (null: neither played). */
  readonly signals: BattleSignals | null;
  private turn = 0;

  constructor(
    readonly options: OptionalRules,
    private readonly rng: DuelRandom,
    private readonly table: SimTable,
    squadronOf: (uid: string) => string = () => '',
  ) {
    this.signals = BattleSignals.of(options.signals, table, rng, squadronOf);
    this.guns = options.fullGunnery ? new BattleGuns() : null;
    // OR-2 the set-up roll, before the first turn.
    this.or2 = options.setupRolls ? setupWind(table, rng) : null;
    const guns = this.guns;
    const or9 = options.riggingTest;
    const or2 = this.or2;
    const navigation = options.fullNavigation
      ? new BattleNavigation({
          turn: () => this.turn,
          condition: () => this.or2?.force ?? this.table.strength,
          riggingTest: (s, cause) => takeRiggingTest(s, cause, this.rng, this.windAt()),
        })
      : null;
    this.navigation = navigation;
    const tangles = options.entanglement
      ? new BattleTangles(table, options.twoSegmentTurn, () => or2?.force ?? table.strength)
      : null;
    this.tangles = tangles;
    this.part = {
      afterAbilita: (me, orders, score, yellowScore = score) => {
        guns?.carryOut(me.uid, me.ship, orders.orders, score, this.turn);
        if (or9) carryOutJuryRig(me.ship, orders.orders, yellowScore, this.turn);
      },
      mayFire: (me, side) => (guns ? guns.mayFire(me.uid, side, this.turn) : true),
      fire: (me, side) => (guns ? guns.fire(me.uid, side, this.turn) : 'normal'),
      ...(guns ? { hit: applyFullGunneryHit } : {}),
      onHit: (target, band) => {
        if (or9 && band === 'short') noteShortRangeHit(target.ship, this.turn);
      },
      allowanceFactor: (me) => (or2 ? calmFactor(me.ship, or2) : 1),
      inIrons: (me) => this.forbiddenHeading(me.ship),
      ...(or9
        ? {
            collision: (me: TableEntry, other: TableEntry) => {
              collisionRiggingTests(
                { ship: me.ship, partiesReady: me.ship.partiesReady === true },
                { ship: other.ship, partiesReady: other.ship.partiesReady === true },
                this.rng,
                this.windAt(),
              );
            },
          }
        : {}),
      // OR-5 / SD-89 BF -1 while tacking.
      ...(navigation ? { bfModifier: () => navigation.fireModifier() } : {}),
      beforeFireToll: (me) => {
        // OR-9 full sail in a strong wind or a storm; OR-2 / SD-60 a storm's test without OR-9 too.
        if (or9) dueRiggingTest(me.ship, this.rng, this.windAt());
        else if (or2 && stormTestDue(me.ship, or2))
          takeRiggingTest(me.ship, 'storm', this.rng, this.windAt());
      },
      ...(tangles ? this.or7Hooks(tangles) : {}),
    };
  }

  /** OR-7 the part's hooks: the move after contact, the +1 and footnote 20 (part-entangle.ts). */
  private or7Hooks(tangles: BattleTangles): Partial<PartRules> {
    return {
      contactMade: (me, had, sweep, allowance) =>
        tangles.afterContacts(me, had, sweep, allowance, this.turn),
      shotScore: (target, score) => tangles.shotScore(target, score),
      screened: (me, target, pose, side) => tangles.screened(me, target, pose, side),
      tangleHit: (me, shot, band, bf, double) =>
        tangles.sharedHit(
          {
            firer: me,
            target: shot.target,
            pose: shot.pose,
            side: shot.side,
            band,
            bf,
            rake: shot.rake,
            double,
            fullGunnery: this.guns ? shot.broadside : null,
          },
          (e) => this.part.onHit(e, band),
        ),
    };
  }

  /**
   * OR-7 / SD-101 / SD-230 a side begins its parts: the entangled pairs due with a ship of it move
   * first; a new part starts with no move after contact made.
   */
  startSide(side: DuelSide): void {
    this.tangles?.startSide(side, this.turn);
  }

  /** HR-5 / SD-129 a squadron's acting card: the pairs due with a ship of it move, its side's ship active. */
  startSquadron(side: DuelSide, ships: readonly TableEntry[]): void {
    this.tangles?.startSide(side, this.turn, ships);
  }

  /** OR-7 a ship's part begins (the heading an OR-7 move after contact turns her from is kept). */
  startPart(): void {
    this.tangles?.startPart();
  }

  /**
   * What the options did in the part just played, for its record: OR-5's navigation (SD-222..SD-227)
   * and the heading an OR-7 move after contact turned her from (SD-68 / SD-69); empty without them.
   */
  partRecordFields(): { navigation?: NavigationPartRecord; headingBeforeContact?: number } {
    return {
      ...(this.navigation ? { navigation: this.navigation.record() ?? undefined } : {}),
      ...(this.tangles?.headingBeforeContact != null
        ? { headingBeforeContact: this.tangles.headingBeforeContact }
        : {}),
    };
  }

  /**
   * FP-5.4 a ship on a forbidden heading (a wind shift, or still in irons at her move): 10% DC of
   * rigging, or under OR-9 the rigging damage test instead (SD-197; not a ship in stays under OR-5, SD-87).
   */
  forbiddenHeading(s: SimShip): void {
    // OR-5 / OR-9 in stays under a tack order, head to wind is no forbidden heading (SD-87).
    if (this.navigation?.inStaysShip(s)) return;
    if (this.options.riggingTest) takeRiggingTest(s, 'forbiddenHeading', this.rng, this.windAt());
    else ironsPenalty(s);
  }

  /** Any option here changes the part (else the battle plays Fast Play's part). */
  static of(
    ids: readonly BattleOption[],
    rng: DuelRandom,
    table: SimTable,
    /** HR-5 / OR-11 each ship's squadron (the fleet file's), by table id. */
    squadronOf?: (uid: string) => string,
  ): BattleOptionRules | null {
    const options = optionalRulesOf(ids);
    return options.fullGunnery ||
      options.riggingTest ||
      options.setupRolls ||
      options.fullNavigation ||
      options.entanglement ||
      options.signals !== 'none'
      ? new BattleOptionRules(options, rng, table, squadronOf)
      : null;
  }

  /** The wind a rigging test reads (OR-2's strength when played). */
  windAt(): WindAt {
    const at: WindAt = { wind: this.table.wind, strength: this.table.strength };
    if (this.or2) at.force = this.or2.force;
    return at;
  }

  /**
   * A new turn: OR-2's start-of-turn wind change (SD-65), a ship it newly puts in irons paying for it
   * as FP-5.4 (or OR-9) says.
   */
  startTurn(turn: number): void {
    this.turn = turn;
    this.signals?.startTurn(turn);
    this.windChange();
  }

  /** HR-5 a card-driven turn begins: its wind changes only when the wind card is drawn (SD-116). */
  startCardTurn(turn: number): void {
    this.turn = turn;
    this.signals?.startTurn(turn);
  }

  /** OR-2 the turn's wind change (SD-65; HR-5: on the wind card, SD-116). */
  windChange(): void {
    if (!this.or2) return;
    for (const s of startOfTurnWind(this.table, this.or2, this.rng)) this.forbiddenHeading(s);
  }

  /** The state the legality test judges this ship's orders against. */
  atOrders(me: TableEntry): OptionsAtOrders {
    return {
      options: this.options,
      guns: this.guns ? this.guns.of(me.uid) : null,
      rdcDown: rdcDown(me.ship),
      juryRig: juryRigPhase(me.ship),
      maxSail: maxSailRestored(me.ship),
      windForce: this.or2?.force ?? null,
      ...(this.navigation ? { navigation: this.navigation.atOrders(me) } : {}),
      ...(this.tangles ? { entangled: this.tangles.entangledWith(me).length } : {}),
      ...(this.signals ? { signals: this.signals.atOrders(me) } : {}),
    };
  }

  /** SD-188 the captain's Fast Play orders as a player writes them under the options (captain-options.ts). */
  orders(me: TableEntry, fp0: FleetShipOrders, enemy: TableEntry | null = null): OptionFleetOrders {
    const s = me.ship;
    const idle = { status: 'loaded' as GunStatus, hasFired: false };
    const nav = this.navigation?.atOrders(me) ?? null;
    // OR-5 the captain tacks toward her enemy when that is the better way to windward (SD-225).
    const tack =
      nav && enemy ? tackTowardEnemy(me.ship, enemy.ship, this.table.wind, fp0, nav) : null;
    const fp = tack ? tack.orders : fp0;
    const out = ordersUnderOptions(
      { heading: fp.heading, orders: fp.orders, fire: fp.fire },
      {
        options: this.options,
        available: optionOrdersAvailable(s, this.options),
        guns: this.guns ? this.guns.sides(me.uid, this.turn) : { port: idle, starboard: idle },
        inContact: false,
        aground: false,
        tackInStays: nav?.tack.phase === 'inStays',
        dismasted: isDismasted(s.profile, s.damage),
        juryRig: juryRigPhase(s),
        rigRepairable: false,
        navigation: nav && {
          heading: s.heading,
          wind: this.table.wind,
          turnsSinceLastTack: nav.turnsSinceLastTack,
          rdcDown: rdcDown(s),
        },
        // FP-A3 / OR-11 / SD-40 until she reads a signal (FP-5.4 in irons she still bears away).
        ...(this.signals?.keeps(me)
          ? { keepCourseAndSpeed: { inIrons: relativeToWind(s.heading, this.table.wind).r <= 2 } }
          : {}),
      },
    );
    const applied = tack ? [tack.why, ...out.reasons] : out.reasons;
    // SD-88 in stays is tacking even while her tack order waits (OR-9 rigging down): no sail change.
    const sailOrder = (o: string) => o === 'increaseSail' || o === 'decreaseSail';
    if (nav?.tack.phase === 'inStays' && out.orders.some(sailOrder)) {
      out.orders = out.orders.filter((o) => !sailOrder(o));
      applied.push(reason('noSailWhileTacking'));
    }
    const orders = keepSailOrder({ ...fp, orders: out.orders, fire: out.fire, applied }, s);
    // SD-44 her fire orders, and the enemy they are aimed at, count in this turn's receptions.
    if (this.signals) {
      const enemies = this.table.entries.filter((e) => e.side !== me.side);
      this.signals.noteOrders(me, orders, orders.target === null ? null : enemies[orders.target]!);
    }
    return orders;
  }
}

/**
 * The sail and course aimed for agree with the orders left: a sail increase or a course change the
 * options dropped (OR-9: no more sail and no turn while rigging is down) keeps the sail set and the
 * heading; SD-35 on 3 or more restored RDC, easy sail at most.
 */
function keepSailOrder(o0: OptionFleetOrders, s: SimShip): OptionFleetOrders {
  // FP-5.5 a course order the options dropped (OR-9: no turn while down) keeps her heading.
  const o = o0.orders.includes('changeCourse') ? o0 : { ...o0, heading: s.heading };
  if (o.sail === s.sail) return o;
  const raising = o.sail === 'full' || (o.sail === 'easy' && s.sail === 'furled');
  const dropped = raising ? !o.orders.includes('increaseSail') : !o.orders.includes('decreaseSail');
  if (dropped) return { ...o, sail: s.sail };
  if (o.sail === 'full' && maxSailRestored(s) === 'easy')
    return {
      ...o,
      sail: s.sail,
      orders: o.orders.filter((x) => x !== 'increaseSail'),
      applied: [...o.applied, reason('easySailJuryRigged')],
    };
  return o;
}
