// Plain ship data (the stored fields of a ship actor) for the turn flow's pure tests.
import { classById } from '../../src/rules/index.js';
import { ShipModel, shipClassFields, type ShipSystemSource } from '../../src/foundry/models/ship-model.js';

/** A ship's stored data as the ShipModel cleans and validates it (defaults filled in). */
export function shipData(classId: string, crew: 'elite' | 'good' | 'average' | 'poor' = 'average', overrides: Record<string, unknown> = {}): ShipSystemSource {
  const model = new ShipModel({ shipClass: shipClassFields(classById(classId)), crew, originalCrew: crew, ...overrides } as never);
  return model.toObject() as unknown as ShipSystemSource;
}
