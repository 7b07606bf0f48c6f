// The rules reference page of HR-4 (fleet morale, the club's house rule), in English and Italian.
// The worked example is computed by the rules core (fleetMoraleShip, startingFleetMorale), never
// typed by hand.
import {
  classById,
  fleetMoraleShip,
  shipProfile,
  startingFleetMorale,
  type CrewQuality,
} from '../../rules/index.js';
import { list, paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { esc } from './reference-tables.js';

/** The example fleet: FP-2.1's worked French squadron. */
const EXAMPLE: ReadonlyArray<{ name: string; classId: string; crew: CrewQuality }> = [
  { name: 'Foudroyant', classId: '3rd-80l', crew: 'good' },
  { name: 'Scipion', classId: '3rd-80s-74l', crew: 'poor' },
  { name: 'Hercule', classId: '3rd-64', crew: 'poor' },
  { name: 'Médée', classId: '5th-36-40', crew: 'average' },
];

interface Words {
  title: string;
  intro: string[];
  changesIntro: string;
  changes: string[];
  breakIntro: string;
  breakSteps: string[];
  caption: string;
  head: [string, string, string, string, string];
  total: string;
  start: (n: number) => string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    title: 'Fleet morale (house rule)',
    intro: [
      'A world setting (“Fleet morale (house rule)”), off by default; it needs no other option. Each fleet starts with half of the sum of its ships’ points and its crews’ morale bases, rounded up. A ship’s points are its cost; a crew’s morale base is its DC capacity divided by 10.',
      'The value is hidden from the enemy: the GM and the side’s own players see it in the turn tracker, the other side sees nothing.',
    ],
    changesIntro: 'It changes when:',
    changes: [
      'each morale test one of its ships has to take: -1;',
      'a ship of the fleet strikes or is captured: minus its points;',
      'a ship of the fleet sinks or explodes: minus twice its points;',
      'an enemy ship is captured, sinks or explodes: plus half its points, rounded up.',
    ],
    breakIntro: 'At 0:',
    breakSteps: [
      'every ship of the fleet tests morale at once (the referee posts the test for all of them);',
      'if all pass, the fleet fights on, but the next ship of it to strike, sink or explode breaks it;',
      'if even one strikes, the fleet is broken: each of its ships able to sail heads for the fleet’s table edge, and one that gets there is saved and leaves the table (a broken fleet’s ships are not shifted with the table); the referee refuses orders of such a ship that do not steer the heading nearest its edge or that shorten sail (SD-182);',
      'the first fleet to break loses the battle.',
    ],
    caption: 'HR-4 example: the French squadron of FP-2.1',
    head: ['Ship', 'Class', 'Crew', 'Points', 'Morale base'],
    total: 'Total',
    start: (n) => `Starting fleet morale: ${n}.`,
  },
  it: {
    title: 'Morale della flotta (regola della casa)',
    intro: [
      'Un’impostazione del mondo («Morale della flotta (regola della casa)»), disattivata per impostazione predefinita; non richiede altre opzioni. Ogni flotta comincia con la metà della somma dei punti delle sue navi e delle basi di morale dei suoi equipaggi, arrotondata per eccesso. I punti di una nave sono il suo costo; la base di morale di un equipaggio è la capacità del DC divisa per 10.',
      'Il valore è nascosto al nemico: il GM e i giocatori della parte lo vedono nel tracciatore del turno, l’altra parte non vede nulla.',
    ],
    changesIntro: 'Cambia quando:',
    changes: [
      'ogni test del morale che una sua nave deve fare: -1;',
      'una nave della flotta ammaina la bandiera o è catturata: meno i suoi punti;',
      'una nave della flotta affonda o esplode: meno il doppio dei suoi punti;',
      'una nave nemica è catturata, affonda o esplode: più metà dei suoi punti, arrotondata per eccesso.',
    ],
    breakIntro: 'A 0:',
    breakSteps: [
      'tutte le navi della flotta fanno subito il test del morale (l’arbitro pubblica il test per tutte);',
      'se tutte lo superano, la flotta continua a combattere, ma se la prossima sua nave ammaina la bandiera, affonda o esplode, il morale della flotta cede;',
      'se anche una sola ammaina la bandiera, il morale della flotta cede: ogni nave in grado di farlo deve manovrare verso il proprio bordo del tavolo; una nave che lo raggiunge è in salvo e viene tolta dal tavolo (le navi di una flotta il cui morale ha ceduto non vengono spostate con il tavolo); l’arbitro rifiuta gli ordini di una tale nave che non la portano sulla prua più vicina al suo bordo o che riducono le vele (SD-182);',
      'la prima flotta il cui morale cede è sconfitta.',
    ],
    caption: 'HR-4 esempio: lo squadrone francese di FP-2.1',
    head: ['Nave', 'Classe', 'Equipaggio', 'Punti', 'Base di morale'],
    total: 'Totale',
    start: (n) => `Morale della flotta iniziale: ${n}.`,
  },
};

function exampleTable(k: ReferenceKit, w: Words): string {
  const ships = EXAMPLE.map((e) => ({
    ...e,
    counted: fleetMoraleShip(e.name, shipProfile(classById(e.classId), e.crew)),
  }));
  const rows = ships.map(
    (s) =>
      `<tr><td>${esc(s.name)}</td><td>${esc(classById(s.classId).guns)}</td><td>${esc(k.l.crew[s.crew])}</td><td>${s.counted.points}</td><td>${s.counted.moraleBase}</td></tr>`,
  );
  const points = ships.reduce((n, s) => n + s.counted.points, 0);
  const bases = ships.reduce((n, s) => n + s.counted.moraleBase, 0);
  rows.push(
    `<tr><th scope="row" colspan="3">${esc(w.total)}</th><td>${points}</td><td>${bases}</td></tr>`,
  );
  const th = w.head.map((h) => `<th>${esc(h)}</th>`).join('');
  return [
    `<table class="sca-ref">\n<caption>${esc(w.caption)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`,
    paras(w.start(startingFleetMorale(ships.map((s) => s.counted)))),
  ].join('\n');
}

/** HR-4 the page, in the kit's language. */
export function hr4Page(k: ReferenceKit): ReferencePage {
  const w = WORDS[k.lang];
  return {
    key: 'fleet-morale',
    title: w.title,
    html: [
      k.h('HR-4', w.title),
      paras(...w.intro),
      k.house('D-14'),
      exampleTable(k, w),
      paras(w.changesIntro),
      list(...w.changes),
      k.house('SD-120'),
      k.house('SD-122'),
      paras(w.breakIntro),
      list(...w.breakSteps),
      k.house('SD-121'),
      k.house('SD-125'),
      k.house('SD-123'),
      k.house('SD-124'),
    ].join('\n'),
  };
}
