// Gallery entries of the fleet tools: the fleet builder empty, with the digest's British example
// squadron plus a ship that breaks the British squadron list, over budget, and with an unnamed
// ship; the import dialog after a failed import (errors naming row and field) and the export
// dialog. Every context comes from the fleet's pure view-model functions and the real validation.
import { fake } from '../../fake-foundry/install.js';
import { templatePath } from '../../../src/foundry/constants.js';
import {
  addShip,
  applyBuilderForm,
  builderFromSquadron,
  builderView,
  newBuilderState,
  type BuilderState,
} from '../../../src/foundry/fleet/builder-state.js';
import { exampleSquadron } from '../../../src/foundry/fleet/examples.js';
import { readFleet } from '../../../src/foundry/fleet/fleet-io.js';
import { rowErrorMessage } from '../../../src/foundry/fleet/import-export.js';
import {
  applyImportForm,
  exportView,
  importView,
  newImportState,
} from '../../../src/foundry/fleet/io-apps.js';
import type { GalleryEntry } from '../types.js';

const USERS = [
  { id: 'user-alice', name: 'Alice' },
  { id: 'user-bruno', name: 'Bruno' },
];

/** The running world's i18n (the gallery sets its language before building a context). */
const t = () => fake().i18n;

const british = (budget: number): BuilderState =>
  builderFromSquadron(exampleSquadron('britain'), budget);

const builder = (state: () => BuilderState) => () => ({ ...builderView(state(), t(), USERS) });

const BAD_IMPORT = [
  'name,guns,crew,nation,squadron,side,port,starboard,rigging',
  'HMS Prince George,98S,good,britain,Channel,,0,0,0',
  'HMS Nonsuch,75X,average,britain,Channel,,0,0,0',
  'HMS Amphion,32,good,albion,Channel,,0,0,481',
].join('\n');

function importErrors(): string[] {
  const read = readFleet(BAD_IMPORT, 'csv');
  if (read.ok) throw new Error('the gallery fixture should not be a valid fleet');
  const i18n = t();
  return [
    i18n.format('SCA.Fleet.Import.Invalid', { count: read.errors.length }),
    ...read.errors.map((e) => rowErrorMessage(e, i18n)),
  ];
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'fleet-builder-empty',
    title: 'Fleet builder: empty',
    template: templatePath('fleet/builder.hbs'),
    width: 760,
    context: builder(() => newBuilderState()),
  },
  {
    id: 'fleet-builder-british-warning',
    title:
      'Fleet builder: the British example squadron plus a second 2nd rate (squadron-list warning)',
    template: templatePath('fleet/builder.hbs'),
    width: 760,
    context: builder(() =>
      applyBuilderForm(addShip(british(40), '2nd-98', 'average', 'HMS London'), {
        squadron: 'Channel squadron',
        ownerId: 'user-alice',
        othersLevel: '2',
      }),
    ),
  },
  {
    id: 'fleet-builder-over-budget',
    title: 'Fleet builder: the British example squadron over a 24-point budget',
    template: templatePath('fleet/builder.hbs'),
    width: 760,
    context: builder(() => british(24)),
  },
  {
    id: 'fleet-builder-unnamed',
    title: 'Fleet builder: an unnamed ship blocks creation',
    template: templatePath('fleet/builder.hbs'),
    width: 760,
    context: builder(() => addShip(british(40), 'unrated-16-18', 'poor')),
  },
  {
    id: 'fleet-import-errors',
    title: 'Fleet import: a file with bad rows (nothing imported)',
    template: templatePath('fleet/import.hbs'),
    width: 600,
    context: () => ({
      ...importView(
        {
          ...applyImportForm(newImportState(), { text: BAD_IMPORT, folderName: 'Channel fleet' }),
          messages: importErrors(),
        },
        t(),
        USERS,
      ),
    }),
  },
  {
    id: 'fleet-export',
    title: 'Fleet export',
    template: templatePath('fleet/export.hbs'),
    width: 440,
    context: () => ({
      ...exportView({ source: 'folder:f2', format: 'yaml' }, t(), [
        { id: 'f1', name: 'French squadron' },
        { id: 'f2', name: 'Channel fleet' },
      ]),
    }),
  },
];
