// Squadron lists 1793-1815 of the digest (per 10 ships of the line), for the fleet builder's
// "historical composition" warnings. Categories not in a nation's list are not allowed;
// "unlimited" categories have no cap.

export const COMPOSITION_CATEGORIES = [
  '1st',
  '2nd',
  '3rdL',
  '3rdS',
  '4th',
  '4thFrigate',
  '5th',
  '6th',
  'corvette',
  'gunboat',
  'bomb',
  'unrated',
] as const;
export type CompositionCategory = (typeof COMPOSITION_CATEGORIES)[number];

export const NATIONS = [
  'denmark',
  'france',
  'britain',
  'netherlands',
  'portugal',
  'naples',
  'russia',
  'spain',
  'sweden',
  'usa',
  'turkey',
] as const;
export type Nation = (typeof NATIONS)[number];

/** A number is a cap per 10 ships of the line; 'unlimited' has none. */
export type Limit = number | 'unlimited';

export interface NationList {
  /** USA: the caps are for a whole 10-ship squadron, not per 10 ships of the line. */
  perSquadronOfTen?: boolean;
  limits: Partial<Record<CompositionCategory, Limit>>;
}

const U = 'unlimited' as const;

export const SQUADRON_LISTS: Readonly<Record<Nation, NationList>> = {
  denmark: {
    limits: {
      '2nd': 1,
      '3rdL': 1,
      '3rdS': 9,
      '4th': 1,
      '4thFrigate': 1,
      '5th': U,
      gunboat: U,
      unrated: U,
    },
  },
  france: {
    limits: {
      '1st': 1,
      '3rdL': 10,
      '3rdS': 2,
      '4th': U,
      '4thFrigate': U,
      '5th': U,
      '6th': U,
      corvette: U,
      gunboat: U,
      bomb: U,
      unrated: U,
    },
  },
  britain: {
    limits: {
      '1st': 1,
      '2nd': 1,
      '3rdL': 2,
      '3rdS': 8,
      '4th': 2,
      '4thFrigate': 3,
      '5th': U,
      '6th': U,
      bomb: U,
      unrated: U,
    },
  },
  netherlands: {
    limits: {
      '3rdS': 10,
      '4th': 6,
      '4thFrigate': U,
      '5th': U,
      '6th': U,
      corvette: U,
      gunboat: U,
      unrated: U,
    },
  },
  portugal: {
    limits: {
      '1st': 1,
      '2nd': 1,
      '3rdL': 2,
      '3rdS': 6,
      '4th': U,
      '4thFrigate': U,
      '5th': U,
      unrated: U,
    },
  },
  naples: {
    limits: {
      '3rdL': 2,
      '3rdS': 7,
      '4th': 3,
      '4thFrigate': U,
      '5th': U,
      corvette: U,
      gunboat: U,
      bomb: U,
      unrated: U,
    },
  },
  russia: {
    limits: { '1st': 3, '3rdL': 5, '3rdS': 3, '4th': 2, '4thFrigate': U, '5th': U, unrated: U },
  },
  spain: {
    limits: {
      '1st': 3,
      '3rdL': 4,
      '3rdS': 4,
      '4th': 2,
      '4thFrigate': 4,
      '5th': U,
      '6th': U,
      corvette: U,
      gunboat: U,
      unrated: U,
    },
  },
  sweden: {
    limits: {
      '3rdL': 3,
      '3rdS': 6,
      '4th': 2,
      '4thFrigate': 3,
      '5th': U,
      '6th': U,
      gunboat: U,
      bomb: U,
      unrated: U,
    },
  },
  usa: {
    perSquadronOfTen: true,
    limits: { '4thFrigate': 2, '5th': 8, '6th': 3, unrated: 10, bomb: 2 },
  },
  turkey: {
    limits: {
      '1st': 1,
      '3rdL': 3,
      '3rdS': 5,
      '4th': 2,
      '4thFrigate': 5,
      '5th': U,
      '6th': U,
      corvette: U,
      gunboat: U,
      unrated: U,
    },
  },
};

/** Ship-of-the-line categories: the caps are "per 10" of these. */
export const LINE_CATEGORIES: readonly CompositionCategory[] = [
  '1st',
  '2nd',
  '3rdL',
  '3rdS',
  '4th',
];
