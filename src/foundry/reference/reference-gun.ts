// The rules reference pages of the full-game gunnery (OR-6), the seven-dice Abilità (OR-3) and
// signals (FP-A3 / OR-11), in English and Italian. Every table is generated from the rules core's
// data; every house interpretation (SD-36..SD-45) is marked.
import {
  CREW_QUALITIES,
  DICE_GROUP_OF,
  DICE_GROUPS,
  FULL_GUNNERY_MULTIPLIERS,
  INDEPENDENT_ACTION_MM,
  MAX_SIGNAL_ELEMENTS,
  RELOAD_TABLE,
  SIGNAL_NEEDS,
  signalModifiers,
  type AbilitaColumn,
  type DiceGroup,
} from '../../rules/index.js';
import { list, paras, type Lang, type ReferenceKit, type ReferencePage } from './reference-kit.js';
import { esc } from './reference-tables.js';

function table(
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

interface Words {
  range: string;
  broadside: string;
  hull: string;
  riggingReduced: string;
  riggingFull: string;
  bands: Record<'long' | 'medium' | 'short', string>;
  kinds: Record<'normal' | 'initial', string>;
  score: string;
  reloads: string;
  perfect: string;
  fails: string;
  group: string;
  dice: string;
  orders: string;
  groups: Record<DiceGroup, string>;
  columns: Record<AbilitaColumn | 'reload', string>;
  circumstance: string;
  modifier: string;
  mods: Record<string, string>;
}

const WORDS: Record<Lang, Words> = {
  en: {
    range: 'Range',
    broadside: 'Broadside',
    hull: 'Hull T/C/O',
    riggingReduced: 'Rigging, target at easy sail or less, T/C',
    riggingFull: 'Rigging, target at full sail, T/C',
    bands: { long: 'long', medium: 'medium', short: 'short' },
    kinds: { normal: 'normal', initial: 'initial' },
    score: 'Abilità score',
    reloads: 'reloaded',
    perfect: 'perfect: the next broadside is an initial one',
    fails: 'fails',
    group: 'Colour',
    dice: 'Dice',
    orders: 'Orders',
    groups: { yellow: 'yellow (emergency)', blue: 'blue (manoeuvre)', red: 'red (fire)' },
    columns: {
      extinguish: 'Extinguish fire',
      unfoul: 'Unfoul',
      increaseSail: 'Increase sail',
      decreaseSail: 'Decrease sail',
      changeCourse: 'Change course',
      short: 'Fire at short range',
      medium: 'Fire at medium range',
      long: 'Fire at long range',
      boarding: 'Prepare boarding',
      reload: 'Reload',
    },
    circumstance: 'Circumstance',
    modifier: 'Modifier',
    mods: {
      underEnemyFire: 'Under enemy fire',
      orderedToFire: 'Ordered to fire',
      boarding: 'Boarding',
      fireOnBoard: 'Fire on board',
      otherNation: 'Crew of another nation than the sender',
    },
  },
  it: {
    range: 'Gittata',
    broadside: 'Bordata',
    hull: 'Scafo O/C/B',
    riggingReduced: 'Velatura, bersaglio con vele di manovra o meno, O/C',
    riggingFull: 'Velatura, bersaglio a vele spiegate, O/C',
    bands: { long: 'lunga', medium: 'media', short: 'corta' },
    kinds: { normal: 'normale', initial: 'iniziale' },
    score: 'Punteggio di Abilità',
    reloads: 'ricaricato',
    perfect: 'perfetto: la bordata successiva è una bordata iniziale',
    fails: 'fallito',
    group: 'Colore',
    dice: 'Dadi',
    orders: 'Ordini',
    groups: { yellow: 'gialli (emergenza)', blue: 'azzurri (manovra)', red: 'rossi (fuoco)' },
    columns: {
      extinguish: 'Spegnere incendi',
      unfoul: 'Liberarsi',
      increaseSail: 'Aumentare la velatura',
      decreaseSail: 'Ridurre la velatura',
      changeCourse: 'Cambiare rotta',
      short: 'Fuoco a corta gittata',
      medium: 'Fuoco a media gittata',
      long: 'Fuoco a lunga gittata',
      boarding: "Preparare l'abbordaggio",
      reload: 'Ricaricare',
    },
    circumstance: 'Circostanza',
    modifier: 'Modificatore',
    mods: {
      underEnemyFire: 'Nave sotto tiro avversario',
      orderedToFire: 'Nave con ordine di tirare',
      boarding: 'Nave impegnata in abbordaggio',
      fireOnBoard: 'Incendio a bordo',
      otherNation: 'Equipaggio di nazionalità differente da chi ha inviato il segnale',
    },
  },
};

const pair = (m: { t: number; c: number; o: number }, withO: boolean) =>
  withO && m.o > 0 ? `${m.t}/${m.c}/${m.o}` : `${m.t}/${m.c}`;

/** OR-6 multipliers, from FULL_GUNNERY_MULTIPLIERS. */
export function fullGunneryTable(lang: Lang, caption: string): string {
  const w = WORDS[lang];
  const rows = (['long', 'medium', 'short'] as const).flatMap((band) =>
    (['normal', 'initial'] as const).map((kind) => {
      const r = FULL_GUNNERY_MULTIPLIERS[band][kind];
      return [
        w.bands[band],
        w.kinds[kind],
        pair(r.hull, true),
        pair(r.riggingReduced, false),
        pair(r.riggingFull, false),
      ];
    }),
  );
  return table(caption, [w.range, w.broadside, w.hull, w.riggingReduced, w.riggingFull], rows);
}

/** OR-6 reload table, from RELOAD_TABLE: one column per crew. */
export function reloadTable(
  lang: Lang,
  crews: Record<(typeof CREW_QUALITIES)[number], string>,
  caption: string,
): string {
  const w = WORDS[lang];
  const rows = RELOAD_TABLE.map((r) => [
    r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`,
    ...CREW_QUALITIES.map((c) =>
      r.crews.includes(c) ? (r.perfect ? w.perfect : w.reloads) : w.fails,
    ),
  ]);
  return table(caption, [w.score, ...CREW_QUALITIES.map((c) => crews[c])], rows);
}

/** OR-3 the seven dice's groups, from DICE_GROUP_OF. */
export function sevenDiceTable(lang: Lang, caption: string): string {
  const w = WORDS[lang];
  const cols = Object.keys(DICE_GROUP_OF) as Array<AbilitaColumn | 'reload'>;
  const rows = DICE_GROUPS.map((g) => [
    w.groups[g],
    lang === 'en' ? 'common die + 2' : 'dado comune + 2',
    cols
      .filter((c) => DICE_GROUP_OF[c] === g)
      .map((c) => w.columns[c])
      .join(', '),
  ]);
  return table(caption, [w.group, w.dice, w.orders], rows);
}

/** FP-A3 reception modifiers, from signalModifiers. */
export function signalModifierTable(lang: Lang, caption: string): string {
  const w = WORDS[lang];
  const mods = signalModifiers({
    underEnemyFire: true,
    orderedToFire: true,
    boarding: true,
    fireOnBoard: true,
    otherNation: true,
  });
  return table(
    caption,
    [w.circumstance, w.modifier],
    mods.map((m) => [w.mods[m.key] ?? m.key, String(m.value)]),
  );
}

const IND = INDEPENDENT_ACTION_MM;

export function gunReferencePages(k: ReferenceKit): ReferencePage[] {
  return k.lang === 'en' ? pagesEn(k) : pagesIt(k);
}

function pagesEn(k: ReferenceKit): ReferencePage[] {
  return [
    {
      key: 'full-gunnery',
      title: 'Full-game gunnery (optional)',
      html: [
        k.h('OR-6', 'Damage, initial broadsides and reloading'),
        paras(
          'The "Full gunnery and reloading (full game)" world setting replaces the Fast Play damage multipliers: whether a broadside hits is still read on the Abilità table, but a hit deals the current BF times each multiplier below to the area aimed at (T), to the other area (C: the rigging when aiming at the hull, the hull side hit when aiming at the rigging) and, at short range against the hull, to the other hull side (O). It needs no other option; with the two-segment turn a side reloads and fires by segment, without it by whole turns.',
        ),
        fullGunneryTable('en', 'OR-6 damage multipliers (T/C/O)'),
        k.house('SD-36'),
        k.house('SD-37'),
        paras(
          'Initial broadside: the guns were run out (an order given in a turn in which the ship neither fires nor reloads) and that side has not fired yet; or the side was reloaded with a perfect score (16-18).',
          'Reloading is an order read on the Abilità score (the red dice with seven-dice Abilità). A ship that reloads either side in a segment fires from neither side in it, and one that fired in a segment does not reload in it: reload in one segment, fire in the next.',
        ),
        reloadTable('en', k.l.crew, 'OR-6 reload table'),
        k.house('SD-38'),
        paras(
          'How the turn plays it: with the setting on, the orders add "Run out the guns", "Reload port guns" and "Reload starboard guns". The reload is read on the Abilità card, as the line of its order, and the referee completes it with the other actions (at the end of the Abilità step, or of segment 1 with the two-segment turn); the state of each side (loaded, run out, fired, reloading) is kept by the referee and no player can change it. A side that fired needs a reload before it fires again; a ship that reloads or runs out its guns is not made to fire an ordered broadside it may not fire. The broadside card shows whether the broadside is initial and the three figures, each applied once.',
        ),
        k.house('SD-81'),
        k.house('SD-83'),
        k.house('SD-84'),
        k.house('SD-85'),
        paras(
          'A well laid shot that doubles the damage doubles all three figures: its card has one line per figure on the target, each applied once. Against a target entangled with a friend, each figure is shared between the enemy and the friend (a third or two thirds). When a side cannot fire again this part (its reload failed), the critical shots are drawn as soon as every other ordered broadside has fired.',
        ),
        k.house('SD-105'),
      ].join('\n'),
    },
    {
      key: 'seven-dice',
      title: 'Seven-dice Abilità (optional)',
      html: [
        k.h('OR-3', 'Seven dice'),
        paras(
          'A sub-option of the two-segment turn: the "Seven-dice Abilità (full game)" setting needs "Two-segment turn (full game)" on. The Abilità roll is seven dice: a white common die and three coloured pairs. Each group of orders reads its own score, the common die plus its pair plus the usual Abilità modifiers, kept between 3 and 18; the table is read as usual.',
        ),
        sevenDiceTable('en', 'OR-3 the dice of each group of orders'),
        paras(
          'Each group alone has exactly the odds of 3d6. Because the groups share the common die, the chance that two orders of different groups both succeed lies between the product of their chances and the chance on one shared roll; the orders dialog works it out exactly.',
        ),
        paras(
          "How the turn plays it: with the setting on (and the two-segment turn), the referee rolls the seven dice for each Abilità roll, the white die and the yellow, blue and red pairs thrown in their colours. The Abilità card shows the dice by group, each ship's three scores, and beside every order the dice it was read on and the score it needed. A course change can fail on the manoeuvre dice while a broadside hits on the fire dice of the same roll. Criticals follow the same split: a critical course failure comes from the manoeuvre dice, an unlucky or well laid shot from the fire dice. The orders dialog names each order's dice and gives the exact chance that all of a ship's orders succeed together.",
        ),
        k.house('SD-39'),
        k.house('SD-90'),
        k.house('SD-91'),
        k.house('SD-92'),
      ].join('\n'),
    },
    {
      key: 'signals',
      title: 'Signals (optional)',
      html: [
        k.h('FP-A3', 'Fast Play signals'),
        paras(
          `The "Signals" world setting is off, Fast Play or full game. With Fast Play signals the flagship sends one signal a turn, of at most ${MAX_SIGNAL_ELEMENTS} elements. Until a ship reads a signal it holds its course and speed; a ship within ${IND[1200]} mm of an enemy (${IND[3000]} mm at 1:3000) fires and manoeuvres on its own. Each ship rolls 3d6 to read a signal: one element needs ${SIGNAL_NEEDS[1]} or more, two need ${SIGNAL_NEEDS[2]} or more.`,
        ),
        signalModifierTable('en', 'FP-A3 reading a signal'),
        k.h('OR-11', 'Full-game signals'),
        paras(
          'With full-game signals any officer in command may send one signal a turn at the end of his turn, and no ship both sends and receives in one turn. Reading, keeping course and acting independently are as above.',
        ),
        list(
          'On the table: at the end of your part (the morale step) press Signal in the turn tracker, pick the ship it flies from and write one or two elements.',
          'The referee rolls every ship at once and posts the signal card, showing who read it.',
          'The orders dialog tells each ship whether it keeps course and speed, follows a signal or acts independently.',
        ),
        ...['SD-40', 'SD-41', 'SD-42', 'SD-43', 'SD-44', 'SD-45'].map((id) => k.house(id)),
      ].join('\n'),
    },
  ];
}

function pagesIt(k: ReferenceKit): ReferencePage[] {
  return [
    {
      key: 'full-gunnery',
      title: 'Tiro completo e ricarica (opzionale)',
      html: [
        k.h('OR-6', 'Danni, bordata iniziale e ricarica'),
        paras(
          'L’impostazione del mondo "Tiro completo e ricarica (gioco completo)" sostituisce i moltiplicatori di danno del Fast Play: se la bordata colpisce si legge ancora sulla tabella di Abilità, ma un colpo a segno infligge il BF attuale per ciascun moltiplicatore qui sotto all’obiettivo (O), alla parte che non era l’obiettivo (C, collaterale: la velatura tirando allo scafo, il lato dello scafo colpito tirando alla velatura) e, a corta gittata contro lo scafo, al bordo opposto (B). Non richiede altre opzioni; con il turno in due segmenti si ricarica e si spara per segmento, senza si usa il turno intero.',
        ),
        fullGunneryTable('it', 'OR-6 moltiplicatori dei danni (O/C/B)'),
        k.house('SD-36'),
        k.house('SD-37'),
        paras(
          'Bordata iniziale: i cannoni sono in batteria (un ordine dato in un turno in cui la nave non fa fuoco né ricarica) e quel bordo non ha ancora fatto fuoco; oppure il bordo è stato ricaricato con un punteggio perfetto (16-18).',
          'Ricaricare è un ordine che si legge sul punteggio di Abilità (i dadi rossi con l’Abilità a sette dadi). Una nave che ricarica uno dei bordi in un segmento non spara da nessun bordo in quel segmento, e una che ha sparato in un segmento non ricarica in quel segmento: si ricarica in un segmento e si spara nel successivo.',
        ),
        reloadTable('it', k.l.crew, 'OR-6 tabella per ricaricare'),
        k.house('SD-38'),
        paras(
          'Come lo gioca il turno: con l’impostazione attiva, gli ordini comprendono "Cannoni in batteria", "Ricaricare a sinistra" e "Ricaricare a dritta". La ricarica si legge sulla carta di Abilità, come riga del suo ordine, e l’arbitro la completa con le altre azioni (alla fine della fase di Abilità, o del segmento 1 con il turno in due segmenti); lo stato di ogni bordo (carico, in batteria, ha sparato, in ricarica) è tenuto dall’arbitro e nessun giocatore può cambiarlo. Un bordo che ha sparato va ricaricato prima di sparare di nuovo; una nave che ricarica o mette i cannoni in batteria non è costretta a sparare una bordata ordinata che non può sparare. La carta della bordata mostra se è una bordata iniziale e i tre danni, ciascuno applicato una volta.',
        ),
        k.house('SD-81'),
        k.house('SD-83'),
        k.house('SD-84'),
        k.house('SD-85'),
        paras(
          'Un tiro decisivo che raddoppia il danno raddoppia tutti e tre i danni: la sua carta ha una riga per danno sul bersaglio, ciascuna applicata una volta. Contro un bersaglio impigliato con un amico, ogni danno si divide tra il nemico e l’amico (un terzo o due terzi). Quando un bordo non può più sparare in questa parte (la sua ricarica è fallita), i tiri critici e decisivi si assegnano appena ha sparato ogni altra bordata ordinata.',
        ),
        k.house('SD-105'),
      ].join('\n'),
    },
    {
      key: 'seven-dice',
      title: 'Abilità a sette dadi (opzionale)',
      html: [
        k.h('OR-3', 'Sette dadi'),
        paras(
          'Una variante del turno in due segmenti: l’impostazione "Abilità a sette dadi (gioco completo)" richiede "Turno in due segmenti (gioco completo)". Il tiro di Abilità è di sette dadi: un dado bianco comune e tre coppie colorate. Ogni gruppo di ordini ha il suo punteggio, il dado comune più la sua coppia più i soliti modificatori di Abilità, tra 3 e 18; la tabella si legge come sempre.',
        ),
        sevenDiceTable('it', 'OR-3 i dadi di ogni gruppo di ordini'),
        paras(
          'Ogni gruppo da solo ha esattamente le probabilità di 3d6. Poiché i gruppi condividono il dado comune, la probabilità che due ordini di gruppi diversi riescano entrambi sta tra il prodotto delle loro probabilità e la probabilità su un solo tiro comune; la finestra degli ordini la calcola esattamente.',
        ),
        paras(
          'Come lo gioca il turno: con l’impostazione attiva (e il turno in due segmenti) l’arbitro tira i sette dadi a ogni tiro di Abilità, il dado bianco e le coppie gialla, azzurra e rossa lanciate nei loro colori. La carta di Abilità mostra i dadi per gruppo, i tre punteggi di ogni nave e accanto a ogni ordine i dadi su cui si è letto e il punteggio che serviva. Un cambio di rotta può fallire sui dadi di manovra mentre una bordata colpisce sui dadi di fuoco dello stesso tiro. I tiri critici seguono la stessa divisione: un fallimento critico di rotta viene dai dadi di manovra, un tiro sfortunato o ben piazzato dai dadi di fuoco. La finestra degli ordini indica i dadi di ogni ordine e dà la probabilità esatta che tutti gli ordini di una nave riescano insieme.',
        ),
        k.house('SD-39'),
        k.house('SD-90'),
        k.house('SD-91'),
        k.house('SD-92'),
      ].join('\n'),
    },
    {
      key: 'signals',
      title: 'Segnali (opzionale)',
      html: [
        k.h('FP-A3', 'Segnali del Fast Play'),
        paras(
          `L’impostazione del mondo "Segnali" può essere disattivata, Fast Play o gioco completo. Con i segnali del Fast Play l’ammiraglia invia un segnale per turno, di al più ${MAX_SIGNAL_ELEMENTS} elementi. La flotta mantiene rotta e velocità finché non riceve un segnale; una nave a ${IND[1200]} mm o meno dal nemico (${IND[3000]} mm a 1:3000) fa fuoco e manovra in modo indipendente. Ogni nave tira 3d6 per ricevere il segnale: per un elemento serve ${SIGNAL_NEEDS[1]} o più, per due ${SIGNAL_NEEDS[2]} o più.`,
        ),
        signalModifierTable('it', 'FP-A3 ricevere un segnale'),
        k.h('OR-11', 'Segnali del gioco completo'),
        paras(
          'Con i segnali del gioco completo ogni ufficiale in comando può inviare un segnale per turno al termine del proprio turno, e nessuna nave invia e riceve segnali in uno stesso turno. Ricezione, rotta e velocità e azione indipendente come sopra.',
        ),
        list(
          'Sul tavolo: al termine della tua parte (la fase del morale) premi Segnale nel tracciatore del turno, scegli la nave da cui parte e scrivi uno o due elementi.',
          'L’arbitro tira per ogni nave e pubblica la carta del segnale, che mostra chi l’ha ricevuto.',
          'La finestra degli ordini dice per ogni nave se mantiene rotta e velocità, segue un segnale o agisce in modo indipendente.',
        ),
        ...['SD-40', 'SD-41', 'SD-42', 'SD-43', 'SD-44', 'SD-45'].map((id) => k.house(id)),
      ].join('\n'),
    },
  ];
}
