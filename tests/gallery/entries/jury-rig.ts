// Gallery entries of the OR-9 jury rig on the Abilità card (SD-95): the first "cut away the wreckage"
// order (the sail comes down whatever the roll; Unf A or better cuts away), a failed cut-away, and a
// turn of repair applied (GM: undo), built from real card data through the pure builder and view.
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { EffectState, ViewContext } from '../../../src/foundry/chat/view-common.js';
import type { ShipSystemSource } from '../../../src/foundry/models/ship-model.js';
import { buildAbilitaCard } from '../../../src/foundry/turn/abilita.js';
import { abilitaView } from '../../../src/foundry/turn/cards/views-abilita.js';
import type { TableShipData } from '../../../src/foundry/turn/melee.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry } from '../types.js';

const ship = (id: string, name: string, extra: Record<string, unknown>) =>
  ({
    id,
    actorUuid: `Actor.${id}`,
    name,
    system: shipData('3rd-74c', 'good', { side: 'British', ...extra }),
  }) as TableShipData;

// (A good crew: DC 130.) One RDC down to the test at full sail, the wreckage to port: it cuts away this turn.
const bellona = ship('bellona', 'HMS Bellona', {
  sail: 'full',
  damage: { port: 0, starboard: 0, rigging: 130, riggingRepaired: 0 },
  wreck: { rdcDown: 1, leeSide: 'port', restored: 0 },
  orders: { turn: 3, locked: true, cutAwayWreck: true, fireStarboard: 'hull' },
});
// The wreckage cut away last turn: a turn of repair.
const ardent = ship('ardent', 'HMS Ardent', {
  sail: 'easy',
  damage: { port: 0, starboard: 0, rigging: 130, riggingRepaired: 0 },
  wreck: { rdcDown: 1, leeSide: 'starboard', restored: 0, phase: 'repair', cutAwayLeft: 0 },
  orders: { turn: 4, locked: true, juryRig: true },
});
const ALL = [bellona, ardent];

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

const card = (turn: number, s: TableShipData, faces: [number, number, number]) =>
  buildAbilitaCard({
    turn,
    side: 'British',
    faces,
    wind: 0,
    ships: [{ actorUuid: s.actorUuid, name: s.name, system: s.system, headingIndex: 4 }],
  });

const entry = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `cards-jury-rig-${id}`,
  title,
  template: CARD_TEMPLATES.abilita,
  context: () => context(),
  width: 300,
});

export const galleryEntries: GalleryEntry[] = [
  entry('cut-away', 'Abilità card: cut away the wreckage, Unf A or better (owner)', () =>
    abilitaView(card(3, bellona, [4, 3, 2]), ctx('player', 'ready')),
  ),
  entry('cut-away-failed', 'Abilità card: cut away failed, the sail still comes down (GM)', () =>
    abilitaView(card(3, bellona, [1, 2, 2]), ctx('gm', 'ready')),
  ),
  entry('repaired', 'Abilità card: a turn of jury rig, applied (GM: undo)', () =>
    abilitaView(card(4, ardent, [5, 4, 3]), ctx('gm', 'applied')),
  ),
];
