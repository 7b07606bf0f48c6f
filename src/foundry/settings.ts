// World settings for the rule decisions the core exposes. Each one changes real behaviour:
// arcDegrees (D-11) and tableScale (HR-2) drive arcs, rulers, ranges and bases; victoryScoring
// (FP-8.3), meleeDamage (HR-1) and struckMayFightFire (FP-4.4 option) drive the turn flow. The
// optional rules (OR-2 … OR-11, FP-A3) are read through `optionalRules()`, which switches off an
// option whose prerequisite is off (the core's `effectiveOptions`).
import {
  NO_OPTIONAL_RULES,
  SIGNAL_RULES,
  effectiveOptions,
  type OptionalRules,
} from '../rules/index.js';
import { SYSTEM_ID } from './constants.js';
import { registerSetting, settingValue } from './foundry-api.js';

export interface SettingValues extends OptionalRules {
  arcDegrees: number;
  tableScale: '1200' | '3000';
  victoryScoring: 'standard' | 'detailed';
  meleeDamage: boolean;
  struckMayFightFire: boolean;
  /** HR-3 running aground on the shoals and rocks drawn as scene regions. */
  runningAground: boolean;
  /** HR-4 fleet morale (house rule). */
  fleetMorale: boolean;
}

export const SETTING_DEFAULTS: Readonly<SettingValues> = Object.freeze({
  arcDegrees: 90,
  tableScale: '1200',
  victoryScoring: 'standard',
  meleeDamage: false,
  struckMayFightFire: false,
  runningAground: false,
  fleetMorale: false,
  ...NO_OPTIONAL_RULES,
});

/** The optional rules' boolean settings, in the order the settings window lists them. */
const OPTION_SETTINGS = [
  ['setupRolls', 'SetupRolls'],
  ['twoSegmentTurn', 'TwoSegmentTurn'],
  ['sevenDiceAbilita', 'SevenDiceAbilita'],
  ['fullNavigation', 'FullNavigation'],
  ['fullGunnery', 'FullGunnery'],
  ['entanglement', 'Entanglement'],
  ['riggingTest', 'RiggingTest'],
  ['cardDrivenTurn', 'CardDrivenTurn'],
  ['cardDrivenElite', 'CardDrivenElite'],
] as const satisfies ReadonlyArray<readonly [keyof OptionalRules, string]>;

export function registerSettings(): void {
  const register = (key: keyof SettingValues, config: Record<string, unknown>) =>
    registerSetting(SYSTEM_ID, key, config);
  const world = { scope: 'world', config: true, requiresReload: false };
  register('arcDegrees', {
    ...world,
    name: 'SCA.Settings.ArcDegrees.Name',
    hint: 'SCA.Settings.ArcDegrees.Hint',
    type: Number,
    range: { min: 30, max: 180, step: 5 },
    default: SETTING_DEFAULTS.arcDegrees,
  });
  register('tableScale', {
    ...world,
    name: 'SCA.Settings.TableScale.Name',
    hint: 'SCA.Settings.TableScale.Hint',
    type: String,
    choices: {
      '1200': 'SCA.Settings.TableScale.Choice1200',
      '3000': 'SCA.Settings.TableScale.Choice3000',
    },
    default: SETTING_DEFAULTS.tableScale,
  });
  register('victoryScoring', {
    ...world,
    name: 'SCA.Settings.VictoryScoring.Name',
    hint: 'SCA.Settings.VictoryScoring.Hint',
    type: String,
    choices: {
      standard: 'SCA.Settings.VictoryScoring.Standard',
      detailed: 'SCA.Settings.VictoryScoring.Detailed',
    },
    default: SETTING_DEFAULTS.victoryScoring,
  });
  register('meleeDamage', {
    ...world,
    name: 'SCA.Settings.MeleeDamage.Name',
    hint: 'SCA.Settings.MeleeDamage.Hint',
    type: Boolean,
    default: SETTING_DEFAULTS.meleeDamage,
  });
  register('struckMayFightFire', {
    ...world,
    name: 'SCA.Settings.StruckMayFightFire.Name',
    hint: 'SCA.Settings.StruckMayFightFire.Hint',
    type: Boolean,
    default: SETTING_DEFAULTS.struckMayFightFire,
  });
  for (const [key, label] of OPTION_SETTINGS)
    register(key, {
      ...world,
      config: true,
      name: `SCA.Settings.${label}.Name`,
      hint: `SCA.Settings.${label}.Hint`,
      type: Boolean,
      default: SETTING_DEFAULTS[key],
    });
  register('signals', {
    ...world,
    name: 'SCA.Settings.Signals.Name',
    hint: 'SCA.Settings.Signals.Hint',
    type: String,
    choices: Object.fromEntries(SIGNAL_RULES.map((r) => [r, `SCA.Settings.Signals.${r}`])),
    default: SETTING_DEFAULTS.signals,
  });
  register('runningAground', {
    ...world,
    name: 'SCA.Settings.RunningAground.Name',
    hint: 'SCA.Settings.RunningAground.Hint',
    type: Boolean,
    default: SETTING_DEFAULTS.runningAground,
  });
  register('fleetMorale', {
    ...world,
    name: 'SCA.Settings.FleetMorale.Name',
    hint: 'SCA.Settings.FleetMorale.Hint',
    type: Boolean,
    default: SETTING_DEFAULTS.fleetMorale,
  });
}

export function setting<K extends keyof SettingValues>(key: K): SettingValues[K] {
  return settingValue(SYSTEM_ID, key) as SettingValues[K];
}

/** The table scale as the rules core's number. */
export function tableScale(): 1200 | 3000 {
  return setting('tableScale') === '3000' ? 3000 : 1200;
}

/** The optional rules this battle plays: as set, less any whose prerequisite is off. */
export function optionalRules(): OptionalRules {
  const raw = Object.fromEntries(
    (Object.keys(NO_OPTIONAL_RULES) as Array<keyof OptionalRules>).map((k) => [k, setting(k)]),
  ) as unknown as OptionalRules;
  return effectiveOptions(raw).options;
}
