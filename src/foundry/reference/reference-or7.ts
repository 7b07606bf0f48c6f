// The rules reference page of OR-7 (collisions and entanglement), in English and Italian. The tables
// are generated from the rules core (pushFraction, entangledStep, tangleFire), never typed by hand.
import { entangledStep, pushFraction, tangleFire, type TangleShip } from '../../rules/index.js';
import { list, paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { esc } from './reference-tables.js';

function table(caption: string, head: readonly string[], rows: ReadonlyArray<readonly string[]>) {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table class="sca-ref">\n<caption>${esc(caption)}</caption>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

const FRACTION: Record<number, string> = { 0: '0', 0.25: '1/4', 0.5: '1/2' };
const SHARE = (n: number) => (n === 0 ? '0' : Math.abs(n - 1 / 3) < 1e-9 ? '1/3' : '2/3');

interface Words {
  title: string;
  intro: string[];
  zones: string[];
  pushCaption: string;
  pushHead: [string, string];
  rateRows: [number, string][];
  entangledIntro: string[];
  scheduleCaption: string;
  scheduleHead: [string, string, string, string];
  turner: Record<'rammed' | 'rammer' | 'none', string>;
  move: Record<'sail' | 'drift', string>;
  turn: Record<'away' | 'into' | 'none', string>;
  fn19: string;
  flow: string;
  fire: string[];
  fireCaption: string;
  fireHead: [string, string, string, string];
  place: Record<'fore' | 'aft' | 'centre' | 'same', string>;
  nearer: Record<'friend' | 'enemy', string>;
  noFire: string;
  yesFire: string;
  needs: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    title: 'Collisions and entanglement (optional)',
    intro: [
      'A world setting (“Collisions and entanglement”), off by default; it needs no other option. When a ship’s move stops against another ship (the manoeuvre control, and in a battle every straight move: a distance in the ship panel or a drag straight ahead), the referee moves both ships as below and marks them entangled: the ship panel shows it next to the contact, and the ship sheet shows an “Entangled” chip.',
      'A ship in contact is not in command: -1 to its Abilità score.',
    ],
    zones: [
      'A, from astern: the mover pushes the other ship ahead.',
      'B, along its side at a glancing angle (or across its stern): the mover slides along the other ship for half its remaining move and ends alongside and level with it, and the two are entangled; whatever remains of that half carries both ships on together.',
      'C and C1, at right angles to its side: the mover is turned square to the other ship with its bow at the mainmast and pushes it across. Fire from that position is not a rake.',
      'D, across its bow: as from astern. D1, bow to bow: the mover lines up bow to bow and pushes the other ship back by half its remaining move.',
    ],
    pushCaption: 'OR-7 push after an A, C or D contact (share of the mover’s remaining move)',
    pushHead: ['Mover compared with the other ship', 'Push'],
    rateRows: [
      [-2, 'two rates or more smaller (the remaining move is lost)'],
      [-1, 'one rate smaller'],
      [0, 'same rate'],
      [1, 'one rate larger'],
      [2, 'two rates or more larger'],
    ],
    entangledIntro: [
      'Entangled ships move together until an unfoul succeeds. No turn is made by a ship whose wind is exactly astern or exactly ahead.',
    ],
    scheduleCaption: 'OR-7 entangled movement with the two-segment turn',
    scheduleHead: ['Turn after the collision', 'Segment', 'Who turns one point', 'Then both'],
    turner: { rammed: 'the rammed ship', rammer: 'the ramming ship', none: 'nobody' },
    move: {
      sail: 'move at the rammed ship’s sail before the collision (less rigging damage)',
      drift: 'drift downwind',
    },
    turn: { away: 'away from the wind', into: 'into the wind', none: '' },
    fn19: 'Without the two-segment turn (source footnote 19): each turn the active side’s ship bears one point off the wind, taking the other with it, after which the pair drifts.',
    flow: 'In a battle the referee moves every entangled pair due to move when the GM opens a movement step (each segment’s with the two-segment turn, the part’s without it), before any other ship moves; the GM’s button on the ship panel stays, and a pair never moves twice in one turn and segment.',
    fire: [
      'Firing at entangled ships: +1 to the firer’s score for that broadside (a bigger target).',
      'A friendly ship in the tangle, decided the footnote-20 way: where the friend and the enemy lie in the firer’s arc (its fore or aft half, or across the centre line) and which is nearer. When the friend screens the enemy the broadside card says so and shows no roll: the shot is not fired.',
    ],
    fireCaption: 'OR-7 footnote 20: a friend in the tangle',
    fireHead: ['Friend', 'Enemy', 'Fire?', 'Friend takes'],
    place: {
      fore: 'in one half',
      aft: 'in the other half',
      centre: 'on the centre line',
      same: 'in the same half',
    },
    nearer: { friend: 'nearer', enemy: 'farther' },
    noFire: 'no fire',
    yesFire: 'fire',
    needs: 'The damage is shared and each part rounded to the nearest point, halves up (D-16).',
  },
  it: {
    title: 'Collisioni e navi impigliate (opzionale)',
    intro: [
      'Un’impostazione del mondo (“Collisioni e navi impigliate”), spenta in partenza; non richiede altre opzioni. Quando il movimento di una nave si ferma contro un’altra nave (il controllo di manovra e, in battaglia, ogni movimento in linea retta: una distanza nel pannello della nave o un trascinamento in avanti), l’arbitro muove entrambe le navi come sotto e le segna impigliate: il pannello della nave lo mostra accanto al contatto, e la scheda della nave mostra l’etichetta «Impigliata».',
      'Una nave a contatto non è in comando: -1 al punteggio di Abilità.',
    ],
    zones: [
      'A, da poppa: la nave in movimento spinge l’altra avanti.',
      'B, lungo il fianco con un angolo radente (o di traverso alla poppa): la nave in movimento scorre lungo l’altra per metà del restante movimento e termina affiancata e allineata, impigliata; il movimento che resta trascina l’altra nave.',
      'C e C1, perpendicolare al fianco: la nave in movimento è ruotata perpendicolare all’altra con la prua all’albero maestro e la spinge di lato. Il tiro da questa posizione non è d’infilata.',
      'D, di traverso alla prua: come da poppa. D1, prua contro prua: la nave in movimento si allinea prua contro prua e spinge indietro l’altra di metà del restante movimento.',
    ],
    pushCaption: 'OR-7 spinta dopo un contatto A, C o D (parte del restante movimento)',
    pushHead: ['Nave in movimento rispetto all’altra', 'Spinta'],
    rateRows: [
      [-2, 'di due classi o più piccola (il restante movimento è perso)'],
      [-1, 'di una classe più piccola'],
      [0, 'stessa classe'],
      [1, 'di una classe più grande'],
      [2, 'di due classi o più grande'],
    ],
    entangledIntro: [
      'Le navi impigliate si muovono insieme finché un tentativo di liberarsi riesce. Una nave con il vento in poppa o esattamente di prua non ruota.',
    ],
    scheduleCaption: 'OR-7 movimento delle navi impigliate con il turno in due segmenti',
    scheduleHead: [
      'Turno dopo la collisione',
      'Segmento',
      'Chi ruota di una quarta',
      'Poi entrambe',
    ],
    turner: { rammed: 'la nave urtata', rammer: 'la nave che ha urtato', none: 'nessuna' },
    move: {
      sail: 'si muovono con la velatura della nave urtata prima della collisione (meno i danni alle vele)',
      drift: 'vanno alla deriva sottovento',
    },
    turn: { away: 'via dal vento', into: 'verso il vento', none: '' },
    fn19: 'Senza il turno in due segmenti (nota 19 della fonte): ogni turno la nave della parte attiva si allontana di una quarta dal vento portando con sé l’altra, e poi la coppia va alla deriva.',
    flow: 'In battaglia l’arbitro muove ogni coppia impigliata che deve muoversi quando il master apre una fase di movimento (quella di ogni segmento con il turno in due segmenti, quella della parte senza), prima che si muova ogni altra nave; il pulsante del master nel pannello della nave resta, e una coppia non si muove mai due volte nello stesso turno e segmento.',
    fire: [
      'Tiro su navi impigliate: +1 al punteggio di chi tira per quella bordata (bersaglio più grande).',
      'Una nave amica tra le navi impigliate, nel modo della nota 20: dove stanno l’amica e la nemica nel settore di tiro (metà di prua o di poppa, o sulla linea centrale) e quale è più vicina. Quando l’amica copre la nemica la carta della bordata lo dice e non mostra alcun tiro: la bordata non spara.',
    ],
    fireCaption: 'OR-7 nota 20: una nave amica tra le navi impigliate',
    fireHead: ['Amica', 'Nemica', 'Tiro?', 'L’amica riceve'],
    place: {
      fore: 'in una metà',
      aft: 'nell’altra metà',
      centre: 'sulla linea centrale',
      same: 'nella stessa metà',
    },
    nearer: { friend: 'più vicina', enemy: 'più lontana' },
    noFire: 'tiro impossibile',
    yesFire: 'tiro possibile',
    needs:
      'I danni sono divisi e ogni parte arrotondata al punto più vicino, le metà per eccesso (D-16).',
  },
};

function pushTable(w: Words): string {
  const rows = w.rateRows.map(([d, label]) => [label, FRACTION[pushFraction(d)] ?? '']);
  return table(w.pushCaption, w.pushHead, rows);
}

function scheduleTable(w: Words): string {
  // Wind from the north, both ships heading east: the turns' senses show on any such course.
  const rows: string[][] = [];
  for (const turn of [1, 2, 3])
    for (const segment of [1, 2] as const) {
      const s = entangledStep({
        turnsSinceCollision: turn,
        twoSegmentTurn: true,
        segment,
        windFromDeg: 0,
        rammer: { x: 0, y: 40, headingDeg: 90 },
        rammed: { x: 0, y: 0, headingDeg: 90 },
      });
      const who = s.turner ?? 'none';
      const sense = s.turnDeg === 0 ? 'none' : s.turnDeg > 0 ? 'away' : 'into';
      rows.push([
        String(turn),
        String(segment),
        `${w.turner[who]}${w.turn[sense] ? `, ${w.turn[sense]}` : ''}`,
        w.move[s.move],
      ]);
    }
  return table(w.scheduleCaption, w.scheduleHead, rows);
}

function fireTable(w: Words): string {
  const cases: Array<[TangleShip, TangleShip]> = [
    [
      { place: 'fore', rangeMm: 100 },
      { place: 'aft', rangeMm: 200 },
    ],
    [
      { place: 'fore', rangeMm: 100 },
      { place: 'centre', rangeMm: 200 },
    ],
    [
      { place: 'centre', rangeMm: 100 },
      { place: 'fore', rangeMm: 200 },
    ],
    [
      { place: 'fore', rangeMm: 100 },
      { place: 'fore', rangeMm: 200 },
    ],
    [
      { place: 'fore', rangeMm: 200 },
      { place: 'fore', rangeMm: 100 },
    ],
  ];
  const enemyPlace = (f: TangleShip, e: TangleShip) =>
    e.place === 'centre'
      ? w.place.centre
      : f.place === 'centre'
        ? w.place.fore
        : e.place === f.place
          ? w.place.same
          : w.place.aft;
  const rows = cases.map(([f, e]) => {
    const r = tangleFire(f, e);
    const friendNearer = f.rangeMm <= e.rangeMm;
    return [
      `${f.place === 'centre' ? w.place.centre : w.place.fore}, ${w.nearer[friendNearer ? 'friend' : 'enemy']}`,
      `${enemyPlace(f, e)}, ${w.nearer[friendNearer ? 'enemy' : 'friend']}`,
      r.fire ? w.yesFire : w.noFire,
      SHARE(r.friendShare),
    ];
  });
  return table(w.fireCaption, w.fireHead, rows);
}

/** OR-7 the page, in the kit's language. */
export function or7Page(k: ReferenceKit): ReferencePage {
  const w = WORDS[k.lang];
  return {
    key: 'entanglement',
    title: w.title,
    html: [
      k.h('OR-7', w.title),
      paras(...w.intro),
      k.house('SD-66'),
      list(...w.zones),
      pushTable(w),
      k.house('SD-67'),
      k.house('SD-68'),
      k.house('SD-69'),
      k.house('SD-71'),
      k.house('SD-100'),
      paras(...w.entangledIntro),
      scheduleTable(w),
      paras(w.fn19),
      k.house('SD-70'),
      k.house('SD-74'),
      paras(w.flow),
      k.house('SD-101'),
      paras(...w.fire),
      fireTable(w),
      paras(w.needs),
      k.house('SD-72'),
      k.house('SD-73'),
    ].join('\n'),
  };
}
