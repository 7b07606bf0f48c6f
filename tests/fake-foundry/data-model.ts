// foundry.abstract.DataModel / TypeDataModel as far as the system uses them: migrate, clean,
// validate (fields then validateJoint), updateSource that changes nothing when invalid.
import { SchemaField, ValidationFailure, type DataField } from './fields.js';
import { deepClone, expandObject, mergeObject } from './utils.js';

type ModelClass = typeof DataModel;

export class DataModel {
  static _schema?: SchemaField;
  _source: Record<string, unknown>;
  parent: unknown;

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    if (!Object.hasOwn(this, '_schema') || !this._schema)
      this._schema = new SchemaField(this.defineSchema());
    return this._schema;
  }

  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  static cleanData(source: Record<string, unknown>): Record<string, unknown> {
    return this.schema.clean(source) as Record<string, unknown>;
  }

  static validateJoint(_data: Record<string, unknown>): void {}

  /** Throws a DataModelValidationError listing every failure. */
  static validateSource(source: Record<string, unknown>, prefix = ''): void {
    const failures = this.schema.validate(source, '').map((f) => (prefix ? `${prefix}.${f}` : f));
    if (failures.length) throw new ValidationFailure(failures);
    try {
      this.validateJoint(source);
    } catch (e) {
      throw new ValidationFailure([`${prefix || 'data'}: ${(e as Error).message}`]);
    }
  }

  constructor(data: Record<string, unknown> = {}, options: { parent?: unknown } = {}) {
    const cls = this.constructor as ModelClass;
    this.parent = options.parent ?? null;
    const source = cls.cleanData(cls.migrateData(deepClone(data)));
    cls.validateSource(source);
    this._source = source;
    this._initialize();
  }

  protected _initialize(): void {
    for (const key of Object.keys((this.constructor as ModelClass).schema.fields)) {
      (this as Record<string, unknown>)[key] = deepClone(this._source[key]);
    }
  }

  /** Applies a (possibly dotted) diff to the source after validating the result; invalid changes nothing. */
  updateSource(changes: Record<string, unknown>, prefix = ''): Record<string, unknown> {
    const cls = this.constructor as ModelClass;
    const next = mergeObject(deepClone(this._source), expandObject(changes));
    const cleaned = cls.cleanData(next);
    cls.validateSource(cleaned, prefix);
    this._source = cleaned;
    this._initialize();
    return changes;
  }

  toObject(): Record<string, unknown> {
    return deepClone(this._source);
  }

  toJSON(): Record<string, unknown> {
    return this.toObject();
  }
}

/** What a TypeDataModel's _preCreate/_preUpdate resolve to: false cancels, nothing lets it pass. */
// biome-ignore lint/suspicious/noConfusingVoidType: the type fvtt-types give these hooks (mirrored)
type PreHookResult = Promise<boolean | void>;

export class TypeDataModel extends DataModel {
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  /** Called by the document before it is created (false cancels; a throw refuses with its message). */
  async _preCreate(
    _data: Record<string, unknown>,
    _options: Record<string, unknown>,
    _user: unknown,
  ): PreHookResult {}
  /** Called by the document before an update, with the whole diff (false cancels; a throw refuses). */
  async _preUpdate(
    _changes: Record<string, unknown>,
    _options: Record<string, unknown>,
    _user: unknown,
  ): PreHookResult {}
}

/** foundry.data.regionBehaviors.RegionBehaviorType: a behaviour's system model (events unused here). */
export class RegionBehaviorType extends TypeDataModel {
  events = new Set<string>();
}
