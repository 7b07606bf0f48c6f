// The Handlebars-mixed sheet bases. At runtime this is exactly
// HandlebarsApplicationMixin(ActorSheetV2 / ItemSheetV2). For the type checker the mixin is seen as
// returning its argument: fvtt-types 13.345 cannot instantiate the mixed class (TS2589 after
// minutes of checking), and the sheets use only members ActorSheetV2 / ItemSheetV2 declare.
type SameClassMixin = <T>(base: T) => T;
const mix = foundry.applications.api.HandlebarsApplicationMixin as unknown as SameClassMixin;

/**
 * ActorSheetV2's drop handlers, in core since v13 but declared only by fvtt-types 14: declared here
 * (compatible with the v14 declarations) so the sheets override them the same way on both majors.
 */
declare class DropActorSheet extends foundry.applications.sheets.ActorSheetV2 {
  protected _onDropDocument(event: DragEvent, document: { documentName: string }): Promise<null>;
  protected _onDropItem(event: DragEvent, item: never): Promise<null>;
}

export const HandlebarsActorSheet = mix(foundry.applications.sheets.ActorSheetV2) as typeof DropActorSheet;
export const HandlebarsItemSheet = mix(foundry.applications.sheets.ItemSheetV2);
