// Registers the system's document sub-type models with Foundry (system.json documentTypes lists them).
import { FortModel } from './fort-model.js';
import { ShipClassModel } from './ship-class-model.js';
import { ShipModel } from './ship-model.js';

export function registerDataModels(): void {
  CONFIG.Actor.dataModels.ship = ShipModel;
  CONFIG.Actor.dataModels.fort = FortModel;
  CONFIG.Item.dataModels.shipClass = ShipClassModel;
}

declare module '@league-of-foundry-developers/foundry-vtt-types/configuration' {
  interface DataModelConfig {
    Actor: {
      ship: typeof ShipModel;
      fort: typeof FortModel;
    };
    Item: {
      shipClass: typeof ShipClassModel;
    };
  }
}
