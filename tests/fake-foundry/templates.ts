// Renders the system's real Handlebars templates with re-implementations of the Foundry built-in
// helpers the templates use (localize, selectOptions, checked, disabled, eq...). Every .hbs file
// under templates/ is a partial under its Foundry path (systems/<id>/templates/...).
import Handlebars from 'handlebars';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { registerTemplateHelpers } from '../../src/foundry/sheets/template-helpers.js';

const SYSTEM_ID = 'signal-close-action';
const root = resolve(process.cwd(), 'templates');

export interface I18nLike {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
}

let i18n: I18nLike = { localize: (k) => k, format: (k) => k };
export function useI18n(next: I18nLike): void {
  i18n = next;
}

export const hbs = Handlebars.create();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.hbs') ? [p] : [];
  });
}

function systemPath(file: string): string {
  return `systems/${SYSTEM_ID}/templates/${relative(root, file).split('\\').join('/')}`;
}

const compiled = new Map<string, HandlebarsTemplateDelegate>();

export function loadSystemTemplates(): void {
  compiled.clear();
  for (const file of walk(root)) {
    const text = readFileSync(file, 'utf8');
    hbs.registerPartial(systemPath(file), text);
    compiled.set(systemPath(file), hbs.compile(text, { strict: false }));
  }
}

export function renderSystemTemplate(path: string, context: Record<string, unknown>): string {
  if (compiled.size === 0) loadSystemTemplates();
  const t = compiled.get(path);
  if (!t) throw new Error(`no template at ${path}`);
  return t(context, { allowProtoPropertiesByDefault: true });
}

/**
 * Stand-ins (written for the fake, not Foundry's markup) for core templates the system's templates
 * use as partials. As in Foundry, a template becomes a partial under its path only once loaded
 * (foundry.applications.handlebars.loadTemplates / getTemplate).
 */
const CORE_TEMPLATES: Record<string, string> = {
  // The core ruler waypoint label: movement action icon, total and segment delta, cost, elevation.
  'templates/hud/waypoint-label.hbs': [
    '<div class="waypoint-label core-waypoint-label {{cssClass}}">',
    '{{#if action}}<i class="{{action.icon}}" data-tooltip="{{action.label}}"></i>{{/if}}',
    '<span class="total-measurement">{{distance.total}} {{units}}</span>',
    '{{#if distance.delta}}<span class="delta-measurement">{{distance.delta}}</span>{{/if}}',
    '{{#if cost}}<span class="cost">{{cost.total}} {{cost.units}}</span>{{/if}}',
    '{{#if elevation}}{{#unless elevation.hidden}}<span class="elevation"><i class="{{elevation.icon}}"></i>{{elevation.total}}</span>{{/unless}}{{/if}}',
    '{{#if secret}}<i class="secret"></i>{{/if}}',
    '</div>',
  ].join(''),
};

/** The fake's loadTemplates: core templates among `paths` become partials (named by path, or by key for a record). */
export function loadCoreTemplates(paths: string[] | Record<string, string>): void {
  const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  for (const [id, path] of entries) {
    const text = CORE_TEMPLATES[path];
    if (text !== undefined) hbs.registerPartial(id, text);
  }
}

/** A fresh client has loaded no core template. */
export function resetCoreTemplates(): void {
  const system = `systems/${SYSTEM_ID}/`;
  for (const id of Object.keys(hbs.partials)) if (!id.startsWith(system)) hbs.unregisterPartial(id);
}

type Options = Handlebars.HelperOptions;
const attrs = (o: Options) => (o.hash ?? {}) as Record<string, unknown>;

hbs.registerHelper('localize', (key: string, options: Options) => {
  const data = attrs(options);
  return Object.keys(data).length ? i18n.format(key, data) : i18n.localize(key);
});
// The system's own helpers, as registerSheets registers them with Foundry's Handlebars.
registerTemplateHelpers(hbs);
hbs.registerHelper('checked', (v: unknown) => (v ? 'checked' : ''));
hbs.registerHelper('disabled', (v: unknown) => (v ? 'disabled' : ''));
hbs.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hbs.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
hbs.registerHelper('lt', (a: number, b: number) => a < b);
hbs.registerHelper('gt', (a: number, b: number) => a > b);
hbs.registerHelper('lte', (a: number, b: number) => a <= b);
hbs.registerHelper('gte', (a: number, b: number) => a >= b);
hbs.registerHelper('and', (...args: unknown[]) => args.slice(0, -1).every(Boolean));
hbs.registerHelper('or', (...args: unknown[]) => args.slice(0, -1).some(Boolean));
hbs.registerHelper('not', (v: unknown) => !v);
hbs.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).join(''));
hbs.registerHelper('numberFormat', (v: number, options: Options) => {
  const { decimals = 0, sign = false } = attrs(options) as { decimals?: number; sign?: boolean };
  const s = Number(v).toFixed(decimals);
  return sign && Number(v) >= 0 ? `+${s}` : s;
});
/** Foundry's selectOptions: choices object or array; selected; localize; valueAttr/labelAttr; blank. */
hbs.registerHelper('selectOptions', (choices: unknown, options: Options) => {
  const {
    selected,
    localize = false,
    blank,
    valueAttr,
    labelAttr,
  } = attrs(options) as {
    selected?: unknown;
    localize?: boolean;
    blank?: string;
    valueAttr?: string;
    labelAttr?: string;
  };
  const entries: Array<[string, string]> = Array.isArray(choices)
    ? choices.map((c) =>
        typeof c === 'object' && c !== null
          ? [
              String((c as Record<string, unknown>)[valueAttr ?? 'value']),
              String((c as Record<string, unknown>)[labelAttr ?? 'label']),
            ]
          : [String(c), String(c)],
      )
    : Object.entries((choices ?? {}) as Record<string, string>);
  const esc = Handlebars.escapeExpression;
  const sel = Array.isArray(selected) ? selected.map(String) : [String(selected)];
  const html = [
    ...(blank !== undefined
      ? [`<option value="">${esc(localize ? i18n.localize(blank) : blank)}</option>`]
      : []),
    ...entries.map(
      ([v, l]) =>
        `<option value="${esc(v)}"${sel.includes(v) ? ' selected' : ''}>${esc(localize ? i18n.localize(l) : l)}</option>`,
    ),
  ];
  return new Handlebars.SafeString(html.join(''));
});
