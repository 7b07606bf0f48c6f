// View model of the battle's summary card: victory points per side, the winner and each ship's fate.
import type { SummaryCard } from '../../chat/card-data-melee-morale.js';
import { rounded } from '../../chat/view-common.js';
import { sideName } from './side-name.js';

const T = 'SCA.Turn';

export function summaryView(card: SummaryCard) {
  return {
    kind: 'summary',
    titleKey: `${T}.Card.summary`,
    turn: card.turn,
    scoringKey: `SCA.Settings.VictoryScoring.${card.scoring === 'standard' ? 'Standard' : 'Detailed'}`,
    sides: card.sides.map((s) => ({
      id: s.id,
      name: sideName(s.id),
      points: s.points,
      exact: rounded(s.exact, 1),
    })),
    winner: winnerOf(card),
    winnerName: sideName(winnerOf(card)),
    loserName: card.fleetMoraleLoser ? sideName(card.fleetMoraleLoser) : '',
    ships: card.ships.map((s) => ({
      ...s,
      side: sideName(s.side),
      originalSide: sideName(s.originalSide),
      fateKey: `${T}.Fate.${s.fate}`,
      changedSide: s.side !== s.originalSide,
    })),
  };
}

/** FP-8.3 the most points; HR-4 when a fleet broke first, it loses and (with two sides) the other wins. */
function winnerOf(card: SummaryCard): string {
  const sides = card.sides;
  if (card.fleetMoraleLoser) {
    const others = sides.filter((s) => s.id !== card.fleetMoraleLoser);
    return others.length === 1 ? others[0]!.id : '';
  }
  const sorted = [...sides].sort((a, b) => b.points - a.points);
  return sorted.length > 1 && sorted[0]!.points > sorted[1]!.points ? sorted[0]!.id : '';
}
