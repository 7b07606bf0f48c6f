// A ship's stored data as the ShipModel cleans and validates it (defaults filled in), for pure tests
// of every area: one builder, so a new field reaches every fixture.
import { classById } from '../../src/rules/index.js';
import {
  ShipModel,
  shipClassFields,
  type ShipSystemSource,
} from '../../src/foundry/models/ship-model.js';

export type Crew = 'elite' | 'good' | 'average' | 'poor';

export function shipData(
  classId = '3rd-74c',
  crew: Crew = 'average',
  overrides: Record<string, unknown> = {},
): ShipSystemSource {
  const model = new ShipModel({
    shipClass: shipClassFields(classById(classId)),
    crew,
    originalCrew: crew,
    ...overrides,
  } as never);
  return model.toObject() as unknown as ShipSystemSource;
}
