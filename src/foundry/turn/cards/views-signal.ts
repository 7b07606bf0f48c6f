// View model of the signal card (FP-A3 / OR-11): who sent it, its elements, and each ship's
// reception roll recomputed by the rules core from the stored faces and conditions.
import { diceTotal, receiveSignal } from '../../../rules/index.js';
import type { SignalCard } from '../../chat/card-data-sailing.js';
import type { ViewContext } from '../../chat/view-common.js';
import { atLeastCheck, ruleTip } from '../../chat/view-checks.js';
import { format, formatNumber, formatSigned, localize } from '../../i18n.js';
import { sideName } from './side-name.js';

const S = 'SCA.Turn.Signal';

export function signalView(card: SignalCard, _ctx: ViewContext) {
  const rule = card.mode === 'fullGame' ? 'OR-11' : 'FP-A3';
  const entries = card.entries.map((e) => {
    const total = diceTotal(e.faces);
    const r = receiveSignal(total, card.elements.length, e.conditions);
    return {
      name: e.name,
      faces: e.faces,
      total,
      modifiers: r.modifiers.map((m) => ({
        labelKey: `${S}.Mod.${m.key}`,
        value: formatSigned(m.value),
        tooltip: ruleTip(localize(`${S}.Mod.${m.key}`), m.rule),
      })),
      score: formatNumber(r.score),
      check: atLeastCheck(r.score, r.needed, ruleTip(localize(`${S}.Needs`), 'FP-A3')),
      received: r.received,
      outcomeKey: r.received ? `${S}.Received` : `${S}.NotReceived`,
      outcomeCss: r.received ? 'is-success' : 'is-failure',
      independent: e.independent,
      independentTooltip: ruleTip(localize(`${S}.IndependentHint`), 'FP-A3'),
    };
  });
  const received = entries.filter((e) => e.received).length;
  return {
    kind: 'signal',
    titleKey: 'SCA.Turn.Card.signal',
    turn: card.turn,
    side: sideName(card.side),
    modeKey: `${S}.Mode.${card.mode}`,
    modeTooltip: ruleTip(localize(`${S}.Mode.${card.mode}`), rule),
    sender: format(`${S}.From`, { ship: card.sender.name }),
    elements: card.elements,
    tally: format(`${S}.Tally`, {
      received: formatNumber(received),
      total: formatNumber(entries.length),
    }),
    entries,
    empty: entries.length === 0,
  };
}
