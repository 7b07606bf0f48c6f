// Gallery entries of HR-4 fleet morale in the turn tracker: the panel as its own side (and the GM)
// sees it in each phase, and the tracker of the enemy, which has no panel at all (only the public
// notes once a fleet has broken), built through the real pure views.
import {
  classById,
  fleetMoraleShip,
  fleetMoraleTally,
  shipProfile,
  type CrewQuality,
  type LossLevel,
} from '../../../src/rules/index.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { sideDisplayName } from '../../../src/foundry/fleet/side-name.js';
import { localize } from '../../../src/foundry/i18n.js';
import {
  fleetMoralePanel,
  fleetMoraleTrackerView,
  type FleetBreakRecord,
  type FleetMoraleStore,
} from '../../../src/foundry/turn/fleet-morale.js';
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import { summaryView } from '../../../src/foundry/turn/cards/views-summary.js';
import { newBattle, type TurnState } from '../../../src/foundry/turn/turn-state.js';
import { trackerView } from '../../../src/foundry/turn/turn-views.js';
import type { GalleryEntry } from '../types.js';

const BRITISH: ReadonlyArray<[string, string, CrewQuality]> = [
  ['HMS Prince', '2nd-98s', 'good'],
  ['HMS Defiance', '3rd-74c', 'average'],
  ['HMS Ardent', '3rd-64', 'average'],
  ['HMS Minerva', '5th-32-34', 'good'],
];

const side = (id: string) => sideDisplayName(id, localize);
const names = { user: (id: string) => id, side };

function battle(): TurnState {
  return {
    ...newBattle(
      [
        { id: 'British', userIds: ['alice'] },
        { id: 'French', userIds: ['bob'] },
      ],
      [],
      [],
    ),
    turn: 5,
    step: 'moveFire',
  };
}

/** The British tally with `tests` tests taken, `losses` (level per ship in order) and French losses' points. */
function british(tests: number, losses: LossLevel[], enemyPoints: number[]) {
  return fleetMoraleTally(
    BRITISH.map(([name, classId, crew], i) => ({
      ship: fleetMoraleShip(name, shipProfile(classById(classId), crew)),
      tests: i === 0 ? tests : 0,
      loss: losses[i] ?? 0,
    })),
    enemyPoints.map((points) => ({ points })),
  );
}

const record = (phase: FleetBreakRecord['phase'], extra: Partial<FleetBreakRecord> = {}) => ({
  side: 'British',
  phase,
  listMessageId: 'm1',
  testsBefore: [],
  lossLevelsAtBrink: 3,
  order: 0,
  saved: [],
  ...extra,
});

const alice = { isGM: false, userId: 'alice' };
const bob = { isGM: false, userId: 'bob' };

function trackerWith(
  viewer: { isGM: boolean; userId: string },
  panels: ReturnType<typeof fleetMoralePanel>[],
  store: FleetMoraleStore,
) {
  return {
    ...trackerView(battle(), viewer, [], 'standard', [], names),
    fleetMorale: fleetMoraleTrackerView(panels, store, side),
  };
}

const entry = (
  id: string,
  title: string,
  context: () => Record<string, unknown>,
): GalleryEntry => ({
  id: `fleet-morale-${id}`,
  title,
  template: templatePath('turn/tracker.hbs'),
  width: 320,
  context,
});

export const galleryEntries: GalleryEntry[] = [
  entry('own-steady', 'Fleet morale: the British player sees the British value', () =>
    trackerWith(alice, [fleetMoralePanel('British', british(2, [0, 1], [9]), undefined)], {
      records: [],
    }),
  ),
  entry('enemy-steady', 'Fleet morale: the French player sees nothing of it', () =>
    trackerWith(bob, [], { records: [] }),
  ),
  entry('own-break-test', 'Fleet morale at 0: every British ship tests at once', () => {
    const tally = british(4, [2, 1, 1], []);
    return trackerWith(alice, [fleetMoralePanel('British', tally, undefined)], {
      records: [record('breakTest')],
    });
  }),
  entry('own-brink', 'Fleet morale: all held, the next loss breaks the fleet', () => {
    const tally = british(5, [2, 1, 0], [3]);
    return trackerWith(alice, [fleetMoralePanel('British', tally, record('brink'))], {
      records: [record('brink')],
    });
  }),
  entry('own-broken', 'Fleet morale: broken, making for the north edge', () => {
    const broken = record('broken', { order: 1, edge: 'N', saved: ['Actor.minerva'] });
    const tally = british(6, [2, 1, 1], []);
    return trackerWith(alice, [fleetMoralePanel('British', tally, broken)], {
      records: [broken],
    });
  }),
  entry('enemy-broken', 'Fleet morale: the French see only that the British broke first', () => {
    const broken = record('broken', { order: 1, edge: 'N', saved: ['Actor.minerva'] });
    return trackerWith(bob, [], { records: [broken] });
  }),
  {
    id: 'fleet-morale-summary',
    title: 'End of the battle: the British broke first and lose, whatever the points',
    template: CARD_TEMPLATES.summary,
    width: 300,
    context: () =>
      summaryView({
        kind: 'summary',
        turn: 6,
        side: '',
        scoring: 'standard',
        sides: [
          { id: 'British', points: 14, exact: 14.5 },
          { id: 'French', points: 9, exact: 9 },
        ],
        ships: [],
        fleetMoraleLoser: 'British',
      }),
  },
];
