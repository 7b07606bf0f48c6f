// The card kinds of the turn flow, each one unit: its shape check, its view and its buttons.
import { registerCardKind } from '../../chat/card-kinds.js';
import { CARD_ACTIONS } from './card-actions.js';
import * as checks from './checks.js';
import { endOfPartView } from './views-end-of-part.js';
import { abilitaView, criticalView, gunneryView } from './views-fire.js';
import { meleeView, moraleListView, moraleView } from './views-melee-morale.js';
import { summaryView } from './views-summary.js';
import { riggingTestView } from './views-rigging.js';
import { signalView } from './views-signal.js';
import { groundingView } from './views-grounding.js';
import { aiCaptainView } from './views-ai-captain.js';
import { fortFireView } from './views-forts.js';
import { moveCompletedView } from './views-move-completed.js';

export function registerCardKinds(): void {
  registerCardKind({
    kind: 'abilita',
    check: checks.checkAbilita,
    view: abilitaView,
    actions: CARD_ACTIONS.abilita,
  });
  registerCardKind({
    kind: 'gunnery',
    check: checks.checkGunnery,
    view: gunneryView,
    actions: CARD_ACTIONS.gunnery,
  });
  registerCardKind({
    kind: 'critical',
    check: checks.checkCritical,
    view: criticalView,
    actions: CARD_ACTIONS.critical,
  });
  registerCardKind({
    kind: 'melee',
    check: checks.checkMelee,
    view: meleeView,
    actions: CARD_ACTIONS.melee,
  });
  registerCardKind({
    kind: 'moraleList',
    check: checks.checkMoraleList,
    view: moraleListView,
    actions: CARD_ACTIONS.moraleList,
  });
  registerCardKind({
    kind: 'morale',
    check: checks.checkMorale,
    view: moraleView,
    actions: CARD_ACTIONS.morale,
  });
  registerCardKind({
    kind: 'endOfPart',
    check: checks.checkEndOfPart,
    view: endOfPartView,
    actions: CARD_ACTIONS.endOfPart,
  });
  registerCardKind({
    kind: 'summary',
    check: checks.checkSummary,
    view: (card) => summaryView(card),
  });
  registerCardKind({
    kind: 'riggingTest',
    check: checks.checkRiggingTest,
    view: riggingTestView,
    actions: CARD_ACTIONS.riggingTest,
  });
  registerCardKind({
    kind: 'signal',
    check: checks.checkSignal,
    view: signalView,
  });
  registerCardKind({
    kind: 'grounding',
    check: checks.checkGrounding,
    view: groundingView,
    actions: CARD_ACTIONS.grounding,
  });
  registerCardKind({
    kind: 'aiCaptain',
    check: checks.checkAiCaptain,
    view: aiCaptainView,
  });
  registerCardKind({
    kind: 'fortFire',
    check: checks.checkFortFire,
    view: fortFireView,
    actions: CARD_ACTIONS.fortFire,
  });
  registerCardKind({
    kind: 'moveCompleted',
    check: checks.checkMoveCompleted,
    view: moveCompletedView,
  });
}
