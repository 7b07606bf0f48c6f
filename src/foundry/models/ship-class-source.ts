// A ship class item's data as plain TypeScript and its source for a row of FP-2.1 (the compendium is
// generated from this). No Foundry globals here.
import { shipProfile, type ShipClassRow } from '../../rules/index.js';

export interface ShipClassSource {
  classId: string;
  rate: ShipClassRow['rate'];
  guns: string;
  dc: number;
  bf: number;
  masts: number;
  carronadesOnly: boolean;
}

/** The item source for a row of the statistics table (the compendium is generated from this). */
export function shipClassItemSource(row: ShipClassRow): ShipClassSource {
  return {
    classId: row.id,
    rate: row.rate,
    guns: row.guns,
    dc: row.dc,
    bf: row.bf,
    masts: shipProfile(row).masts,
    carronadesOnly: false,
  };
}
