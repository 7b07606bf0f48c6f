// Localisation keys of the values the sheets show, written out in full (never built from strings)
// so the language test can check each one, and typed as complete records so a new value in the
// core's tables fails the type check until it has a label.
import type {
  ContactKind,
  CrewQuality,
  Nation,
  PointOfSail,
  Rate,
  SailSetting,
  Tack,
  WindStrength,
  CompassPoint,
} from '../../rules/index.js';

export interface Choice {
  value: string;
  label: string;
}

export const CREW_LABELS: Readonly<Record<CrewQuality, string>> = {
  elite: 'SCA.Sheet.Crew.Elite',
  good: 'SCA.Sheet.Crew.Good',
  average: 'SCA.Sheet.Crew.Average',
  poor: 'SCA.Sheet.Crew.Poor',
};

export const RATE_LABELS: Readonly<Record<Rate, string>> = {
  '1st': 'SCA.Sheet.Rate.First',
  '2nd': 'SCA.Sheet.Rate.Second',
  '3rd': 'SCA.Sheet.Rate.Third',
  '4th': 'SCA.Sheet.Rate.Fourth',
  '5th': 'SCA.Sheet.Rate.Fifth',
  '6th': 'SCA.Sheet.Rate.Sixth',
  unrated: 'SCA.Sheet.Rate.Unrated',
  fortification: 'SCA.Sheet.Rate.Fortification',
};

export const NATION_LABELS: Readonly<Record<Nation | '', string>> = {
  '': 'SCA.Sheet.Nation.None',
  denmark: 'SCA.Sheet.Nation.Denmark',
  france: 'SCA.Sheet.Nation.France',
  britain: 'SCA.Sheet.Nation.Britain',
  netherlands: 'SCA.Sheet.Nation.Netherlands',
  portugal: 'SCA.Sheet.Nation.Portugal',
  naples: 'SCA.Sheet.Nation.Naples',
  russia: 'SCA.Sheet.Nation.Russia',
  spain: 'SCA.Sheet.Nation.Spain',
  sweden: 'SCA.Sheet.Nation.Sweden',
  usa: 'SCA.Sheet.Nation.Usa',
  turkey: 'SCA.Sheet.Nation.Turkey',
};

export const SAIL_LABELS: Readonly<Record<SailSetting, string>> = {
  full: 'SCA.Sheet.Sail.Full',
  easy: 'SCA.Sheet.Sail.Easy',
  furled: 'SCA.Sheet.Sail.Furled',
};

export const WIND_LABELS: Readonly<Record<WindStrength, string>> = {
  light: 'SCA.Sheet.Wind.Light',
  breeze: 'SCA.Sheet.Wind.Breeze',
  strong: 'SCA.Sheet.Wind.Strong',
};

export const POINT_OF_SAIL_LABELS: Readonly<Record<PointOfSail, string>> = {
  inIrons: 'SCA.Sheet.PointOfSail.InIrons',
  closeHauled: 'SCA.Sheet.PointOfSail.CloseHauled',
  beam: 'SCA.Sheet.PointOfSail.Beam',
  quarter: 'SCA.Sheet.PointOfSail.Quarter',
  running: 'SCA.Sheet.PointOfSail.Running',
};

export const TACK_LABELS: Readonly<Record<Tack, string>> = {
  port: 'SCA.Sheet.Tack.Port',
  starboard: 'SCA.Sheet.Tack.Starboard',
  none: 'SCA.Sheet.Tack.None',
};

export const COMPASS_LABELS: Readonly<Record<CompassPoint, string>> = {
  N: 'SCA.Sheet.Compass.N',
  NNE: 'SCA.Sheet.Compass.NNE',
  NE: 'SCA.Sheet.Compass.NE',
  ENE: 'SCA.Sheet.Compass.ENE',
  E: 'SCA.Sheet.Compass.E',
  ESE: 'SCA.Sheet.Compass.ESE',
  SE: 'SCA.Sheet.Compass.SE',
  SSE: 'SCA.Sheet.Compass.SSE',
  S: 'SCA.Sheet.Compass.S',
  SSW: 'SCA.Sheet.Compass.SSW',
  SW: 'SCA.Sheet.Compass.SW',
  WSW: 'SCA.Sheet.Compass.WSW',
  W: 'SCA.Sheet.Compass.W',
  WNW: 'SCA.Sheet.Compass.WNW',
  NW: 'SCA.Sheet.Compass.NW',
  NNW: 'SCA.Sheet.Compass.NNW',
};

export const CONTACT_LABELS: Readonly<Record<ContactKind, string>> = {
  friendlyCollision: 'SCA.Sheet.Contact.FriendlyCollision',
  enemyCollision: 'SCA.Sheet.Contact.EnemyCollision',
  boarding: 'SCA.Sheet.Contact.Boarding',
  fireship: 'SCA.Sheet.Contact.Fireship',
  grounding: 'SCA.Sheet.Contact.Grounding',
};

/** selectOptions choices ({value, label} objects, labels localised by the template). */
export function choicesOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  order?: readonly K[],
): Choice[] {
  const keys = order ?? (Object.keys(labels) as K[]);
  return keys.map((value) => ({ value, label: labels[value] }));
}
