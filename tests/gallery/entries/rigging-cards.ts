// Gallery entries of the OR-9 rigging damage test card: failed and applied (GM: undo), passed, a
// collision measured on the other ship's DC, a storm (the player's view), built from real card data
// through the pure builder and view.
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { EffectState, ViewContext } from '../../../src/foundry/chat/view-common.js';
import type { ShipSystemSource } from '../../../src/foundry/models/ship-model.js';
import { riggingTestView } from '../../../src/foundry/turn/cards/views-rigging.js';
import type { TableShipData } from '../../../src/foundry/turn/melee.js';
import { buildRiggingTestCard } from '../../../src/foundry/turn/rigging.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry } from '../types.js';

const ship = (id: string, name: string, classId: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    actorUuid: `Actor.${id}`,
    name,
    system: shipData(classId, 'average', { side: 'British', ...extra }),
  }) as TableShipData;

const bellona = ship('bellona', 'HMS Bellona', '3rd-74c', {
  sail: 'full',
  damage: { port: 0, starboard: 0, rigging: 100, riggingRepaired: 0 },
});
const brig = ship('brig', 'HMS Speedy', '6th-20-28', { sail: 'easy' });
const genereux = ship('genereux', 'Généreux', '3rd-74c');
const ALL = [bellona, brig, genereux];

function ctx(viewer: 'gm' | 'player', state: 'ready' | 'applied'): ViewContext {
  const effect = (): EffectState =>
    state === 'ready' ? { state: 'none' } : { state: 'applied', entryId: 'e1' };
  return {
    messageId: 'msg',
    viewer: { isGM: viewer === 'gm', owns: () => true },
    scale: 1200,
    ship: (uuid) =>
      (ALL.find((s) => s.actorUuid === uuid)?.system as ShipSystemSource | undefined) ?? null,
    effect,
    related: { fired: () => false, tested: () => false, criticalsPosted: false },
  };
}

const failed = buildRiggingTestCard({
  turn: 3,
  side: 'British',
  ship: bellona,
  cause: 'fullSailStrongWind',
  faces: [1, 1, 1],
  wind: 'strong',
});
const passed = buildRiggingTestCard({
  turn: 3,
  side: 'British',
  ship: brig,
  cause: 'illegalCourseOrder',
  faces: [6, 5, 6],
  wind: 'breeze',
});
const collision = buildRiggingTestCard({
  turn: 4,
  side: 'British',
  ship: brig,
  cause: 'collision',
  faces: [1, 2, 1],
  wind: 'moderate-breeze',
  extra: {
    collision: 'ship',
    rateDiff: 3,
    partiesReady: true,
    other: { actorUuid: genereux.actorUuid, name: genereux.name },
  },
});
const storm = buildRiggingTestCard({
  turn: 5,
  side: 'British',
  ship: bellona,
  cause: 'storm',
  faces: [3, 4, 2],
  wind: 'storm',
});

const entry = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `cards-rigging-${id}`,
  title,
  template: CARD_TEMPLATES.riggingTest,
  context: () => context(),
  width: 300,
});

export const galleryEntries: GalleryEntry[] = [
  entry('failed', 'Rigging damage test: full sail in a strong wind, failed, ready', () =>
    riggingTestView(failed, ctx('gm', 'ready')),
  ),
  entry('applied', 'Rigging damage test: applied (GM: undo)', () =>
    riggingTestView(failed, ctx('gm', 'applied')),
  ),
  entry('passed', 'Rigging damage test: passed', () =>
    riggingTestView(passed, ctx('player', 'ready')),
  ),
  entry('collision', "Rigging damage test: a collision, the other ship's DC", () =>
    riggingTestView(collision, ctx('player', 'ready')),
  ),
  entry('storm', 'Rigging damage test: a storm (player)', () =>
    riggingTestView(storm, ctx('player', 'ready')),
  ),
];
