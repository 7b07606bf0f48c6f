// The Handlebars-mixed sheet bases: HandlebarsApplicationMixin(ActorSheetV2 / ItemSheetV2), typed
// as their bases (see withHandlebars).
import { withHandlebars } from '../foundry-api.js';

/**
 * ActorSheetV2's drop handlers, in core since v13 but declared only by fvtt-types 14: declared here
 * (compatible with the v14 declarations) so the sheets override them the same way on both majors.
 */
declare class DropActorSheet extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDropDocument(event: DragEvent, document: { documentName: string }): Promise<null>;
  protected _onDropItem(event: DragEvent, item: never): Promise<null>;
}

export const HandlebarsActorSheet = withHandlebars(
  foundry.applications.sheets.ActorSheetV2,
) as typeof DropActorSheet;
export const HandlebarsItemSheet = withHandlebars(foundry.applications.sheets.ItemSheetV2);
