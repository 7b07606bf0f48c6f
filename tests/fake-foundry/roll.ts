// A Roll that takes its faces from the world's dice queue, with the parts of Roll the system reads:
// evaluate(), total, dice[].results, terms, toJSON / fromData, formula.
import type { FakeWorld } from './world.js';

interface DieResult {
  result: number;
  active: boolean;
}

export class FakeDie {
  constructor(
    readonly number: number,
    readonly faces: number,
    public results: DieResult[] = [],
  ) {}
  get total(): number {
    return this.results.reduce((a, r) => a + r.result, 0);
  }
  get values(): number[] {
    return this.results.map((r) => r.result);
  }
}

export function makeRollClass(world: FakeWorld) {
  return class Roll {
    static world = world;
    formula: string;
    data: Record<string, unknown>;
    terms: FakeDie[];
    _evaluated = false;
    _total: number | undefined;
    options: Record<string, unknown>;

    constructor(
      formula: string,
      data: Record<string, unknown> = {},
      options: Record<string, unknown> = {},
    ) {
      const m = /^\s*(\d+)d(\d+)\s*$/.exec(formula);
      if (!m) throw new Error(`the fake Roll only understands NdM formulas, not "${formula}"`);
      this.formula = formula.trim();
      this.data = data;
      this.options = options;
      this.terms = [new FakeDie(Number(m[1]), Number(m[2]))];
    }
    get dice(): FakeDie[] {
      return this.terms;
    }
    get total(): number | undefined {
      return this._total;
    }
    get isDeterministic(): boolean {
      return false;
    }
    async evaluate(): Promise<this> {
      if (this._evaluated) throw new Error('this Roll has already been evaluated');
      for (const die of this.terms)
        die.results = world.dice
          .take(die.number, die.faces)
          .map((result) => ({ result, active: true }));
      this._total = this.terms.reduce((a, d) => a + d.total, 0);
      this._evaluated = true;
      return this;
    }
    toJSON(): Record<string, unknown> {
      return {
        class: 'Roll',
        formula: this.formula,
        evaluated: this._evaluated,
        total: this._total,
        terms: this.terms.map((d) => ({ number: d.number, faces: d.faces, results: d.results })),
        options: this.options,
      };
    }
    static fromData(data: {
      formula: string;
      total?: number;
      evaluated?: boolean;
      terms: Array<{ results: DieResult[] }>;
    }): Roll {
      const r = new Roll(data.formula);
      r.terms.forEach((d, i) => {
        d.results = data.terms[i]?.results ?? [];
      });
      r._total = data.total;
      r._evaluated = data.evaluated ?? true;
      return r;
    }
  };
}
