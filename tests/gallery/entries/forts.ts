// Gallery entries of HR-5 SD-177..SD-179 the coastal batteries card: a fort's card with a hit applied
// (the GM's undo), a well laid shot that is a plain hit as a player sees it, and a fort with no enemy
// in range. Built from the pure view function over the card the referee posts.
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { FortFireCard } from '../../../src/foundry/chat/card-data-forts.js';
import type { ViewContext } from '../../../src/foundry/chat/view-common.js';
import { fortFireView } from '../../../src/foundry/turn/cards/views-forts.js';
import type { GalleryEntry } from '../types.js';

const hit: FortFireCard = {
  kind: 'fortFire',
  turn: 3,
  side: 'French',
  fort: { actorUuid: 'Actor.fort', name: 'Fort Royal' },
  faces: [3, 3, 4],
  modifiers: [{ key: 'crew', label: 'good crew', value: 1, rule: 'FP-4.1' }],
  score: 11,
  bf: 5,
  target: {
    actorUuid: 'Actor.bellona',
    name: 'HMS Bellona',
    rangeMm: 300,
    band: 'medium',
    hitSide: 'port',
  },
  result: 'hit',
  damage: 25,
};

const wellLaid: FortFireCard = {
  ...hit,
  faces: [6, 6, 5],
  score: 18,
  result: 'wellLaid',
  target: { ...hit.target!, rangeMm: 80, band: 'short', hitSide: 'starboard' },
  damage: 60,
};

const noTarget: FortFireCard = {
  ...hit,
  faces: [2, 5, 3],
  modifiers: [],
  score: 10,
  target: null,
  result: 'noTarget',
  damage: 0,
};

function ctx(state: 'none' | 'applied', isGM: boolean): ViewContext {
  return {
    messageId: 'msg',
    viewer: { isGM, owns: () => false },
    scale: 1200,
    ship: () => null,
    effect: () =>
      state === 'applied'
        ? { state: 'applied', entryId: 'e1', label: 'Fire of Fort Royal: 25 points' }
        : { state: 'none' },
    related: { fired: () => false, tested: () => false, criticalsPosted: false },
  };
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'forts-card-hit',
    title: 'HR-5 SD-177 Fort card: a hit at medium range, applied (GM: undo)',
    template: CARD_TEMPLATES.fortFire,
    context: () => fortFireView(hit, ctx('applied', true)),
    width: 300,
  },
  {
    id: 'forts-card-well-laid',
    title: 'HR-5 SD-179 Fort card: a well laid shot is a plain hit (player, applied)',
    template: CARD_TEMPLATES.fortFire,
    context: () => fortFireView(wellLaid, ctx('applied', false)),
    width: 300,
  },
  {
    id: 'forts-card-no-target',
    title: 'HR-5 SD-177 Fort card: no enemy within long range',
    template: CARD_TEMPLATES.fortFire,
    context: () => fortFireView(noTarget, ctx('none', true)),
    width: 300,
  },
];
