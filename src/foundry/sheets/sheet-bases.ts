// The Handlebars-mixed sheet bases. At runtime this is exactly
// HandlebarsApplicationMixin(ActorSheetV2 / ItemSheetV2). For the type checker the mixin is seen as
// returning its argument: fvtt-types 13.345 cannot instantiate the mixed class (TS2589 after
// minutes of checking), and the sheets use only members ActorSheetV2 / ItemSheetV2 declare.
type SameClassMixin = <T>(base: T) => T;
const mix = foundry.applications.api.HandlebarsApplicationMixin as unknown as SameClassMixin;

export const HandlebarsActorSheet = mix(foundry.applications.sheets.ActorSheetV2);
export const HandlebarsItemSheet = mix(foundry.applications.sheets.ItemSheetV2);
