// The damage/effect history kept on an actor so every applied result can be undone exactly.

/** One applied change: the values of the changed system paths before and after. */
export interface HistoryEntry {
  id: string;
  /** Milliseconds since the epoch, for display. */
  time: number;
  label: string;
  /** What caused it: a chat card id, "sheet", "gm"... */
  source: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  undone: boolean;
}

export function historyField() {
  const f = foundry.data.fields;
  return new f.ArrayField(
    new f.SchemaField({
      id: new f.StringField({ required: true, nullable: false, blank: false }),
      time: new f.NumberField({
        required: true,
        nullable: false,
        integer: true,
        min: 0,
        initial: 0,
      }),
      label: new f.StringField({ required: true, nullable: false, blank: true, initial: '' }),
      source: new f.StringField({ required: true, nullable: false, blank: true, initial: '' }),
      before: new f.ObjectField({ required: true, nullable: false, initial: {} }),
      after: new f.ObjectField({ required: true, nullable: false, initial: {} }),
      undone: new f.BooleanField({ required: true, nullable: false, initial: false }),
    }),
  );
}
