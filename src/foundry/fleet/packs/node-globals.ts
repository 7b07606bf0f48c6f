// Loading the system's model modules outside Foundry (the pack generator under node): their classes
// extend foundry.abstract.TypeDataModel when the module loads, although the generator only calls
// their pure helpers (shipClassItemSource, shipClassFields). When no Foundry is present, give them
// an inert base class to extend; nothing here is ever instantiated. Inside Foundry, or with the
// test fake installed, this does nothing.
const g = globalThis as { foundry?: unknown };
if (g.foundry === undefined) {
  g.foundry = { abstract: { TypeDataModel: class TypeDataModelUnavailable {} } };
}
export {};
