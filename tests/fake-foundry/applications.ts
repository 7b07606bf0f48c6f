// ApplicationV2 / HandlebarsApplicationMixin / DocumentSheetV2 as far as the system relies on them:
// DEFAULT_OPTIONS merged down the class chain, PARTS rendered with real Handlebars and the system's
// templates, form submission through _prepareSubmitData / _processSubmitData to document.update.
import type { FakeDocument } from './documents.js';
import { renderSystemTemplate } from './templates.js';
import { deepClone, expandObject, mergeObject } from './utils.js';

type AnyClass = {
  DEFAULT_OPTIONS?: Record<string, unknown>;
  PARTS?: Record<string, { template: string }>;
} & (new (
  ...args: never[]
) => unknown);

function mergedDefaults(cls: AnyClass): Record<string, unknown> {
  const chain: AnyClass[] = [];
  for (
    let c: AnyClass | null = cls;
    c && c !== Object;
    c = Object.getPrototypeOf(c) as AnyClass | null
  )
    chain.unshift(c);
  const out: Record<string, unknown> = {};
  for (const c of chain) {
    if (!Object.hasOwn(c, 'DEFAULT_OPTIONS')) continue;
    // Actions and the form handler are functions (collected by the constructor); the rest is data.
    const { actions, form, ...rest } = c.DEFAULT_OPTIONS ?? {};
    void actions;
    const { handler, ...formData } = (form ?? {}) as Record<string, unknown>;
    void handler;
    mergeObject(
      out,
      deepClone({ ...rest, ...(form ? { form: formData } : {}) }) as Record<string, unknown>,
    );
  }
  return out;
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {
    id: '',
    classes: [],
    tag: 'div',
    window: {},
    actions: {},
    form: {},
  };
  /** Tab groups (core: id, icon, cssClass per tab; the initial tab; a label prefix). */
  static TABS: Record<
    string,
    {
      tabs: Array<Record<string, unknown> & { id: string }>;
      initial?: string;
      labelPrefix?: string;
    }
  > = {};
  options: Record<string, unknown> & {
    actions: Record<string, (this: unknown, event: unknown, target: unknown) => unknown>;
  };
  /** The active tab of each group (core keeps it across renders). */
  tabGroups: Record<string, string | null> = {};
  rendered = false;
  closed = false;
  /** The HTML of each rendered part (there is no DOM in node tests). */
  parts: Record<string, string> = {};

  constructor(options: Record<string, unknown> = {}) {
    const defaults = mergedDefaults(this.constructor as AnyClass);
    // Actions keep their functions (structuredClone cannot copy them).
    const actions: Record<string, unknown> = {};
    for (
      let c = this.constructor as AnyClass | null;
      c && c !== Object;
      c = Object.getPrototypeOf(c) as AnyClass | null
    ) {
      const own = Object.hasOwn(c, 'DEFAULT_OPTIONS')
        ? (c.DEFAULT_OPTIONS?.actions as Record<string, unknown> | undefined)
        : undefined;
      for (const [k, v] of Object.entries(own ?? {})) if (!(k in actions)) actions[k] = v;
    }
    const form = { ...((defaults.form as Record<string, unknown>) ?? {}) };
    for (
      let c = this.constructor as AnyClass | null;
      c && c !== Object;
      c = Object.getPrototypeOf(c) as AnyClass | null
    ) {
      const h = Object.hasOwn(c, 'DEFAULT_OPTIONS')
        ? (c.DEFAULT_OPTIONS?.form as Record<string, unknown> | undefined)?.handler
        : undefined;
      if (h && !form.handler) form.handler = h;
    }
    this.options = { ...defaults, ...options, actions, form } as ApplicationV2['options'];
  }

  get title(): string {
    return String((this.options.window as { title?: string } | undefined)?.title ?? '');
  }

  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> {
    return {};
  }
  async _preparePartContext(
    _partId: string,
    context: Record<string, unknown>,
    _options: unknown,
  ): Promise<Record<string, unknown>> {
    return context;
  }

  _getTabsConfig(group: string) {
    return (this.constructor as typeof ApplicationV2).TABS[group] ?? null;
  }

  /** Core's _prepareTabs: the group's tabs with `active`, an `active` cssClass and the prefixed label. */
  _prepareTabs(group: string): Record<string, Record<string, unknown>> {
    const config = this._getTabsConfig(group);
    if (!config) return {};
    this.tabGroups[group] ??= config.initial ?? null;
    const out: Record<string, Record<string, unknown>> = {};
    for (const { id, cssClass, ...rest } of config.tabs) {
      const active = this.tabGroups[group] === id;
      const tab: Record<string, unknown> = {
        group,
        id,
        active,
        cssClass: [cssClass, active ? 'active' : ''].filter(Boolean).join(' '),
        ...rest,
      };
      if (config.labelPrefix) tab.label ??= `${config.labelPrefix}.${id}`;
      out[id] = tab;
    }
    return out;
  }

  /** What a click on a tab does (no DOM here: the next render shows it). */
  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
  }

  async render(options: unknown = {}): Promise<this> {
    const parts = (this.constructor as AnyClass).PARTS ?? {};
    const context = await this._prepareContext(options);
    for (const [id, part] of Object.entries(parts)) {
      const partContext = await this._preparePartContext(id, { ...context }, options);
      this.parts[id] = renderSystemTemplate(part.template, partContext);
    }
    this.rendered = true;
    return this;
  }

  /** Runs a DEFAULT_OPTIONS action the way a click on [data-action] would. */
  async runAction(
    name: string,
    target: { dataset: Record<string, string> } = { dataset: {} },
  ): Promise<unknown> {
    const fn = this.options.actions[name];
    if (!fn) throw new Error(`no action "${name}"`);
    return fn.call(this, { type: 'click', preventDefault() {} }, target);
  }

  async close(): Promise<this> {
    this.closed = true;
    this.rendered = false;
    return this;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: TypeScript requires a mixin's base constructor to take any[] (TS2545)
export function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(
  Base: T,
): T {
  return class extends Base {} as T;
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    editable: true,
    form: { submitOnChange: true, closeOnSubmit: false },
  };
  document: FakeDocument;
  constructor(options: Record<string, unknown> & { document: FakeDocument }) {
    super(options);
    this.document = options.document;
  }
  get isEditable(): boolean {
    return this.options.editable !== false && this.document.isOwner;
  }
  _prepareSubmitData(
    _event: unknown,
    _form: unknown,
    formData: Record<string, unknown>,
  ): Record<string, unknown> {
    return expandObject(formData);
  }
  async _processSubmitData(
    _event: unknown,
    _form: unknown,
    submitData: Record<string, unknown>,
  ): Promise<void> {
    await this.document.update(submitData);
  }
  /** What a change in the sheet's form does: prepare then process the submit data. */
  async submitForm(formData: Record<string, unknown>): Promise<void> {
    const form = this.options.form as {
      handler?: (
        this: unknown,
        e: unknown,
        f: unknown,
        d: { object: Record<string, unknown> },
      ) => Promise<void>;
    };
    if (form.handler)
      return form.handler.call(this, { type: 'submit' }, null, { object: formData });
    const data = this._prepareSubmitData({ type: 'submit' }, null, formData);
    await this._processSubmitData({ type: 'submit' }, null, data);
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): FakeDocument {
    return this.document;
  }
  /**
   * Core's drop routing (ActorSheetV2#_onDrop): the dropActorSheetData hook may cancel; the dropped
   * document is resolved from its uuid and handed to _onDropDocument (which routes Items to _onDropItem).
   */
  async drop(data: { type: string; uuid: string }): Promise<unknown> {
    const g = globalThis as unknown as {
      Hooks: { call(name: string, ...args: unknown[]): boolean };
      fromUuid(uuid: string): Promise<unknown>;
    };
    if (g.Hooks.call('dropActorSheetData', this.document, this, data) === false) return null;
    const document = await g.fromUuid(data.uuid);
    if (!document) return null;
    return this._onDropDocument({ type: 'drop' }, document as { documentName: string });
  }
  async _onDropDocument(event: unknown, document: { documentName: string }): Promise<unknown> {
    if (document.documentName === 'Item') return this._onDropItem(event, document);
    return null;
  }
  /** Core would embed the item; the fake has no embedded items, so the default does nothing. */
  async _onDropItem(_event: unknown, _item: unknown): Promise<unknown> {
    return null;
  }
}
export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): FakeDocument {
    return this.document;
  }
}

export class DialogV2 extends ApplicationV2 {
  /** What the fake's confirm answers next, and the dialogs it was asked to show. */
  static confirmAnswer: boolean | null = true;
  static confirmed: Array<Record<string, unknown>> = [];
  static async confirm(config: Record<string, unknown>): Promise<boolean | null> {
    DialogV2.confirmed.push(config);
    return DialogV2.confirmAnswer;
  }
  /** What the user "types" into the next prompt's form fields (null: the dialog is closed). */
  static promptValues: Record<string, string> | null = null;
  static prompted: Array<Record<string, unknown>> = [];
  static async prompt(config: Record<string, unknown>): Promise<unknown> {
    DialogV2.prompted.push(config);
    const values = DialogV2.promptValues;
    if (!values) return null;
    const ok = config.ok as { callback?: (e: unknown, b: unknown) => unknown } | undefined;
    const form = { elements: Object.entries(values).map(([name, value]) => ({ name, value })) };
    return ok?.callback ? ok.callback({}, { form }) : null;
  }
}

// biome-ignore lint/complexity/noStaticOnlyClass: stands in for Foundry's DocumentSheetConfig class
export class DocumentSheetConfig {
  static registered: Array<{
    documentClass: unknown;
    scope: string;
    sheetClass: unknown;
    options: Record<string, unknown>;
  }> = [];
  static unregistered: Array<{ documentClass: unknown; scope: string; sheetClass: unknown }> = [];
  static registerSheet(
    documentClass: unknown,
    scope: string,
    sheetClass: unknown,
    options: Record<string, unknown> = {},
  ): void {
    this.registered.push({ documentClass, scope, sheetClass, options });
  }
  static unregisterSheet(documentClass: unknown, scope: string, sheetClass: unknown): void {
    this.unregistered.push({ documentClass, scope, sheetClass });
  }
}
