// A small, honest model of foundry.data.fields: fields clean (cast, fill initial values) and
// validate (min/max/integer/choices/blank/nullable) the way Foundry's do, so a schema that would
// reject a value in Foundry rejects it here too, with a message naming the field path.

export interface FieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  choices?: readonly unknown[] | Record<string, unknown> | (() => readonly unknown[]);
  min?: number;
  max?: number;
  integer?: boolean;
  positive?: boolean;
  blank?: boolean;
  trim?: boolean;
  label?: string;
  hint?: string;
}

export class ValidationFailure extends Error {
  constructor(readonly failures: string[]) {
    super(failures.join('; '));
    this.name = 'DataModelValidationError';
  }
}

function choiceList(choices: FieldOptions['choices']): readonly unknown[] | undefined {
  if (!choices) return undefined;
  if (typeof choices === 'function') return choices();
  if (Array.isArray(choices)) return choices;
  return Object.keys(choices);
}

export class DataField {
  options: FieldOptions;
  name = '';
  constructor(options: FieldOptions = {}) {
    this.options = { required: false, nullable: false, ...options };
  }
  get initial(): unknown {
    const i = this.options.initial;
    return typeof i === 'function' ? (i as () => unknown)() : structuredClone(i);
  }
  getInitialValue(): unknown {
    return this.initial;
  }
  /** Fill undefined with the initial value and cast; never throws. */
  clean(value: unknown): unknown {
    if (value === undefined) return this.initial;
    if (value === null) return null;
    return this.cast(value);
  }
  protected cast(value: unknown): unknown {
    return value;
  }
  /** Failures as "path: message" strings. */
  validate(value: unknown, path: string): string[] {
    if (value === undefined) return this.options.required ? [`${path}: may not be undefined`] : [];
    if (value === null) return this.options.nullable ? [] : [`${path}: may not be null`];
    const list = choiceList(this.options.choices);
    if (list && !list.includes(value))
      return [`${path}: ${JSON.stringify(value)} is not a valid choice`];
    return this.validateType(value, path);
  }
  protected validateType(_value: unknown, _path: string): string[] {
    return [];
  }
}

export class NumberField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ nullable: true, ...options });
  }
  protected override cast(value: unknown): unknown {
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    return value;
  }
  protected override validateType(value: unknown, path: string): string[] {
    if (typeof value !== 'number' || Number.isNaN(value)) return [`${path}: must be a number`];
    const o = this.options;
    if (o.integer && !Number.isInteger(value)) return [`${path}: must be an integer`];
    if (o.min !== undefined && value < o.min) return [`${path}: must be at least ${o.min}`];
    if (o.max !== undefined && value > o.max) return [`${path}: must be at most ${o.max}`];
    if (o.positive && value <= 0) return [`${path}: must be a positive number`];
    return [];
  }
}

export class StringField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({
      blank: true,
      trim: true,
      initial: options.nullable ? null : options.blank === false ? undefined : '',
      ...options,
    });
  }
  protected override cast(value: unknown): unknown {
    const s = typeof value === 'string' ? value : String(value);
    return this.options.trim ? s.trim() : s;
  }
  protected override validateType(value: unknown, path: string): string[] {
    if (typeof value !== 'string') return [`${path}: must be a string`];
    if (!this.options.blank && value === '') return [`${path}: may not be a blank string`];
    return [];
  }
}

export class HTMLField extends StringField {}
export class FilePathField extends StringField {}
export class DocumentIdField extends StringField {}

export class BooleanField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ initial: false, ...options });
  }
  protected override cast(value: unknown): unknown {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  }
  protected override validateType(value: unknown, path: string): string[] {
    return typeof value === 'boolean' ? [] : [`${path}: must be a boolean`];
  }
}

export class ObjectField extends DataField {
  constructor(options: FieldOptions = {}) {
    super({ initial: () => ({}), ...options });
  }
  protected override validateType(value: unknown, path: string): string[] {
    return typeof value === 'object' && !Array.isArray(value) ? [] : [`${path}: must be an object`];
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  constructor(fields: Record<string, DataField>, options: FieldOptions = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
    for (const [k, f] of Object.entries(fields)) f.name = k;
  }
  override get initial(): unknown {
    return this.clean({});
  }
  override clean(value: unknown): unknown {
    if (value === undefined) value = {};
    if (value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(this.fields))
      out[k] = f.clean((value as Record<string, unknown>)[k]);
    return out;
  }
  override validate(value: unknown, path: string): string[] {
    const base = super.validate(value, path);
    if (base.length || value === null || value === undefined) return base;
    if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: must be an object`];
    return Object.entries(this.fields).flatMap(([k, f]) =>
      f.validate((value as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
}

export class ArrayField extends DataField {
  constructor(
    readonly element: DataField,
    options: FieldOptions = {},
  ) {
    super({ required: true, nullable: false, initial: () => [], ...options });
  }
  override clean(value: unknown): unknown {
    if (value === undefined) return this.initial;
    if (!Array.isArray(value)) return value;
    return value.map((v) => this.element.clean(v));
  }
  protected override validateType(value: unknown, path: string): string[] {
    if (!Array.isArray(value)) return [`${path}: must be an array`];
    return value.flatMap((v, i) => this.element.validate(v, `${path}.${i}`));
  }
}

export class SetField extends ArrayField {}

export class TypeDataField extends ObjectField {}

export const fields = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  FilePathField,
  DocumentIdField,
  BooleanField,
  ObjectField,
  SchemaField,
  ArrayField,
  SetField,
  TypeDataField,
};
