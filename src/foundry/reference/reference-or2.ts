// The rules reference page of OR-2 (set-up rolls), in English and Italian: what the setting does,
// its tables generated from the core's (the set-up table, the wind changes, the strength scale and
// its Fast Play speeds), and every house interpretation it takes (SD-56 … SD-65).
import {
  FP_STRENGTH_OF_FORCE,
  MAX_REFUSALS,
  SETUP_ROLL_TABLE,
  WIND_CHANGE_TABLE,
  WIND_FORCES,
  type NorthEdge,
  type WindChangeDirection,
  type WindChangeStrength,
  type WindForce,
} from '../../rules/index.js';
import { paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { esc } from './reference-tables.js';

interface Words {
  title: string;
  pageTitle: string;
  cols: { dice: string; north: string; from: string; strength: string; change: string; fp: string };
  north: Record<NorthEdge, string>;
  from: Record<'N' | 'E' | 'W' | 'S', string>;
  force: Record<WindForce, string>;
  strength: Record<WindChangeStrength, string>;
  direction: Record<WindChangeDirection, string>;
  and: string;
  captions: { setup: string; change: string; scale: string };
  text: {
    setting: string[];
    setup: string[];
    change: string[];
    extremes: string[];
    deployment: string[];
    refusal: string[];
  };
}

const WORDS: Record<Lang, Words> = {
  en: {
    title: 'Set-up rolls and changing wind',
    pageTitle: 'Set-up rolls and changing wind (optional)',
    cols: {
      dice: '3d6',
      north: 'North edge',
      from: 'Wind from',
      strength: 'Strength',
      change: 'Potential change',
      fp: 'Fast Play speeds as',
    },
    north: {
      left: 'left of the roller',
      opposite: 'opposite the roller',
      right: 'right of the roller',
      own: 'the roller’s side',
    },
    from: { N: 'N', E: 'E', W: 'W', S: 'S' },
    force: {
      calm: 'calm',
      'light-airs': 'light airs',
      'light-breeze': 'light breeze',
      'moderate-breeze': 'moderate breeze',
      'strong-wind': 'strong wind',
      storm: 'storm',
    },
    strength: { weaken: 'weaken', strengthen: 'strengthen', none: 'none' },
    direction: { back: 'back (anticlockwise)', veer: 'veer (clockwise)', none: '' },
    and: ' and ',
    captions: {
      setup: 'OR-2 set-up roll: one 3d6 read three ways',
      change: 'OR-2 start-of-turn wind change (D-13 for 17 and 18)',
      scale: 'OR-2 strengths, weakest first, and the Fast Play speed each uses',
    },
    text: {
      setting: [
        'A world setting, off by default. It needs no other option. With it on, the GM’s scene tools offer the set-up roll, the deployment roll and the refusals of the scenario, the turn flow rolls the wind change at the start of every turn, and the end-of-turn variable wind roll (FP-A1) is not offered.',
      ],
      setup: [
        'One 3d6 gives the north edge of the table, the point the wind blows from and its strength. The GM rolls it with the set-up roll tool (or the button on the wind rose); the scene wind is set and the roll posted to chat.',
      ],
      change: [
        'At the start of every turn, the first included, the referee rolls 3d6 for a potential change. A roll may weaken or strengthen the wind and back or veer it; each of these four changes takes place only if last turn’s roll showed it as well. The card says what was rolled, the previous roll and what changed. A wind that backs or veers puts ships in irons as FP-5.4 says.',
      ],
      extremes: [
        'When light airs weaken further the wind falls calm: ships with oars alone may move, and at half their speed. When a strong wind strengthens further it blows a storm: any ship carrying more than easy sail must take the rigging damage test (OR-9). The wind never goes past either. The ship card shows the strength rolled and the move the wind allows, as the rulers do: nothing in a calm for a ship under sail, half for an oared one; with the two-segment turn, each segment’s move (by the navigation table when full navigation is on).',
      ],
      deployment: [
        'The fleet with fewer points rolls 1d6: even, it deploys from the table edge on its left; odd, on its right; within a quarter of the table’s diagonal of that edge, on a heading the wind allows. The other fleet then deploys from the opposite edge, as deep. The fleet that deployed second chooses once to play first or second, and the choice holds for every turn. The GM’s deployment tool rolls and draws both zones. At the start of a turn, until the choice is made, the turn tracker offers that fleet’s commanders (and the GM) “Play first” and “Play second”; the referee sets the order of play for the rest of the battle and posts it to chat.',
      ],
      refusal: [
        `Before or after deployment either player may refuse the scenario, at most ${MAX_REFUSALS} times; the set-up starts again. For each refusal the other player adds +1 to all of his morale tests, until some ship, of either side, strikes its colours. The GM records the refusals of each side with the refusals tool; the morale test shows the bonus.`,
      ],
    },
  },
  it: {
    title: 'Tiri di preparazione e vento variabile',
    pageTitle: 'Tiri di preparazione e vento variabile (opzionale)',
    cols: {
      dice: '3d6',
      north: 'Lato a nord',
      from: 'Vento da',
      strength: 'Intensità',
      change: 'Variazione potenziale',
      fp: 'Velocità del Fast Play come',
    },
    north: {
      left: 'alla sinistra di chi tira',
      opposite: 'opposto a chi tira',
      right: 'alla destra di chi tira',
      own: 'il lato di chi tira',
    },
    from: { N: 'N', E: 'E', W: 'O', S: 'S' },
    force: {
      calm: 'bonaccia',
      'light-airs': 'aria leggera',
      'light-breeze': 'brezza leggera',
      'moderate-breeze': 'brezza moderata',
      'strong-wind': 'vento forte',
      storm: 'tempesta',
    },
    strength: {
      weaken: 'diminuire di intensità',
      strengthen: 'aumentare di intensità',
      none: 'nessuna',
    },
    direction: {
      back: 'girare di una quarta in senso antiorario',
      veer: 'girare di una quarta in senso orario',
      none: '',
    },
    and: ' e ',
    captions: {
      setup: 'OR-2 tiro di preparazione: tre dadi letti in tre modi',
      change: 'OR-2 variazione del vento a inizio turno (D-13 per 17 e 18)',
      scale: 'OR-2 intensità, dalla più debole, e la velocità del Fast Play che ciascuna usa',
    },
    text: {
      setting: [
        'Un’impostazione del mondo, disattivata in partenza. Non richiede altre opzioni. Se attiva, gli strumenti di scena del master offrono il tiro di preparazione, il tiro dello schieramento e i rifiuti dello scenario, il turno tira la variazione del vento all’inizio di ogni turno e il tiro del vento variabile di fine turno (FP-A1) non è proposto.',
      ],
      setup: [
        'Tre dadi danno il lato del tavolo a nord, la direzione da cui soffia il vento e la sua intensità. Il master li tira con lo strumento del tiro di preparazione (o il pulsante sulla rosa dei venti); il vento della scena è impostato e il tiro compare in chat.',
      ],
      change: [
        'All’inizio di ogni turno, compreso il primo, il master tira tre dadi per una variazione potenziale. Ciascuna delle quattro variazioni (diminuire, aumentare, girare in senso antiorario, girare in senso orario) avviene solo se era uscita anche nel tiro del turno precedente. La carta dice cosa è uscito, il tiro precedente e cosa è cambiato. Un vento che gira mette le navi prua al vento come dice FP-5.4.',
      ],
      extremes: [
        'Oltre l’aria leggera: bonaccia. Muovono solo le navi con remi, a metà velocità. Oltre il vento forte: tempesta. Ogni nave con vele superiori alle vele di manovra effettua il test sulla velatura (OR-9). Nessuna delle due può essere superata. La scheda della nave mostra la forza tirata e il movimento che il vento consente, come i righelli: nulla in bonaccia per una nave a vela, la metà per una a remi; con il turno in due segmenti, il movimento di ogni segmento (dalla tabella della navigazione quando la navigazione completa è attiva).',
      ],
      deployment: [
        'La flotta con punteggio inferiore tira 1d6: pari, schiera dal lato del tavolo alla sua sinistra; dispari, da quello alla sua destra; entro un quarto della diagonale del tavolo da quel lato, in una direzione consentita rispetto al vento. L’altra flotta schiera poi dal lato opposto, alla stessa distanza massima. La flotta che ha schierato per seconda sceglie una volta sola se giocare per prima o per seconda, e la scelta resta per tutti i turni. Lo strumento dello schieramento del master tira e disegna le due zone. All’inizio di un turno, finché la scelta non è fatta, la finestra del turno offre ai comandanti di quella flotta (e al master) «Gioca per prima» e «Gioca per seconda»; l’arbitro fissa l’ordine di gioco per il resto della battaglia e lo annuncia in chat.',
      ],
      refusal: [
        `Prima o dopo lo schieramento ciascun giocatore può rifiutare lo scenario, al massimo ${MAX_REFUSALS} volte; la preparazione ricomincia. Ogni rifiuto dà all’avversario +1 su ogni test del morale finché una nave, di qualunque parte, non ammaina la bandiera. Il master registra i rifiuti di ciascuna parte con lo strumento dei rifiuti; il test del morale mostra il bonus.`,
      ],
    },
  },
};

function table(caption: string, head: readonly string[], rows: ReadonlyArray<readonly string[]>) {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`);
  return `<table class="sca-ref">\n<caption>${esc(caption)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body.join('\n')}\n</tbody>\n</table>`;
}

/** OR-2 set-up table from the core's SETUP_ROLL_TABLE. */
export function setupRollTable(lang: Lang): string {
  const w = WORDS[lang];
  return table(
    w.captions.setup,
    [w.cols.dice, w.cols.north, w.cols.from, w.cols.strength],
    SETUP_ROLL_TABLE.map((r) => [
      r.totals.join(', '),
      w.north[r.northEdge],
      w.from[r.windFrom],
      w.force[r.strength],
    ]),
  );
}

/** OR-2 wind changes from the core's WIND_CHANGE_TABLE. */
export function windChangeTable(lang: Lang): string {
  const w = WORDS[lang];
  return table(
    w.captions.change,
    [w.cols.dice, w.cols.change],
    WIND_CHANGE_TABLE.map((r) => [
      r.totals.join(', '),
      [w.strength[r.strength], w.direction[r.direction]].filter(Boolean).join(w.and),
    ]),
  );
}

/** SD-56 the strength scale and the Fast Play speed each strength uses. */
export function strengthScaleTable(k: ReferenceKit): string {
  const w = WORDS[k.lang];
  return table(
    w.captions.scale,
    [w.cols.strength, w.cols.fp],
    WIND_FORCES.map((f) => [w.force[f], k.v.wind[FP_STRENGTH_OF_FORCE[f]]]),
  );
}

export function or2Page(k: ReferenceKit): ReferencePage {
  const w = WORDS[k.lang];
  return {
    key: 'or2',
    title: w.pageTitle,
    html: [
      k.h('OR-2', w.title),
      paras(...w.text.setting),
      paras(...w.text.setup),
      setupRollTable(k.lang),
      k.house('SD-57'),
      paras(...w.text.change),
      windChangeTable(k.lang),
      k.house('SD-58'),
      k.house('SD-62'),
      k.house('SD-65'),
      paras(...w.text.extremes),
      strengthScaleTable(k),
      k.house('SD-56'),
      k.house('SD-59'),
      k.house('SD-60'),
      paras(...w.text.deployment),
      k.house('SD-63'),
      k.house('SD-106'),
      paras(...w.text.refusal),
      k.house('SD-61'),
      k.house('SD-64'),
    ].join('\n'),
  };
}
