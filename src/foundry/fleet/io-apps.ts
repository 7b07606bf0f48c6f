// The GM's import and export dialogs: thin ApplicationV2 forms over import-export.ts.
import { notify } from '../notify.js';
import { templatePath } from '../constants.js';
import { OTHERS_LEVELS, OWNER_LEVEL, type Translator, type UserChoice } from './builder-state.js';
import {
  FLEET_FORMATS,
  FLEET_MIME_TYPES,
  formatOfFileName,
  isFleetFormat,
  type FleetFormat,
} from './fleet-io.js';
import { isGM, playerChoices, translator } from './glue.js';
import {
  exportFleetText,
  fileTooLargeMessage,
  folderChoices,
  importLimitsText,
  importFleet,
  notifyImport,
  shipsInFolder,
  shipsOfSelectedTokens,
  type ImportOutcome,
  type WorldActorLike,
} from './import-export.js';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

const option = (value: string | number, label: string, selected: boolean) => ({
  value: String(value),
  label,
  selected,
});

export interface ImportFormState {
  format: FleetFormat;
  text: string;
  folderName: string;
  ownerId: string;
  othersLevel: number;
  messages: string[];
}

export function newImportState(): ImportFormState {
  return { format: 'csv', text: '', folderName: '', ownerId: '', othersLevel: 0, messages: [] };
}

/** The import form's values (flat keys) over the previous state; invalid values keep the old ones. */
export function applyImportForm(
  state: ImportFormState,
  form: Record<string, unknown>,
): ImportFormState {
  const next = { ...state };
  if (isFleetFormat(form.format)) next.format = form.format;
  if (typeof form.text === 'string') next.text = form.text;
  if (typeof form.folderName === 'string') next.folderName = form.folderName;
  if (typeof form.ownerId === 'string') next.ownerId = form.ownerId;
  const others = Number(form.othersLevel);
  if ((OTHERS_LEVELS as readonly number[]).includes(others)) next.othersLevel = others;
  return next;
}

export function importOwnership(state: ImportFormState): Record<string, number> {
  return state.ownerId
    ? { default: state.othersLevel, [state.ownerId]: OWNER_LEVEL }
    : { default: state.othersLevel };
}

export function importView(
  state: ImportFormState,
  t: Translator,
  users: readonly UserChoice[] = [],
) {
  return {
    formats: FLEET_FORMATS.map((f) =>
      option(f, t.localize(`SCA.Fleet.Format.${f}`), f === state.format),
    ),
    text: state.text,
    folderName: state.folderName,
    folderPlaceholder: t.localize('SCA.Fleet.Import.DefaultFolder'),
    limits: importLimitsText(t),
    owners: [
      option('', t.localize('SCA.Fleet.Owner.None'), state.ownerId === ''),
      ...users.map((u) => option(u.id, u.name, u.id === state.ownerId)),
    ],
    othersLevels: OTHERS_LEVELS.map((l) =>
      option(l, t.localize(`SCA.Fleet.Owner.Level${l}`), l === state.othersLevel),
    ),
    messages: state.messages,
    hasMessages: state.messages.length > 0,
  };
}

type ImportContext = foundry.applications.api.ApplicationV2.RenderContext &
  ReturnType<typeof importView>;

export class FleetImportApp extends HandlebarsApplicationMixin(ApplicationV2)<ImportContext> {
  importState: ImportFormState = newImportState();

  static override DEFAULT_OPTIONS = {
    id: 'sca-fleet-import',
    classes: ['signal-close-action', 'sca-fleet', 'sca-fleet-import'],
    tag: 'form',
    window: { title: 'SCA.Fleet.Import.Title', icon: 'fa-solid fa-file-import', resizable: true },
    position: { width: 560, height: 'auto' as const },
    form: { handler: FleetImportApp.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = {
    main: { template: templatePath('fleet/import.hbs') },
  };

  override async _prepareContext(_options: unknown): Promise<ImportContext> {
    return importView(this.importState, translator(), playerChoices());
  }

  /** Imports the text with the form's settings; on failure the messages stay in the dialog. */
  async runImport(
    values: Record<string, unknown>,
    file?: { name: string; size?: number; text(): Promise<string> } | null,
  ): Promise<ImportOutcome> {
    this.importState = applyImportForm(this.importState, values);
    let { text, format } = this.importState;
    let outcome: ImportOutcome | null = null;
    if (file) {
      format = formatOfFileName(file.name) ?? format;
      const read = await readImportFile(file, translator());
      if (read.ok) text = read.text;
      else outcome = { ok: false, messages: [read.message] };
    }
    outcome ??= await importFleet({
      text,
      format,
      folderName: this.importState.folderName,
      ownership: importOwnership(this.importState),
    });
    notifyImport(outcome);
    this.importState = {
      ...this.importState,
      format,
      messages: outcome.ok ? [] : outcome.messages,
    };
    return outcome;
  }

  static async #onSubmit(
    this: FleetImportApp,
    _event: Event | SubmitEvent,
    form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    const outcome = await this.runImport(formData.object, input?.files?.[0] ?? null);
    if (outcome.ok) await this.close();
    else await this.render();
  }
}

/** A chosen file's text: refused unread past the size limit; a failed read is a message naming the file. */
export async function readImportFile(
  file: { name: string; size?: number; text(): Promise<string> },
  t: Translator,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const tooLarge = fileTooLargeMessage(file.size ?? 0, t);
  if (tooLarge) return { ok: false, message: tooLarge };
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: t.format('SCA.Fleet.Import.ReadFailed', {
        file: file.name,
        error: reason.split('\n')[0] ?? '',
      }),
    };
  }
}

export interface ExportFormState {
  /** "selected" or "folder:<id>". */
  source: string;
  format: FleetFormat;
}

export function exportView(
  state: ExportFormState,
  t: Translator,
  folders: ReadonlyArray<{ id: string; name: string }>,
) {
  return {
    sources: [
      option('selected', t.localize('SCA.Fleet.Export.Selected'), state.source === 'selected'),
      ...folders.map((f) =>
        option(
          `folder:${f.id}`,
          t.format('SCA.Fleet.Export.Folder', { folder: f.name }),
          state.source === `folder:${f.id}`,
        ),
      ),
    ],
    formats: FLEET_FORMATS.map((f) =>
      option(f, t.localize(`SCA.Fleet.Format.${f}`), f === state.format),
    ),
  };
}

/** The ships an export source names. */
export function shipsOfSource(source: string): WorldActorLike[] {
  if (source === 'selected') return shipsOfSelectedTokens();
  if (source.startsWith('folder:')) return shipsInFolder(source.slice('folder:'.length));
  return [];
}

export function exportFileName(
  source: string,
  format: FleetFormat,
  folders: ReadonlyArray<{ id: string; name: string }>,
): string {
  const folder = source.startsWith('folder:')
    ? folders.find((f) => `folder:${f.id}` === source)?.name
    : undefined;
  const base =
    (folder ?? 'fleet').replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'fleet';
  return `${base}.${format === 'yaml' ? 'yml' : format}`;
}

type ExportContext = foundry.applications.api.ApplicationV2.RenderContext &
  ReturnType<typeof exportView>;

export class FleetExportApp extends HandlebarsApplicationMixin(ApplicationV2)<ExportContext> {
  exportState: ExportFormState = { source: 'selected', format: 'csv' };

  static override DEFAULT_OPTIONS = {
    id: 'sca-fleet-export',
    classes: ['signal-close-action', 'sca-fleet', 'sca-fleet-export'],
    tag: 'form',
    window: { title: 'SCA.Fleet.Export.Title', icon: 'fa-solid fa-file-export' },
    position: { width: 420, height: 'auto' as const },
    form: { handler: FleetExportApp.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = {
    main: { template: templatePath('fleet/export.hbs') },
  };

  override async _prepareContext(_options: unknown): Promise<ExportContext> {
    const folders = folderChoices();
    if (
      this.exportState.source === 'selected' &&
      shipsOfSelectedTokens().length === 0 &&
      folders[0]
    )
      this.exportState = { ...this.exportState, source: `folder:${folders[0].id}` };
    return exportView(this.exportState, translator(), folders);
  }

  /** The export text and file name for the form's values, or null (with a warning) when there is nothing to export. */
  exportText(
    values: Record<string, unknown>,
  ): { text: string; fileName: string; format: FleetFormat; count: number } | null {
    const t = translator();
    if (!isGM()) {
      notify.error(t.localize('SCA.Fleet.GMOnly'));
      return null;
    }
    if (typeof values.source === 'string')
      this.exportState = { ...this.exportState, source: values.source };
    if (isFleetFormat(values.format))
      this.exportState = { ...this.exportState, format: values.format };
    const ships = shipsOfSource(this.exportState.source);
    if (ships.length === 0) {
      notify.warn(t.localize('SCA.Fleet.Export.NoShips'));
      return null;
    }
    const fileName = exportFileName(
      this.exportState.source,
      this.exportState.format,
      folderChoices(),
    );
    return {
      text: exportFleetText(ships, this.exportState.format),
      fileName,
      format: this.exportState.format,
      count: ships.length,
    };
  }

  static async #onSubmit(
    this: FleetExportApp,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    const out = this.exportText(formData.object);
    if (!out) return;
    foundry.utils.saveDataToFile(out.text, FLEET_MIME_TYPES[out.format], out.fileName);
    notify.info(
      translator().format('SCA.Fleet.Export.Exported', { count: out.count, file: out.fileName }),
    );
    await this.close();
  }
}

export function openFleetImport(): FleetImportApp | null {
  if (!isGM()) {
    notify.error(translator().localize('SCA.Fleet.GMOnly'));
    return null;
  }
  const app = openImport?.rendered ? openImport : new FleetImportApp();
  openImport = app;
  void app.render({ force: true });
  return app;
}

let openImport: FleetImportApp | null = null;

export function openFleetExport(): FleetExportApp | null {
  if (!isGM()) {
    notify.error(translator().localize('SCA.Fleet.GMOnly'));
    return null;
  }
  const app = openExport?.rendered ? openExport : new FleetExportApp();
  openExport = app;
  void app.render({ force: true });
  return app;
}

let openExport: FleetExportApp | null = null;
