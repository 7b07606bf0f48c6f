import { describe, expect, it } from 'vitest';
import { NO_OPTIONAL_RULES, effectiveOptions } from './options.js';

describe('optional rules and their prerequisites', () => {
  it('all off by default: nothing disabled', () => {
    expect(effectiveOptions(NO_OPTIONAL_RULES)).toEqual({
      options: NO_OPTIONAL_RULES,
      disabled: [],
    });
  });

  it('OR-3 seven-dice Abilità is off without the two-segment turn', () => {
    const r = effectiveOptions({ ...NO_OPTIONAL_RULES, sevenDiceAbilita: true });
    expect(r.options.sevenDiceAbilita).toBe(false);
    expect(r.disabled).toEqual([{ option: 'sevenDiceAbilita', missing: ['twoSegmentTurn'] }]);
    const on = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      sevenDiceAbilita: true,
      twoSegmentTurn: true,
    });
    expect(on.options.sevenDiceAbilita).toBe(true);
  });

  it('OR-5 navigation needs OR-3 and OR-9, and names what is missing', () => {
    const r = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      fullNavigation: true,
      twoSegmentTurn: true,
    });
    expect(r.options.fullNavigation).toBe(false);
    expect(r.disabled).toEqual([{ option: 'fullNavigation', missing: ['riggingTest'] }]);
    const on = effectiveOptions({
      ...NO_OPTIONAL_RULES,
      fullNavigation: true,
      twoSegmentTurn: true,
      riggingTest: true,
    });
    expect(on.options.fullNavigation).toBe(true);
    expect(on.disabled).toEqual([]);
  });

  it('OR-2, OR-6, OR-7 and signals stand alone', () => {
    const raw = {
      ...NO_OPTIONAL_RULES,
      setupRolls: true,
      fullGunnery: true,
      entanglement: true,
      signals: 'fullGame' as const,
    };
    expect(effectiveOptions(raw)).toEqual({ options: raw, disabled: [] });
  });
});
