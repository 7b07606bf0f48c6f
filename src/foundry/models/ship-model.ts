// Actor sub-type "ship": the paper ship card as a data model. Stored: class, crew, damage points per
// track, sail, fires, flags, orders, morale tests, history. Derived (from the rules core only):
// profile, DCs lost, BF per side, speed, token bars, sinking/dismasted.
import {
  NO_DAMAGE,
  RuleError,
  currentBf,
  dcLost,
  isDismasted,
  isSinking,
  shipSpeed,
  validateDamage,
  type DcLost,
  type ShipProfile,
} from '../../rules/index.js';
import { countField, crewField, flagField, nationField, sailField, textField } from './fields.js';
import { historyField } from './history-field.js';
import { gunsField } from './guns-field.js';
import { speedSailOf } from '../ship-wreck.js';
import { ordersField } from './orders-field.js';
import { selfContactProblem, shipStateProblems } from './ship-consistency.js';
import {
  CONTACT_KINDS,
  CONTACT_SAILS,
  SHIP_RATES,
  SHIP_SCHEMA_VERSION,
  TACK_PHASES,
  GROUNDED_KINDS,
  GROUNDED_SAILS,
  profileFromSource,
  type ShipSystemSource,
} from './ship-source.js';

/** A contact's sail (the mover's, or a ship's own before an OR-7 collision); blank: none. */
const contactSailField = () =>
  new foundry.data.fields.StringField({
    required: true,
    nullable: false,
    blank: true,
    choices: [...CONTACT_SAILS],
    initial: '',
  });
/** The battle turn a contact was made in (null: outside the battle's turns). */
const battleTurnField = () =>
  new foundry.data.fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min: 0,
    initial: null,
  });

export {
  AFLOAT,
  SHIP_SCHEMA_VERSION,
  isAground,
  profileFromSource,
  shipClassFields,
  type ShipSystemSource,
} from './ship-source.js';

function shipSchema() {
  const f = foundry.data.fields;
  return {
    schemaVersion: new f.NumberField({
      required: true,
      nullable: false,
      integer: true,
      min: 1,
      initial: SHIP_SCHEMA_VERSION,
    }),
    shipClass: new f.SchemaField({
      id: new f.StringField({ required: true, nullable: false, blank: false, initial: '3rd-74c' }),
      rate: new f.StringField({
        required: true,
        nullable: false,
        choices: [...SHIP_RATES],
        initial: '3rd',
      }),
      guns: new f.StringField({ required: true, nullable: false, blank: false, initial: '74C' }),
      bf: new f.NumberField({ required: true, nullable: false, min: 0.5, max: 14, initial: 7 }),
      dc: new f.NumberField({
        required: true,
        nullable: false,
        integer: true,
        min: 20,
        max: 300,
        initial: 120,
      }),
      masts: new f.NumberField({
        required: true,
        nullable: false,
        integer: true,
        min: 1,
        max: 3,
        initial: 3,
      }),
      decks: new f.NumberField({
        required: true,
        nullable: false,
        integer: true,
        min: 1,
        max: 3,
        initial: 2,
      }),
      baseLengthMm: new f.NumberField({
        required: true,
        nullable: false,
        min: 10,
        max: 200,
        initial: 75,
      }),
      baseWidthMm: new f.NumberField({
        required: true,
        nullable: false,
        min: 5,
        max: 100,
        initial: 40,
      }),
      carronadesOnly: flagField(),
    }),
    crew: crewField(),
    originalCrew: crewField(),
    nation: nationField(),
    squadron: textField(),
    /** The fleet/side this ship fights for now (changes on capture). */
    side: textField(),
    damage: new f.SchemaField({
      port: countField(),
      starboard: countField(),
      rigging: countField(),
      riggingRepaired: countField(),
    }),
    riggingRepairUsed: flagField(),
    // OR-9 the RDC the rigging test cost (ship-wreck.ts); the ship guard refuses it to players.
    wreck: new f.SchemaField({
      rdcDown: countField(),
      leeSide: new f.StringField({
        required: true,
        nullable: false,
        blank: true,
        choices: ['', 'port', 'starboard'],
        initial: '',
      }),
      restored: countField(),
      // OR-9 / SD-95 the jury rig's step while RDC are down, and the cut-away turns still needed.
      phase: new f.StringField({
        required: true,
        nullable: false,
        blank: false,
        choices: ['reduceSail', 'cutAway', 'repair'],
        initial: 'reduceSail',
      }),
      cutAwayLeft: countField(),
      // SD-99 the sail the speed is read for, fixed when the rigging came down ('' before).
      speedSail: new f.StringField({
        required: true,
        nullable: false,
        blank: true,
        choices: ['', 'full', 'easy', 'furled'],
        initial: '',
      }),
    }),
    sail: sailField(),
    fires: new f.SchemaField({ hull: countField(0, 20), rigging: countField(0, 20) }),
    rudderDamaged: flagField(),
    hoveTo: flagField(),
    halfSpeed: flagField(),
    contacts: new f.ArrayField(
      new f.SchemaField({
        actorId: new f.StringField({ required: true, nullable: false, blank: false }),
        kind: new f.StringField({
          required: true,
          nullable: false,
          choices: [...CONTACT_KINDS],
          initial: 'enemyCollision',
        }),
        mover: flagField(),
        moverSail: contactSailField(),
        turn: battleTurnField(),
      }),
    ),
    // OR-7 entangled with another ship: whether this ship rammed it, its own sail before the
    // collision and the battle turn (null: none); meaningful while the contact with it lasts.
    tangles: new f.ArrayField(
      new f.SchemaField({
        actorId: new f.StringField({ required: true, nullable: false, blank: false }),
        rammer: flagField(),
        sailBefore: contactSailField(),
        turn: battleTurnField(),
      }),
    ),
    // OR-6 the referee's per-side gun state (full gunnery): loaded, run out, fired, reloading.
    guns: gunsField(),
    boarding: new f.SchemaField({
      partiesReady: flagField(),
      inMelee: flagField(),
      boardedNotRepelled: flagField(),
      // SD-242 the referee's record of the ship she is locked in a melee with (actor id; '' none).
      meleeWith: new f.StringField({ required: true, nullable: false, blank: true, initial: '' }),
    }),
    status: new f.SchemaField({
      struck: flagField(),
      captured: flagField(),
      exploded: flagField(),
      abandoned: flagField(),
    }),
    fireship: new f.SchemaField({ isFireship: flagField(), lit: flagField() }),
    tack: new f.SchemaField({
      phase: new f.StringField({
        required: true,
        nullable: false,
        choices: [...TACK_PHASES],
        initial: 'none',
      }),
      startHeading: new f.NumberField({
        required: true,
        nullable: true,
        integer: true,
        min: 0,
        max: 15,
        initial: null,
      }),
      rotation: new f.NumberField({
        required: true,
        nullable: false,
        integer: true,
        choices: [-1, 1],
        initial: 1,
      }),
      // OR-5 the turn the last tack ended (completed or failed): the referee's, like all of `tack`.
      lastEndTurn: new f.NumberField({
        required: false,
        nullable: true,
        integer: true,
        min: 0,
        initial: null,
      }),
    }),
    moraleTests: new f.ArrayField(
      new f.SchemaField({
        turn: countField(),
        roll: new f.NumberField({
          required: true,
          nullable: false,
          integer: true,
          min: 3,
          max: 18,
          initial: 10,
        }),
        score: new f.NumberField({ required: true, nullable: false, initial: 0 }),
        struck: flagField(),
      }),
    ),
    orders: ordersField(),
    history: historyField(),
    // HR-3 aground: the bottom ('' afloat), the sail it struck at, the battle turn. The referee's.
    grounded: new f.SchemaField({
      kind: new f.StringField({
        required: true,
        nullable: false,
        blank: true,
        choices: [...GROUNDED_KINDS],
        initial: '',
      }),
      sail: new f.StringField({
        required: true,
        nullable: false,
        blank: true,
        choices: [...GROUNDED_SAILS],
        initial: '',
      }),
      turn: battleTurnField(),
    }),
  };
}

declare namespace ShipModel {
  type Schema = ReturnType<typeof shipSchema>;
}

export class ShipModel extends foundry.abstract.TypeDataModel<
  ShipModel.Schema,
  Actor.Implementation
> {
  declare profile: ShipProfile;
  declare dcLost: DcLost;
  declare bf: { port: number; starboard: number };
  declare speedMm: number;
  declare hullBar: { value: number; max: number };
  declare riggingBar: { value: number; max: number };
  declare sinking: boolean;
  declare dismasted: boolean;

  static override defineSchema(): ShipModel.Schema {
    return shipSchema();
  }

  /** Older sources: v0 had no schemaVersion and kept a single "fires" count. */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    if (typeof source.fires === 'number') source.fires = { hull: source.fires, rigging: 0 };
    if (source.schemaVersion === undefined) source.schemaVersion = SHIP_SCHEMA_VERSION;
    return super.migrateData(source) as Record<string, unknown>;
  }

  /** Cross-field checks: damage within the class's boxes, a known class id, no contradictory flags. */
  static override validateJoint(data: Record<string, unknown>): void {
    const d = data as unknown as ShipSystemSource;
    validateDamage(profileFromSource(d), { ...NO_DAMAGE, ...d.damage });
    const problems = shipStateProblems(d);
    if (problems.length > 0) throw new RuleError(problems.join('; '));
  }

  /** The data alone does not know the ship's id: a contact naming the ship itself is refused here. */
  protected override async _preCreate(
    ...args: Parameters<
      foundry.abstract.TypeDataModel<ShipModel.Schema, Actor.Implementation>['_preCreate']
    >
  ) {
    const data = args[0] as { _id?: string; system?: { contacts?: unknown } };
    const problem = selfContactProblem(data.system?.contacts, data._id ?? this.parent?.id);
    if (problem) throw new RuleError(problem);
    return super._preCreate(...args);
  }

  protected override async _preUpdate(
    ...args: Parameters<
      foundry.abstract.TypeDataModel<ShipModel.Schema, Actor.Implementation>['_preUpdate']
    >
  ) {
    const changes = args[0] as { system?: { contacts?: unknown } };
    const problem = selfContactProblem(changes.system?.contacts, this.parent?.id);
    if (problem) throw new RuleError(problem);
    return super._preUpdate(...args);
  }

  override prepareDerivedData(): void {
    const source = this as unknown as ShipSystemSource;
    const profile = profileFromSource(source);
    const damage = { ...source.damage };
    this.profile = profile;
    this.dcLost = dcLost(profile, damage);
    this.bf = {
      port: currentBf(profile, damage, 'port'),
      starboard: currentBf(profile, damage, 'starboard'),
    };
    this.sinking = isSinking(profile, damage);
    this.dismasted = isDismasted(profile, damage);
    const hullMax = (profile.hdc.port + profile.hdc.starboard) * profile.dcCapacity;
    const riggingMax = profile.rdc * profile.dcCapacity;
    this.hullBar = { value: hullMax - damage.port - damage.starboard, max: hullMax };
    this.riggingBar = { value: riggingMax - damage.rigging, max: riggingMax };
    this.speedMm = this.dismasted
      ? 0
      : shipSpeed({
          sail: speedSailOf(source), // OR-9 rigging down: one sail step lower; SD-35 restored

          rdcLost: this.dcLost.rigging,
          masts: profile.masts,
          rdc: profile.rdc,
          halfSpeed: source.halfSpeed,
        }).speedMm;
  }
}
