// Gallery entries of the turn flow: every chat card in its states (before the roll, rolled, applied,
// undone, as GM and as a player), built from real card models
// through the pure view-model functions and rendered with the real templates.
// The sample cards themselves: ../card-samples.ts.
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import {
  abilitaView,
  criticalView,
  gunneryView,
} from '../../../src/foundry/turn/cards/views-fire.js';
import {
  meleeView,
  moraleListView,
  moraleView,
} from '../../../src/foundry/turn/cards/views-melee-morale.js';
import { endOfPartView } from '../../../src/foundry/turn/cards/views-end-of-part.js';
import { summaryView } from '../../../src/foundry/turn/cards/views-summary.js';
import { signalView } from '../../../src/foundry/turn/cards/views-signal.js';
import { buildAbilitaCard } from '../../../src/foundry/turn/abilita.js';
import { buildCriticalCard } from '../../../src/foundry/turn/criticals.js';
import type { GalleryEntry } from '../types.js';
import {
  abilita,
  ardent,
  badRoll,
  crit,
  critUnlucky,
  ctx,
  defiance,
  endOfPart,
  entry,
  fireFightingFailed,
  gChoose,
  gNone,
  gPrince,
  gRake,
  holds,
  input,
  list,
  melee,
  prince,
  repelled,
  scipion,
  signal,
  signalOfficer,
  struck,
  summary,
  withBurning,
} from '../card-samples.js';

export const galleryEntries: GalleryEntry[] = [
  entry('abilita-rolled-gm', 'Abilità card, rolled (GM)', CARD_TEMPLATES.abilita, () =>
    abilitaView(abilita, ctx('gm')),
  ),
  entry(
    'abilita-rolled-player',
    'Abilità card, rolled (the British player)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('british')),
  ),
  entry(
    'abilita-enemy',
    'Abilità card as the enemy sees it (no buttons)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('french')),
  ),
  entry(
    'abilita-applied',
    'Abilità card, results applied and broadsides fired (GM: undo)',
    CARD_TEMPLATES.abilita,
    () => abilitaView(abilita, ctx('gm', 'applied', { fired: () => true })),
  ),
  entry('abilita-undone', 'Abilità card, results undone', CARD_TEMPLATES.abilita, () =>
    abilitaView(abilita, ctx('british', 'undone')),
  ),
  entry(
    'abilita-fire-fighting-failed',
    'Abilità card: fire-fighting failed, the player picks the hull side of the damage',
    CARD_TEMPLATES.abilita,
    () => abilitaView(fireFightingFailed, ctx('british')),
  ),
  entry(
    'abilita-critical',
    'Abilità card with a critical course failure and unlucky shots',
    CARD_TEMPLATES.abilita,
    () => abilitaView(badRoll, ctx('french')),
  ),
  entry(
    'gunnery-choose',
    'Broadside: a target in each half, the player chooses',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(gChoose, ctx('british')),
  ),
  entry(
    'gunnery-rolled',
    'Broadside: hit at short range, well laid pending',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(gPrince, ctx('british')),
  ),
  entry('gunnery-rake', 'Broadside: stern rake (x4)', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gRake, ctx('gm')),
  ),
  entry('gunnery-applied', 'Broadside: damage applied (GM: undo)', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('gm', 'applied')),
  ),
  entry('gunnery-undone', 'Broadside: damage undone', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('british', 'undone')),
  ),
  entry('gunnery-enemy', 'Broadside as the target’s player sees it', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gPrince, ctx('french')),
  ),
  entry('gunnery-no-target', 'Broadside with no target', CARD_TEMPLATES.gunnery, () =>
    gunneryView(gNone, ctx('british')),
  ),
  // OR-6 full gunnery: the target, collateral and opposite figures, an initial broadside.
  entry(
    'gunnery-full',
    'Broadside, full gunnery: initial, three figures',
    CARD_TEMPLATES.gunnery,
    () => gunneryView({ ...gPrince, fullGunnery: { broadside: 'initial' } }, ctx('british')),
  ),
  entry(
    'critical-well-laid',
    'Critical: well laid shot, magazine, the blast',
    CARD_TEMPLATES.critical,
    () => criticalView(crit, ctx('british')),
  ),
  entry('critical-applied', 'Critical: applied (GM: undo)', CARD_TEMPLATES.critical, () =>
    criticalView(crit, ctx('gm', 'applied')),
  ),
  entry('critical-unlucky', 'Critical: unlucky shot, a gun bursts', CARD_TEMPLATES.critical, () =>
    criticalView(critUnlucky, ctx('french')),
  ),
  entry('melee-captured', 'Melee: captured, HR-1 damage', CARD_TEMPLATES.melee, () =>
    meleeView(melee, ctx('british')),
  ),
  entry('melee-applied', 'Melee: repelled, applied', CARD_TEMPLATES.melee, () =>
    meleeView(repelled, ctx('gm', 'applied')),
  ),
  entry(
    'morale-list',
    'Morale tests due, with the chance of striking',
    CARD_TEMPLATES.moraleList,
    () => moraleListView(list, ctx('french')),
  ),
  entry('morale-list-tested', 'Morale tests due, all tested', CARD_TEMPLATES.moraleList, () =>
    moraleListView(list, ctx('gm', 'ready', { tested: () => true })),
  ),
  entry('morale-struck', 'Morale test: strikes, applied', CARD_TEMPLATES.morale, () =>
    moraleView(struck, ctx('gm', 'applied')),
  ),
  entry('morale-holds', 'Morale test: holds, ready', CARD_TEMPLATES.morale, () =>
    moraleView(holds, ctx('british')),
  ),
  entry('morale-undone', 'Morale test: undone', CARD_TEMPLATES.morale, () =>
    moraleView(struck, ctx('french', 'undone')),
  ),
  entry(
    'end-of-part',
    'Fires at the end of the part: the ship explodes, the fire spreads',
    CARD_TEMPLATES.endOfPart,
    () => endOfPartView(endOfPart, withBurning(ctx('gm'))),
  ),
  entry(
    'end-of-part-applied',
    'Fires at the end of the part: applied',
    CARD_TEMPLATES.endOfPart,
    () => endOfPartView(endOfPart, withBurning(ctx('gm', 'applied'))),
  ),
  entry('summary', 'End of the battle', CARD_TEMPLATES.summary, () => summaryView(summary)),
  entry('signal', 'Signal: two elements, read by two ships of three', CARD_TEMPLATES.signal, () =>
    signalView(signal, ctx('british')),
  ),
  entry(
    'signal-empty',
    'Signal from an officer, no ship could take it',
    CARD_TEMPLATES.signal,
    () => signalView(signalOfficer, ctx('gm')),
  ),
];

// OR-7 footnote 20: fire at an entangled enemy with a friend in the tangle (the friend aside and
// nearer takes 2/3), and the shot a friend on the centre line screens.
const tangled = (friendPlace: 'fore' | 'centre'): typeof gPrince => ({
  ...gPrince,
  candidates: gPrince.candidates.map((c) => ({
    ...c,
    entangled: true,
    tangle: {
      actorUuid: scipion.actorUuid,
      name: scipion.name,
      hitSide: 'starboard' as const,
      friendPlace,
      friendRangeMm: c.rangeMm - 30,
      enemyPlace: 'aft' as const,
      enemyRangeMm: c.rangeMm,
    },
  })),
});
galleryEntries.push(
  entry(
    'gunnery-tangle-split',
    'Broadside at an entangled enemy: a friend in the tangle takes 2/3',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(tangled('fore'), ctx('gm')),
  ),
  entry(
    'gunnery-tangle-screened',
    'Broadside at an entangled enemy: a friend on the centre line screens it',
    CARD_TEMPLATES.gunnery,
    () => gunneryView(tangled('centre'), ctx('gm')),
  ),
);

// OR-5 a broadside fired while tacking: BF -1, its own line on the card.
galleryEntries.push(
  entry('gunnery-tacking', 'Broadside fired while tacking: BF −1', CARD_TEMPLATES.gunnery, () =>
    gunneryView({ ...gPrince, tackBf: -1 }, ctx('british')),
  ),
);

// OR-3 seven-dice Abilità: the common die and the three coloured pairs, a score per group, and each
// order read on its group's score (Prince's course fails on the blue dice, its broadside hits on the red).
const sevenDice = buildAbilitaCard({
  turn: 1,
  side: 'British',
  faces: [],
  sevenDice: [2, 5, 4, 1, 1, 6, 5],
  wind: 0,
  ships: [prince, defiance, ardent].map(input),
});
galleryEntries.push(
  entry(
    'abilita-seven-dice',
    'Abilità card with seven dice: a score per group of orders',
    CARD_TEMPLATES.abilita,
    () => abilitaView(sevenDice, ctx('british')),
  ),
);

// OR-6 / SD-36 a well laid double under full gunnery: one line per figure on the target; and
// SD-85 full gunnery at an entangled enemy: each figure shared with the friend in the tangle.
const gFull = { ...gPrince, fullGunnery: { broadside: 'normal' as const } };
const fullRecords = [{ messageId: 'gf', card: gFull }];
const critDoubleFull = buildCriticalCard({
  abilita,
  abilitaMessageId: 'a',
  records: fullRecords,
  draw: { unlucky: null, wellLaid: fullRecords[0]! },
  unluckyFaces: null,
  wellLaidFaces: [3, 3, 3],
  neighbours: [],
});
galleryEntries.push(
  entry(
    'critical-double-full',
    'Critical: well laid double under full gunnery, one line per figure',
    CARD_TEMPLATES.critical,
    () => criticalView(critDoubleFull, ctx('british', 'ready', { gunnery: () => gFull })),
  ),
  entry(
    'gunnery-full-tangle-split',
    'Broadside, full gunnery, at an entangled enemy: each figure shared with the friend',
    CARD_TEMPLATES.gunnery,
    () => gunneryView({ ...tangled('fore'), fullGunnery: { broadside: 'normal' } }, ctx('gm')),
  ),
);
