// The ship class item sheet: one FP-2.1 row and what the core derives from it per crew quality.
import { templatePath } from '../constants.js';
import { shipClassDataOf } from '../models/access.js';
import { classSheetView } from './class-view.js';
import { SHIP_CLASS_EDIT_RULES } from './permissions.js';
import { HandlebarsItemSheet } from './sheet-bases.js';
import { roleOf, submitGuarded } from './sheet-support.js';

export const SHIP_CLASS_SHEET_TEMPLATE = templatePath('sheets/ship-class-sheet.hbs');

interface FormDataLike {
  object: Record<string, unknown>;
}

export class ShipClassSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['signal-close-action', 'sca-app', 'sca-class-sheet'],
    position: { width: 560, height: 'auto' as const },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false, handler: ShipClassSheet.#onSubmit },
  };

  static PARTS = {
    sheet: { template: SHIP_CLASS_SHEET_TEMPLATE },
  };

  override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ItemSheetV2['_prepareContext']>[0],
  ) {
    const base = await super._prepareContext(options);
    const view = classSheetView({
      name: this.document.name,
      system: shipClassDataOf(this.document),
      role: roleOf(this.document),
    });
    return { ...base, ...view };
  }

  static async #onSubmit(
    this: ShipClassSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: FormDataLike,
  ): Promise<void> {
    if (!this.isEditable) return;
    await submitGuarded(this.document, formData.object, SHIP_CLASS_EDIT_RULES, {
      ordersLocked: false,
    });
  }
}
