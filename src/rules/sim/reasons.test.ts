// SD-203 the AI captain's reasons as ids with parameters: every template's slots are its parameters,
// the English rendering is the sentence the captain wrote before, and a stored reason is checked.
import { describe, expect, it } from 'vitest';
import { runDuel } from './duel.js';
import { parseDuellist } from './duel-state.js';
import {
  isReason,
  REASON_TEXT,
  reason,
  reasonText,
  reasonsAsText,
  templateSlots,
  type Reason,
} from './reasons.js';
import { REASON_SAMPLES } from '../../../tests/support/reason-samples.js';

const why = reason('rangeBetterCrew');

describe('SD-203 the AI captain reasons as ids', () => {
  it('every id: its sample carries exactly its template slots, renders whole and passes the check', () => {
    for (const [id, r] of Object.entries(REASON_SAMPLES)) {
      expect(r.id).toBe(id);
      expect(Object.keys(r.params).sort()).toEqual(templateSlots(REASON_TEXT[r.id]).sort());
      expect(reasonText(r)).not.toMatch(/[{}]/);
      expect(isReason(r)).toBe(true);
    }
  });

  it('renders the English the captain wrote before SD-203 (words as ids, nested reasons)', () => {
    expect(reasonText(REASON_SAMPLES.makeSailToClose)).toBe(
      'make full sail to close the range (612 mm): close to short range: better crew',
    );
    expect(reasonText(REASON_SAMPLES.turnToBear)).toBe(
      'bear away to SE to bring the starboard broadside to bear',
    );
    expect(reasonText(REASON_SAMPLES.fireIntoMoveRake)).toBe(
      'fire starboard 60 mm into the move: stern rake at short range',
    );
    expect(reasonText(REASON_SAMPLES.navigationForbids)).toBe(
      'no course change: full-game navigation forbids it (forbiddenHeading; an illegal order costs a rigging test) (OR-5)',
    );
  });

  it('a stored reason is refused when forged: unknown id, missing, extra or ill-typed parameters, too deep', () => {
    const bad: unknown[] = [
      null,
      'fire port',
      { id: 'mutiny', params: {} },
      { id: 'constructor', params: {} },
      { id: 'keepSail', params: {} },
      { id: 'keepSail', params: { sail: 'royals' } },
      { id: 'keepSail', params: { sail: 'easy', side: 'port' } },
      { id: 'keepSail', params: { sail: 'easy' }, text: 'x' },
      { id: 'holdCourse', params: { heading: 16 } },
      { id: 'holdCourse', params: { heading: 1.5 } },
      { id: 'engageNearest', params: { mm: -1 } },
      { id: 'engageNearest', params: { mm: '<b>612</b>' } },
      { id: 'navigationForbids', params: { fault: 'toString' } },
      { id: 'turnForRange', params: { turn: 'luff', heading: 1, why: { id: 'x', params: {} } } },
    ];
    for (const v of bad) expect(isReason(v), JSON.stringify(v)).toBe(false);
    // Nested three deep is refused (the captain nests one deep).
    let deep: Reason = why;
    for (let i = 0; i < 3; i++)
      deep = reason('turnForRange', { turn: 'luff', heading: 1, why: deep });
    expect(isReason(deep)).toBe(false);
  });

  it('every reason a duel writes passes the check, and the JSON replacer writes it in English', () => {
    const seen: Reason[] = [];
    for (let seed = 0; seed < 20; seed++)
      runDuel(parseDuellist('74C:good'), parseDuellist('80L:average'), seed, {
        onPart: (p) =>
          seen.push(p.orders.reasons.sail, p.orders.reasons.course, ...p.orders.reasons.guns),
      });
    expect(seen.length).toBeGreaterThan(100);
    for (const r of seen) expect(isReason(r)).toBe(true);
    expect(JSON.stringify({ a: [why] }, reasonsAsText)).toBe(
      '{"a":["close to short range: better crew"]}',
    );
  });
});
