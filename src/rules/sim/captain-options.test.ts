import { describe, expect, it } from 'vitest';
import { reason, reasonText } from './reasons.js';
import { NO_OPTIONAL_RULES } from '../options.js';
import { ORDER_NAMES, type OrderName } from '../orders-available.js';
import {
  ordersUnderOptions,
  type FastPlayDecision,
  type OptionsShipState,
} from './captain-options.js';

const loaded = { status: 'loaded' as const, hasFired: true };
const fired = { status: 'fired' as const, hasFired: true };

function state(over: Partial<OptionsShipState> = {}): OptionsShipState {
  return {
    options: NO_OPTIONAL_RULES,
    available: ORDER_NAMES,
    guns: { port: loaded, starboard: loaded },
    inContact: false,
    aground: false,
    tackInStays: false,
    dismasted: false,
    juryRig: null,
    navigation: null,
    rigRepairable: false,
    ...over,
  };
}

const OR6 = { ...NO_OPTIONAL_RULES, fullGunnery: true };
const fireStarboard: FastPlayDecision = {
  heading: 4,
  orders: ['increaseSail', 'changeCourse', 'fireStarboard'],
  fire: [{ side: 'starboard', aim: 'hull', reason: reason('fireAtHull', { side: 'starboard' }) }],
};
const quiet: FastPlayDecision = { heading: 4, orders: ['changeCourse'], fire: [] };

/** The reasons in English, as the CLI and logs show them (SD-203). */
const english = (r: { reasons: readonly Parameters<typeof reasonText>[0][] }) =>
  r.reasons.map(reasonText);

describe('AI captain under the options (issue 13)', () => {
  it('Fast Play with nothing held or down: the orders are the captain’s, no reason added', () => {
    expect(ordersUnderOptions(fireStarboard, state())).toEqual({
      orders: ['increaseSail', 'changeCourse', 'fireStarboard'],
      fire: fireStarboard.fire,
      reasons: [],
    });
  });

  it('FP-5.8 in contact: orders unfoul, with its reason', () => {
    const r = ordersUnderOptions(quiet, state({ inContact: true }));
    expect(r.orders).toEqual(['changeCourse', 'unfoul']);
    expect(english(r)).toEqual(['unfoul: she is held in contact (FP-5.8)']);
  });

  it('HR-3 aground: orders unfoul and drops the course change', () => {
    const r = ordersUnderOptions(quiet, state({ aground: true }));
    expect(r.orders).toEqual(['unfoul']);
    expect(english(r)).toHaveLength(2);
    expect(english(r)[1]).toMatch(/HR-3/);
  });

  it('FP-5.8 unfoul is not added when the ship may not be given it (struck: not available)', () => {
    const r = ordersUnderOptions(quiet, state({ inContact: true, available: ['extinguish'] }));
    expect(r.orders).toEqual(['changeCourse']);
    expect(english(r)).toEqual([]);
  });

  it('FP-5.6 in stays: goes on tacking, no course change', () => {
    const r = ordersUnderOptions(quiet, state({ tackInStays: true }));
    expect(r.orders).toEqual(['tack']);
    expect(english(r).join(' ')).toMatch(/FP-5.6/);
  });

  it('OR-9 rigging down: cuts away the wreckage first (reduceSail and cutAway steps), no sail made nor turn', () => {
    for (const phase of ['reduceSail', 'cutAway'] as const) {
      const r = ordersUnderOptions(fireStarboard, state({ juryRig: phase }));
      expect(r.orders).toEqual(['fireStarboard', 'cutAwayWreck']);
      expect(english(r)[0]).toMatch(/cut away the wreckage.*OR-9/);
    }
  });

  it('OR-9 / FP-2.5 a dismasted ship at the repair step orders the jury rig', () => {
    const r = ordersUnderOptions(
      { heading: 4, orders: ['increaseSail', 'changeCourse'], fire: [] },
      state({ dismasted: true, juryRig: 'repair' }),
    );
    expect(r.orders).toEqual(['juryRig']);
    expect(english(r)).toEqual([
      'no sail made and no turn: she is dismasted (FP-2.5)',
      'jury-rig one mast: the wreckage is cut away (OR-9)',
    ]);
  });

  it('FP-2.5 / D-4 an RDC lost and the repair unused: orders the repair', () => {
    const r = ordersUnderOptions(quiet, state({ rigRepairable: true }));
    expect(r.orders).toEqual(['changeCourse', 'repairRigging']);
    expect(english(r)).toEqual([
      'repair the rigging: an RDC is lost and her one repair is unused (FP-2.5)',
    ]);
  });

  it('FP-2.5 no repair order while an OR-9 jury rig is under way', () => {
    const r = ordersUnderOptions(quiet, state({ rigRepairable: true, juryRig: 'cutAway' }));
    expect(r.orders).not.toContain('repairRigging');
  });

  it('OR-6 off: fired guns change nothing (Fast Play has no reload)', () => {
    const r = ordersUnderOptions(fireStarboard, state({ guns: { port: fired, starboard: fired } }));
    expect(r.orders).toContain('fireStarboard');
    expect(r.orders.some((o) => o.startsWith('reload'))).toBe(false);
  });

  it('OR-6 a loaded side fires; a fired side elsewhere waits for a turn without a broadside (SD-38, SD-188)', () => {
    const r = ordersUnderOptions(
      fireStarboard,
      state({ options: OR6, guns: { port: fired, starboard: loaded } }),
    );
    expect(r.orders).toEqual(['increaseSail', 'changeCourse', 'fireStarboard']);
    expect(english(r)).toEqual([
      'reload after this broadside: a ship that reloads does not fire (OR-6, SD-38)',
    ]);
  });

  it('OR-6 the side it wants to fire has fired: no broadside, reload both fired sides', () => {
    const r = ordersUnderOptions(
      fireStarboard,
      state({ options: OR6, guns: { port: fired, starboard: fired } }),
    );
    expect(r.fire).toEqual([]);
    expect(r.orders).toEqual(['increaseSail', 'changeCourse', 'reloadPort', 'reloadStarboard']);
    expect(english(r)[0]).toBe('no starboard broadside: those guns are not loaded (OR-6)');
  });

  it('OR-6 a side still reloading is not fired and not reloaded again', () => {
    const reloading = { status: 'reloading' as const, hasFired: true };
    const r = ordersUnderOptions(
      fireStarboard,
      state({ options: OR6, guns: { port: loaded, starboard: reloading } }),
    );
    expect(r.fire).toEqual([]);
    expect(r.orders).toEqual(['increaseSail', 'changeCourse']);
  });

  it('OR-6 a quiet turn with loaded guns never fired: runs out the guns (SD-83), not when firing', () => {
    const fresh = { status: 'loaded' as const, hasFired: false };
    const guns = { port: fresh, starboard: fresh };
    const r = ordersUnderOptions(quiet, state({ options: OR6, guns }));
    expect(r.orders).toEqual(['changeCourse', 'runOutGuns']);
    expect(english(r)[0]).toMatch(/run out the guns.*OR-6/);
    expect(ordersUnderOptions(fireStarboard, state({ options: OR6, guns })).orders).not.toContain(
      'runOutGuns',
    );
    // Already run out: nothing more to order.
    const out = { status: 'runOut' as const, hasFired: false };
    const again = ordersUnderOptions(
      quiet,
      state({ options: OR6, guns: { port: out, starboard: out } }),
    );
    expect(again.orders).toEqual(['changeCourse']);
  });

  it('OR-6 a run-out side fires', () => {
    const out = { status: 'runOut' as const, hasFired: false };
    const r = ordersUnderOptions(
      fireStarboard,
      state({ options: OR6, guns: { port: out, starboard: out } }),
    );
    expect(r.fire).toHaveLength(1);
  });

  it('adds only orders the ship may be given (OR-6 orders missing from available: none added)', () => {
    const available: OrderName[] = ORDER_NAMES.filter((o) => !o.startsWith('reload'));
    const r = ordersUnderOptions(
      quiet,
      state({ options: OR6, available, guns: { port: fired, starboard: fired } }),
    );
    expect(r.orders).toEqual(['changeCourse']);
  });

  describe('OR-5 full-game navigation (wind from the north, index 0)', () => {
    const OR5 = {
      ...NO_OPTIONAL_RULES,
      twoSegmentTurn: true,
      riggingTest: true,
      fullNavigation: true,
    };
    const nav = (heading: number, turnsSinceLastTack: number | null = null) => ({
      heading,
      wind: 0,
      turnsSinceLastTack,
      rdcDown: 0,
    });
    const wantHeading = (heading: number): FastPlayDecision => ({
      heading,
      orders: ['increaseSail', 'changeCourse'],
      fire: [],
    });

    it('OR-5 a legal one-point bear-away is kept as it is', () => {
      const r = ordersUnderOptions(wantHeading(5), state({ options: OR5, navigation: nav(4) }));
      expect(r.orders).toEqual(['increaseSail', 'changeCourse']);
      expect(english(r)).toEqual([]);
    });

    it('OR-5 / SD-190 close-hauled on the port tack, wanting the starboard tack: tacks instead, no sail change', () => {
      const r = ordersUnderOptions(wantHeading(13), state({ options: OR5, navigation: nav(3) }));
      expect(r.orders).toEqual(['tack']);
      expect(english(r)).toEqual([
        'no course change: full-game navigation forbids it (forbiddenHeading; an illegal order costs a rigging test) (OR-5)',
        'tack instead: she is beating and the heading she wants is on the other tack (OR-5)',
        'no sail change while tacking (OR-5)',
      ]);
    });

    it('OR-5 the same turn one turn after a tack ended: the course is dropped, no tack (SD-86 too soon)', () => {
      const r = ordersUnderOptions(wantHeading(13), state({ options: OR5, navigation: nav(3, 1) }));
      expect(r.orders).toEqual(['increaseSail']);
      expect(english(r)).toHaveLength(1);
    });

    it('OR-5 on a beam reach a turn through the wind is dropped, and no tack (not close-hauled)', () => {
      const r = ordersUnderOptions(wantHeading(12), state({ options: OR5, navigation: nav(4) }));
      expect(r.orders).toEqual(['increaseSail']);
    });

    it('OR-5 off: the same order is Fast Play’s to judge, left as it is', () => {
      const r = ordersUnderOptions(wantHeading(13), state({ navigation: nav(3) }));
      expect(r.orders).toEqual(['increaseSail', 'changeCourse']);
    });

    it('OR-5 / FP-5.6 in stays: tack on, and no sail change while tacking', () => {
      const r = ordersUnderOptions(
        wantHeading(5),
        state({ options: OR5, navigation: nav(3), tackInStays: true }),
      );
      expect(r.orders).toEqual(['tack']);
    });

    it('OR-5 / SD-88 in stays with her tack order waiting (OR-9 rigging down): no sail change either', () => {
      const shorten: FastPlayDecision = { heading: 3, orders: ['decreaseSail'], fire: [] };
      const down = ORDER_NAMES.filter(
        (o) => o !== 'tack' && o !== 'increaseSail' && o !== 'changeCourse',
      );
      const r = ordersUnderOptions(
        shorten,
        state({
          options: OR5,
          available: down,
          navigation: nav(3),
          tackInStays: true,
          juryRig: 'repair',
        }),
      );
      expect(r.orders).toEqual(['juryRig']);
      expect(english(r)).toContain(reasonText(reason('noSailWhileTacking')));
      // Not in stays, the same ship may shorten sail (OR-5 forbids it only while tacking).
      const free = ordersUnderOptions(
        shorten,
        state({ options: OR5, available: down, navigation: nav(3), juryRig: 'repair' }),
      );
      expect(free.orders).toContain('decreaseSail');
      // Dismasted in stays, OR-5's navigation does not judge her sail (the referee neither).
      const dismasted = ordersUnderOptions(
        shorten,
        state({
          options: OR5,
          available: down,
          navigation: nav(3),
          tackInStays: true,
          dismasted: true,
        }),
      );
      expect(dismasted.orders).toContain('decreaseSail');
    });
  });
});

describe('SD-220 the AI captain that boards, under the options', () => {
  const bothSides: FastPlayDecision = {
    heading: 4,
    orders: ['firePort', 'fireStarboard'],
    fire: [
      { side: 'port', aim: 'hull', reason: reason('fireAtHull', { side: 'port' }) },
      { side: 'starboard', aim: 'hull', reason: reason('fireAtHull', { side: 'starboard' }) },
    ],
  };

  it('SD-220 FP-7.2 in contact and preparing boarding parties: no unfoul is added', () => {
    const r = ordersUnderOptions(
      { heading: 4, orders: ['prepareBoarding'], fire: [] },
      state({ inContact: true }),
    );
    expect(r.orders).toEqual(['prepareBoarding']);
    expect(r.reasons).toEqual([]);
  });

  it('SD-220 FP-7.3 fighting on a melee (parties already ready): no unfoul, one broadside only', () => {
    const r = ordersUnderOptions(
      { ...bothSides, boarding: true },
      state({ inContact: true, partiesReady: true }),
    );
    expect(r.orders).toEqual(['firePort']);
    expect(r.fire.map((f) => f.side)).toEqual(['port']);
    expect(english(r)).toEqual([
      'hold the starboard broadside: with boarding parties ready she fires one side only',
    ]);
  });

  it('SD-220 FP-7.3 parties ready and unfouling: still one broadside only (the referee refuses two)', () => {
    const r = ordersUnderOptions(bothSides, state({ inContact: true, partiesReady: true }));
    expect(r.orders).toEqual(['firePort', 'unfoul']);
    expect(r.fire).toHaveLength(1);
  });

  it('SD-220 FP-2.5 no rigging repair while she boards or has parties ready (a repaired ship may not board)', () => {
    const boarding: FastPlayDecision = { heading: 4, orders: ['prepareBoarding'], fire: [] };
    expect(ordersUnderOptions(boarding, state({ rigRepairable: true })).orders).toEqual([
      'prepareBoarding',
    ]);
    expect(
      ordersUnderOptions(quiet, state({ rigRepairable: true, partiesReady: true })).orders,
    ).toEqual(['changeCourse']);
    // Not boarding: the repair as before.
    expect(ordersUnderOptions(quiet, state({ rigRepairable: true })).orders).toEqual([
      'changeCourse',
      'repairRigging',
    ]);
  });
});
