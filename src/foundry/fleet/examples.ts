// The digest's example squadrons (FP-2.1 worked check, 28 points each), with historically plausible
// ship names of the period (names of real ships of those types, not a historical order of battle).
// The "squadrons" compendium, the gallery and the tests all build from this one list.
import type { CrewQuality, Nation } from '../../rules/index.js';

export interface ExampleShip {
  name: string;
  classId: string;
  crew: CrewQuality;
}

export interface ExampleSquadron {
  key: string;
  nation: Nation;
  /** Folder and squadron name in the compendium. */
  name: string;
  /** The side its ships fight for (the nation's side name, never the nation id). */
  side: string;
  ships: readonly ExampleShip[];
}

export const EXAMPLE_SQUADRONS: readonly ExampleSquadron[] = [
  {
    key: 'britain',
    nation: 'britain',
    name: 'British squadron',
    side: 'British',
    ships: [
      { name: 'HMS Prince George', classId: '2nd-98s', crew: 'good' },
      { name: 'HMS Bellerophon', classId: '3rd-74c', crew: 'average' },
      { name: 'HMS Agamemnon', classId: '3rd-64', crew: 'average' },
      { name: 'HMS Amphion', classId: '5th-32-34', crew: 'good' },
    ],
  },
  {
    key: 'france',
    nation: 'france',
    name: 'French squadron',
    side: 'French',
    ships: [
      { name: 'Bucentaure', classId: '3rd-80l', crew: 'good' },
      { name: 'Redoutable', classId: '3rd-80s-74l', crew: 'poor' },
      { name: 'Jason', classId: '3rd-64', crew: 'poor' },
      { name: 'Thémis', classId: '5th-36-40', crew: 'average' },
    ],
  },
];

export function exampleSquadron(key: string): ExampleSquadron {
  const squadron = EXAMPLE_SQUADRONS.find((s) => s.key === key);
  if (!squadron) throw new Error(`no example squadron "${key}"`);
  return squadron;
}
