// The rules reference page of HR-3 (running aground), in English and Italian. The table of damage and
// of the unfoul result that gets a ship off comes from the rules core (groundingDamage, unfoulNeeded).
import { groundingDamage, unfoulNeeded, type UnfoulResult } from '../../rules/index.js';
import { list, paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { esc } from './reference-tables.js';

interface Words {
  title: string;
  intro: string[];
  drawing: string[];
  caption: string;
  head: [string, string, string];
  sail: Record<'easy' | 'full', string>;
  result: Record<UnfoulResult, string>;
  gettingOff: string[];
  or9: string;
  gm: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    title: 'Running aground (house rule)',
    intro: [
      'A house rule of the club (the translator’s suggestion in footnote 5), played when the world setting “House rule: running aground” is on. Fast Play has no rocks or shoals; with this rule a ship whose base runs onto one takes hull damage and sticks there until its crew gets it off.',
    ],
    drawing: [
      'The GM draws the shoals with Foundry’s region tools and gives each region the behaviour “Shoal or rock”, choosing the bottom: rock or sand.',
      'A straight move made with the movement control stops at the edge of the first shoal the base would cross, as it stops at another ship; the ship is then aground.',
      'A grounded ship cannot move or turn; the ship card and the ship panel show an “Aground” chip.',
    ],
    caption: 'Running aground: hull damage and the unfoul result that gets the ship off',
    head: ['Sail when it struck', 'Hull damage', 'Gets off with'],
    sail: { easy: 'Easy sail', full: 'Full sail' },
    result: { fail: '—', A: 'A, E or B', AE: 'A/E', AEB: 'A/E/B', all: 'All' },
    gettingOff: [
      'To get off, give the ship an unfoul order: the result of the unfoul column must reach the one in the table.',
      'Once off it drifts for the rest of the turn and moves at half speed the next turn. Turn away from the shoal first: sailing on into it runs the ship aground again.',
    ],
    or9: 'With the rigging damage test (optional rule 9) on, a grounding takes that test instead of the hull damage, with -5 on rock and -3 on sand: passed, the ship is off at once; failed, it loses rigging and stays aground until an unfoul order gets it off.',
    gm: 'The GM can mark a ship aground (on rock or on sand) or afloat again from the ship panel, for a grounding the table did not catch; a mark does no damage and can be undone.',
  },
  it: {
    title: 'Navi arenate (regola della casa)',
    intro: [
      'Una regola della casa del club (il suggerimento del traduttore nella nota 5), in gioco quando l’impostazione del mondo «Regola della casa: navi arenate» è attiva. Il Fast Play non prevede scogli né secche; con questa regola una nave la cui basetta vi finisce sopra subisce un danno allo scafo e resta incagliata finché l’equipaggio non la libera.',
    ],
    drawing: [
      'Il GM disegna le secche con gli strumenti delle regioni di Foundry e dà a ogni regione il comportamento «Secca o scogli», scegliendo il fondale: roccioso o sabbioso.',
      'Un movimento in linea retta fatto con il controllo del movimento si ferma sul bordo della prima secca che la basetta attraverserebbe, come si ferma contro un’altra nave; la nave è allora arenata.',
      'Una nave arenata non può muovere né virare; la scheda della nave e il pannello della nave mostrano l’etichetta «Arenata».',
    ],
    caption: 'Navi arenate: danno allo scafo e risultato di liberarsi che libera la nave',
    head: ['Velatura all’urto', 'Danno allo scafo', 'Si libera con'],
    sail: { easy: 'Vele di manovra', full: 'Vele spiegate' },
    result: { fail: '—', A: 'A, E o B', AE: 'A/E', AEB: 'A/E/B', all: 'Tutti' },
    gettingOff: [
      'Per liberarla si dà alla nave l’ordine di liberarsi: il risultato della colonna deve raggiungere quello della tabella.',
      'Liberata, resta alla deriva per il resto del turno e muove a metà velocità nel turno seguente. Prima si allontana dalla secca: proseguendo dentro di essa si arena di nuovo.',
    ],
    or9: 'Con il test sui danni alla velatura (regola opzionale 9) attivo, un arenamento fa quel test invece del danno allo scafo, con -5 su fondo roccioso e -3 su fondo sabbioso: superato, la nave si libera subito; fallito, perde velatura e resta arenata finché un ordine di liberarsi non ha successo.',
    gm: 'Il GM può segnare una nave arenata (su scogli o su sabbia) o di nuovo a galla dal pannello della nave, per un arenamento che il tavolo non ha colto; il segno non fa danni e si può annullare.',
  },
};

function damageTable(w: Words): string {
  const rows = (['easy', 'full'] as const).map((sail) => {
    const pct = groundingDamage(sail, 100).pct;
    return [w.sail[sail], `${pct}% DC`, w.result[unfoulNeeded('grounding', sail)]];
  });
  const th = w.head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table class="sca-ref">\n<caption>${esc(w.caption)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** HR-3 the running-aground page. */
export function agroundPage(k: ReferenceKit): ReferencePage {
  const w = WORDS[k.lang];
  return {
    key: 'aground',
    title: w.title,
    html: [
      k.h('HR-3', w.title),
      paras(...w.intro),
      list(...w.drawing),
      k.house('SD-130'),
      damageTable(w),
      paras(...w.gettingOff),
      k.house('SD-131'),
      paras(w.or9),
      k.house('SD-132'),
      paras(w.gm),
      k.house('SD-133'),
    ].join('\n'),
  };
}
