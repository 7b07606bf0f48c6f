// Which optional rules (OR-2 … OR-11, FP-A3) a battle plays with, and how they depend on each other.
// Settings are stored as the GM sets them; every rule reads `effectiveOptions`, so an option whose
// prerequisite is off is off everywhere (the settings' hints and the rules reference say which).
import type { RuleId } from './modifiers.js';

export const SIGNAL_RULES = ['none', 'fastPlay', 'fullGame'] as const;
export type SignalRules = (typeof SIGNAL_RULES)[number];

export interface OptionalRules {
  /** OR-2 set-up rolls, start-of-turn wind changes, calm and storm, deployment, refusal. */
  setupRolls: boolean;
  /** OR-3 two-segment turn. */
  twoSegmentTurn: boolean;
  /** OR-3 seven-dice Abilità (a sub-option of the two-segment turn). */
  sevenDiceAbilita: boolean;
  /** OR-5 full-game navigation. */
  fullNavigation: boolean;
  /** OR-6 full-game gunnery and reload. */
  fullGunnery: boolean;
  /** OR-7 collisions and entanglement. */
  entanglement: boolean;
  /** OR-9 rigging damage test. */
  riggingTest: boolean;
  /** FP-A3 (Fast Play) or OR-11 (full game) signals, or none. */
  signals: SignalRules;
  /** HR-5 card-driven turn (off: the FP-3 sides acting one after the other). */
  cardDrivenTurn: boolean;
  /** HR-5 advanced / D-20: Elite-or-Good squadrons put two movement-and-fire cards in the deck. */
  cardDrivenElite: boolean;
}

export const NO_OPTIONAL_RULES: Readonly<OptionalRules> = Object.freeze({
  setupRolls: false,
  twoSegmentTurn: false,
  sevenDiceAbilita: false,
  fullNavigation: false,
  fullGunnery: false,
  entanglement: false,
  riggingTest: false,
  signals: 'none',
  cardDrivenTurn: false,
  cardDrivenElite: false,
});

type BooleanOption = Exclude<keyof OptionalRules, 'signals'>;

/** The rule each option plays (for hints, the reference and messages). */
export const OPTION_RULE: Readonly<Record<keyof OptionalRules, RuleId>> = {
  setupRolls: 'OR-2',
  twoSegmentTurn: 'OR-3',
  sevenDiceAbilita: 'OR-3',
  fullNavigation: 'OR-5',
  fullGunnery: 'OR-6',
  entanglement: 'OR-7',
  riggingTest: 'OR-9',
  signals: 'OR-11',
  cardDrivenTurn: 'HR-5',
  cardDrivenElite: 'HR-5',
};

/**
 * HR-2 (1:3000) is not among these options: it is the table's scale (the `tableScale` setting; the
 * simulation's `--options HR-2`), it needs none of them and none excludes it, since every distance they
 * use has its 1:3000 figure (SD-269).
 *
 * Prerequisites. OR-3's seven dice are a form of its Abilità roll; OR-5's speeds are per segment
 * (OR-3) and its tack failures and illegal course orders cost an OR-9 test. The others stand alone:
 * OR-6 without OR-3 reloads in one turn and fires the next; OR-7 without OR-3 uses the source's
 * footnote-19 movement; OR-2's storm takes the OR-9 test whether or not OR-9 is on (OR-2 says so).
 */
export const OPTION_NEEDS: Readonly<Partial<Record<BooleanOption, readonly BooleanOption[]>>> = {
  sevenDiceAbilita: ['twoSegmentTurn'],
  fullNavigation: ['twoSegmentTurn', 'riggingTest'],
  cardDrivenElite: ['cardDrivenTurn'],
};

/**
 * Options that cannot be played together: the first is off while any of the others is on.
 * SD-110 HR-5's deck replaces the FP-3 sequence, and OR-3 has its own (administration, two
 * segments of movement, boarding and morale per side): the card-driven turn is off under OR-3.
 */
export const OPTION_EXCLUDED_BY: Readonly<
  Partial<Record<BooleanOption, readonly BooleanOption[]>>
> = {
  cardDrivenTurn: ['twoSegmentTurn'],
};

export interface EffectiveOptions {
  options: OptionalRules;
  /**
   * Options set on but off because a prerequisite is off (`missing`), or because an option they
   * cannot be played with is on (`excludedBy`, only then present).
   */
  disabled: Array<{
    option: BooleanOption;
    missing: BooleanOption[];
    excludedBy?: BooleanOption[];
  }>;
}

/** The options a battle actually plays: an option whose prerequisites are not all on is off. */
export function effectiveOptions(raw: Readonly<OptionalRules>): EffectiveOptions {
  const options: OptionalRules = { ...raw };
  const disabled: EffectiveOptions['disabled'] = [];
  // Exclusions first, so an option they switch off also switches off the options needing it.
  for (const [option, others] of Object.entries(OPTION_EXCLUDED_BY) as Array<
    [BooleanOption, readonly BooleanOption[]]
  >) {
    const on = others.filter((o) => raw[o]);
    if (options[option] && on.length > 0) {
      options[option] = false;
      disabled.push({ option, missing: [], excludedBy: on });
    }
  }
  for (const [option, needs] of Object.entries(OPTION_NEEDS) as Array<
    [BooleanOption, readonly BooleanOption[]]
  >) {
    if (!options[option]) continue;
    const missing = needs.filter((n) => !options[n]);
    if (missing.length > 0) {
      options[option] = false;
      disabled.push({ option, missing });
    }
  }
  return { options, disabled };
}
