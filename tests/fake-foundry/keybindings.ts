// game.keybindings (core's ClientKeybindings), as far as the system uses it: actions registered per
// namespace with a name, hint, default (editable) bindings and onDown; core refuses a second
// registration of one action and bindings with unknown modifiers. `press` stands for the key: it runs
// onDown as core's keyboard manager does, and skips a `restricted` (GM-only) action for a player.
const MODIFIERS = ['Control', 'Shift', 'Alt', 'CONTROL', 'SHIFT', 'ALT'];

export interface FakeKeybindingConfig {
  name: string;
  hint?: string;
  editable?: Array<{ key: string; modifiers?: string[] }>;
  restricted?: boolean;
  onDown?: (context: Record<string, unknown>) => boolean | undefined;
}

export class FakeKeybindings {
  readonly actions = new Map<string, FakeKeybindingConfig & { namespace: string }>();

  constructor(private readonly isGM: () => boolean) {}

  register(namespace: string, action: string, config: FakeKeybindingConfig): void {
    const id = `${namespace}.${action}`;
    if (this.actions.has(id))
      throw new Error(`An action with the identifier ${id} is already registered`);
    if (typeof config.name !== 'string') throw new Error('A keybinding action needs a name');
    for (const b of config.editable ?? [])
      for (const m of b.modifiers ?? [])
        if (!MODIFIERS.includes(m)) throw new Error(`Keybind modifier "${m}" is not valid`);
    this.actions.set(id, { ...config, namespace });
  }

  /** The current bindings of an action (the defaults: nothing is rebound in tests). */
  get(namespace: string, action: string): Array<{ key: string; modifiers: string[] }> {
    const a = this.actions.get(`${namespace}.${action}`);
    if (!a) throw new Error(`${namespace}.${action} is not a registered keybinding action`);
    return (a.editable ?? []).map((b) => ({ key: b.key, modifiers: b.modifiers ?? [] }));
  }

  /** The key goes down: the action's onDown (not for a player when restricted); true if consumed. */
  press(namespace: string, action: string): boolean {
    const a = this.actions.get(`${namespace}.${action}`);
    if (!a) throw new Error(`${namespace}.${action} is not a registered keybinding action`);
    if (a.restricted && !this.isGM()) return false;
    return a.onDown?.({ key: a.editable?.[0]?.key, up: false, repeat: false }) === true;
  }
}
