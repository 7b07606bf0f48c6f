// View model of the AI captain's log (issue 13, SD-171 / SD-203): the ship and step, then each line
// under its localised heading. The reasons are the core's reason ids, rendered in the reader's language
// (SD-203, the rule ids in a tooltip); refusals are the referee's messages, in the language of the GM's
// client that posted them.
import type { AiCaptainCard } from '../../chat/card-data-ai-captain.js';
import type { ViewContext } from '../../chat/view-common.js';
import { format } from '../../i18n.js';
import { sideName } from './side-name.js';
import { aiReasonRules, aiReasonText } from '../ai-seat/ai-reason.js';

const A = 'SCA.Turn.AiSeat';

export function aiCaptainView(card: AiCaptainCard, _ctx: ViewContext) {
  return {
    kind: 'aiCaptain',
    titleKey: 'SCA.Turn.Card.aiCaptain',
    turn: card.turn,
    side: sideName(card.side),
    stepKey: `${A}.Step.${card.step}`,
    ship: card.ship.name,
    captain: format(`${A}.For`, { ship: card.ship.name }),
    lines: card.lines.map((l) => ({
      labelKey: `${A}.Line.${l.kind}`,
      text: l.reason ? aiReasonText(l.reason) : l.text,
      rules: l.reason ? aiReasonRules(l.reason).join(', ') : '',
      css: l.kind === 'refused' ? 'is-failure' : l.kind === 'fallback' ? 'is-note' : '',
    })),
    empty: card.lines.length === 0,
  };
}
