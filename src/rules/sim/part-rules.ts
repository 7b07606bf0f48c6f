// Issue 13: what the optional rules change in one ship's part (part.ts) - the battle hands these hooks
// to playShipPart when an option is played, so the Fast Play part stays as it is when none is.
import type { HullSide } from '../damage.js';
import type { SharedSweepResult } from '../geometry/movement.js';
import type { Pose } from '../geometry/ship-shape.js';
import type { BroadsideKind } from '../tables/full-gunnery.js';
import type { RangeBand } from '../tables/gunnery.js';
import type { CaptainOrders } from './captain.js';
import type { SimShip } from './duel-state.js';
import type { FullGunneryHit } from './battle-gunnery.js';
import type { TableEntry } from './table.js';

export interface PartRules {
  /** After the move, the options' orders read on the part's Abilità score (OR-6 reload and run out guns, OR-9 the jury rig; OR-3 seven dice: `score` is the red group's, `yellowScore` the jury rig's, SD-95). */
  afterAbilita(me: TableEntry, orders: CaptainOrders, score: number, yellowScore?: number): void;
  /** OR-6 the side may fire in this part (its guns loaded, nothing reloaded or run out this turn). */
  mayFire(me: TableEntry, side: HullSide): boolean;
  /** The ordered side fires at a target: which broadside it is (OR-6 initial or normal). */
  fire(me: TableEntry, side: HullSide): BroadsideKind;
  /** OR-6 a hit's damage on the target (in place of FP-6.3); absent: FP-6.3. */
  hit?(target: SimShip, hit: FullGunneryHit): void;
  /** A broadside hit `target` at this band (OR-9 / SD-97 notes short-range hits). */
  onHit(target: TableEntry, band: RangeBand): void;
  /** OR-2 / SD-59 the share of her allowance the wind gives (calm: oared ships half, others none). */
  allowanceFactor(me: TableEntry): number;
  /** FP-5.4 she is still in irons at her move (OR-9: the rigging test instead of 10% DC). */
  inIrons(me: TableEntry): void;
  /** At the end of her part, before the fire toll (OR-9 / SD-32 full sail in a strong wind). */
  beforeFireToll(me: TableEntry): void;
  /** OR-9 / SD-198 her move ran her into `other` (a collision, not a D-19 boarding contact). */
  collision?(me: TableEntry, other: TableEntry): void;
  /** OR-5 / SD-89 a change to the BF of the broadsides she fires now (BF -1 while tacking); absent: none. */
  bfModifier?(me: TableEntry): number;
  /**
   * OR-7 her straight move made contacts (`had`: those she had before it): the move after contact and
   * the entanglement (part-entangle.ts). True when the move after contact was made (she then fires from
   * where she lies, SD-231).
   */
  contactMade?(
    me: TableEntry,
    had: readonly string[],
    sweep: SharedSweepResult,
    allowanceMm: number,
  ): boolean;
  /** OR-7 / SD-72 the score a broadside resolves with against this target (+1 at an entangled ship). */
  shotScore?(target: TableEntry, score: number): number;
  /** OR-7 footnote 20 a friend in the target's tangle screens it: the broadside is not fired. */
  screened?(me: TableEntry, target: TableEntry, pose: Pose, side: HullSide): boolean;
  /** OR-7 footnote 20 a hit shared with a friend in the target's tangle (true: damage applied here). */
  tangleHit?(
    me: TableEntry,
    shot: {
      target: TableEntry;
      pose: Pose;
      side: HullSide;
      rake: 'bow' | 'stern' | null;
      broadside: BroadsideKind;
    },
    band: RangeBand,
    bf: number,
    double: boolean,
  ): boolean;
}
