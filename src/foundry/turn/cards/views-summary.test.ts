// Issue 10 item 11: a side still named by a bare nation id reads as the nation's side on the cards.
import { describe, expect, it } from 'vitest';
import type { SummaryCard } from '../../chat/card-data-melee-morale.js';
import { summaryView } from './views-summary.js';

const card = (sides: string[]): SummaryCard => ({
  kind: 'summary',
  turn: 3,
  side: sides[0]!,
  scoring: 'standard',
  sides: sides.map((id, i) => ({ id, points: 10 - i, exact: 10 - i })),
  ships: [
    {
      name: 'Scipion',
      side: sides[0]!,
      originalSide: sides[1]!,
      fate: 'captured',
      dcLost: 4,
      points: 8,
    } as unknown as SummaryCard['ships'][number],
  ],
});

describe('FP-8.3 summary card: side names, never nation ids', () => {
  it('sides named by nation id show the nation side name; the winner too', () => {
    const view = summaryView(card(['britain', 'france']));
    expect(view.sides.map((s) => s.name)).toEqual(['British', 'French']);
    expect(view.winner).toBe('britain');
    expect(view.winnerName).toBe('British');
    expect(view.ships[0]).toMatchObject({
      side: 'British',
      originalSide: 'French',
      changedSide: true,
    });
  });
  it('a side the GM named keeps its name', () => {
    const view = summaryView(card(['Nelson', 'Villeneuve']));
    expect(view.sides.map((s) => s.name)).toEqual(['Nelson', 'Villeneuve']);
    expect(view.winnerName).toBe('Nelson');
  });
});

describe('HR-4 summary card: the first fleet to break loses', () => {
  it('HR-4 the side with more points loses when its fleet broke first; the other side wins', () => {
    const view = summaryView({ ...card(['britain', 'france']), fleetMoraleLoser: 'britain' });
    expect(view.winner).toBe('france');
    expect(view.loserName).toBe('British');
  });
  it('HR-4 without a break the points decide', () => {
    expect(summaryView(card(['britain', 'france'])).loserName).toBe('');
  });
});
