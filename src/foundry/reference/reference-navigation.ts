// The rules reference pages of OR-5 full navigation and OR-9 the rigging damage test, in English and
// Italian: what each setting does and needs, the tables generated from the rules core's data (speeds
// per segment at both scales, drift, the test's base and modifiers) and the decisions SD-26..SD-35.
import {
  DRIFT_MM,
  NAV_POINTS_OF_SAIL,
  NAV_RDC_LOSS_MM,
  NAV_SAILS,
  NAV_WINDS,
  RESTORED_RDC_EASY_ONLY,
  RESTORED_RDC_SEGMENT1_SPREAD,
  RIGGING_DAMAGE_PCT_PER_POINT,
  RIGGING_TEST_BASE,
  RIGGING_TEST_MODIFIERS as M,
  RIGGING_TEST_PASSES_AT,
  SCALES,
  TACK_FIRE_MODIFIER,
  navigationSpeed,
  type NavPointOfSail,
  type NavSail,
  type NavWind,
  type Scale,
} from '../../rules/index.js';
import { list, paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { table } from './reference-tables.js';

interface NavWords {
  point: Record<NavPointOfSail, string>;
  wind: Record<NavWind, string>;
  sail: Record<NavSail, string>;
  col: {
    point: string;
    wind: string;
    row: string;
    scale: string;
    condition: string;
    modifier: string;
    crew: string;
    base: string;
  };
  drift: string;
  withSails: string;
  none: string;
  mod: Record<
    'partiesReady' | 'rock' | 'sand' | 'perRateAgainst' | 'hoveTo' | 'perRdcLost',
    string
  >;
  crew: Record<keyof typeof RIGGING_TEST_BASE, string>;
}

const WORDS: Record<Lang, NavWords> = {
  en: {
    point: {
      closeHauled: 'close-hauled',
      beam: 'beam reach',
      quarter: 'broad reach',
      running: 'before the wind',
    },
    wind: {
      'light-breeze': 'light breeze',
      'moderate-breeze': 'moderate breeze',
      'strong-wind': 'strong wind',
    },
    sail: { easy: 'easy sail', full: 'full sail' },
    col: {
      point: 'Point of sail',
      wind: 'Wind',
      row: 'Drift',
      scale: 'Scale',
      condition: 'Condition',
      modifier: 'Modifier',
      crew: 'Crew',
      base: 'Base',
    },
    drift: 'hove to',
    withSails: 'with sails set',
    none: 'none',
    mod: {
      partiesReady: 'boarding parties ready, in a collision with a ship',
      rock: 'collision or grounding on rock',
      sand: 'collision or grounding on sand',
      perRateAgainst: 'each rate of difference against you, in a collision with a ship',
      hoveTo: 'hove to',
      perRdcLost: 'each rigging DC lost',
    },
    crew: { elite: 'Elite', good: 'Good', average: 'Average', poor: 'Poor' },
  },
  it: {
    point: { closeHauled: 'bolina', beam: 'traverso', quarter: 'lasco', running: 'poppa' },
    wind: {
      'light-breeze': 'brezza leggera',
      'moderate-breeze': 'brezza moderata',
      'strong-wind': 'vento forte',
    },
    sail: { easy: 'vele di manovra', full: 'vele spiegate' },
    col: {
      point: 'Andatura',
      wind: 'Vento',
      row: 'Deriva',
      scale: 'Scala',
      condition: 'Condizione',
      modifier: 'Modificatore',
      crew: 'Equipaggio',
      base: 'Valore base',
    },
    drift: 'alla deriva',
    withSails: 'con le vele spiegate',
    none: 'nessuna',
    mod: {
      partiesReady: 'squadre di abbordaggio pronte, in una collisione con un’altra nave',
      rock: 'collisione o nave arenata su fondo roccioso',
      sand: 'collisione o nave arenata su fondo sabbioso',
      perRateAgainst: 'ogni classe di differenza a sfavore, in una collisione con un’altra nave',
      hoveTo: 'nave alla deriva',
      perRdcLost: 'ogni RDC perso',
    },
    crew: { elite: 'Elite', good: 'Good', average: 'Average', poor: 'Poor' },
  },
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n).replace('-', '−'));

/** OR-5 / HR-2 the speed table per segment, computed by the core at `scale`. */
export function navSpeedTable(lang: Lang, scale: Scale, caption: string): string {
  const w = WORDS[lang];
  const head = [
    w.col.point,
    ...NAV_WINDS.flatMap((wind) => NAV_SAILS.map((sail) => `${w.wind[wind]}, ${w.sail[sail]}`)),
  ];
  const rows = NAV_POINTS_OF_SAIL.map((point) => [
    w.point[point],
    ...NAV_WINDS.flatMap((wind) =>
      NAV_SAILS.map((sail) => {
        const s = navigationSpeed({ pointOfSail: point, wind, sail, rdcLost: 0, scale });
        return `${s.segment1Mm} – ${s.segment2Mm}`;
      }),
    ),
  ]);
  return table(caption, head, rows);
}

/** OR-5 / HR-2 drift, mm in segment 1 / segment 2, at both scales. */
export function driftTable(lang: Lang, caption: string): string {
  const w = WORDS[lang];
  const cell = (p: readonly [number, number | null]) => `${p[0]} / ${p[1] ?? '–'}`;
  const head = [
    w.col.wind,
    w.col.row,
    ...SCALES.flatMap((s) => NAV_SAILS.map((sail) => `1:${s}, ${w.sail[sail]}`)),
  ];
  const rows = NAV_WINDS.flatMap((wind) =>
    (['drift', 'withSails'] as const).map((row) => [
      w.wind[wind],
      row === 'drift' ? w.drift : w.withSails,
      ...SCALES.flatMap((s) => NAV_SAILS.map((sail) => cell(DRIFT_MM[s][wind][row][sail]))),
    ]),
  );
  return table(caption, head, rows);
}

/** OR-9 the test's base by crew and its modifiers (the dice modifier is the shared test table). */
export function riggingModifierTable(lang: Lang, caption: string): string {
  const w = WORDS[lang];
  const rows: Array<[string, string]> = [
    ...(Object.keys(RIGGING_TEST_BASE) as Array<keyof typeof RIGGING_TEST_BASE>).map(
      (c) => [`${w.col.base}: ${w.crew[c]}`, String(RIGGING_TEST_BASE[c])] as [string, string],
    ),
    [w.mod.partiesReady, signed(M.partiesReady)],
    [w.mod.rock, signed(M.rock)],
    [w.mod.sand, signed(M.sand)],
    [w.mod.perRateAgainst, signed(M.perRateAgainst)],
    [w.mod.hoveTo, signed(M.hoveTo)],
    [w.mod.perRdcLost, signed(M.perRdcLost)],
    ...NAV_SAILS.map((s) => [w.sail[s], signed(M.sail[s])] as [string, string]),
    ...NAV_WINDS.map((v) => [w.wind[v], signed(M.wind[v])] as [string, string]),
  ];
  return table(caption, [w.col.condition, w.col.modifier], rows);
}

const LOSS = NAV_RDC_LOSS_MM;

/** The OR-5 and OR-9 pages of the reference, in the kit's language. */
export function navigationPages(k: ReferenceKit): ReferencePage[] {
  return k.lang === 'it' ? pagesIt(k) : pagesEn(k);
}

function pagesEn(k: ReferenceKit): ReferencePage[] {
  return [
    {
      key: 'navigation',
      title: 'Full navigation (optional)',
      html: [
        k.h('OR-5', 'Full navigation'),
        paras(
          'The world setting “Full navigation (full game)” replaces the Fast Play speeds with the full game’s simplified speed table, per segment. It needs the two-segment turn and the rigging damage test: with either of them off it is off too.',
          `Speed in each segment by point of sail, wind and sail, in mm, segment 1 – segment 2. Each rigging DC lost takes ${LOSS[1200]} mm off each segment (${LOSS[3000]} mm at 1:3000), never below nothing. The point of sail a ship has when segment 1 begins sets its speed for the whole turn (footnote 15 of the source): a turn made when segment 1 ends leaves the speed of segment 2 as it was.`,
        ),
        navSpeedTable('en', 1200, 'OR-5 speeds per segment at 1:1200 (mm)'),
        navSpeedTable('en', 3000, 'HR-2 speeds per segment at 1:3000 (the table x 0.4, mm)'),
        k.house('SD-26'),
        k.house('SD-274'),
        k.house('SD-283'),
        k.h('OR-5', 'Drift'),
        paras(
          'A drifting ship is pushed straight downwind, whatever its size; a ship with its sails furled does not move. At 1:3000 the club prints its own drift table (HR-2), used as given.',
          'On the table the referee moves every ship hove to (by her orders, with furled sails, or with her rigging down) when her side’s movement step of each segment closes: straight downwind by the drift row, once, with a note in the chat. Her player does not move her. She stops short against another ship or at the edge of a shoal, with no collision and without running aground.',
        ),
        driftTable('en', 'OR-5 / HR-2 drift, mm in segment 1 / segment 2 (– none)'),
        k.house('SD-27'),
        k.house('SD-275'),
        k.house('SD-276'),
        k.h('OR-5', 'Course changes'),
        paras(
          'A luff or a bear-away comes once a segment’s move is over: when segment 1 ends, when segment 2 ends, or both. Turning two points or more in one turn needs part of the turn in each segment: 2 + 1 may be ordered, 3 + 0 may not. Ordering a course change the rules forbid costs the ship a rigging damage test.',
        ),
        k.house('SD-28'),
        k.h('OR-5', 'Tacking'),
        list(
          'A tack may begin only when a turn begins, from close-hauled, and never in a turn that also has a luff or bear-away.',
          'The sails stay as they are until the tack is over.',
          `A ship may fire while tacking, with its BF ${signed(TACK_FIRE_MODIFIER)}.`,
          'Failing on the first turn: the ship sails close-hauled in both segments.',
          'Failing on the second turn: a rigging damage test, then the ship is hove to, pushed back downwind at the end of segment 1 to its original heading, and drifts in segment 2.',
          'One turn of sailing before another tack.',
        ),
        k.house('SD-29'),
        paras(
          'How the turn flow plays it: the orders refuse a tack that is not from close-hauled, that comes with a luff or bear-away, or that comes before a turn of sailing since the last tack ended, and any sail change while tacking; the orders dialog does not offer a course the rules forbid. The tack step is made from the Abilità card at the end of segment 1, as in Fast Play. A failure on the first turn leaves the ship close-hauled; on the second the referee rolls the rigging damage test at once, puts the ship back where the tack began and heaves it to. A broadside fired during the tack shows its BF −1 on the gunnery card.',
        ),
        k.house('SD-86'),
        k.house('SD-87'),
        k.house('SD-88'),
        k.house('SD-89'),
      ].join('\n'),
    },
    {
      key: 'rigging',
      title: 'Rigging damage test (optional)',
      html: [
        k.h('OR-9', 'Rigging damage test'),
        paras(
          'The world setting “Rigging damage test (full game)” makes a ship test its rigging: when a tack fails on its second turn; when it finds itself on a heading into the wind for any reason but a tack order; at full sail in a strong wind, every turn until it shortens sail (the system tests it at the end of its side’s part). In a storm (set-up rolls and changing wind) every ship above easy sail tests, whether or not this setting is on. Full navigation needs this setting.',
          `Roll 3d6: the base of the crew (a prize’s original crew), the dice modifier and the circumstances. ${RIGGING_TEST_PASSES_AT} or more and the rigging holds; below ${RIGGING_TEST_PASSES_AT} the ship takes ${RIGGING_DAMAGE_PCT_PER_POINT}% of a DC of rigging damage for each point below (of the other ship’s DC in a collision with a ship). The referee rolls, posts the card and applies the damage; only a GM undoes it.`,
        ),
        riggingModifierTable('en', 'OR-9 base and modifiers'),
        k.house('SD-30'),
        k.house('SD-31'),
        k.house('SD-32'),
        k.h('OR-9', 'A rigging DC lost'),
        paras(
          'A ship that loses a rigging DC this way cannot luff, bear away, tack or make more sail until it jury-rigs; it counts as hove to for Abilità and morale; it moves one sail step lower (two with several lost); and its lee broadside, where the wreckage hangs, fires at -1 (a die picks the side when the wind is dead ahead or dead astern). Fire at it still reads the sail it carries.',
        ),
        k.house('SD-33'),
        k.house('SD-76'),
        k.house('SD-77'),
        k.house('SD-78'),
        k.h('OR-9', 'Jury rig'),
        list(
          'Segment 1: shorten sail to the setting the speed is read for.',
          'Segment 2: cut the wreckage away (Unfoul, A or better).',
          'Then a whole turn of repair (Unfoul, A or better); from the next turn the ship manoeuvres again. A restored DC still counts as lost for Abilità.',
          'No repair in a turn after being hit at short range.',
          'Several DCs lost: two segments to cut away, a turn for each DC.',
        ),
        paras(
          `Restored rigging: with ${RESTORED_RDC_EASY_ONLY} DCs lost and restored a ship sails at easy sail only; with ${RESTORED_RDC_SEGMENT1_SPREAD}, its segment-1 speed is spread over both segments; with every one lost it does not move.`,
        ),
        k.house('SD-34'),
        k.house('SD-35'),
        paras(
          'How the turn plays it: a ship with rigging down is offered “Cut away the wreckage” in its orders; the Abilità card reads it on the Unfoul column. The first such order brings the sail down to the setting the speed is read for, whatever the roll; with A or better the wreckage is cut away (several DCs down: a second turn of cutting). Then “Jury-rig” is offered: a turn of repair for each DC, A or better, refused the turn after a hit at short range. A failed roll is tried again next turn. The referee applies each result once from the card; only a GM undoes it. The ship’s “Rigging down” chip says which step comes next. When the last DC is restored the ship manoeuvres again from the next turn’s orders; the restored DCs still cost Abilità and limit sail and speed as above.',
        ),
        k.house('SD-95'),
        k.house('SD-96'),
        k.house('SD-97'),
        k.house('SD-98'),
        k.house('SD-99'),
      ].join('\n'),
    },
  ];
}

function pagesIt(k: ReferenceKit): ReferencePage[] {
  return [
    {
      key: 'navigation',
      title: 'Navigazione completa (opzionale)',
      html: [
        k.h('OR-5', 'Navigazione completa'),
        paras(
          'L’impostazione del mondo “Navigazione completa (gioco completo)” sostituisce le velocità del Fast Play con la tabella semplificata del gioco completo, per segmento. Richiede il turno in due segmenti e il test sulla velatura: se uno dei due è spento, è spenta anche lei.',
          `Velocità in ogni segmento per andatura, vento e velatura, in mm, primo segmento – secondo segmento. Ogni RDC perso toglie ${LOSS[1200]} mm in ciascun segmento (${LOSS[3000]} mm a 1:3000), mai sotto lo zero. Per entrambi i segmenti vale l’andatura all’inizio del primo (nota 15 della fonte): orzare o poggiare alla fine del primo segmento non cambia la velocità del secondo.`,
        ),
        navSpeedTable('it', 1200, 'OR-5 velocità per segmento a 1:1200 (mm)'),
        navSpeedTable('it', 3000, 'HR-2 velocità per segmento a 1:3000 (tabella x 0,4, mm)'),
        k.house('SD-26'),
        k.house('SD-274'),
        k.house('SD-283'),
        k.h('OR-5', 'Deriva'),
        paras(
          'La nave che va alla deriva si sposta sottovento in linea retta, grande o piccola che sia; con le vele ammainate resta ferma. A 1:3000 il club stampa la propria tabella di deriva (HR-2), da usare così com’è.',
          'Sul tavolo l’arbitro muove ogni nave alla deriva (per ordine, con le vele ammainate o con la velatura giù) quando si chiude la fase di movimento della sua parte in ogni segmento: in linea retta sottovento secondo la riga della deriva, una volta sola, con una nota in chat. Il suo giocatore non la muove. Si ferma prima contro un’altra nave o al bordo di una secca, senza collisione e senza incagliarsi.',
        ),
        driftTable('it', 'OR-5 / HR-2 deriva, mm nel primo / secondo segmento (– nessuna)'),
        k.house('SD-27'),
        k.house('SD-275'),
        k.house('SD-276'),
        k.h('OR-5', 'Cambi di rotta'),
        paras(
          'Orzate e poggiate si fanno quando il movimento di un segmento è finito: alla fine del primo, del secondo o di tutti e due. Per girare di due o più quarte in un turno serve una parte della rotazione in ciascun segmento: 2 + 1 si può ordinare, 3 + 0 no. Un giocatore che ordina un cambio di rotta che le regole non consentono fa un test sulla velatura.',
        ),
        k.house('SD-28'),
        k.h('OR-5', 'Virare'),
        list(
          'Una virata si inizia solo di bolina all’inizio del turno, e non in un turno con un’orzata o una poggiata.',
          'Non si può modificare la velatura fino a quando la virata non è completata.',
          `Si può far fuoco durante una virata, con il BF ${signed(TACK_FIRE_MODIFIER)}.`,
          'Virata fallita nel primo turno: la nave muove di bolina in entrambi i segmenti.',
          'Virata fallita nel secondo turno: test sulla velatura, poi la nave è alla deriva, torna sottovento alla fine del primo segmento con la prua nella direzione di partenza, e deriva ancora nel secondo.',
          'Un turno di navigazione prima di una nuova virata.',
        ),
        k.house('SD-29'),
        paras(
          'Come la gioca il turno: gli ordini rifiutano una virata che non parte di bolina, che arriva con un’orzata o una poggiata, o che arriva prima di un turno di navigazione dalla fine dell’ultima virata, e ogni cambio di velatura durante la virata; la finestra degli ordini non offre una rotta vietata dalle regole. Il passo della virata si esegue dalla carta di Abilità alla fine del primo segmento, come nel Fast Play. Una virata fallita al primo turno lascia la nave di bolina; al secondo l’arbitro tira subito il test sulla velatura, riporta la nave dove la virata era cominciata e la lascia alla deriva. Una bordata sparata durante la virata mostra il suo FB −1 sulla carta di tiro.',
        ),
        k.house('SD-86'),
        k.house('SD-87'),
        k.house('SD-88'),
        k.house('SD-89'),
      ].join('\n'),
    },
    {
      key: 'rigging',
      title: 'Test sulla velatura (opzionale)',
      html: [
        k.h('OR-9', 'Test sulla velatura'),
        paras(
          'L’impostazione del mondo “Test danni all’attrezzatura (gioco completo)” fa fare alla nave il test sulla velatura: quando fallisce il secondo turno di una virata; quando finisce controvento per una ragione qualsiasi che non sia un ordine di virata; a vele spiegate con vento forte, in ogni turno finché non riduce la velatura (il sistema lo fa fare alla fine della parte del suo schieramento). In tempesta (tiri di preparazione e vento variabile) ogni nave con vele superiori a vele di manovra fa il test, anche con questa impostazione spenta. La navigazione completa la richiede.',
          `Si tirano 3d6: valore base dell’equipaggio (l’equipaggio originale per una nave catturata), modificatore dei dadi e circostanze. Con ${RIGGING_TEST_PASSES_AT} o più la velatura regge; sotto ${RIGGING_TEST_PASSES_AT} la nave subisce il ${RIGGING_DAMAGE_PCT_PER_POINT}% di un DC di danni alla velatura per ogni punto sotto (del DC dell’altra nave in una collisione). Il master tira, pubblica la carta e applica i danni; solo un master li annulla.`,
        ),
        riggingModifierTable('it', 'OR-9 valore base e modificatori'),
        k.house('SD-30'),
        k.house('SD-31'),
        k.house('SD-32'),
        k.h('OR-9', 'Un RDC perso'),
        paras(
          'La nave che perde un RDC in questo modo non può orzare, poggiare, virare né aumentare la velatura fino alle riparazioni di fortuna; è alla deriva per l’Abilità e il morale; muove con la velatura di un grado inferiore (due se ne ha persi più di uno); e tira con -1 dal bordo su cui cade la velatura, quello sottovento (a caso se è parallela al vento). Per il tiro avversario conta la velatura attuale.',
        ),
        k.house('SD-33'),
        k.house('SD-76'),
        k.house('SD-77'),
        k.house('SD-78'),
        k.h('OR-9', 'Riparazioni di fortuna'),
        list(
          'Primo segmento: ridurre la velatura a quella considerata per il movimento.',
          'Secondo segmento: tagliare via la velatura danneggiata (liberarsi, almeno A).',
          'Poi un intero turno di riparazioni (liberarsi, almeno A); dal turno successivo la nave manovra di nuovo. Un RDC ripristinato conta ancora come perso per l’Abilità.',
          'Chi è stato colpito a corta gittata nel turno prima non può riparare.',
          'Più RDC persi: due segmenti per tagliare via, un turno per ogni RDC.',
        ),
        paras(
          `Velatura ripristinata: con ${RESTORED_RDC_EASY_ONLY} RDC persi e ripristinati la nave naviga solo con vele di manovra; con ${RESTORED_RDC_SEGMENT1_SPREAD}, in ciascun segmento la nave fa metà della distanza del primo segmento; con tutti persi non si muove.`,
        ),
        k.house('SD-34'),
        k.house('SD-35'),
        paras(
          'Come la gioca il turno: a una nave con la velatura persa gli ordini offrono “Tagliare via la velatura”; la carta di Abilità la legge sulla colonna liberarsi. Il primo di questi ordini riduce la velatura a quella considerata per la velocità, qualunque sia il tiro; con almeno A la velatura danneggiata è tagliata via (più RDC persi: un secondo turno di taglio). Poi è offerta la “Riparazione di fortuna”: un turno di riparazione per ogni RDC, almeno A, rifiutata nel turno dopo un colpo a corta gittata. Un tiro fallito si ritenta il turno dopo. L’arbitro applica ogni risultato una volta sola dalla carta; solo un master lo annulla. Il distintivo “Velatura persa” della nave dice qual è il prossimo passo. Ripristinato l’ultimo RDC la nave manovra di nuovo dagli ordini del turno successivo; gli RDC ripristinati costano ancora Abilità e limitano velatura e velocità come sopra.',
        ),
        k.house('SD-95'),
        k.house('SD-96'),
        k.house('SD-97'),
        k.house('SD-98'),
        k.house('SD-99'),
      ].join('\n'),
    },
  ];
}
