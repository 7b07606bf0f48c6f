// The import dialog against the Foundry fake: it states the limits, refuses a file past the size
// limit unread, names a file that cannot be read, localises the new refusals in English and Italian;
// and export -> import through real actors keeps a prize's original crew and repaired rigging.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshWorld } from '../../../tests/support/foundry.js';
import { registerSettings } from '../settings.js';
import { readFleet, serializeFleet } from './fleet-io.js';
import type { FleetShip } from './fleet-ship.js';
import { importFleet } from './import-export.js';
import { FleetExportApp, FleetImportApp } from './io-apps.js';

let w: ReturnType<typeof freshWorld>;
beforeEach(() => {
  w = freshWorld();
  registerSettings();
});

describe('import dialog: limits and unreadable files', () => {
  it.each([
    [
      'en',
      'Limits: UTF-8 text of at most 1024 kB, at most 500 ships, names, squadrons and sides of at most 100 characters.',
    ],
    [
      'it',
      'Limiti: testo UTF-8 di al massimo 1024 kB, al massimo 500 navi, nomi, squadre e schieramenti di al massimo 100 caratteri.',
    ],
  ] as const)('the dialog states the limits (%s)', async (lang, text) => {
    w.i18n.setLanguage(lang);
    const app = new FleetImportApp();
    await app.render();
    expect(app.parts.main).toContain(text);
    expect(w.i18n.missing).toEqual(new Set());
  });
  it('a file past 1 MB is refused without reading it', async () => {
    const app = new FleetImportApp();
    let read = false;
    const outcome = await app.runImport(
      {},
      {
        name: 'big.csv',
        size: 2 * 1024 * 1024,
        text: async () => {
          read = true;
          return '';
        },
      },
    );
    expect(outcome).toEqual({
      ok: false,
      messages: ['The text is 2048 kB; at most 1024 kB can be imported'],
    });
    expect(read).toBe(false);
    expect(w.world.actors.size).toBe(0);
  });
  it('a file that cannot be read is a message naming it', async () => {
    const app = new FleetImportApp();
    const outcome = await app.runImport(
      {},
      {
        name: 'fleet.csv',
        size: 10,
        text: async () => Promise.reject(new Error('NotReadableError: permission denied')),
      },
    );
    expect(outcome).toEqual({
      ok: false,
      messages: ['The file fleet.csv could not be read: NotReadableError: permission denied'],
    });
    expect(w.world.notifications.at(-1)).toMatchObject({ type: 'error' });
  });
});

describe('import: the new refusals, localised', () => {
  it.each([
    [
      'en',
      '[{"name":{"a":1},"guns":"74C","crew":"good"}]',
      'json',
      'Row 1, name: expected text, found an object',
    ],
    [
      'it',
      '[{"name":[5],"guns":"74C","crew":"good"}]',
      'json',
      'Riga 1, name: serve un testo, trovato una lista',
    ],
    [
      'en',
      'name,guns,crew,NAME\nA,74C,good,B',
      'csv',
      'Header: the column "NAME" is there twice (also as "name"; column names are not case-sensitive)',
    ],
    [
      'it',
      'name,guns,crew,__proto__\nA,74C,good,x',
      'csv',
      'Intestazione: colonna sconosciuta "__proto__"',
    ],
    [
      'en',
      'name,guns,crew\nTh\ufffdmis,36,average',
      'csv',
      'The text is not UTF-8 (line 2 has bytes that are not): save the file as UTF-8 and import it again',
    ],
  ] as const)('%s: %s', async (lang, text, format, message) => {
    w.i18n.setLanguage(lang);
    const outcome = await importFleet({ text, format, folderName: '', ownership: {} });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.messages[1]).toContain(message);
    expect(w.i18n.missing).toEqual(new Set());
  });
});

describe('import: long values from the file are cut short in the messages', () => {
  it('a 100 kB column name, a 99-character guns value are echoed to 60 characters; a 100 kB value is too long', async () => {
    const long = 'x'.repeat(100_000);
    const outcome = await importFleet({
      text: `name,guns,crew,${long}\nA,${'x'.repeat(99)},good,1\nB,74C,${long},1\n`,
      format: 'csv',
      folderName: '',
      ownership: {},
    });
    expect(outcome.ok).toBe(false);
    const messages = outcome.ok ? [] : outcome.messages;
    expect(messages.slice(1)).toEqual([
      `Header: unknown column "${'x'.repeat(60)}…" (expected name, guns, crew, nation, squadron, side, port, starboard, rigging, originalCrew, riggingRepaired)`,
      `Row 1, guns: "${'x'.repeat(60)}…" does not name one class of the statistics table, e.g. 74C, 36-40, 80S/74L`,
      'Row 2, crew: 100000 characters; at most 100',
    ]);
  });
});

describe('export -> import through actors', () => {
  it.each(['csv', 'json', 'yaml'] as const)(
    "%s keeps a prize's original crew, repaired rigging and the name as written",
    async (format) => {
      const prize: FleetShip = {
        name: ' Le Généreux',
        classId: '3rd-74c',
        crew: 'poor',
        originalCrew: 'elite',
        nation: 'france',
        squadron: 'Prizes',
        side: 'britain',
        damage: { port: 30, starboard: 0, rigging: 150, riggingRepaired: 1 },
      };
      await importFleet({
        text: serializeFleet([prize], format),
        format,
        folderName: 'Prizes',
        ownership: {},
      });
      const folder = w.world.folders.contents[0]!;
      const out = new FleetExportApp().exportText({ source: `folder:${folder.id}`, format });
      expect(readFleet(out!.text, format)).toEqual({ ok: true, ships: [prize] });
    },
  );
});
