// Issue 13: the duel played with optional rules (`sca duel --options`), through the battle's own option
// machinery (battle-options.ts: the options' orders and part hooks; battle.ts: FP-A1's end-of-turn wind)
// and the battle's part for each ship, so a duel with options is a one-ship-a-side battle from the
// duel's opening to the duel's end (SD-232). Without options the duel is played exactly as before.
import { isSinking } from '../damage.js';
import { RuleError } from '../errors.js';
import { battleCaptainTable, battleShipOrders } from './battle-orders.js';
import { captainStart } from './or5-plan-start.js';
import { BattleOptionRules } from './battle-options.js';
import { BATTLE_OPTIONS, parseBattleOptions, type BattleOption } from './battle-state.js';
import { contactViews, windAtEndOfTurn, type BattlePartRecord } from './battle.js';
import { cloneDuel, otherSide, sideIndex, type DuelSide, type DuelState } from './duel-state.js';
import type { DuelRandom, PartRecord } from './duel.js';
import { captainView } from './fleet-captain.js';
import { dropContactsWithGone } from './part-contact.js';
import { ironsPenalty } from './part-helm.js';
import { playShipPart } from './part.js';
import { playShipPartInSegments, type SegmentPartPlayed } from './part-segments.js';
import type { SimTable } from './table.js';

/** SD-232 the battle's options that need a fleet: a duel of two ships refuses them by name. */
export const FLEET_ONLY_OPTIONS: Readonly<Partial<Record<BattleOption, string>>> = {
  'HR-4': 'fleet morale',
  'FP-8.3F': "the FP-8.3 footnote's fleet victory points",
  'HR-5': "the card-driven turn of squadrons' and fleets' cards",
  'HR-5E': "the card-driven turn's two cards for a squadron",
  'FP-A3': "signals from a fleet's flagship",
  'OR-11': "signals from a fleet's officers",
};

/** The options a duel plays: the battle's, less the fleet's (in the battle's order). */
export const DUEL_OPTIONS: readonly BattleOption[] = BATTLE_OPTIONS.filter(
  (o) => FLEET_ONLY_OPTIONS[o] === undefined,
);

/**
 * Option ids for a duel from `--options OR-6,OR-7` (or a list): the battle's checks (SD-199, SD-212)
 * on the ids a duel plays; a fleet's option or an unknown id is refused, naming it.
 */
export function parseDuelOptions(input: string | readonly string[]): BattleOption[] {
  const ids = (typeof input === 'string' ? input.split(',') : [...input])
    .map((x) => x.trim().toUpperCase())
    .filter((x) => x !== '');
  for (const id of ids) {
    const fleet = FLEET_ONLY_OPTIONS[id as BattleOption];
    if (fleet)
      throw new RuleError(
        `option ${id} (${fleet}) needs fleets: a duel of two ships does not play it`,
      );
    if (!(DUEL_OPTIONS as readonly string[]).includes(id))
      throw new RuleError(
        `option "${id}" is not played by the duel (it plays ${DUEL_OPTIONS.join(', ')})`,
      );
  }
  return parseBattleOptions(ids);
}

/** A duel part's record with the options' state (the battle's fields: the legality test reads them). */
export type DuelOptionPartRecord = PartRecord &
  Pick<BattlePartRecord, 'optional' | 'applied' | 'headingBeforeContact' | 'navigation'>;

/** SD-232 the options of one duel: the battle's rules for them on the duel's table of two. */
export class DuelOptionPlay {
  private readonly rules: BattleOptionRules | null;
  private readonly segmented: boolean;
  private readonly sevenDice: boolean;
  private readonly variableWind: boolean;

  constructor(
    readonly options: readonly BattleOption[],
    private readonly state: DuelState,
    private readonly table: SimTable,
    private readonly rng: DuelRandom,
  ) {
    // HR-1 (option) melee damage (SD-159).
    if (options.includes('HR-1')) table.meleeDamage = true;
    this.rules = BattleOptionRules.of(options, rng, table);
    this.segmented = options.includes('OR-3');
    this.sevenDice = options.includes('OR-3-7D');
    this.variableWind = options.includes('FP-A1');
    state.wind = table.wind;
  }

  /** A new turn (after the table's startTurn): OR-2's start-of-turn wind (SD-65). */
  startTurn(turn: number): void {
    this.rules?.startTurn(turn);
    this.state.wind = this.table.wind;
  }

  /** A side begins its part: OR-7's entangled pair moves first when due (SD-230). */
  startSide(side: DuelSide): void {
    this.rules?.startSide(side);
  }

  /** FP-3 one side's part as the battle plays it: its captain's orders, the options', the part. */
  playPart(side: DuelSide, onPart?: (record: DuelOptionPartRecord) => void): void {
    const { state, table, rules } = this;
    const me = table.entries[sideIndex(side)]!;
    const enemy = table.entries[sideIndex(otherSide(side))]!;
    if (me.ship.fate !== 'afloat') return;
    // OR-5 / SD-281 her captain plans from where segment 1 will leave her (else from where she lies).
    const start = captainStart(
      table,
      me,
      this.segmented ? (rules?.navigation ?? null) : null,
      battleCaptainTable(table.strength, table.scale),
    );
    const fp = battleShipOrders(
      start.me,
      [enemy.ship],
      state.turn,
      table.wind,
      [enemy.ship],
      contactViews(table, me),
      start.table,
    );
    if (!fp) return;
    const atOrders = rules && onPart ? rules.atOrders(me) : null;
    const withOptions = rules ? rules.orders(me, fp, enemy) : null;
    const orders = withOptions ?? fp;
    const before = onPart
      ? cloneDuel(captainView(me.ship, enemy.ship, state.turn, state.wind))
      : null;
    rules?.startPart();
    const part = rules?.part ?? null;
    const played = this.segmented
      ? playShipPartInSegments(
          table,
          me,
          orders,
          enemy,
          this.rng,
          part,
          this.sevenDice,
          rules?.navigation ?? null,
        )
      : playShipPart(table, me, orders, enemy, this.rng, part);
    if (!before || !onPart) return;
    onPart({
      before,
      orders: { ...orders, ship: 'a' },
      score: played.score,
      fired: played.fired,
      movedMm: played.movedMm,
      allowanceMm: played.allowanceMm,
      headingAfter: me.ship.heading,
      windStrength: table.strength,
      // HR-2 the scale the legality check reads (absent: 1:1200).
      ...(table.scale === 3000 ? { scale: table.scale } : {}),
      ...(atOrders && withOptions ? { optional: atOrders, applied: withOptions.applied } : {}),
      ...(this.segmented ? { segments: (played as SegmentPartPlayed).segments } : {}),
      // OR-5's navigation and OR-7's turn by a move after contact, when played.
      ...rules?.partRecordFields(),
    });
  }

  /** The end of the turn: FP-A1's wind roll (its irons as FP-5.4, or OR-9's test), then sinking. */
  endTurn(): void {
    if (!this.variableWind) return;
    const rules = this.rules;
    windAtEndOfTurn(this.table, this.rng, rules ? (s) => rules.forbiddenHeading(s) : ironsPenalty);
    for (const e of this.table.entries)
      if (e.ship.fate === 'afloat' && isSinking(e.ship.profile, e.ship.damage))
        e.ship.fate = 'sunk';
    dropContactsWithGone(this.table);
    this.state.wind = this.table.wind;
  }
}
