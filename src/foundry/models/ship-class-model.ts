// Item sub-type "shipClass": one row of FP-2.1; dropping it on a ship sets the ship's class.
import { RATES, SHIP_CLASSES } from '../../rules/index.js';
export { shipClassItemSource, type ShipClassSource } from './ship-class-source.js';
import { flagField } from './fields.js';

function shipClassSchema() {
  const f = foundry.data.fields;
  return {
    classId: new f.StringField({
      required: true,
      nullable: false,
      choices: SHIP_CLASSES.map((r) => r.id),
      initial: '3rd-74c',
    }),
    rate: new f.StringField({
      required: true,
      nullable: false,
      choices: [...RATES],
      initial: '3rd',
    }),
    guns: new f.StringField({ required: true, nullable: false, blank: false, initial: '74C' }),
    dc: new f.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 10,
      max: 1000,
      initial: 120,
    }),
    bf: new f.NumberField({ required: true, nullable: false, min: 0.5, max: 14, initial: 7 }),
    masts: new f.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 0,
      max: 3,
      initial: 3,
    }),
    carronadesOnly: flagField(),
  };
}

declare namespace ShipClassModel {
  type Schema = ReturnType<typeof shipClassSchema>;
}

export class ShipClassModel extends foundry.abstract.TypeDataModel<
  ShipClassModel.Schema,
  Item.Implementation
> {
  static override defineSchema(): ShipClassModel.Schema {
    return shipClassSchema();
  }
}
