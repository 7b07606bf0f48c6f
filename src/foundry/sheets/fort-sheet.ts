// The fort sheet (FP-2.1 fortifications): a thin shell around fortSheetView, same guarded submit
// and GM undo as the ship sheet.
import { templatePath } from '../constants.js';
import type { FortSystemSource } from '../models/fort-model.js';
import { fortSheetView } from './fort-view.js';
import { FORT_EDIT_RULES } from './permissions.js';
import { HandlebarsActorSheet } from './sheet-bases.js';
import { bindConditionAdder, roleOf, submitGuarded, undoHistoryEntry } from './sheet-support.js';
import { SHEET_PARTIALS } from './ship-sheet.js';
import { language } from '../i18n.js';
import { fortDataOf } from '../models/access.js';

export const FORT_SHEET_TEMPLATE = templatePath('sheets/fort-sheet.hbs');

interface FormDataLike {
  object: Record<string, unknown>;
}

export class FortSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['signal-close-action', 'sca-app', 'sca-fort-sheet'],
    position: { width: 640, height: 640 },
    window: { resizable: true },
    actions: { undo: FortSheet.#onUndo, removeCondition: FortSheet.#onRemoveCondition },
    form: { submitOnChange: true, closeOnSubmit: false, handler: FortSheet.#onSubmit },
  };

  static PARTS = {
    sheet: { template: FORT_SHEET_TEMPLATE, templates: SHEET_PARTIALS, scrollable: [''] },
  };

  get fort(): FortSystemSource {
    return fortDataOf(this.document);
  }

  override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2['_prepareContext']>[0],
  ) {
    const base = await super._prepareContext(options);
    const view = fortSheetView({
      name: this.document.name,
      system: this.fort,
      role: roleOf(this.document),
      lang: language(),
    });
    return { ...base, ...view };
  }

  override async _onRender(
    context: Parameters<foundry.applications.sheets.ActorSheetV2['_onRender']>[0],
    options: Parameters<foundry.applications.sheets.ActorSheetV2['_onRender']>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    bindConditionAdder(this.element, (field) => void this.setCondition(field, true));
  }

  /** Sets or clears one stored condition (struck, captured; GM only through the permission filter). */
  async setCondition(field: string | undefined, on: boolean): Promise<void> {
    if (!field || !this.isEditable) return;
    await submitGuarded(this.document, { [field]: on }, FORT_EDIT_RULES, { ordersLocked: false });
  }

  static async #onRemoveCondition(
    this: FortSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.setCondition(target.dataset.field, false);
  }

  static async #onSubmit(
    this: FortSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: FormDataLike,
  ): Promise<void> {
    if (!this.isEditable) return;
    await submitGuarded(this.document, formData.object, FORT_EDIT_RULES, { ordersLocked: false });
  }

  static async #onUndo(this: FortSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await undoHistoryEntry(this.document, target.dataset.entryId);
  }

  /** Forts take no drops (their class is chosen from the FP-2.1 fortification rows). */
  override async _onDropDocument(_event: DragEvent, _document: unknown): Promise<null> {
    return null;
  }
}
