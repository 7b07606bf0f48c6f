// View model of the FP-5.7 / SD-150 completed-moves card: each ship the referee sailed on at a close,
// how far, and what stopped her on the way (a contact, a shoal). Nothing to press: the moves are made.
import type { MoveCompletedCard } from '../../chat/card-data-sailing.js';
import type { ViewContext } from '../../chat/view-common.js';
import { formatMm } from '../../canvas/format.js';
import { format, language, localize } from '../../i18n.js';
import { sideName } from './side-name.js';

const M = 'SCA.Turn.MoveCompleted';

export function moveCompletedView(card: MoveCompletedCard, _ctx: ViewContext) {
  const lang = language();
  return {
    kind: 'moveCompleted',
    titleKey: 'SCA.Turn.Card.moveCompleted',
    turn: card.turn,
    side: sideName(card.side),
    segment: card.segment === null ? '' : format(`${M}.Segment`, { segment: card.segment }),
    ships: card.ships.map((s) => ({
      line: format(`${M}.Line`, { ship: s.name, distance: `${formatMm(s.movedMm, lang)}\u00a0mm` }),
      stops: [
        ...(s.contactWith.length
          ? [format(`${M}.Contact`, { ships: s.contactWith.join(', ') })]
          : []),
        ...(s.aground ? [localize(`${M}.Aground`)] : []),
      ],
    })),
    note: localize(`${M}.Note`),
  };
}
