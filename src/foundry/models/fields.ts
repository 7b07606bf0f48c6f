// Field builders shared by the system's data models; every field states its bounds so the
// schema itself rejects bad values with a message naming the field.
import { CREW_QUALITIES, NATIONS, SAIL_SETTINGS } from '../../rules/index.js';

const fields = () => foundry.data.fields;

export function countField(initial = 0, max?: number) {
  return new (fields().NumberField)({
    required: true,
    nullable: false,
    integer: true,
    min: 0,
    ...(max === undefined ? {} : { max }),
    initial,
  });
}

export function crewField() {
  return new (fields().StringField)({
    required: true,
    nullable: false,
    blank: false,
    choices: [...CREW_QUALITIES],
    initial: 'average',
  });
}

export function sailField() {
  return new (fields().StringField)({
    required: true,
    nullable: false,
    blank: false,
    choices: [...SAIL_SETTINGS],
    initial: 'full',
  });
}

export function nationField() {
  return new (fields().StringField)({
    required: true,
    nullable: false,
    blank: true,
    choices: ['', ...NATIONS],
    initial: '',
  });
}

export function textField(initial = '') {
  return new (fields().StringField)({ required: true, nullable: false, blank: true, initial });
}

export function flagField(initial = false) {
  return new (fields().BooleanField)({ required: true, nullable: false, initial });
}
