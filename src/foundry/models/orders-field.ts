// FP-3 this turn's written orders, locked once the Abilità roll is made.
import { COMPASS_POINTS, ORDER_NAMES, type OrderName } from '../../rules/index.js';
import { countField, flagField } from './fields.js';

/** FP-3 the orders, in the FP-4.2 column order: the core's list, stored under the same keys. */
export const ORDER_KEYS = ORDER_NAMES;
export type OrderKey = OrderName;

export const FIRE_AIMS = ['', 'hull', 'rigging'] as const;
export type FireAim = (typeof FIRE_AIMS)[number];

export interface OrdersSource {
  turn: number;
  locked: boolean;
  extinguish: boolean;
  unfoul: boolean;
  increaseSail: boolean;
  decreaseSail: boolean;
  /** Target heading of a course-change order ('' = none). */
  changeCourse: string;
  tack: boolean;
  firePort: FireAim;
  fireStarboard: FireAim;
  prepareBoarding: boolean;
  repairRigging: boolean;
  lightFireship: boolean;
  /** OR-6 full gunnery orders (SD-81). */
  runOutGuns: boolean;
  reloadPort: boolean;
  reloadStarboard: boolean;
  /** OR-9 the jury rig's orders (SD-95). */
  cutAwayWreck: boolean;
  juryRig: boolean;
}

export const EMPTY_ORDERS: Readonly<OrdersSource> = Object.freeze({
  turn: 0,
  locked: false,
  extinguish: false,
  unfoul: false,
  increaseSail: false,
  decreaseSail: false,
  changeCourse: '',
  tack: false,
  firePort: '',
  fireStarboard: '',
  prepareBoarding: false,
  repairRigging: false,
  lightFireship: false,
  runOutGuns: false,
  reloadPort: false,
  reloadStarboard: false,
  cutAwayWreck: false,
  juryRig: false,
});

export function ordersField() {
  const f = foundry.data.fields;
  const aim = () =>
    new f.StringField({
      required: true,
      nullable: false,
      blank: true,
      choices: [...FIRE_AIMS],
      initial: '',
    });
  return new f.SchemaField({
    turn: countField(),
    locked: flagField(),
    extinguish: flagField(),
    unfoul: flagField(),
    increaseSail: flagField(),
    decreaseSail: flagField(),
    changeCourse: new f.StringField({
      required: true,
      nullable: false,
      blank: true,
      choices: ['', ...COMPASS_POINTS],
      initial: '',
    }),
    tack: flagField(),
    firePort: aim(),
    fireStarboard: aim(),
    prepareBoarding: flagField(),
    repairRigging: flagField(),
    lightFireship: flagField(),
    runOutGuns: flagField(),
    reloadPort: flagField(),
    reloadStarboard: flagField(),
    cutAwayWreck: flagField(),
    juryRig: flagField(),
  });
}
