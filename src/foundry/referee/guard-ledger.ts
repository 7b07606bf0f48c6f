// The guards' memory, kept where only a GM can write it: a hidden world setting (the server refuses a
// world setting from a user without the settings permission, which players lack). A memory kept only
// in the GM client's page dies with it: a player who wrote its own ship, or moved its token, while no
// GM was connected would have that write taken for the truth when a GM came back, and a GM client that
// takes over as referee would start blind. One entry per ship (its guarded data) and per ship token
// (`token.<id>`: its pose and system flags), as the referee last accepted them, as JSON.
import { SYSTEM_ID } from '../constants.js';
import { registerSetting, setSettingValue, settingValue } from '../foundry-api.js';
import { backgroundTasks } from './background.js';

export const LEDGER_SETTING = 'guardLedger';

export interface GuardLedger {
  /** The system version that wrote it: a migration may reshape ship data, so an older ledger is not compared. */
  version: string;
  ships: Record<string, string>;
}

export function registerGuardLedger(): void {
  registerSetting(SYSTEM_ID, LEDGER_SETTING, {
    scope: 'world',
    config: false,
    type: Object,
    default: { version: '', ships: {} },
  });
}

function systemVersion(): string {
  return (game as unknown as { system?: { version?: string } }).system?.version ?? '';
}

function isLedger(v: unknown): v is GuardLedger {
  const l = v as GuardLedger | null;
  return (
    !!l &&
    typeof l.version === 'string' &&
    !!l.ships &&
    typeof l.ships === 'object' &&
    Object.values(l.ships).every((s) => typeof s === 'string')
  );
}

/** The stored entries if this system version wrote them, else none. */
function stored(): Record<string, string> {
  const v = settingValue(SYSTEM_ID, LEDGER_SETTING);
  return isLedger(v) && v.version === systemVersion() ? v.ships : {};
}

/** This client's changes not yet stored (null: a deletion). */
const pending = new Map<string, string | null>();
let writing = false;
const writes = backgroundTasks();

/** What the referee last accepted under `key`, or undefined. */
export function ledgerEntry(key: string): string | undefined {
  const mine = pending.get(key);
  if (mine !== undefined) return mine ?? undefined;
  return stored()[key];
}

export function ledgerSet(key: string, accepted: string): void {
  if (ledgerEntry(key) === accepted) return;
  pending.set(key, accepted);
  scheduleWrite();
}

export function ledgerDelete(key: string): void {
  if (ledgerEntry(key) === undefined) return;
  pending.set(key, null);
  scheduleWrite();
}

/** Writes at once, one write at a time; changes made during a write go out in the next one. */
function scheduleWrite(): void {
  if (writing) return;
  writing = true;
  writes.run(async () => {
    try {
      while (pending.size) {
        const batch = new Map(pending);
        const ships = { ...stored() };
        for (const [k, v] of batch) {
          if (v === null) delete ships[k];
          else ships[k] = v;
        }
        await setSettingValue(SYSTEM_ID, LEDGER_SETTING, {
          version: systemVersion(),
          ships,
        } satisfies GuardLedger);
        for (const [k, v] of batch) if (pending.get(k) === v) pending.delete(k);
      }
    } finally {
      writing = false;
    }
  });
}

/** Resolves when the ledger's writes have finished (tests await it). */
export const settleLedger = writes.settle;

/** For tests: a fresh client (nothing pending; the stored ledger is the world's and stays). */
export function resetLedger(): void {
  pending.clear();
}
