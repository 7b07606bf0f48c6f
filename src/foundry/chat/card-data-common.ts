// The pieces every chat card's data shares (the dice faces, a stored modifier, a ship reference, the
// orders as rolled), kept apart from the card families so each family's file imports them without
// importing the `Card` union that lists the families (no import cycle).
import type { OrdersSource } from '../models/orders-field.js';

export type Faces = [number, number, number];

export interface StoredModifier {
  key: string;
  label: string;
  value: number;
  rule: string;
}

/** The written orders of a ship as rolled (FP-3), without the bookkeeping fields. */
export type OrdersSnapshot = Omit<OrdersSource, 'turn' | 'locked'>;

export interface ShipRef {
  actorUuid: string;
  name: string;
}
