// bin/sca commands that roll dice: abilita, fire, morale, melee.
import {
  CREW_QUALITIES,
  abilitaRow,
  abilitaScore,
  diceTotal,
  meleeTest,
  moraleTest,
  resolveShot,
  unluckyEffect,
  wellLaidEffect,
  broadsideDamage,
  type AbilitaConditions,
  type Dice3,
  type RangeBand,
} from '../rules/index.js';
import {
  CliError,
  DiceSupply,
  boolFlag,
  enumFlag,
  intFlag,
  numberFlag,
  type FlagSpec,
  type Flags,
} from './args.js';

const S = { type: 'string' } as const;
const B = { type: 'boolean' } as const;

export const ABILITA_FLAGS: FlagSpec = {
  dice: S,
  seed: S,
  crew: S,
  'dc-lost': S,
  fires: S,
  'hove-to': B,
  rudder: B,
  contacts: S,
};

function conditions(flags: Flags): AbilitaConditions {
  return {
    crew: enumFlag(flags, 'crew', CREW_QUALITIES, 'average'),
    dcLost: intFlag(flags, 'dc-lost', { min: 0, max: 34, fallback: 0 }),
    fires: intFlag(flags, 'fires', { min: 0, max: 20, fallback: 0 }),
    hoveTo: boolFlag(flags, 'hove-to'),
    rudderDamaged: boolFlag(flags, 'rudder'),
    contacts: intFlag(flags, 'contacts', { min: 0, max: 8, fallback: 0 }),
  };
}

function seedInfo(dice: DiceSupply): { seed?: number } {
  return dice.rolled ? { seed: dice.seed } : {};
}

/** FP-4.1 / FP-4.2 one ship's score and every column of its row. */
export function abilitaCommand(flags: Flags, seed: () => number): object {
  const supply = new DiceSupply(flags, seed);
  const c = conditions(flags);
  const dice = supply.take(flags, 'dice');
  const s = abilitaScore(diceTotal(dice), c);
  return {
    dice,
    score: s.score,
    modifiers: s.modifiers,
    results: { ...abilitaRow(s.score) },
    ...seedInfo(supply),
  };
}

export const FIRE_FLAGS: FlagSpec = {
  ...ABILITA_FLAGS,
  bf: S,
  'range-mm': S,
  aim: S,
  'target-sail': S,
  rake: S,
  carronades: B,
  'crit-dice': S,
  scale: S,
};

/** FP-6 one broadside: band, result, whole-point damage and the critical roll when U or W. */
export function fireCommand(flags: Flags, seed: () => number): object {
  const supply = new DiceSupply(flags, seed);
  const bf = numberFlag(flags, 'bf', { min: 0, max: 14 });
  const rangeMm = numberFlag(flags, 'range-mm', { min: 0, max: 1e6 });
  const aim = enumFlag(flags, 'aim', ['hull', 'rigging'] as const);
  const targetSail = enumFlag(flags, 'target-sail', ['full', 'easy', 'furled'] as const, 'full');
  const rake = flags.rake === undefined ? null : enumFlag(flags, 'rake', ['bow', 'stern'] as const);
  const carronades = boolFlag(flags, 'carronades');
  const scale = Number(enumFlag(flags, 'scale', ['1200', '3000'] as const, '1200')) as 1200 | 3000;
  const c = conditions(flags);
  // Validate the whole shot (rake rules, range) before any dice are rolled.
  resolveShot({ bf, rangeMm, aim, targetSail, rake, carronades, score: 10, scale });
  const dice = supply.take(flags, 'dice');
  const s = abilitaScore(diceTotal(dice), c);
  const shot = resolveShot({
    bf,
    rangeMm,
    aim,
    targetSail,
    rake,
    carronades,
    score: s.score,
    scale,
  });
  let damage = shot.damage;
  let critical: { dice: Dice3; total: number; effect: string } | null = null;
  if (shot.result === 'unlucky' || shot.result === 'wellLaid') {
    const critDice = supply.take(flags, 'crit-dice');
    const total = diceTotal(critDice);
    const effect = shot.result === 'unlucky' ? unluckyEffect(total) : wellLaidEffect(total);
    critical = { dice: critDice, total, effect };
    if (effect === 'double') {
      damage = broadsideDamage({
        bf,
        band: shot.band as RangeBand,
        aim,
        targetSail,
        rake,
        carronades,
        double: true,
      });
    }
  }
  return {
    dice,
    score: s.score,
    band: shot.band,
    result: shot.result,
    damage: damage?.damage ?? 0,
    critical,
    modifiers: s.modifiers,
    arithmetic: damage?.factors ?? [],
    ...seedInfo(supply),
  };
}

export const MORALE_FLAGS: FlagSpec = {
  dc: S,
  dice: S,
  seed: S,
  fire: B,
  'hove-to': B,
  rudder: B,
  'rdc-lost': S,
  'hdc-lost': S,
  hits: S,
  'previous-tests': S,
  'bow-rakes': S,
  'stern-rakes': S,
};

/** FP-8.2 the morale test. */
export function moraleCommand(flags: Flags, seed: () => number): object {
  const supply = new DiceSupply(flags, seed);
  const cond = {
    dcCapacity: intFlag(flags, 'dc', { min: 1, max: 1020 }),
    onFire: boolFlag(flags, 'fire'),
    hoveTo: boolFlag(flags, 'hove-to'),
    rudderDamaged: boolFlag(flags, 'rudder'),
    rdcLost: intFlag(flags, 'rdc-lost', { min: 0, max: 6, fallback: 0 }),
    hdcLost: intFlag(flags, 'hdc-lost', { min: 0, max: 28, fallback: 0 }),
    hits: intFlag(flags, 'hits', { min: 0, max: 50, fallback: 0 }),
    previousTests: intFlag(flags, 'previous-tests', { min: 0, max: 100, fallback: 0 }),
    bowRakes: intFlag(flags, 'bow-rakes', { min: 0, max: 50, fallback: 0 }),
    sternRakes: intFlag(flags, 'stern-rakes', { min: 0, max: 50, fallback: 0 }),
  };
  const dice = supply.take(flags, 'dice');
  const r = moraleTest(diceTotal(dice), cond);
  return {
    dice,
    base: r.base,
    diceModifier: r.diceModifier,
    modifiers: r.modifiers,
    score: r.score,
    struck: r.struck,
    ...seedInfo(supply),
  };
}

export const MELEE_FLAGS: FlagSpec = {
  dice: S,
  seed: S,
  'own-crew': S,
  'enemy-crew': S,
  'own-bf': S,
  'enemy-bf': S,
  'own-dc-lost': S,
  'enemy-dc-lost': S,
  'own-support': S,
  'enemy-support': S,
};

/** FP-7.5 the boarding melee test; BFs are initial BFs (equal when omitted). */
export function meleeCommand(flags: Flags, seed: () => number): object {
  const supply = new DiceSupply(flags, seed);
  const party = (who: 'own' | 'enemy') => ({
    crew: enumFlag(flags, `${who}-crew`, CREW_QUALITIES, 'average'),
    initialBf: numberFlag(flags, `${who}-bf`, { min: 0, max: 14, fallback: 0 }),
    dcLost: intFlag(flags, `${who}-dc-lost`, { min: 0, max: 34, fallback: 0 }),
    supports: intFlag(flags, `${who}-support`, { min: 0, max: 8, fallback: 0 }),
  });
  const own = party('own');
  const enemy = party('enemy');
  if ((flags['own-bf'] === undefined) !== (flags['enemy-bf'] === undefined)) {
    throw new CliError('--own-bf and --enemy-bf go together (the melee compares initial BFs)');
  }
  const dice = supply.take(flags, 'dice');
  const r = meleeTest(diceTotal(dice), own, enemy);
  return {
    dice,
    diceModifier: r.diceModifier,
    modifiers: r.modifiers,
    score: r.score,
    outcome: r.outcome,
    ...seedInfo(supply),
  };
}
