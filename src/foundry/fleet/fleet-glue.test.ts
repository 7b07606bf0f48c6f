// The fleet tools against the Foundry fake: the builder creates ship actors in a new folder with
// tokens sized to their bases (FP-1.1, HR-2), players cannot use the tools, imports are
// all-or-nothing with errors naming row and field, exports round-trip through real actors.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshWorld } from '../../../tests/support/foundry.js';
import { registerSettings } from '../settings.js';
import { FleetBuilderApp, openFleetBuilder } from './builder-app.js';
import { builderFromSquadron } from './builder-state.js';
import { FleetPermissionError, createFleetActors } from './create-fleet.js';
import { exampleSquadron } from './examples.js';
import { FLEET_FORMATS, readFleet, serializeFleet } from './fleet-io.js';
import { importFleet, shipsInFolder } from './import-export.js';
import { FleetExportApp, FleetImportApp, openFleetExport, openFleetImport } from './io-apps.js';
import { addFleetButtons, type DirectoryElement } from './register.js';

type World = ReturnType<typeof freshWorld>;
let w: World;

interface ActorView {
  name: string;
  folder: string | null;
  ownership: Record<string, number>;
  system: Record<string, unknown> & {
    crew: string;
    nation: string;
    side: string;
    squadron: string;
    shipClass: { id: string };
    damage: Record<string, number>;
  };
  extra: {
    prototypeToken: { width: number; height: number; lockRotation: boolean; name: string };
    sort: number;
  };
}
const actors = () => w.world.actors.contents as unknown as ActorView[];
/** The fake ApplicationV2 runs a DEFAULT_OPTIONS action the way a click on [data-action] would. */
const click = (app: FleetBuilderApp, action: string, dataset: Record<string, string> = {}) =>
  (
    app as unknown as {
      runAction(name: string, target: { dataset: Record<string, string> }): Promise<unknown>;
    }
  ).runAction(action, { dataset });

beforeEach(() => {
  w = freshWorld();
  registerSettings();
});

const GOOD_ROWS = [
  'name,guns,crew,nation,squadron,side,port,starboard,rigging',
  'HMS Prince George,98S,good,britain,Channel,britain,0,0,0',
  'HMS Bellerophon,74C,average,britain,Channel,britain,250,0,60',
  'HMS Amphion,32,good,britain,Channel,britain,0,0,0',
];

describe('fleet builder (GM)', () => {
  it('FP-1.1 creates the ships in a new folder with prototype tokens sized to their bases at 1:1200', async () => {
    const app = new FleetBuilderApp();
    app.fleet = builderFromSquadron(exampleSquadron('britain'), 28);
    const player = w.player('Alice');
    w.world.actAs(w.gm);
    app.applyForm({
      folderName: 'Channel fleet',
      squadron: 'Inshore',
      ownerId: player.id,
      othersLevel: '2',
    });
    expect(await app.createFleet()).toBe(true);
    const folder = w.world.folders.contents.find((f) => f.name === 'Channel fleet')!;
    expect(folder.type).toBe('Actor');
    const ships = actors();
    expect(ships.map((a) => a.name)).toEqual([
      'HMS Prince George',
      'HMS Bellerophon',
      'HMS Agamemnon',
      'HMS Amphion',
    ]);
    expect(ships.every((a) => a.folder === folder.id)).toBe(true);
    // 98S 85x40 mm, 74C and 64 75x40, 32 65x40; 10 mm a grid unit; keel along the height.
    expect(ships.map((a) => [a.extra.prototypeToken.width, a.extra.prototypeToken.height])).toEqual(
      [
        [4, 8.5],
        [4, 7.5],
        [4, 7.5],
        [4, 6.5],
      ],
    );
    expect(ships.every((a) => a.extra.prototypeToken.lockRotation === false)).toBe(true);
    expect(ships[0]!.system).toMatchObject({
      crew: 'good',
      originalCrew: 'good',
      nation: 'britain',
      side: 'British',
      squadron: 'Inshore',
      shipClass: { id: '2nd-98s' },
    });
    expect(ships[0]!.ownership).toEqual({ default: 2, [player.id]: 3 });
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'info',
      message: 'Created 4 ships in the folder Channel fleet.',
    });
  });
  it('HR-2 at 1:3000 the tokens use the 1:3000 bases (2 mm a grid unit)', async () => {
    await w.world.settings.set('signal-close-action', 'tableScale', '3000');
    const app = new FleetBuilderApp();
    app.fleet = builderFromSquadron(exampleSquadron('france'), 28);
    expect(await app.createFleet()).toBe(true);
    // 80L and 74L: 30x16 mm; 64: 30x16; 36: 26x16.
    expect(
      actors().map((a) => [a.extra.prototypeToken.width, a.extra.prototypeToken.height]),
    ).toEqual([
      [8, 15],
      [8, 15],
      [8, 15],
      [8, 13],
    ]);
    expect(w.world.folders.contents.map((f) => f.name)).toEqual(['France fleet']);
  });
  it('renders with every string localised, adding and removing ships through its actions', async () => {
    const app = new FleetBuilderApp();
    app.applyForm({ pickClassId: '2nd-98', pickCrew: 'elite' });
    await click(app, 'addShip');
    await click(app, 'addShip');
    expect(app.fleet.ships.map((s) => [s.key, s.classId, s.crew])).toEqual([
      [1, '2nd-98', 'elite'],
      [2, '2nd-98', 'elite'],
    ]);
    expect(app.parts.main).toContain('Cost 26 of 28 points');
    expect(app.parts.main).toContain('2nd rates: 2, at most 1 with 2 ships of the line (1 per 10)');
    expect(app.parts.main).toContain('Ship 1 needs a name.');
    await click(app, 'removeShip', { key: '1' });
    expect(app.fleet.ships.map((s) => s.key)).toEqual([2]);
    expect(w.i18n.missing).toEqual(new Set());
  });
  it('refuses to create while a ship has no name, and creates nothing', async () => {
    const app = new FleetBuilderApp();
    app.applyForm({});
    await click(app, 'addShip');
    expect(await app.createFleet()).toBe(false);
    expect(w.world.notifications.at(-1)).toEqual({ type: 'warn', message: 'Ship 1 needs a name.' });
    expect(actors()).toEqual([]);
    expect(w.world.folders.size).toBe(0);
  });
});

describe('fleet tools are for GMs only', () => {
  it('a player cannot open the builder, the import or the export', () => {
    w.world.actAs(w.player('Alice'));
    expect(openFleetBuilder()).toBeNull();
    expect(openFleetImport()).toBeNull();
    expect(openFleetExport()).toBeNull();
    expect(w.world.notifications.map((n) => n.type)).toEqual(['error', 'error', 'error']);
    expect(w.world.notifications[0]!.message).toBe(
      'Only a gamemaster can build, import or export fleets.',
    );
  });
  it('opening the builder twice brings the open one forward with its ships', async () => {
    const first = openFleetBuilder()!;
    first.fleet = builderFromSquadron(exampleSquadron('france'), 28);
    await first.render();
    expect(openFleetBuilder()).toBe(first);
    await first.close();
    const second = openFleetBuilder()!;
    expect(second).not.toBe(first);
    expect(second.fleet.ships).toEqual([]);
  });
  it('a player cannot create a fleet even by calling the builder directly', async () => {
    const app = new FleetBuilderApp();
    app.fleet = builderFromSquadron(exampleSquadron('britain'), 28);
    w.world.actAs(w.player('Alice'));
    expect(await app.createFleet()).toBe(false);
    await expect(
      createFleetActors([], { folderName: 'x', ownership: {}, scale: 1200 }),
    ).rejects.toBeInstanceOf(FleetPermissionError);
    const outcome = await importFleet({
      text: GOOD_ROWS.join('\n'),
      format: 'csv',
      folderName: '',
      ownership: {},
    });
    expect(outcome).toEqual({
      ok: false,
      messages: ['Only a gamemaster can build, import or export fleets.'],
    });
    expect(actors()).toEqual([]);
    expect(w.world.folders.size).toBe(0);
  });
  it('the Actors directory gets the fleet buttons for a GM (once), never for a player', () => {
    const inserted: string[] = [];
    const listeners: string[] = [];
    const element: DirectoryElement = {
      querySelector: (sel) =>
        sel === '.header-actions'
          ? element
          : sel === '.sca-fleet-tools' && inserted.length > 0
            ? element
            : null,
      insertAdjacentHTML: (_pos, html) => void inserted.push(html),
      querySelectorAll: () =>
        ['builder', 'import', 'export'].map((tool) => ({
          ...element,
          dataset: { scaFleet: tool },
          addEventListener: () => void listeners.push(tool),
        })),
    };
    w.world.actAs(w.player('Bob'));
    expect(addFleetButtons(element)).toBe(false);
    expect(inserted).toEqual([]);
    w.world.actAs(w.gm);
    expect(addFleetButtons(element)).toBe(true);
    expect(addFleetButtons(element)).toBe(false);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toContain('data-sca-fleet="builder"');
    expect(inserted[0]).toContain('Fleet builder');
    expect(listeners).toEqual(['builder', 'import', 'export']);
  });
});

describe('fleet import', () => {
  it('one bad row among good ones: nothing is created, the error names the row and the field', async () => {
    const text = [
      GOOD_ROWS[0],
      GOOD_ROWS[1],
      'HMS Nonsuch,75X,average,britain,Channel,britain,0,0,0',
      GOOD_ROWS[3],
    ].join('\n');
    const outcome = await importFleet({
      text,
      format: 'csv',
      folderName: 'Bad',
      ownership: { default: 0 },
    });
    expect(outcome).toEqual({
      ok: false,
      messages: [
        'Nothing was imported. Problems found: 1.',
        'Row 2, guns: "75X" does not name one class of the statistics table, e.g. 74C, 36-40, 80S/74L',
      ],
    });
    expect(actors()).toEqual([]);
    expect(w.world.folders.size).toBe(0);
  });
  it('damage beyond the boxes is refused with the limit, in Italian too', async () => {
    w.i18n.setLanguage('it');
    const text = [
      GOOD_ROWS[0],
      GOOD_ROWS[1],
      'HMS Amphion,32,good,britain,Channel,britain,0,0,481',
    ].join('\n');
    const outcome = await importFleet({ text, format: 'csv', folderName: '', ownership: {} });
    expect(outcome).toEqual({
      ok: false,
      messages: [
        'Nessuna nave importata. Problemi trovati: 1.',
        'Riga 2, rigging: 481 punti di danno; questa nave ne accetta un numero intero da 0 a 480',
      ],
    });
    expect(actors()).toEqual([]);
  });
  it('a valid file creates every ship with its damage in a new folder', async () => {
    const outcome = await importFleet({
      text: GOOD_ROWS.join('\n'),
      format: 'csv',
      folderName: '  ',
      ownership: { default: 0 },
    });
    expect(outcome).toEqual({ ok: true, count: 3, folderName: 'Imported fleet' });
    const ships = actors();
    expect(ships.map((a) => [a.name, a.system.damage.port, a.system.damage.rigging])).toEqual([
      ['HMS Prince George', 0, 0],
      ['HMS Bellerophon', 250, 60],
      ['HMS Amphion', 0, 0],
    ]);
    expect((ships[1]!.system as unknown as { dcLost: { port: number } }).dcLost.port).toBe(2);
  });
  it('a creation that fails midway removes what was created and names the ship', async () => {
    let seen = 0;
    w.world.hooks.on('preCreateActor', () => (++seen === 3 ? false : undefined));
    const outcome = await importFleet({
      text: GOOD_ROWS.join('\n'),
      format: 'csv',
      folderName: 'Doomed',
      ownership: {},
    });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.messages[0]).toMatch(
      /^Creating the fleet failed at ship 3 \(creation prevented by a hook\)/,
    );
    expect(actors()).toEqual([]);
    expect(w.world.folders.size).toBe(0);
  });
  it('the import dialog takes a file and its format from the file name', async () => {
    const app = new FleetImportApp();
    const json = JSON.stringify([
      { name: 'Jason', guns: '64', crew: 'poor', nation: 'france', squadron: 'Van' },
    ]);
    const outcome = await app.runImport(
      { format: 'csv', folderName: 'From file' },
      { name: 'fleet.json', text: async () => json },
    );
    expect(outcome).toEqual({ ok: true, count: 1, folderName: 'From file' });
    expect(actors().map((a) => [a.name, a.system.crew])).toEqual([['Jason', 'poor']]);
  });
  it('the import dialog keeps the errors on screen after a failed import', async () => {
    const app = new FleetImportApp();
    await app.runImport({ format: 'yaml', text: '- name: X\n  guns: citadel\n  crew: average\n' });
    await app.render();
    expect(app.parts.main).toContain(
      'Row 1, guns: &quot;citadel&quot; is a fortification, not a ship',
    );
    expect(w.i18n.missing).toEqual(new Set());
  });
});

describe('fleet export', () => {
  it.each(FLEET_FORMATS.map((f) => [f] as const))(
    'exporting an imported folder as %s gives back the same fleet',
    async (format) => {
      const original = readFleet(GOOD_ROWS.join('\n'), 'csv');
      if (!original.ok) throw new Error('fixture');
      await importFleet({
        text: serializeFleet(original.ships, format),
        format,
        folderName: 'Round trip',
        ownership: {},
      });
      const folder = w.world.folders.contents[0]!;
      const app = new FleetExportApp();
      await app.render();
      expect(app.parts.main).toContain('Folder: Round trip');
      const out = app.exportText({ source: `folder:${folder.id}`, format });
      expect(out?.fileName).toBe(`Round-trip.${format === 'yaml' ? 'yml' : format}`);
      expect(out?.count).toBe(3);
      expect(readFleet(out!.text, format)).toEqual(original);
      expect(shipsInFolder(folder.id).map((a) => a.name)).toEqual([
        'HMS Prince George',
        'HMS Bellerophon',
        'HMS Amphion',
      ]);
    },
  );
  it('nothing to export is a warning', () => {
    const app = new FleetExportApp();
    expect(app.exportText({ source: 'selected', format: 'csv' })).toBeNull();
    expect(w.world.notifications.at(-1)).toEqual({
      type: 'warn',
      message: 'There are no ships to export.',
    });
  });
});
