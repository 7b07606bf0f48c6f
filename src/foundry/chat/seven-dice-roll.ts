// OR-3 seven-dice Abilità in Foundry: four core Rolls evaluated on the GM's client (so Dice So Nice
// throws them, each group in its own colour), the common die then the yellow, blue and red pairs; their
// faces go to the core in that order. Re-validation reads the same four Rolls back from the message.
import { RuleError, isFace } from '../../rules/index.js';
import { localize } from '../i18n.js';
import { facesOfRoll, messageRollFaces } from './messages.js';

/** The Rolls of a seven-dice card, in the order the core reads their faces. */
export const SEVEN_DICE_PARTS = [
  { part: 'common', formula: '1d6', colour: '#ffffff', ink: '#1d1d1d' },
  { part: 'yellow', formula: '2d6', colour: '#e8b923', ink: '#1d1d1d' },
  { part: 'blue', formula: '2d6', colour: '#1f4e9c', ink: '#ffffff' },
  { part: 'red', formula: '2d6', colour: '#a4161a', ink: '#ffffff' },
] as const;

type DiceOptions = { options?: Record<string, unknown> };

/** Evaluates the four Rolls and returns them with the seven faces (common, y, y, b, b, r, r). */
export async function rollSevenDice(): Promise<{ rolls: Roll[]; faces: number[] }> {
  const rolls: Roll[] = [];
  for (const p of SEVEN_DICE_PARTS) {
    const roll = new Roll(p.formula);
    // Dice So Nice reads a die term's `appearance` option: each group is thrown in its own colour.
    for (const die of roll.dice as unknown as DiceOptions[])
      die.options = {
        ...(die.options ?? {}),
        flavor: localize(`SCA.Turn.SevenDice.Short.${p.part}`),
        appearance: { colorset: 'custom', background: p.colour, foreground: p.ink, edge: p.colour },
      };
    rolls.push(await roll.evaluate());
  }
  const faces = rolls.flatMap((r) => facesOfRoll(r));
  if (faces.length !== 7 || !faces.every(isFace))
    throw new RuleError(`seven dice must be seven faces 1-6, got ${JSON.stringify(faces)}`);
  return { rolls, faces };
}

/** The seven faces of a seven-dice card's message (its four Rolls), for re-validation. */
export function messageSevenDiceFaces(message: ChatMessage.Implementation): number[] {
  return SEVEN_DICE_PARTS.flatMap((_, i) => messageRollFaces(message, i));
}
