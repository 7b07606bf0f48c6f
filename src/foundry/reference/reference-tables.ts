// The rules reference's tables, generated from the rules core's typed tables and functions (never
// typed twice): FP-1.1, FP-1.5, FP-1.7, FP-2.1, FP-4.1, FP-4.2, FP-5.2/A1, FP-5.4, FP-5.5, FP-6.1,
// FP-6.3, FP-A2, FP-6.4, FP-6.5, FP-6.6, FP-7.5, FP-8.2 and the squadron lists. Words come from a
// per-language vocabulary; numbers and results from the core.
import {
  ABILITA_TABLE,
  BASE_SIZES,
  CALM_CONDITIONS,
  CARRONADE_MULTIPLIERS,
  COMPASS_POINTS,
  COMPOSITION_CATEGORIES,
  COURSE_CHANGES,
  CREW_QUALITIES,
  CREW_TABLE,
  GUN_MULTIPLIERS,
  NATIONS,
  POINT_OF_SAIL_BY_R,
  RAKE_MULTIPLIERS,
  RANGE_BANDS,
  RANGE_LIMITS_MM,
  RATES,
  SAIL_SPEEDS_MM,
  SCALES,
  SHIP_CLASSES,
  SPEED_LOSS_FRACTION_BY_MASTS,
  SPEED_LOSS_PER_RDC_MM,
  SQUADRON_LISTS,
  TEST_DICE_MODIFIER,
  UNLUCKY_TABLE,
  WELL_LAID_TABLE,
  WIND_STRENGTHS,
  abilitaModifiers,
  compositionCategory,
  meleeModifiers,
  meleeOutcome,
  moraleModifiers,
  randomWindDirection,
  shipProfile,
  type AbilitaRow,
  type CompositionCategory,
  type CrewQuality,
  type MeleeParty,
  type MoraleConditions,
  type Nation,
  type PointOfSail,
  type Rate,
  type RuleId,
  type ShotResult,
  type UnfoulResult,
  type UnluckyEffect,
  type WellLaidEffect,
  type WindStrength,
} from '../../rules/index.js';

/** Labels shared with the UI (lang/<lang>/30-fleet.json). */
export interface LangLabels {
  rate: Record<Rate, string>;
  crew: Record<CrewQuality, string>;
  nation: Record<Nation, string>;
  category: Record<CompositionCategory, string>;
}

/** The words of the reference tables in one language. */
export interface TableVocabulary {
  col: Record<
    | 'rate'
    | 'guns'
    | 'dc'
    | 'bf'
    | 'hdc'
    | 'rdc'
    | 'masts'
    | 'cost'
    | 'crew'
    | 'abilita'
    | 'dcCapacity'
    | 'score'
    | 'modifier'
    | 'rule'
    | 'condition'
    | 'roll'
    | 'effect'
    | 'scale'
    | 'range'
    | 'upTo'
    | 'hullOrFull'
    | 'riggingReduced'
    | 'carronades'
    | 'r'
    | 'pointOfSail'
    | 'legalTargets'
    | 'wind'
    | 'easy'
    | 'full'
    | 'nation'
    | 'category'
    | 'result'
    | 'outcome'
    | 'rake'
    | 'multiplier'
    | 'base'
    | 'total'
    | 'direction',
    string
  >;
  /** FP-4.2 column headings in table order. */
  abilitaCols: [string, string, string, string, string, string, string, string, string];
  cell: Record<'ok' | 'fail' | 'critical' | 'unlucky' | 'wellLaid' | 'hit' | 'miss', string>;
  unfoul: Record<UnfoulResult, string>;
  pointOfSail: Record<PointOfSail, string>;
  wind: Record<WindStrength, string>;
  range: Record<(typeof RANGE_BANDS)[number], string>;
  rake: Record<'bow' | 'stern', string>;
  unlucky: Record<UnluckyEffect, string>;
  wellLaid: Record<WellLaidEffect, string>;
  /** Modifier keys of the core (abilitaModifiers, meleeModifiers, moraleModifiers) to words. */
  modifier: Record<string, string>;
  melee: Record<'repelled' | 'continues' | 'captured', string>;
  unlimited: string;
  notAllowed: string;
  perSquadron: string;
  perLine: string;
  otherTack: string;
  oneTrack: string;
  none: string;
}

export function esc(text: string | number): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function table(
  caption: string,
  head: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table class="sca-ref">\n<caption>${esc(caption)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const num = (n: number) => String(n);

/** FP-1.1 / HR-2 bases by rate. */
export function basesTable(v: TableVocabulary, l: LangLabels, caption: string): string {
  const rows = RATES.filter((r) => r !== 'fortification').map((rate) => [
    l.rate[rate],
    ...SCALES.map((s) => `${BASE_SIZES[s][rate].lengthMm} x ${BASE_SIZES[s][rate].widthMm} mm`),
  ]);
  return table(caption, [v.col.rate, ...SCALES.map((s) => `1:${s}`)], rows);
}

/** FP-1.5 crew quality. */
export function crewTable(v: TableVocabulary, l: LangLabels, caption: string): string {
  const rows = CREW_QUALITIES.map((c) => [
    l.crew[c],
    signed(CREW_TABLE[c].cost),
    signed(CREW_TABLE[c].abilita),
    signed(CREW_TABLE[c].dcCapacity),
  ]);
  return table(caption, [v.col.crew, v.col.cost, v.col.abilita, v.col.dcCapacity], rows);
}

/** FP-1.7 random wind: the 3d6 total and the point the wind blows from. */
export function randomWindTable(v: TableVocabulary, caption: string): string {
  const rows = Array.from({ length: 16 }, (_, i) => [
    i + 3,
    COMPASS_POINTS[randomWindDirection(i + 3)]!,
  ]);
  return table(caption, [v.col.roll, v.col.direction], rows);
}

/** FP-2.1 with the boxes the system derives (D-2 masts, D-3 hull DCs) and the average-crew cost. */
export function classTable(v: TableVocabulary, l: LangLabels, caption: string): string {
  const rows = SHIP_CLASSES.map((row) => {
    const p = shipProfile(row);
    const hdc = p.isFortification
      ? `${p.hdc.port} (${v.oneTrack})`
      : `${p.hdc.port} + ${p.hdc.starboard}`;
    return [l.rate[row.rate], row.guns, row.dc, num(row.bf), hdc, p.rdc, p.masts, num(p.cost)];
  });
  return table(
    caption,
    [v.col.rate, v.col.guns, v.col.dc, v.col.bf, v.col.hdc, v.col.rdc, v.col.masts, v.col.cost],
    rows,
  );
}

/** FP-4.1 the Abilità modifiers, each computed by the core from a single condition. */
export function abilitaModifierTable(v: TableVocabulary, caption: string): string {
  const cases: Array<Partial<typeof CALM_CONDITIONS>> = [
    { crew: 'elite' },
    { crew: 'good' },
    { crew: 'poor' },
    { dcLost: 1 },
    { fires: 1 },
    { hoveTo: true },
    { rudderDamaged: true },
    { contacts: 2 },
  ];
  const rows: Array<[string, string, RuleId]> = [];
  for (const c of cases) {
    const mods = abilitaModifiers({ ...CALM_CONDITIONS, ...c });
    const last = mods.at(-1)!;
    const key = last.key === 'crew' ? `crew.${c.crew}` : last.key;
    rows.push([v.modifier[key] ?? key, signed(last.value), last.rule]);
  }
  return table(caption, [v.col.condition, v.col.modifier, v.col.rule], rows);
}

function shotCell(v: TableVocabulary, r: ShotResult): string {
  return v.cell[r];
}

function extinguishCell(v: TableVocabulary, row: AbilitaRow): string {
  if (row.extinguish === 'ok') return v.cell.ok;
  const pct = row.extinguishDamagePct;
  if (pct === 0) return v.cell.fail;
  const dc = pct >= 100 ? `-${pct / 100} DC` : `-${pct}% DC`;
  return `${v.cell.fail}, ${dc}`;
}

/** FP-4.2 the Abilità table; identical consecutive rows are merged (10-15). */
export function abilitaTable(v: TableVocabulary, caption: string): string {
  const cells = (row: AbilitaRow) => [
    extinguishCell(v, row),
    v.unfoul[row.unfoul],
    v.cell[row.increaseSail],
    v.cell[row.decreaseSail],
    v.cell[row.changeCourse],
    shotCell(v, row.short),
    shotCell(v, row.medium),
    shotCell(v, row.long),
    v.cell[row.boarding],
  ];
  const rows: Array<[string, ...string[]]> = [];
  let start = 3;
  for (let score = 3; score <= 18; score++) {
    const here = cells(ABILITA_TABLE[score]!);
    const next = score < 18 ? cells(ABILITA_TABLE[score + 1]!) : null;
    if (next && next.join('|') === here.join('|')) continue;
    rows.push([start === score ? String(score) : `${start}-${score}`, ...here]);
    start = score + 1;
  }
  return table(caption, [v.col.score, ...v.abilitaCols], rows);
}

/** The dice modifier of the melee (FP-7.5) and morale (FP-8.2) tests. */
export function testDiceTable(v: TableVocabulary, caption: string): string {
  return table(
    caption,
    [v.col.roll, v.col.modifier],
    TEST_DICE_MODIFIER.map((b) => [`${b.min}-${b.max}`, signed(b.value)]),
  );
}

/** FP-5.2 / FP-A1 / HR-2 speeds and FP-5.3 / FP-A4 losses per RDC. */
export function speedTable(v: TableVocabulary, caption: string): string {
  const rows = SCALES.flatMap((s) =>
    WIND_STRENGTHS.map((w) => [
      `1:${s}`,
      v.wind[w],
      `${SAIL_SPEEDS_MM[s][w].easy} mm`,
      `${SAIL_SPEEDS_MM[s][w].full} mm`,
      `-${SPEED_LOSS_PER_RDC_MM[s]} mm`,
    ]),
  );
  return table(caption, [v.col.scale, v.col.wind, v.col.easy, v.col.full, v.col.rdc], rows);
}

/** FP-A4: the fraction of speed an unrated vessel loses per RDC, by masts. */
export function unratedLossPercent(masts: number): number {
  return Math.round((SPEED_LOSS_FRACTION_BY_MASTS[masts] ?? 0) * 100);
}

/** FP-5.4 points of sail by r. */
export function pointsOfSailTable(v: TableVocabulary, caption: string): string {
  return table(
    caption,
    [v.col.r, v.col.pointOfSail],
    POINT_OF_SAIL_BY_R.map((p, r) => [r, v.pointOfSail[p]]),
  );
}

/** FP-5.5 legal single-turn course changes (a prime marks the other tack). */
export function courseChangeTable(v: TableVocabulary, caption: string): string {
  const rows = Object.entries(COURSE_CHANGES).map(([r, targets]) => [
    r,
    targets.map((t) => `${t.r}${t.otherTack ? "'" : ''}`).join(', '),
  ]);
  return `${table(caption, [v.col.r, v.col.legalTargets], rows)}\n<p class="sca-ref-note">' = ${esc(v.otherTack)}</p>`;
}

/** FP-6.1 / D-10 / HR-2 range bands (upper bound inclusive). */
export function rangeTable(v: TableVocabulary, caption: string): string {
  const rows = RANGE_BANDS.map((b, i) => [
    v.range[b],
    ...SCALES.map(
      (s) => `${i === 0 ? 0 : RANGE_LIMITS_MM[s][RANGE_BANDS[i - 1]!]}-${RANGE_LIMITS_MM[s][b]} mm`,
    ),
  ]);
  return table(caption, [v.col.range, ...SCALES.map((s) => `1:${s}`)], rows);
}

/** FP-6.3 damage multipliers and FP-A2 carronade-only ships. */
export function multiplierTable(v: TableVocabulary, caption: string): string {
  const order = ['long', 'medium', 'short'] as const;
  const rows = order.map((b) => [
    v.range[b],
    `x${GUN_MULTIPLIERS[b].hullOrFullSail}`,
    `x${GUN_MULTIPLIERS[b].riggingReduced}`,
    CARRONADE_MULTIPLIERS[b].hullOrFullSail === 0
      ? v.none
      : `x${CARRONADE_MULTIPLIERS[b].hullOrFullSail} / x${CARRONADE_MULTIPLIERS[b].riggingReduced}`,
  ]);
  return table(
    caption,
    [v.col.range, v.col.hullOrFull, v.col.riggingReduced, v.col.carronades],
    rows,
  );
}

export function rakeTable(v: TableVocabulary, caption: string): string {
  return table(
    caption,
    [v.col.rake, v.col.multiplier],
    (['bow', 'stern'] as const).map((k) => [v.rake[k], `x${RAKE_MULTIPLIERS[k]}`]),
  );
}

export function unluckyTable(v: TableVocabulary, caption: string): string {
  return table(
    caption,
    [v.col.roll, v.col.effect],
    UNLUCKY_TABLE.map((r) => [`${r.min}-${r.max}`, v.unlucky[r.effect]]),
  );
}

export function wellLaidTable(v: TableVocabulary, caption: string): string {
  return table(
    caption,
    [v.col.roll, v.col.effect],
    WELL_LAID_TABLE.map((r) => [`${r.min}-${r.max}`, v.wellLaid[r.effect]]),
  );
}

/** FP-7.5 / FP-7.6 melee modifiers, each computed by the core from one difference between the ships. */
export function meleeModifierTable(v: TableVocabulary, caption: string): string {
  const even: MeleeParty = { crew: 'average', initialBf: 7, dcLost: 0, supports: 0 };
  const cases: Array<[Partial<MeleeParty>, Partial<MeleeParty>]> = [
    [{ crew: 'good' }, {}],
    [{ crew: 'poor' }, {}],
    [{}, { dcLost: 1 }],
    [{ dcLost: 1 }, {}],
    [{ initialBf: 9 }, {}],
    [{ initialBf: 6 }, {}],
    [{ supports: 1 }, {}],
    [{}, { supports: 1 }],
  ];
  const rows = cases.map(([own, enemy]) => {
    const m = meleeModifiers({ ...even, ...own }, { ...even, ...enemy })[0]!;
    return [v.modifier[m.key] ?? m.key, signed(m.value), m.rule];
  });
  return table(caption, [v.col.condition, v.col.modifier, v.col.rule], rows);
}

/** FP-7.5 melee outcomes by final score, found by asking the core score by score. */
export function meleeOutcomeTable(v: TableVocabulary, caption: string): string {
  const bands: Array<[number, number, string]> = [];
  for (let s = -12; s <= 12; s++) {
    const o = meleeOutcome(s);
    const last = bands.at(-1);
    if (last && last[2] === o) last[1] = s;
    else bands.push([s, s, o]);
  }
  const label = (b: [number, number, string], i: number) =>
    i === 0
      ? `≤ ${b[1]}`
      : i === bands.length - 1
        ? `≥ ${b[0]}`
        : b[0] === b[1]
          ? `${b[0]}`
          : `${b[0]}-${b[1]}`;
  return table(
    caption,
    [v.col.score, v.col.outcome],
    bands.map((b, i) => [label(b, i), v.melee[b[2] as 'repelled']]),
  );
}

/** FP-8.2 morale modifiers, each computed by the core from a single condition. */
export function moraleModifierTable(v: TableVocabulary, caption: string): string {
  const calm: MoraleConditions = {
    dcCapacity: 120,
    onFire: false,
    hoveTo: false,
    rudderDamaged: false,
    rdcLost: 0,
    hdcLost: 0,
    hits: 0,
    previousTests: 0,
    bowRakes: 0,
    sternRakes: 0,
  };
  const cases: Array<Partial<MoraleConditions>> = [
    { onFire: true },
    { hoveTo: true },
    { rudderDamaged: true },
    { rdcLost: 1 },
    { hits: 1 },
    { previousTests: 1 },
    { hdcLost: 1 },
    { bowRakes: 1 },
    { sternRakes: 1 },
  ];
  const rows = cases.map((c) => {
    const m = moraleModifiers({ ...calm, ...c })[0]!;
    return [v.modifier[`morale.${m.key}`] ?? m.key, signed(m.value), m.rule];
  });
  return table(caption, [v.col.condition, v.col.modifier, v.col.rule], rows);
}

/** The squadron lists 1793-1815 (caps per 10 ships of the line, or per 10-ship squadron). */
export function squadronListTable(v: TableVocabulary, l: LangLabels, caption: string): string {
  const rows = NATIONS.map((n) => {
    const list = SQUADRON_LISTS[n];
    const caps = COMPOSITION_CATEGORIES.filter((c) => list.limits[c] !== undefined).map((c) => {
      const limit = list.limits[c]!;
      return `${l.category[c]}: ${limit === 'unlimited' ? v.unlimited : `≤ ${limit}`}`;
    });
    return [
      l.nation[n],
      `${caps.join('; ')} (${list.perSquadronOfTen ? v.perSquadron : v.perLine})`,
    ];
  });
  return table(caption, [v.col.nation, v.col.category], rows);
}

/** Which list category each FP-2.1 row counts in (core compositionCategory). */
export function categoryMapTable(v: TableVocabulary, l: LangLabels, caption: string): string {
  const rows = SHIP_CLASSES.filter((r) => r.rate !== 'fortification').map((r) => [
    l.rate[r.rate],
    r.guns,
    l.category[compositionCategory(r)!],
  ]);
  return table(caption, [v.col.rate, v.col.guns, v.col.category], rows);
}
