// Issue 13 "In Foundry": which sides of the battle the GM has handed to the AI captain (SD-170). Kept
// in a hidden world setting, which the server lets only a GM write (a player's write is refused there,
// and a player's call here is refused before it is sent). The record names the battle's Combat, so a
// side handed to the AI in one battle is not handed over in the next one.
import { RuleError } from '../../../rules/index.js';
import { SYSTEM_ID } from '../../constants.js';
import { registerSetting, setSettingValue, settingValue } from '../../foundry-api.js';
import { localize } from '../../i18n.js';
import type { TurnState } from '../turn-state.js';
import { battleCombat } from '../battle-store.js';

export const AI_SEATS_SETTING = 'aiSeats';

export interface AiSeats {
  /** The battle's Combat id ('' none). */
  combatId: string;
  /** Side ids (`system.side`) the AI captain commands. */
  sides: string[];
}

const NONE: AiSeats = { combatId: '', sides: [] };

export function registerAiSeats(): void {
  registerSetting(SYSTEM_ID, AI_SEATS_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: NONE,
  });
}

function battleCombatId(): string {
  return battleCombat<{ id?: string; getFlag(s: string, k: string): unknown }>()?.id ?? '';
}

function isSeats(v: unknown): v is AiSeats {
  const s = v as AiSeats | null;
  return (
    !!s &&
    typeof s.combatId === 'string' &&
    Array.isArray(s.sides) &&
    s.sides.every((x) => typeof x === 'string')
  );
}

/** The sides of the battle in progress the AI captain commands (none for another battle's record). */
export function aiSides(): string[] {
  const v = settingValue(SYSTEM_ID, AI_SEATS_SETTING);
  const combatId = battleCombatId();
  return isSeats(v) && combatId !== '' && v.combatId === combatId ? [...v.sides] : [];
}

export function isAiSide(side: string): boolean {
  return aiSides().includes(side);
}

/**
 * (GM) hands a side of the battle to the AI captain, or takes it back. Taking it back stops the AI
 * before its next action; what it has done stands (the GM undoes it on the cards as usual).
 */
export async function setAiSide(state: TurnState, side: string, on: boolean): Promise<string[]> {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Turn.Error.GMOnly'));
  if (!state.sides.some((s) => s.id === side))
    throw new RuleError(localize('SCA.Turn.AiSeat.NoSuchSide'));
  const now = aiSides().filter((s) => s !== side);
  const sides = on ? [...now, side] : now;
  await setSettingValue(SYSTEM_ID, AI_SEATS_SETTING, { combatId: battleCombatId(), sides });
  return sides;
}
