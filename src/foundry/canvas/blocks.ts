// Why a ship may not move (or not even turn) this turn; shared by the allowance, the manoeuvre control
// and the panel.

/** Why a ship may not move at all this turn. */
export type AllowanceBlock =
  | 'struck'
  | 'sinking'
  | 'dismasted'
  | 'inContact'
  | 'inStays'
  | 'hoveTo'
  | 'furled'
  /** OR-2 calm: only oared ships move. */
  | 'calm'
  /** HR-3 aground until an Unf order gets it off. */
  | 'aground';

/** Blocks that forbid turning as well as moving (FP-8.2 struck, FP-2.5 sinking / dismasted, FP-5.8 in contact, HR-3 aground). */
export const NO_MANOEUVRE_BLOCKS: ReadonlySet<AllowanceBlock> = new Set<AllowanceBlock>([
  'struck',
  'sinking',
  'dismasted',
  'inContact',
  'aground',
]);
