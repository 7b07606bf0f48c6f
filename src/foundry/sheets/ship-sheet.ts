// The ship sheet (ApplicationV2): a thin shell around shipSheetView, with ApplicationV2 tabs (battle,
// orders, log, class). Submits and the GM's condition chips go through the permission filter; the
// GM's Undo goes through the relay; dropping a ship class (GM) sets the class.
import { notify } from '../notify.js';
import { gunneryContext } from '../turn/guns.js';
import { battleOrNull } from '../turn/flow.js';
import type { ShipClassRow } from '../../rules/index.js';
import { templatePath } from '../constants.js';
import { fireshipDesignationProblem } from '../fleet/fireships.js';
import { shipClassFields, type ShipSystemSource } from '../models/ship-model.js';
import { SHIP_EDIT_RULES } from './permissions.js';
import { HandlebarsActorSheet } from './sheet-bases.js';
import {
  bindConditionAdder,
  errorMessage,
  roleOf,
  sceneContextFor,
  submitGuarded,
  undoHistoryEntry,
} from './sheet-support.js';
import { SHIP_TABS, shipSheetView } from './ship-view.js';
import { format, language, localize } from '../i18n.js';
import { setting } from '../settings.js';
import { navigationTurn } from '../turn/or5-tack.js';
import { brokenFleetEdge } from '../turn/fleet-morale-store.js';
import { shipClassDataOf, shipDataOf } from '../models/access.js';

export const SHIP_SHEET_TEMPLATE = templatePath('sheets/ship-sheet.hbs');
export const SHEET_PARTIALS = [
  templatePath('sheets/partials/track.hbs'),
  templatePath('sheets/partials/history.hbs'),
  templatePath('sheets/partials/morale.hbs'),
  templatePath('sheets/partials/chips.hbs'),
];
const SHIP_PARTIALS = [
  ...SHEET_PARTIALS,
  templatePath('sheets/partials/tabs.hbs'),
  templatePath('sheets/partials/ship-battle.hbs'),
  templatePath('sheets/partials/ship-orders.hbs'),
  templatePath('sheets/partials/ship-class.hbs'),
];

interface FormDataLike {
  object: Record<string, unknown>;
}

interface DropItem {
  type: string;
  name: string;
  system: unknown;
}

/** The ship class fields a dropped shipClass item sets (its own DC/BF/masts win over the table). */
export function classFieldsFromItem(item: DropItem): ShipSystemSource['shipClass'] {
  const c = shipClassDataOf(item);
  const row: ShipClassRow = { id: c.classId, rate: c.rate, guns: c.guns, dc: c.dc, bf: c.bf };
  const fields = shipClassFields(row);
  return { ...fields, masts: c.masts, carronadesOnly: c.carronadesOnly };
}

/** The world's other ship actors, for the FP-6.7 one-fireship-per-squadron check. */
function otherShips(id: string | null) {
  const actors = (game.actors?.contents ?? []) as unknown as Array<{
    id: string | null;
    type: string;
    name: string | null;
    system: unknown;
  }>;
  return actors
    .filter((a) => a.type === 'ship' && a.id !== id)
    .map((a) => ({ name: a.name ?? '', system: shipDataOf(a) }));
}

export class ShipSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['signal-close-action', 'sca-app', 'sca-ship-sheet'],
    position: { width: 760, height: 720 },
    window: { resizable: true },
    actions: { undo: ShipSheet.#onUndo, removeCondition: ShipSheet.#onRemoveCondition },
    form: { submitOnChange: true, closeOnSubmit: false, handler: ShipSheet.#onSubmit },
  };

  static override TABS = SHIP_TABS;

  static PARTS = {
    sheet: { template: SHIP_SHEET_TEMPLATE, templates: SHIP_PARTIALS, scrollable: ['.sca-tab'] },
  };

  get ship(): ShipSystemSource {
    return shipDataOf(this.document);
  }

  override async _prepareContext(
    options: Parameters<foundry.applications.sheets.ActorSheetV2['_prepareContext']>[0],
  ) {
    const base = await super._prepareContext(options);
    const contactNames: Record<string, string> = {};
    for (const c of this.ship.contacts)
      contactNames[c.actorId] =
        (game.actors?.get(c.actorId) as { name?: string } | undefined)?.name ?? c.actorId;
    const view = shipSheetView({
      name: this.document.name,
      system: this.ship,
      role: roleOf(this.document),
      scene: sceneContextFor(this.document as unknown as Parameters<typeof sceneContextFor>[0]),
      contactNames,
      lang: language(),
      struckMayFightFire: setting('struckMayFightFire'),
      // OR-5 the orders of the battle's turn (the turn the tab's orders were written for).
      navigation: navigationTurn(this.ship.orders.turn),
      ...sheetGunnery(),
      makeForEdge: brokenFleetEdge(this.ship.side),
    });
    return { ...base, ...view, tabs: this._prepareTabs('primary') };
  }

  /** The GM's "add a condition" list. */
  override async _onRender(
    context: Parameters<foundry.applications.sheets.ActorSheetV2['_onRender']>[0],
    options: Parameters<foundry.applications.sheets.ActorSheetV2['_onRender']>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    bindConditionAdder(this.element, (field) => void this.setCondition(field, true));
  }

  /** Sets or clears one stored condition (GM only: the permission filter drops it for others). */
  async setCondition(field: string | undefined, on: boolean): Promise<void> {
    if (!field || !this.isEditable) return;
    await this.submitChanges({ [field]: on });
  }

  /** A submission through the FP-6.7 fireship check and the permission filter. */
  async submitChanges(changes: Record<string, unknown>): Promise<void> {
    const data = { ...changes };
    // FP-6.7 a fireship is a 6th rate, one per squadron: a designation that breaks it is refused with the reason.
    const flag = data['system.fireship.isFireship'];
    if ((flag === true || flag === 'true' || flag === 'on') && !this.ship.fireship.isFireship) {
      const problem = fireshipDesignationProblem(
        { name: this.document.name ?? '', system: this.ship },
        otherShips(this.document.id),
      );
      if (problem) {
        notify.error(format(problem.key, problem.data));
        delete data['system.fireship.isFireship'];
      }
    }
    await submitGuarded(this.document, data, SHIP_EDIT_RULES, {
      ordersLocked: this.ship.orders.locked,
    });
  }

  /** Permission-filtered submit: a player's crafted form cannot change what the GM owns. */
  static async #onSubmit(
    this: ShipSheet,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: FormDataLike,
  ): Promise<void> {
    if (!this.isEditable) return;
    await this.submitChanges(formData.object);
  }

  static async #onRemoveCondition(
    this: ShipSheet,
    _event: PointerEvent,
    target: HTMLElement,
  ): Promise<void> {
    await this.setCondition(target.dataset.field, false);
  }

  static async #onUndo(this: ShipSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await undoHistoryEntry(this.document, target.dataset.entryId);
  }

  /** Core routes a resolved drop to _onDropDocument, then Items to _onDropItem; ships take only classes. */
  override async _onDropDocument(
    event: DragEvent,
    document: { documentName: string },
  ): Promise<null> {
    if (document.documentName === 'Item')
      await this._onDropItem(event, document as unknown as DropItem);
    return null;
  }

  /** Dropping a ship class (GM only) sets this ship's class; a fortification is refused. */
  override async _onDropItem(_event: DragEvent, item: DropItem): Promise<null> {
    await this.applyClassItem(item);
    return null;
  }

  async applyClassItem(item: DropItem): Promise<boolean> {
    if (!game.user?.isGM) {
      notify.warn(localize('SCA.Sheet.Drop.GMOnly'));
      return false;
    }
    if (item.type !== 'shipClass') {
      notify.warn(localize('SCA.Sheet.Drop.NotAClass'));
      return false;
    }
    if (shipClassDataOf(item).rate === 'fortification') {
      notify.warn(format('SCA.Sheet.Drop.Fortification', { name: item.name }));
      return false;
    }
    try {
      await this.document.update({
        'system.shipClass': classFieldsFromItem(item),
      } as Actor.UpdateData);
    } catch (e) {
      notify.error(format('SCA.Sheet.Notify.Invalid', { error: errorMessage(e) }));
      return false;
    }
    notify.info(format('SCA.Sheet.Drop.Done', { ship: this.document.name, name: item.name }));
    return true;
  }
}

/** OR-6 full gunnery for the orders tab (the battle's segments when one is in progress). */
function sheetGunnery(): { gunnery?: { twoSegment: boolean } } {
  return gunneryContext(cardBattle());
}

function cardBattle() {
  try {
    return battleOrNull();
  } catch {
    return null;
  }
}
