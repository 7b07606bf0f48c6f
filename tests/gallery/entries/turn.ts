// Gallery entries of the turn windows: the tracker (its step, the "what now" line per viewer, the
// per-ship checklist, the GM's step back and the separate End battle) and the orders dialog (the
// exact odds in one fixed layout, an order refused beside its field, the orders a dismasted or a
// sinking ship may not give), built through the real pure views.
import { templatePath } from '../../../src/foundry/constants.js';
import type { SummaryShip } from '../../../src/foundry/chat/card-data-melee-morale.js';
import { sideDisplayName } from '../../../src/foundry/fleet/side-name.js';
import { localize } from '../../../src/foundry/i18n.js';
import type { ShipSystemSource } from '../../../src/foundry/models/ship-model.js';
import { snapshotOrders } from '../../../src/foundry/turn/orders.js';
import type { TrackerShipFacts } from '../../../src/foundry/turn/tracker-checklist.js';
import { newBattle, type Step, type TurnState } from '../../../src/foundry/turn/turn-state.js';
import { ordersDialogView, trackerView } from '../../../src/foundry/turn/turn-views.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry } from '../types.js';

type Crew = 'good' | 'average' | 'poor';
interface GalleryShip {
  actorUuid: string;
  name: string;
  system: ShipSystemSource;
}
function ship(
  id: string,
  name: string,
  classId: string,
  crew: Crew,
  side: string,
  extra: Record<string, unknown> = {},
  orders: Record<string, unknown> = {},
): GalleryShip {
  const system = shipData(classId, crew, { side, ...extra });
  return {
    actorUuid: `Actor.${id}`,
    name,
    system: { ...system, orders: { ...snapshotOrders(orders), turn: 1, locked: false } },
  };
}

// The digest's example squadrons (FP-2.1 worked check).
const prince = ship(
  'prince',
  'HMS Prince',
  '2nd-98s',
  'good',
  'British',
  {},
  {
    firePort: 'hull',
    changeCourse: 'ESE',
  },
);
const defiance = ship(
  'defiance',
  'HMS Defiance',
  '3rd-74c',
  'average',
  'British',
  { fires: { hull: 1, rigging: 0 } },
  { extinguish: true, firePort: 'hull' },
);
const ardent = ship(
  'ardent',
  'HMS Ardent',
  '3rd-64',
  'average',
  'British',
  { contacts: [{ actorId: 'hercule', kind: 'enemyCollision' }] },
  { prepareBoarding: true, unfoul: true },
);
const minerva = ship(
  'minerva',
  'HMS Minerva',
  '5th-32-34',
  'good',
  'British',
  { fires: { hull: 0, rigging: 1 } },
  { firePort: 'rigging', fireStarboard: 'hull' },
);
// FP-2.5 all six RDC of a 74 lost: dismasted; all HDC of a 64 lost: sinking.
const dismasted = ship('bellona', 'HMS Bellona', '3rd-74c', 'average', 'British', {
  damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 },
});
const sinking = ship('scipion', 'Scipion', '3rd-64', 'poor', 'French', {
  damage: { port: 600, starboard: 600, rigging: 0, riggingRepaired: 0 },
});

const input = (s: GalleryShip) => ({ ...s, headingIndex: 4 });
/** The dialog marks every ship as included in the roll by default. */
const included = (view: ReturnType<typeof ordersDialogView>) => ({
  ...view,
  ships: view.ships.map((s) => ({ ...s, included: true })),
});

// The tracker: Alice commands the British, Bob the French.
const USERS: Record<string, string> = { alice: 'Alice', bob: 'Bob' };
const names = {
  user: (id: string) => USERS[id] ?? id,
  side: (id: string) => sideDisplayName(id, localize),
};
function battleAt(step: Step, sides: [string, string] = ['British', 'French']): TurnState {
  return {
    ...newBattle(
      [
        { id: sides[0], userIds: ['alice'] },
        { id: sides[1], userIds: ['bob'] },
      ],
      [],
      [],
    ),
    turn: 3,
    step,
  };
}

const fact = (
  s: { actorUuid: string; name: string; side: string; owner: string },
  f: Partial<TrackerShipFacts> = {},
): TrackerShipFacts => ({
  actorUuid: s.actorUuid,
  name: s.name,
  side: s.side,
  ownerIds: [s.owner],
  mayAct: true,
  ordersWritten: false,
  rolled: false,
  broadsidesOrdered: 0,
  broadsidesFired: 0,
  courseOrdered: false,
  mayMove: true,
  moved: false,
  partiesReady: false,
  moraleDue: null,
  moraleTested: false,
  ...f,
});
const B = (name: string) => ({ actorUuid: `Actor.${name}`, name, side: 'British', owner: 'alice' });
const F = (name: string) => ({ actorUuid: `Actor.${name}`, name, side: 'French', owner: 'bob' });

/** The British part at the orders step: Prince has its orders, the rest not yet. */
const atOrders = [
  fact(B('HMS Prince'), { ordersWritten: true }),
  fact(B('HMS Defiance')),
  fact(B('HMS Ardent')),
  fact(B('HMS Minerva')),
];
/** Movement and fire: all rolled; Ardent has not moved, Prince has one broadside of two to fire. */
const atMoveFire = [
  fact(B('HMS Prince'), {
    ordersWritten: true,
    rolled: true,
    broadsidesOrdered: 2,
    broadsidesFired: 1,
    moved: true,
  }),
  fact(B('HMS Defiance'), { ordersWritten: true, rolled: true, moved: true }),
  fact(B('HMS Ardent'), { ordersWritten: true, rolled: true }),
  fact(B('HMS Minerva'), {
    ordersWritten: true,
    rolled: true,
    mayMove: false,
    broadsidesOrdered: 1,
    broadsidesFired: 1,
  }),
];
/** Morale: the British part's list calls Scipion (French) and Minerva; Minerva has tested. */
const atMorale = [
  ...atMoveFire.map((f) => ({
    ...f,
    moved: f.mayMove,
    broadsidesFired: f.broadsidesOrdered,
    moraleDue: f.name === 'HMS Minerva',
    moraleTested: f.name === 'HMS Minerva',
  })),
  fact(F('Scipion'), { moraleDue: true }),
  fact(F('Foudroyant'), { moraleDue: false }),
];

/** OR-3 a two-segment battle at a step of a segment. */
function twoSegmentsAt(step: Step, segment: 1 | 2): TurnState {
  return { ...battleAt(step), twoSegment: true, segment };
}
/** OR-3 segment 2's movement: Prince has moved again and fired; Ardent has not moved in segment 2. */
const atSegmentTwo = atMoveFire.map((f) => ({ ...f, moved: f.name === 'HMS Prince' }));

const SCORES: SummaryShip[] = [
  { ...B('HMS Prince'), originalSide: 'British', fate: 'afloat', dcLost: 2, initialBf: 10 },
  { ...F('Scipion'), originalSide: 'French', fate: 'struck', dcLost: 6, initialBf: 9 },
];

const tracker = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `turn-tracker-${id}`,
  title,
  template: templatePath('turn/tracker.hbs'),
  width: 320,
  context,
});
const orders = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `turn-orders-${id}`,
  title,
  template: templatePath('turn/orders.hbs'),
  width: 640,
  context,
});

const gm = { isGM: true, userId: 'gm' };
const alice = { isGM: false, userId: 'alice' };
const bob = { isGM: false, userId: 'bob' };

export const galleryEntries: GalleryEntry[] = [
  orders('before-roll', 'Orders dialog: the squadron before the roll, with exact odds', () =>
    included(ordersDialogView([prince, defiance, ardent, minerva].map(input), 0, 1, false)),
  ),
  orders(
    'errors',
    'Orders dialog: orders refused, each marked beside its field (the chosen heading kept)',
    () =>
      included(
        ordersDialogView(
          [
            ship(
              'prince',
              'HMS Prince',
              '2nd-98s',
              'good',
              'British',
              {},
              {
                changeCourse: 'NNE',
                increaseSail: true,
                decreaseSail: true,
                firePort: 'hull',
                fireStarboard: 'hull',
                prepareBoarding: true,
              },
            ),
          ].map(input),
          0,
          1,
          false,
        ),
      ),
  ),
  orders(
    'signals',
    'Orders dialog with signals: one ship keeps course and speed, one follows a signal, one acts independently, the flagship',
    () => {
      const view = included(
        ordersDialogView([prince, defiance, ardent, minerva].map(input), 0, 1, false),
      );
      const N = 'SCA.Turn.Signal.Note';
      const notes = [
        { key: `${N}.commands`, keeps: false },
        { key: `${N}.keep`, keeps: true },
        { key: `${N}.independent`, keeps: false },
        {
          key: `${N}.follows`,
          data: { turn: '2', elements: 'Form line of battle · Engage the enemy' },
          keeps: false,
        },
      ];
      return { ...view, ships: view.ships.map((s, i) => ({ ...s, signalNote: notes[i] })) };
    },
  ),
  orders(
    'dismasted-sinking',
    'Orders dialog: a dismasted ship (no sail, course or tack) and a sinking one (no orders)',
    () => included(ordersDialogView([dismasted, sinking].map(input), 0, 1, false)),
  ),
  tracker('gm-orders', 'Tracker (GM) at the orders step: waiting for Alice', () =>
    trackerView(battleAt('orders'), gm, SCORES, 'standard', atOrders, names),
  ),
  tracker('player-orders', 'Tracker (the British player) at the orders step', () =>
    trackerView(battleAt('orders'), alice, SCORES, 'standard', atOrders, names),
  ),
  tracker('player-move-fire', 'Tracker (the British player) at movement and fire', () =>
    trackerView(battleAt('moveFire'), alice, SCORES, 'detailed', atMoveFire, names),
  ),
  tracker('enemy', 'Tracker (the French player) while the British act', () =>
    trackerView(battleAt('moveFire'), bob, SCORES, 'detailed', atMoveFire, names),
  ),
  tracker('gm-morale', 'Tracker (GM) at morale: a French ship must test', () =>
    trackerView(battleAt('morale'), gm, SCORES, 'standard', atMorale, names),
  ),
  tracker('gm-morale-signal', 'Tracker (GM) at the morale step, with signals in use', () => ({
    ...trackerView(battleAt('morale'), gm, SCORES, 'standard', atMorale, names),
    maySignal: true,
  })),
  tracker('player-morale-enemy', 'Tracker (the French player) called to test morale', () =>
    trackerView(battleAt('morale'), bob, SCORES, 'standard', atMorale, names),
  ),
  tracker('segment1-gm', 'Tracker (GM) in a two-segment turn: segment 1, movement', () =>
    trackerView(twoSegmentsAt('moveFire', 1), gm, SCORES, 'standard', atMoveFire, names),
  ),
  tracker('segment1-player', 'Tracker (the British player): segment 1, course change', () =>
    trackerView(twoSegmentsAt('course', 1), alice, SCORES, 'standard', atMoveFire, names),
  ),
  tracker(
    'segment2-gm',
    'Tracker (GM) in a two-segment turn: segment 2, course change and fire',
    () => trackerView(twoSegmentsAt('course', 2), gm, SCORES, 'standard', atSegmentTwo, names),
  ),
  tracker('segment2-player', 'Tracker (the British player): segment 2, movement', () =>
    trackerView(twoSegmentsAt('moveFire', 2), alice, SCORES, 'standard', atSegmentTwo, names),
  ),
  tracker('nation-side-names', 'Tracker (GM) of a battle whose sides are bare nation ids', () =>
    trackerView(battleAt('boarding', ['britain', 'france']), gm, [], 'standard', [], names),
  ),
  tracker('ended', 'Tracker after the battle ended', () =>
    trackerView({ ...battleAt('morale'), ended: true }, gm, SCORES, 'standard', [], names),
  ),
  tracker('no-battle', 'Tracker (GM) with no battle', () => trackerView(null, gm, [], 'standard')),
];

// OR-3 seven dice: each order names the dice it is rolled on, and the chance of all of them is exact.
galleryEntries.push(
  orders(
    'seven-dice',
    'Orders dialog with seven dice: each order on its own dice, the chance of all of them',
    () =>
      included(
        ordersDialogView(
          [prince, defiance, ardent, minerva].map(input),
          0,
          1,
          false,
          null,
          undefined,
          true,
        ),
      ),
  ),
);

// OR-2 the second deployer (the French) chooses to play first or second at the turn's start.
galleryEntries.push(
  tracker(
    'side-order-choice',
    'Tracker (the French player): choose to play first or second',
    () => ({
      ...trackerView(battleAt('orders'), bob, SCORES, 'standard', atOrders, names),
      sideOrder: { side: 'French', current: 'British', mayChoose: true },
    }),
  ),
  tracker(
    'side-order-waiting',
    'Tracker (the British player) while the French choose the order',
    () => ({
      ...trackerView(battleAt('orders'), alice, SCORES, 'standard', atOrders, names),
      sideOrder: { side: 'French', current: 'British', mayChoose: false },
    }),
  ),
);
