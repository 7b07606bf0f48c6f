// Gallery entries of the sheets: the ship card in its states (fresh, damaged with lost, partial and
// repaired boxes, on fire, struck, captured, locked orders, sinking), the fort card and the ship
// class card. Each is built from a real actor/item in the fake world (damage applied through the
// relay, so the history is real) and turned into a context by the sheets' pure view-model functions.
// The world they are built in: ../sheet-world.ts.
import {
  NO_DAMAGE,
  classById,
  pointsToLoseBoxes,
  repairRigging,
  shipProfile,
} from '../../../src/rules/index.js';
import type { FortSystemSource } from '../../../src/foundry/models/fort-model.js';
import { registerDataModels } from '../../../src/foundry/models/register.js';
import {
  shipClassItemSource,
  type ShipClassSource,
} from '../../../src/foundry/models/ship-class-model.js';
import { classSheetView } from '../../../src/foundry/sheets/class-view.js';
import { fortSheetView } from '../../../src/foundry/sheets/fort-view.js';
import type { SheetRole } from '../../../src/foundry/sheets/permissions.js';
import { FORT_SHEET_TEMPLATE } from '../../../src/foundry/sheets/fort-sheet.js';
import { SHIP_CLASS_SHEET_TEMPLATE } from '../../../src/foundry/sheets/ship-class-sheet.js';
import { SHIP_SHEET_TEMPLATE } from '../../../src/foundry/sheets/ship-sheet.js';
import type { GalleryEntry, GalleryLang } from '../types.js';
import {
  asGM,
  createShip,
  type Doc,
  hit,
  noWind,
  prepareWorld,
  type ShipTab,
  shipContext,
  windScene,
} from '../sheet-world.js';

async function fresh(lang: GalleryLang) {
  const s = await createShip('HMS Bellona', '3rd-74c', {
    nation: 'britain',
    squadron: 'Van',
    side: 'British',
  });
  return shipContext(s, lang, 'gm', windScene(4));
}

async function damaged(lang: GalleryLang, role: SheetRole = 'gm', tab: ShipTab = 'battle') {
  const s = await createShip('Foudroyant', '3rd-80l', {
    crew: 'good',
    originalCrew: 'good',
    nation: 'france',
    side: 'French',
    sail: 'easy',
  });
  const p = shipProfile(classById('3rd-80l'), 'good');
  await hit(
    s,
    'port',
    pointsToLoseBoxes(p, NO_DAMAGE, 'port', 2) + 40,
    'Broadside from HMS Bellona: port hull',
  );
  await hit(s, 'starboard', p.dcCapacity + 100, 'Raked by HMS Minerva: starboard hull');
  await hit(s, 'rigging', 3 * p.dcCapacity + 30, 'Chain shot: rigging');
  // D-4: a successful "repair rigging" order restores one box (still -1 Abilità).
  const repaired = repairRigging(p, { ...s.system.damage }, 9);
  await asGM(() =>
    s.update({
      'system.damage.rigging': repaired.damage.rigging,
      'system.damage.riggingRepaired': repaired.damage.riggingRepaired,
    }),
  );
  return shipContext(s, lang, role, windScene(11, 'strong'), {}, tab);
}

async function onFire(lang: GalleryLang) {
  const s = await createShip('HMS Defiance', '3rd-74c', {
    nation: 'britain',
    side: 'British',
    fires: { hull: 1, rigging: 2 },
    orders: { turn: 4, extinguish: true, decreaseSail: true, firePort: 'rigging' },
  });
  await hit(s, 'rigging', 150, 'Fire in the rigging');
  return shipContext(s, lang, 'owner', windScene(6));
}

async function struck(lang: GalleryLang) {
  const s = await createShip('Scipion', '3rd-80s-74l', {
    crew: 'poor',
    originalCrew: 'poor',
    nation: 'france',
    side: 'French',
    sail: 'furled',
    hoveTo: true,
    rudderDamaged: true,
    status: { struck: true },
    moraleTests: [
      { turn: 2, roll: 9, score: 3, struck: false },
      { turn: 3, roll: 6, score: -1, struck: true },
    ],
  });
  await hit(s, 'starboard', 400, 'Broadside from HMS Prince: starboard hull');
  return shipContext(s, lang, 'observer', noWind);
}

/** OR-9 rigging brought down by the rigging test, the wreckage to port (GM). */
async function wreck(lang: GalleryLang) {
  const s = await createShip('HMS Bellona', '3rd-74c', {
    nation: 'britain',
    side: 'British',
    sail: 'easy',
    wreck: { rdcDown: 1, leeSide: 'port', restored: 0 },
  });
  await hit(s, 'rigging', 130, 'Rigging damage test: 130 points of rigging damage (30% of a DC)');
  return shipContext(s, lang, 'gm', windScene(6, 'strong'));
}

/** OR-7 rammed the turn before and entangled with the rammer (owner). */
async function entangled(lang: GalleryLang) {
  const s = await createShip('Généreux', '3rd-74c', {
    nation: 'france',
    side: 'French',
    sail: 'easy',
    contacts: [{ actorId: 'bellona', kind: 'enemyCollision' }],
    tangles: [{ actorId: 'bellona', rammer: false, sailBefore: 'easy', turn: 3 }],
  });
  return shipContext(s, lang, 'owner', windScene(6), { bellona: 'HMS Bellona' });
}

/** OR-9 / SD-95 the jury rig under way: wreckage cut away, two RDC to jury-rig (owner, orders tab). */
async function juryRig(lang: GalleryLang, tab: ShipTab = 'battle') {
  const s = await createShip('HMS Bellona', '3rd-74c', {
    nation: 'britain',
    side: 'British',
    sail: 'easy',
    wreck: { rdcDown: 2, leeSide: 'starboard', restored: 0, phase: 'repair', cutAwayLeft: 0 },
    orders: { turn: 4, locked: false, juryRig: true, fireStarboard: 'hull' },
  });
  await hit(s, 'rigging', 250, 'Rigging damage test: 250 points of rigging damage');
  return shipContext(s, lang, 'owner', windScene(6, 'strong'), {}, tab);
}

async function captured(lang: GalleryLang) {
  const prize = await createShip('Hercule', '3rd-64', {
    crew: 'good',
    originalCrew: 'poor',
    nation: 'france',
    side: 'British',
    halfSpeed: true,
    status: { captured: true },
    contacts: [{ actorId: 'ardent', kind: 'boarding' }],
    boarding: { inMelee: false, partiesReady: false, boardedNotRepelled: false },
  });
  await hit(prize, 'port', 230, 'Broadside from HMS Ardent: port hull');
  return shipContext(prize, lang, 'gm', windScene(7), { ardent: 'HMS Ardent' });
}

async function lockedOrders(lang: GalleryLang, tab: ShipTab = 'battle') {
  const s = await createShip('HMS Minerva', '5th-32-34', {
    crew: 'good',
    originalCrew: 'good',
    nation: 'britain',
    side: 'British',
    orders: {
      turn: 5,
      locked: true,
      increaseSail: true,
      changeCourse: 'SSW',
      fireStarboard: 'hull',
      prepareBoarding: true,
      repairRigging: true,
    },
  });
  return shipContext(
    s,
    lang,
    'owner',
    { hasScene: true, wind: { direction: 4, strength: 'light' }, tokenRotation: null, scale: 1200 },
    {},
    tab,
  );
}

async function sinking(lang: GalleryLang) {
  const s = await createShip('Médée', '5th-36-40', {
    nation: 'france',
    side: 'French',
    fireship: { isFireship: false, lit: false },
  });
  await hit(s, 'port', 4 * 80, 'Broadside from HMS Prince: port hull');
  await hit(s, 'starboard', 4 * 80, 'Broadside from HMS Defiance: starboard hull');
  await hit(s, 'rigging', 6 * 80, 'Broadside from HMS Defiance: rigging');
  return shipContext(s, lang, 'gm', windScene(8));
}

async function fort(lang: GalleryLang) {
  prepareWorld();
  const f = await asGM(async () => {
    const Actor_ = Actor as unknown as {
      create(d: Record<string, unknown>): Promise<Doc<FortSystemSource>>;
    };
    return Actor_.create({
      name: 'Fort Royal',
      type: 'fort',
      system: {
        classId: 'fort-heavy-coastal-battery',
        crew: 'good',
        nation: 'france',
        side: 'French',
        fires: { hull: 1 },
        moraleTests: [{ turn: 4, roll: 12, score: 58, struck: false }],
      },
    });
  });
  await hit(f, 'hull', 640, 'Broadside from HMS Bellona: hull');
  await hit(f, 'hull', 510, 'Broadside from HMS Defiance: hull');
  return fortSheetView({ name: f.name, system: f.system, role: 'gm', lang }) as unknown as Record<
    string,
    unknown
  >;
}

async function shipClass(lang: GalleryLang) {
  void lang;
  const item = await asGM(async () => {
    const Item_ = Item as unknown as {
      create(d: Record<string, unknown>): Promise<Doc<ShipClassSource>>;
    };
    registerDataModels();
    return Item_.create({
      name: '74 (common)',
      type: 'shipClass',
      system: shipClassItemSource(classById('3rd-74c')),
    });
  });
  return classSheetView({ name: item.name, system: item.system, role: 'gm' }) as unknown as Record<
    string,
    unknown
  >;
}

const ship = (
  id: string,
  title: string,
  context: (lang: GalleryLang) => Promise<Record<string, unknown>>,
): GalleryEntry => ({
  id: `sheet-ship-${id}`,
  title,
  template: SHIP_SHEET_TEMPLATE,
  context,
  width: 760,
});

export const galleryEntries: GalleryEntry[] = [
  ship('fresh', 'Ship card: a fresh 74 (GM), beam reach in a breeze', fresh),
  ship(
    'damaged',
    'Ship card: lost hull boxes both sides, partial boxes, lost and repaired rigging (GM, undo)',
    damaged,
  ),
  ship('fire', 'Ship card: hull and rigging fires, orders being written (owner)', onFire),
  ship('struck', 'Ship card: struck, morale tests, no wind on the scene (observer)', struck),
  ship('captured', 'Ship card: captured, prize crew, in contact (GM)', captured),
  ship('wreck', 'Ship card: rigging down to the rigging test, not yet jury-rigged (GM)', wreck),
  ship(
    'locked',
    'Ship card: orders locked after the roll, no token on the scene (owner)',
    lockedOrders,
  ),
  ship(
    'locked-orders',
    'Ship card, orders tab: orders locked by the roll, as text (owner)',
    (lang) => lockedOrders(lang, 'orders'),
  ),
  ship('sinking', 'Ship card: sinking and dismasted (GM)', sinking),
  ship(
    'observer',
    'Ship card: the damaged ship as an observer sees it (values as text, no form controls)',
    (lang) => damaged(lang, 'observer'),
  ),
  ship('damaged-orders', 'Ship card, orders tab: the damaged ship (GM)', (lang) =>
    damaged(lang, 'gm', 'orders'),
  ),
  ship('damaged-log', 'Ship card, log tab: morale tests and damage history (GM, undo)', (lang) =>
    damaged(lang, 'gm', 'log'),
  ),
  ship('damaged-class', 'Ship card, class tab: statistics the GM edits', (lang) =>
    damaged(lang, 'gm', 'class'),
  ),
  ship('entangled', 'Ship card: entangled with the ship that rammed it (owner)', entangled),
  ship(
    'jury-rig',
    'Ship card: rigging down, the wreckage cut away, jury-rig next (owner)',
    juryRig,
  ),
  ship('jury-rig-orders', 'Ship card, orders tab: the jury-rig order offered (owner)', (lang) =>
    juryRig(lang, 'orders'),
  ),
  {
    id: 'sheet-fort',
    title: 'Fort card: heavy coastal battery, damaged, on fire (GM)',
    template: FORT_SHEET_TEMPLATE,
    context: fort,
    width: 640,
  },
  {
    id: 'sheet-ship-class',
    title: 'Ship class card: 74 (common), derived values per crew',
    template: SHIP_CLASS_SHEET_TEMPLATE,
    context: shipClass,
    width: 560,
  },
];

// OR-2 / OR-3 / OR-5 the ship card in a rolled strength: the OR-2 label and the segments' moves
// (a calm stops a ship under sail; a moderate breeze under OR-5 reads the table by point of sail).
async function or2Sheet(lang: GalleryLang, force: 'calm' | 'moderate-breeze') {
  const s = await createShip('HMS Bellona', '3rd-74c', {
    nation: 'britain',
    side: 'British',
    sail: 'full',
  });
  return shipContext(s, lang, 'owner', {
    ...windScene(4, force === 'calm' ? 'light' : 'breeze'),
    wind: { direction: 0, strength: force === 'calm' ? 'light' : 'breeze', force },
    rules: { twoSegment: true, fullNavigation: force !== 'calm' },
  });
}
galleryEntries.push(
  ship('or2-calm', 'Ship card in a calm (set-up rolls, two segments): no way', (lang) =>
    or2Sheet(lang, 'calm'),
  ),
  ship('or5-segments', 'Ship card, full navigation: the two segments’ moves', (lang) =>
    or2Sheet(lang, 'moderate-breeze'),
  ),
);
