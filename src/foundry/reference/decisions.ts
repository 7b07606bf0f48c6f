// The house interpretations the rules reference lists: the digest's decisions (D-n) and the
// system's own (SD-n, from the rules core's comments), each in English and Italian. A test checks
// that every D-n of the digest and every SD-n in src/ is here. Figures come from the core.
import {
  BASE_SIZES,
  RANGE_LIMITS_MM,
  SPEED_LOSS_FRACTION_BY_MASTS,
  hullHalfExtents,
  mastOffsetsMm,
} from '../../rules/index.js';
import { SETTING_DEFAULTS } from '../settings.js';

const ARC = SETTING_DEFAULTS.arcDegrees;
const LONG = RANGE_LIMITS_MM[1200].long;
const FORT = (s: 1200 | 3000) =>
  `${BASE_SIZES[s].fortification.lengthMm} x ${BASE_SIZES[s].fortification.widthMm} mm`;
/** D-1 figures from the core's geometry, as percentages of a 100 mm base. */
const mastsAt = (masts: number) =>
  mastOffsetsMm({ lengthMm: 100, widthMm: 40, masts }).map((o) => `${50 - o}%`);
const HULL = hullHalfExtents({ lengthMm: 100, widthMm: 100, masts: 3 });
const HULL_SIDE = `${50 - HULL.halfWidthMm}%`;
const HULL_END = `${50 - HULL.halfLengthMm}%`;
const pct = (masts: number) => `${Math.round((SPEED_LOSS_FRACTION_BY_MASTS[masts] ?? 0) * 100)}%`;

export interface Decision {
  id: string;
  /** Rule ids the decision belongs to. */
  rules: string;
  /** How the id is shown when it is not a D-n / SD-n. */
  label?: { en: string; it: string };
  /** A digest decision withdrawn because its rule is not in the source: listed, never shown. */
  withdrawn?: true;
  en: string;
  it: string;
}

export const DECISIONS: readonly Decision[] = [
  {
    id: 'D-1',
    rules: 'FP-1.2',
    en: `Masts stand on the base’s long centre line, measured from the bow: three masts at ${mastsAt(3).join(', ')} of the length; two at ${mastsAt(2).join(' and ')}; one at ${mastsAt(1)[0]}. The mainmast is the centre mast of three, the rear mast of two, or a single mast. For arcs the hull is a rectangle inside the base, ${HULL_SIDE} of the width in from each long side and ${HULL_END} of the length in from bow and stern.`,
    it: `Gli alberi stanno sulla linea mediana lunga della basetta, misurati da prua: con tre alberi al ${mastsAt(3).join(', ')} della lunghezza; con due al ${mastsAt(2).join(' e al ')}; con uno al ${mastsAt(1)[0]}. L’albero maestro è quello centrale, quello di poppa se sono due, o l’unico. Lo scafo è la basetta ridotta del ${HULL_SIDE} della larghezza per lato e del ${HULL_END} della lunghezza per estremità.`,
  },
  {
    id: 'D-2',
    rules: 'FP-2.3',
    en: 'Masts by rate: every rated ship has three; the 16-18 and 12-14 gun vessels are brigs with two; gunboats have one. A GM may change it ship by ship.',
    it: 'Alberi per classe: ogni nave classificata ne ha tre; le unità da 16-18 e 12-14 cannoni sono brigantini con due; le cannoniere ne hanno uno. Il master può cambiarlo nave per nave.',
  },
  {
    id: 'D-3',
    rules: 'FP-2.4',
    en: 'Hull DCs: the total is twice the BF, rounded; the port side takes the larger half when it does not split evenly. Fortifications keep every hull DC on one track and have no rigging.',
    it: 'DC di scafo: il totale è il doppio del BF, arrotondato; se non si divide in parti uguali la metà maggiore va a sinistra. Le fortificazioni hanno tutti i DC di scafo su una sola traccia e nessuna velatura.',
  },
  {
    id: 'D-4',
    rules: 'FP-2.5',
    en: 'Repairing rigging is an order. On a success one lost rigging box is restored for speed, but its -1 to Abilità stays. A ship gets one such repair in the whole battle: if the restored box is lost again, it cannot be repaired a second time.',
    it: 'Riparare la velatura è un ordine. Se riesce, una casella di velatura persa torna utile per la velocità, ma il suo -1 all’Abilità resta. Una nave ha una sola riparazione in tutta la battaglia: se la casella riparata va di nuovo persa, non si ripara una seconda volta.',
  },
  {
    id: 'D-5',
    rules: 'FP-4.4',
    en: 'Damage from a failed attempt to fight a fire goes to the rigging when a rigging fire burns, otherwise to the hull side the owner chooses. “-2 DC” means two whole DC capacities of points.',
    it: 'Il danno di un tentativo fallito di spegnere un incendio va alla velatura se brucia la velatura, altrimenti al lato dello scafo scelto dal proprietario. “-2 DC” significa due capacità di DC intere in punti.',
  },
  {
    id: 'D-6',
    rules: 'FP-4.4, FP-2.5',
    en: 'A ship on fire that loses its last rigging DC explodes, whatever takes that box: the fire itself at the end of a part, a failed attempt to fight it, a broadside, a collision, a failed tack. Without a fire on board the same loss only dismasts it.',
    it: 'Una nave in fiamme che perde l’ultimo DC di velatura esplode, qualunque cosa le tolga quella casella: l’incendio stesso a fine parte, un tentativo di spegnimento fallito, una bordata, una collisione, una virata fallita. Senza fuoco a bordo la stessa perdita la lascia soltanto disalberata.',
  },
  {
    id: 'D-7',
    rules: 'FP-4.4',
    en: 'A hull fire that is not put out reaches the rigging at the end of its owner’s part of the turn.',
    it: 'Un incendio allo scafo non spento raggiunge la velatura alla fine della parte di turno del proprietario.',
  },
  {
    id: 'D-8',
    rules: 'FP-5.5',
    en: 'Turns happen before the move, with the model swinging about the corner of its stern that lies on the inner side of the turn.',
    it: 'Il cambio di rotta si fa prima di muovere: il modello ruota sull’angolo di poppa interno alla virata.',
  },
  {
    id: 'D-9',
    rules: 'FP-5.8',
    en: 'In a collision the moving ship’s sail setting decides the rigging damage of every ship involved.',
    it: 'In una collisione la velatura della nave che muove decide il danno alla velatura di tutte le navi coinvolte.',
  },
  {
    id: 'D-10',
    rules: 'FP-6.1',
    en: 'A distance exactly on a band limit belongs to the shorter band.',
    it: 'Una distanza esattamente sul limite tra due fasce appartiene alla fascia più corta.',
  },
  {
    id: 'D-11',
    rules: 'FP-6.2',
    en: `The firing arc spans ${ARC} degrees (a world setting), split evenly by the line square to the keel through the mainmast; its point sits on the edge of the base on the firing side, level with the mainmast. To be considered, a ship must have some of its hull inside the arc no further than ${LONG} mm away, and its closest mast must be no more than ${LONG} mm from the firer’s closest mast.`,
    it: `L’arco di tiro è di ${ARC} gradi (impostazione del mondo), metà per parte rispetto alla linea del traverso che passa per l’albero maestro, con il vertice sul bordo della basetta dal lato che spara, al traverso dell’albero maestro. Una nave è un bersaglio possibile se il suo scafo tocca l’arco entro ${LONG} mm e il suo albero più vicino è entro ${LONG} mm dall’albero più vicino di chi spara.`,
  },
  {
    id: 'D-12',
    rules: 'FP-6.4',
    en: 'Rake damage is marked on the side that faces the firer when the broadside is fired.',
    it: 'Il danno d’infilata si segna sul lato rivolto verso chi spara nel momento del tiro.',
  },
  {
    id: 'D-13',
    rules: 'OR-2',
    en: 'The optional wind-change table lists 17 twice and leaves out 18: 18 is read as “strengthen and veer”.',
    it: 'La tabella facoltativa dei cambi di vento riporta due volte il 17 e omette il 18: il 18 vale “rinforza e gira in senso orario”.',
  },
  {
    id: 'D-14',
    rules: 'HR-4',
    en: 'For fleet morale a ship’s points are its cost and a crew’s morale base is its DC capacity divided by 10.',
    it: 'Per il morale della flotta i punti di una nave sono il suo costo e la base di morale dell’equipaggio è la capacità del DC divisa per 10.',
  },
  {
    // HR-6 is not in the source: the digest withdrew it. Kept here only so every digest id is accounted for;
    // withdrawn decisions are never shown in the rules reference.
    id: 'D-15',
    rules: 'HR-6',
    withdrawn: true,
    en: 'Withdrawn: the source has no such rule, and the system has none.',
    it: 'Ritirata: la fonte non ha questa regola, e il sistema non la usa.',
  },
  {
    id: 'D-16',
    rules: 'FP-6.3',
    en: 'Damage is counted in whole points: the final product (after rakes, well laid doubling and any split) is rounded to the nearest point, halves up. Percentages of a DC use that ship’s capacity after the crew adjustment.',
    it: 'Il danno si conta in punti interi: il prodotto finale (dopo infilate, raddoppio del tiro decisivo ed eventuale ripartizione) si arrotonda al punto più vicino, le metà per eccesso. Una percentuale di DC si calcola sulla capacità della nave corretta per l’equipaggio.',
  },
  {
    id: 'D-17',
    rules: 'FP-6.4',
    en: 'A rake is tested at one instant: the two ships’ headings differ by exactly 4 points, and the firer’s centre line comes closer to the target’s mainmast than half the width of the target’s base. It is a bow rake when the target’s bow faces the firer, a stern rake when its stern does; the system checks this along the firer’s whole move.',
    it: 'L’infilata si verifica in un istante: la rotta del bersaglio differisce di esattamente 4 quarte da quella di chi spara e la linea centrale di tiro passa entro mezza larghezza di basetta dall’albero maestro del bersaglio. È d’infilata di prua se la prua del bersaglio è rivolta verso chi spara, di poppa se lo è la poppa; il sistema lo verifica lungo tutto il movimento di chi spara.',
  },
  {
    id: 'D-18',
    rules: 'FP-6.2',
    en: 'Arc halves: a candidate belongs to the fore or the aft half by the bearing of its mainmast from the arc’s point; a mainmast right on the centre line counts as fore. If there are candidates in both halves the player picks between the closest one in each half; if all are in one half the closest is the target, and between equally close ones, whichever has its mainmast closer to the centre line.',
    it: 'Metà dell’arco: un bersaglio possibile sta nella metà di prua o di poppa secondo la posizione del suo albero maestro vista dal vertice; esattamente sulla linea centrale conta come prua. Con bersagli in entrambe le metà il giocatore sceglie tra il più vicino di ciascuna; tutti in una metà, il bersaglio è il più vicino e, a pari distanza, quello con l’albero maestro più vicino alla linea centrale.',
  },
  {
    id: 'D-19',
    rules: 'FP-7.1, FP-5.8',
    en: 'Touching an enemy while moving at easy sail counts as coming alongside to board: no collision damage. Every other contact, at full sail or with a ship of the same side, a fireship or the shore, is a collision and does its damage.',
    it: 'Toccare un nemico muovendo a vele di manovra vale come accostare per abbordare: nessun danno da collisione. Ogni altro contatto, a vele spiegate o con una nave dello stesso schieramento, una nave incendiaria o la costa, è una collisione e ne infligge il danno.',
  },
  {
    id: 'D-20',
    rules: 'HR-5',
    en: 'In the card-driven turn a squadron has a single card for moving and firing together; a squadron crewed only by Elite or Good sailors puts two of these cards in the deck, and whichever is drawn second does nothing.',
    it: 'Nel turno a carte una squadra ha una sola carta per muovere e sparare insieme; una squadra con soli equipaggi Eccellenti o Buoni mette nel mazzo due di queste carte, e quella pescata per seconda non ha effetto.',
  },
  {
    id: 'D-21',
    rules: 'FP-4.4',
    en: 'Rigging fires are counted one by one: each one still alight after its owner’s fire-fighting step burns a rigging DC that turn, so two fires cost two DCs.',
    it: 'Gli incendi alla velatura si contano uno per uno: ciascuno ancora acceso dopo la fase di spegnimento del proprietario brucia un DC di velatura in quel turno, quindi due incendi costano due DC.',
  },
  {
    id: 'SD-1',
    rules: 'FP-1.1, FP-8.1',
    en: `Fortifications have a square footprint (${FORT(1200)} at 1:1200, ${FORT(3000)} at 1:3000, editable), no masts (ranges are measured from the footprint’s centre), a single hull track and no decks, so losing DCs never makes them test morale; a rake still can.`,
    it: `Le fortificazioni hanno un ingombro quadrato (${FORT(1200)} a 1:1200, ${FORT(3000)} a 1:3000, modificabile), nessun albero (le distanze si misurano dal centro dell’ingombro), una sola traccia di scafo e nessun ponte: perdere DC non le obbliga mai al test di morale, un’infilata sì.`,
  },
  {
    id: 'SD-2',
    rules: 'FP-8.2, D-4',
    en: 'A repaired rigging box still counts as lost in the morale test and in the melee’s “DCs lost” terms, as it does for Abilità; a restored box that is lost again counts once.',
    it: 'Una casella di velatura riparata conta ancora come persa nel test di morale e nei termini “DC persi” della mischia, come per l’Abilità; una casella riparata e persa di nuovo conta una volta sola.',
  },
  {
    id: 'SD-3',
    rules: 'FP-4.3',
    en: 'When one roll serves several ships, only the lowest-scoring ship that drew an unlucky shot suffers it and only the highest-scoring ship that drew a well laid shot scores it; for the others an unlucky shot is a miss and a well laid shot a plain hit. Ties go to the nearer target, then to the order given.',
    it: 'Quando un solo tiro vale per più navi, subisce il tiro critico solo la nave con il punteggio più basso che l’ha ottenuto, e mette a segno il tiro decisivo solo quella con il punteggio più alto; per le altre il tiro critico è un mancato e il tiro decisivo un colpo normale. A parità decide il bersaglio più vicino, poi l’ordine dichiarato.',
  },
  {
    id: 'SD-4',
    rules: 'FP-5.4, FP-4.3',
    en: 'A ship caught in irons may bear away one to three points onto a legal heading (from head to wind, to either side). A critical course failure bears away one point; when that could go either way (dead before the wind or head to wind), the owner picks the side.',
    it: 'Una nave finita controvento può poggiare da una a tre quarte fino a una rotta lecita (con il vento di prua, da una parte o dall’altra). Un fallimento critico di rotta fa poggiare di una quarta; quando si può andare da entrambe le parti (col vento in poppa piena o di prua), sceglie il proprietario.',
  },
  {
    id: 'SD-5',
    rules: 'FP-A4, FP-5.3',
    en: `The speed lost per rigging DC goes by masts, not by rate: two masts lose ${pct(2)}, one mast ${pct(1)}; three masts the fixed amount of FP-5.3.`,
    it: `La velocità persa per ogni DC di velatura dipende dagli alberi, non dalla classe: con due alberi si perde il ${pct(2)}, con uno il ${pct(1)}; con tre la quantità fissa di FP-5.3.`,
  },
  {
    id: 'SD-6',
    rules: 'FP-4.4, D-7',
    en: 'Once the rigging fires have burnt their DCs (one each, D-21), a hull fire that is still alight adds one rigging fire, if none is burning yet.',
    it: 'Dopo che gli incendi alla velatura hanno bruciato i loro DC (uno ciascuno, D-21), un incendio allo scafo ancora acceso aggiunge un incendio alla velatura, se non ne brucia già uno.',
  },
  {
    id: 'SD-7',
    rules: 'FP-4.4',
    en: 'The fire an explosion starts on nearby ships is a rigging fire.',
    it: 'L’incendio che un’esplosione appicca alle navi vicine è un incendio alla velatura.',
  },
  {
    id: 'SD-8',
    rules: 'FP-8.3',
    en: 'Victory points: the terms for each ship are added up (a struck ship that lost DCs gives 1 plus half its BF) and the side’s total is rounded down once.',
    it: 'Punti vittoria: i termini di ogni nave si sommano (una nave con la bandiera ammainata che ha perso DC dà 1 più metà del suo BF) e il totale dello schieramento si arrotonda per difetto una volta sola.',
  },
  {
    id: 'SD-9',
    rules: 'FP-6.7',
    en: 'A fireship is lit by a hit on the short-range column, and by a well laid shot too; an unlucky shot or a miss leaves it unlit (a fireship has no unlucky shot).',
    it: 'Una nave incendiaria si accende con un colpo a segno nella colonna del tiro corto, e anche con un tiro decisivo; un tiro critico o un mancato la lasciano spenta (per una nave incendiaria non c’è tiro critico).',
  },
  {
    id: 'SD-10',
    rules: 'FP-6.4, D-12',
    en: 'Damage goes on the side of the target’s hull that faces the firer; a firer dead ahead or dead astern (a rake along the keel) hits the port side, which holds the larger half of the hull DCs.',
    it: 'Il danno va sul lato dello scafo del bersaglio rivolto verso chi spara; chi spara esattamente di prua o di poppa (un’infilata lungo la chiglia) colpisce il lato sinistro, che ha la metà maggiore dei DC di scafo.',
  },
  {
    id: 'SD-11',
    rules: 'FP-4.3',
    en: 'When several broadsides share one roll, the unlucky and the well laid shot are settled once: when every ordered broadside has fired, or when the GM closes the movement-and-fire step. An ordered broadside must fire: closing the step fires, from where the ship then is, every ordered broadside its commander did not fire (a pending choice between halves goes to the nearer target), so an unlucky shot cannot be dodged by not firing; a broadside ordered with nothing in range still counts for the unlucky shot of its score (only a broadside with a target can score the well laid one). Until then each broadside applies its normal damage (a well laid shot counts as a hit, an unlucky one as a miss).',
    it: 'Quando più bordate condividono un tiro, il tiro critico e il tiro decisivo si assegnano una volta sola: quando tutte le bordate ordinate hanno sparato, o quando il master chiude la fase di movimento e fuoco. Una bordata ordinata deve sparare: chiudendo la fase si sparano, dalla posizione in cui la nave si trova, tutte le bordate ordinate che il comandante non ha sparato (una scelta in sospeso tra le due metà va al bersaglio più vicino), così un tiro critico non si evita non sparando; una bordata ordinata senza nulla a tiro conta comunque per il tiro critico del suo punteggio (solo una bordata con un bersaglio può fare il tiro decisivo). Fino ad allora ogni bordata applica il suo danno normale (il tiro decisivo vale come colpito, il tiro critico come mancato).',
  },
  {
    id: 'SD-12',
    rules: 'FP-5.6, D-8',
    en: 'Each step of a tack pivots on the inside stern corner like any course change; a failed step puts the ship back exactly where the tack began.',
    it: 'Ogni fase della virata ruota sull’angolo di poppa interno come ogni cambio di rotta; una fase fallita riporta la nave esattamente dove la virata era cominciata.',
  },
  {
    id: 'SD-13',
    rules: 'HR-1',
    en: 'Melee damage to the hull goes on the port side.',
    it: 'Il danno da mischia allo scafo va sul lato sinistro.',
  },
  {
    id: 'SD-14',
    rules: 'FP-7.1',
    en: 'For splitting damage, ships count as “in a boarding” when their contact is a boarding contact, or when either of them has boarding parties ready or is fighting a melee.',
    it: 'Per dividere il danno, due navi sono “in abbordaggio” quando il loro contatto è un abbordaggio, o quando una delle due ha le squadre d’abbordaggio pronte o combatte una mischia.',
  },
  {
    id: 'SD-15',
    rules: 'Squadron lists 1793-1815',
    en: 'Historical composition: the caps are per 10 ships of the line (per 10-ship squadron for the United States). For another fleet size each cap is scaled in proportion and a fraction rounds up, so a capped category always allows one ship; a fleet without ships of the line is measured as if it had one. The razeed 74 counts as a 4th-rate frigate, the 16-18 and 12-14 gun brigs as unrated, gunboats as gunboats. Over-budget and composition findings are warnings; the GM decides.',
    it: 'Composizione storica: i limiti valgono ogni 10 vascelli di linea (ogni squadra di 10 navi per gli Stati Uniti). Per flotte di altre dimensioni ogni limite si scala in proporzione arrotondando per eccesso, quindi una categoria con limite ammette sempre almeno una nave; una flotta senza vascelli di linea si misura come se ne avesse uno. Il 74 rasato conta come fregata di 4ª classe, i brigantini da 16-18 e 12-14 cannoni come non classificati, le cannoniere come cannoniere. Sforare i punti o la composizione dà solo avvisi; decide il master.',
  },
  {
    id: 'SD-16',
    rules: 'FP-8.1, FP-8.2',
    en: 'At the end of each side’s part, the ships of either side that were raked, or passed their deck threshold of lost DCs, during that part test morale. The hits and rakes counted in the test are those of the whole turn whose damage was applied.',
    it: 'Alla fine della parte di ogni schieramento, fanno il test di morale le navi di entrambi gli schieramenti che in quella parte hanno subito un’infilata o hanno superato la soglia di DC persi prevista per i loro ponti. Colpi e infilate contati nel test sono quelli dell’intero turno il cui danno è stato applicato.',
  },
  {
    id: 'SD-17',
    rules: 'FP-4.4',
    en: 'The fire toll at the end of a part (rigging DCs burnt, hull fires spreading to the rigging) falls on the ships of the side whose part ends; the fire those ships pass on by contact is handed out then too, including, for a ship that ran into another during this turn, to the ships already touching the one it hit.',
    it: 'Il prezzo degli incendi a fine parte (DC di velatura bruciati, incendi allo scafo che passano alla velatura) tocca alle navi dello schieramento la cui parte finisce; anche il fuoco che quelle navi passano per contatto si assegna allora, compreso, per una nave che in questo turno ne ha urtata un’altra, quello verso le navi che già toccano la nave urtata.',
  },
  {
    id: 'SD-18',
    rules: 'FP-7.6',
    en: 'Supporters on either side must have their own boarders ready and be able to board; an attacker’s supporter touches the boarded ship, a defender’s supporter touches the boarding ship. A supporter whose contact with that ship was made at full sail this turn does not count until the next turn.',
    it: 'Le navi di supporto, da entrambe le parti, devono avere le proprie squadre d’abbordaggio pronte e poter abbordare; quelle degli attaccanti toccano la nave abbordata, quelle dei difensori la nave che abborda. Una nave di supporto il cui contatto con quella nave è avvenuto a vele spiegate in questo turno conta solo dal turno seguente.',
  },
  {
    id: 'SD-19',
    rules: 'FP-6.6, FP-7.1',
    en: 'When a broadside is split between ships in a boarding, a well laid “double” doubles only the share of the well laid target.',
    it: 'Quando una bordata si divide tra navi in abbordaggio, il “raddoppio” del tiro decisivo raddoppia solo la parte del bersaglio colpito.',
  },
  {
    id: 'SD-20',
    rules: 'FP-4.5, FP-5.8, FP-7.1, D-19',
    en: 'Kinds of contact: any contact with a fireship is a fireship contact; between ships of the same side it is a friendly collision; an enemy touched by a ship moving at easy sail is a deliberate boarding contact, whether or not its boarders are ready (D-19); any other contact with an enemy is a collision. Each ship’s record also notes which ship made the contact, at what sail, and in which turn.',
    it: 'Tipi di contatto: ogni contatto con una nave incendiaria è un contatto con l’incendiaria; tra navi dello stesso schieramento è una collisione amica; un nemico toccato da una nave che muove a vele di manovra è un abbordaggio voluto, pronte o no le squadre d’abbordaggio (D-19); ogni altro contatto con un nemico è una collisione. La scheda di ogni nave annota anche quale nave ha fatto il contatto, con che velatura e in quale turno.',
  },
  {
    id: 'SD-21',
    rules: 'FP-5.7',
    en: 'A ship makes no straight move while struck, sinking, dismasted, in contact, in stays, hove to or with sails furled. Without a wind set on the scene, the allowance is that of a breeze.',
    it: 'Una nave non fa il movimento rettilineo se ha ammainato la bandiera, affonda, è disalberata, è a contatto, è in virata controvento, è alla deriva o ha le vele ammainate. Se la scena non ha un vento impostato, la velocità è quella della brezza.',
  },
  {
    id: 'SD-22',
    rules: 'D-17, D-18, D-8',
    en: 'Distances to the firing centre line are taken to the line drawn outward from the arc’s point (something behind that point is measured to the point itself); a rake is a bow rake when the bow end of the target’s base is the nearer to the arc’s point; a pivot of exactly 180 degrees counts as a turn to starboard.',
    it: 'Le distanze dalla linea centrale di tiro si misurano sulla semiretta che parte dal vertice dell’arco verso l’esterno (ciò che sta dietro il vertice si misura dal vertice stesso); l’infilata è di prua quando l’estremità di prua della basetta del bersaglio è la più vicina al vertice; una rotazione di esattamente 180 gradi conta come virata a dritta.',
  },
  {
    id: 'SD-23',
    rules: 'FP-3, FP-6.4',
    en: 'During a battle run with the turn tracker, a player’s ship makes its straight move in its own side’s movement-and-fire step, at most its allowance in all, in one go or in several straight steps (a drag straight ahead, or a distance in the ship panel), so that it can fire from any point of it; once under way it can only go on straight ahead. Its course changes and tack steps are applied from the Abilità card, which knows whether the course roll succeeded; the one-point turn a damaged rudder forces needs no order or roll and is made with the straight move. The GM’s client carries out every such move and computes a broadside’s targets where the ship is when it fires; any other drag or turn of a battle ship by a player is refused, and put back if forced. The GM moves ships freely; outside a battle the manoeuvre control offers every legal change and ships may be dragged.',
    it: 'Durante una battaglia gestita con il segnaturno, la nave di un giocatore fa il suo movimento rettilineo nella fase di movimento e fuoco del proprio schieramento, al massimo quanto le spetta in tutto, in una volta o in più tratti rettilinei (trascinandola dritta avanti, o con una distanza nel pannello nave), così da poter sparare da qualunque punto; una volta partita può solo proseguire dritta. I cambi di rotta e le virate si applicano dalla carta Abilità, che sa se il tiro di rotta è riuscito; la quarta di poggiata imposta dal timone danneggiato non richiede ordine né tiro e si fa con il movimento rettilineo. Ogni movimento così lo esegue il client del master, che calcola i bersagli di una bordata dove la nave si trova quando spara; ogni altro trascinamento o rotazione di una nave in battaglia da parte di un giocatore è rifiutato, e annullato se forzato. Il master muove le navi liberamente; fuori da una battaglia il controllo di manovra offre ogni cambio lecito e le navi si possono trascinare.',
  },
  {
    id: 'SD-24',
    rules: 'FP-5.4, FP-A1',
    en: 'A change of wind damages only the ships it newly puts in irons (10% of a DC of rigging); a ship already in irons, or in stays during a tack, takes nothing from it. The damage comes when the GM rolls the change. A ship in irons has to be ordered to change course, and a failed course roll costs it the same damage again, applied from the Abilità card.',
    it: 'Un cambio di vento danneggia solo le navi che mette controvento in quel momento (10% di un DC alla velatura); una nave già controvento, o con la prua al vento durante una virata, non subisce nulla. Il danno arriva quando il master tira il cambio. Una nave controvento deve ricevere un ordine di cambio di rotta, e un tiro di rotta fallito le costa di nuovo lo stesso danno, applicato dalla carta Abilità.',
  },
  {
    id: 'SD-25',
    rules: 'FP-6.7',
    en: 'Where a fireship starts is checked when the battle begins: measured between base centres, its nearest enemy must be at least as far away as the nearest enemy of every other ship of its side. A ship is made a fireship on its sheet by the GM, who is refused for any rate but the 6th and for a second fireship in the same squadron of a side.',
    it: 'La posizione di partenza di una nave incendiaria si controlla quando comincia la battaglia: misurando tra i centri delle basette, il suo nemico più vicino deve essere lontano almeno quanto il nemico più vicino di ogni altra nave del suo schieramento. Una nave diventa incendiaria sulla sua scheda, per mano del master, che non può farlo per classi diverse dalla 6ª né per una seconda incendiaria nella stessa squadra di uno schieramento.',
  },
  {
    id: 'SD-26',
    rules: 'OR-2, OR-5, OR-9',
    en: 'Winds beyond the OR-5 table: light airs read as a light breeze (speed, drift, and -2 in the rigging damage test); a storm as a strong wind (-4) with the storm test of every ship above easy sail; in a calm sailing ships do not move and oared ships row at half their light-breeze speed. Fast Play’s wind steps read light air as light airs, breeze as a moderate breeze, strong as a strong wind.',
    it: 'Venti fuori dalla tabella della navigazione completa: l’aria leggera vale come brezza leggera (velocità, deriva e -2 nel test sulla velatura); la tempesta come vento forte (-4), con il test di ogni nave con vele superiori a vele di manovra; in bonaccia le navi a vela non si muovono e quelle a remi vanno alla metà della velocità con brezza leggera. I gradi di vento del Fast Play: aria leggera come aria leggera, brezza come brezza moderata, vento forte come vento forte.',
  },
  {
    id: 'SD-27',
    rules: 'OR-5, HR-2',
    en: 'Drift: the “drift” row is a ship hove to (sails backed: hove to, the second turn of a failed tack, a rigging DC lost one step below easy sail); “drift with sails” a ship drifting with its sails set and not under command (ships entangled after a collision). The column is the sail the ship carries; a ship with its sails furled does not drift; a “–” is no drift in that segment. At 1:3000 the club’s printed table is used, not the 1:1200 figures x 0.4.',
    it: 'Deriva: la riga “deriva” è una nave alla deriva (vele a collo: alla deriva, il secondo turno di una virata fallita, un RDC perso un grado sotto le vele di manovra); “deriva con le vele” una nave che deriva con le vele spiegate senza governo (navi impigliate dopo una collisione). La colonna è la velatura della nave; con le vele ammainate la nave non deriva; un “–” è nessuna deriva in quel segmento. A 1:3000 si usa la tabella stampata del club, non le cifre di 1:1200 x 0,4.',
  },
  {
    id: 'SD-28',
    rules: 'OR-5, OR-9',
    en: 'A course change of two points or more needs a turn at the end of each segment (none then two is as illegal as two then none); a single point may be turned at the end of either segment. An illegal course order is one onto a heading into the wind, one the course-change table does not allow, one not spread over the segments, a luff or bear-away with or during a tack, or any turn while a rigging DC lost to the test is not jury-rigged: it costs a rigging damage test. A refused tack order costs nothing more.',
    it: 'Un cambio di due o più quarte richiede una rotazione alla fine di ciascun segmento (nessuna e poi due è illegale quanto due e poi nessuna); una quarta sola si può girare alla fine di uno qualsiasi dei segmenti. È illegale un ordine di rotta contro vento, uno non consentito dalla tabella dei cambi di rotta, uno non distribuito sui segmenti, un’orzata o poggiata con o durante una virata, o qualsiasi rotazione mentre un RDC perso nel test non è riparato: costa un test sulla velatura. Un ordine di virata rifiutato non costa altro.',
  },
  {
    id: 'SD-29',
    rules: 'OR-5',
    en: '“One turn of sailing before another tack” follows every tack that ends, completed or failed on either turn: the next turn is the turn of sailing, the one after may tack.',
    it: '“Un turno di navigazione prima di una nuova virata” vale dopo ogni virata che finisce, completata o fallita in uno dei due turni: il turno seguente è di navigazione, quello dopo si può virare.',
  },
  {
    id: 'SD-30',
    rules: 'OR-9',
    en: 'In the rigging damage test a ship hove to (sails furled, or hove to) takes -1 and no sail modifier; the crew is the one that kept the ship (a prize’s original crew).',
    it: 'Nel test sulla velatura una nave alla deriva (vele ammainate o alla deriva) prende -1 e nessun modificatore di velatura; l’equipaggio è quello che ha tenuto la nave (quello originale per una nave catturata).',
  },
  {
    id: 'SD-31',
    rules: 'OR-9',
    en: 'A collision with another ship has no fixed modifier: the -5 and -3 are for striking or running aground on rock or sand. A collision with a ship takes -1 for each rate of difference against the ship and +1 with boarding parties ready, which count only then, and its damage is a share of the other ship’s DC.',
    it: 'Una collisione con un’altra nave non ha un modificatore fisso: il -5 e il -3 valgono per l’urto o l’incaglio su fondo roccioso o sabbioso. Una collisione con una nave prende -1 per ogni classe di differenza a sfavore e +1 con le squadre di abbordaggio pronte, che contano solo allora, e il danno è una parte del DC dell’altra nave.',
  },
  {
    id: 'SD-32',
    rules: 'OR-9',
    en: 'The wreckage of a ship head or stern to the wind falls on a side chosen by one die, odd port, even starboard. The test at full sail in a strong wind (and in a storm) is taken at the end of the ship’s side’s part, once a part, before the fire toll and the morale list, which counts its DCs; every test is applied at once by the referee.',
    it: 'La velatura di una nave parallela al vento cade su un bordo scelto con un dado, dispari sinistra, pari dritta. Il test a vele spiegate con vento forte (e in tempesta) si fa alla fine della parte dello schieramento della nave, una volta per parte, prima degli incendi e della lista dei test di morale, che conta i DC persi; ogni test è applicato subito dal master.',
  },
  {
    id: 'SD-33',
    rules: 'OR-9',
    en: 'With Fast Play’s three sail settings, one step below easy sail is hove to: the ship drifts. With two or more rigging DCs lost to the test the speed is read two steps lower (“in practice the ship cannot move”).',
    it: 'Con le tre velature del Fast Play, un grado sotto le vele di manovra è alla deriva: la nave deriva. Con due o più RDC persi nel test la velocità si legge due gradi sotto (“in pratica la nave non può muovere”).',
  },
  {
    id: 'SD-34',
    rules: 'OR-9',
    en: 'Jury rig: sail is shortened in a segment 1; a failed cut-away or repair roll is tried again in the next segment or turn; with several rigging DCs down the wreckage takes two successful segments and each DC a successful turn; the ship manoeuvres and makes sail again only when every DC down is restored.',
    it: 'Riparazioni di fortuna: la velatura si riduce in un primo segmento; un tiro fallito per tagliare via o riparare si ripete nel segmento o nel turno seguente; con più RDC persi la velatura danneggiata richiede due segmenti riusciti e ogni RDC un turno riuscito; la nave torna a manovrare e ad aumentare la velatura solo quando ogni RDC perso è ripristinato.',
  },
  {
    id: 'SD-35',
    rules: 'OR-9, OR-5',
    en: 'Restored rigging counts every rigging DC jury-rigged in the battle: 3 or more, easy sail only; 5 or more, the segment-1 speed split evenly over both segments; every one lost, restored or not, no movement. The loss of speed per rigging DC lost counts only the DCs lost now; restored DCs slow the ship only through these limits.',
    it: 'La velatura ripristinata conta ogni RDC riparato nella battaglia: 3 o più, solo vele di manovra; 5 o più, in ciascun segmento metà della distanza del primo segmento; tutti persi, ripristinati o no, nessun movimento. La perdita di velocità per RDC conta solo gli RDC persi ora; quelli ripristinati rallentano la nave solo con questi limiti.',
  },
  {
    id: 'SD-36',
    rules: 'OR-6, FP-6.4, FP-6.6, FP-7.1, D-16',
    en: "With the full-game gunnery a rake multiplies only the damage to the area aimed at; a well laid shot's double doubles all three figures (area aimed at, the other area, the other side); a split between ships in a boarding divides all three; each figure is rounded once at the end. Aimed at the hull, the other area is the rigging and the other side is the far hull side; aimed at the rigging, the other area is the hull side hit. A target at easy sail or furled reads the easy-sail rigging column, one at full sail the full-sail column.",
    it: 'Con l\'artiglieria del gioco completo un\'infilata moltiplica solo il danno all\'obiettivo; il raddoppio del tiro decisivo raddoppia tutti e tre i valori (obiettivo, collaterale, bordo opposto); la ripartizione tra navi impegnate in abbordaggio li divide tutti e tre; ogni valore si arrotonda una sola volta alla fine. Tirando allo scafo, il collaterale va alla velatura e il bordo opposto è l\'altro lato dello scafo; tirando alla velatura, il collaterale va al lato dello scafo colpito. Un bersaglio con vele di manovra o imbrogliate usa la colonna "vele di manovra o meno", uno a vele spiegate la colonna "vele spiegate o più".',
  },
  {
    id: 'SD-37',
    rules: 'OR-6, FP-A2',
    en: "Ships armed only with carronades, with the full-game gunnery: no damage at long range; at medium range the multiplier of the area aimed at is one less than the table's, at short range two more (the Fast Play carronade table's difference from the guns'); the other area and the other side are as the table.",
    it: "Navi armate solo di carronate, con l'artiglieria del gioco completo: nessun danno a lunga gittata; a media gittata il moltiplicatore dell'obiettivo è uno in meno di quello della tabella, a corta due in più (la differenza della tabella delle carronate del Fast Play da quella dei cannoni); collaterale e bordo opposto come in tabella.",
  },
  {
    id: 'SD-38',
    rules: 'OR-6, OR-3',
    en: 'A ship begins the battle with both sides loaded, its guns not run out and no side fired. The run out guns order runs out every loaded side, in a turn in which the ship neither fires nor reloads. A failed reload still takes the segment (the ship fires from neither side in it) and may be tried again in the next. Without the two-segment turn the segment is the whole turn: reload in one turn, fire the next.',
    it: "Una nave comincia la battaglia con entrambi i bordi carichi, i cannoni non in batteria e nessun bordo che abbia sparato. L'ordine cannoni in batteria mette in batteria ogni bordo carico, in un turno in cui la nave non fa fuoco né ricarica. Un caricamento fallito occupa comunque il segmento (la nave non spara da nessun bordo) e si può ritentare nel successivo. Senza il turno in due segmenti il segmento è il turno intero: si ricarica in un turno e si spara nel successivo.",
  },
  {
    id: 'SD-39',
    rules: 'OR-3',
    en: 'With the seven dice, a tack reads the blue manoeuvre dice like a course change; lighting a fireship reads the red fire dice, as it uses the short-range column; repairing rigging, which the rule does not list, reads the yellow emergency dice with fighting fires and unfouling.',
    it: 'Con i sette dadi la virata usa i dadi di manovra azzurri come un cambio di rotta; accendere una nave incendiaria usa i dadi di fuoco rossi, perché si legge sulla colonna della corta gittata; riparare la velatura, che la regola non elenca, usa i dadi di emergenza gialli come spegnere incendi e liberarsi.',
  },
  {
    id: 'SD-40',
    rules: 'FP-A3, OR-11',
    en: 'Keeping course and speed rules out sail and course orders (more or less sail, a course change, a tack), never fire. A ship follows the last signal it read until it reads another; only a ship that has read none yet keeps course and speed. The orders dialog says so in a note and does not refuse the orders: a signal is free text that the system cannot compare with orders, so the referee judges whether a ship obeys.',
    it: "Mantenere rotta e velocità esclude gli ordini di velatura e di rotta (aumentare o ridurre la velatura, cambiare rotta, virare), mai il fuoco. Una nave segue l'ultimo segnale ricevuto finché non ne riceve un altro; solo una nave che non ne ha ancora ricevuto nessuno mantiene rotta e velocità. La finestra degli ordini lo dice in una nota e non rifiuta gli ordini: un segnale è testo libero che il sistema non può confrontare con gli ordini, e l'arbitro giudica se una nave obbedisce.",
  },
  {
    id: 'SD-41',
    rules: 'FP-A3, OR-11',
    en: "A ship that has sent a signal (the flagship, or with the full-game signals an officer's ship) manoeuvres freely.",
    it: "Una nave che ha inviato un segnale (l'ammiraglia o, con i segnali del gioco completo, la nave di un ufficiale) manovra liberamente.",
  },
  {
    id: 'SD-42',
    rules: 'FP-A3, HR-2',
    en: '"Within 200 mm of an enemy" is measured between base centres to the nearest enemy ship that has not struck, been taken or blown up; 200 mm itself counts (80 mm at 1:3000).',
    it: '"A 200 mm o meno dal nemico" si misura tra i centri delle basette fino alla nave nemica più vicina che non abbia ammainato la bandiera, non sia stata catturata né sia esplosa; 200 mm esatti contano (80 mm a 1:3000).',
  },
  {
    id: 'SD-43',
    rules: 'FP-A3, OR-11',
    en: 'A ship that has struck, been taken or blown up neither sends nor receives signals.',
    it: 'Una nave che ha ammainato la bandiera, è stata catturata o è esplosa non invia né riceve segnali.',
  },
  {
    id: 'SD-44',
    rules: 'FP-A3, OR-11, OR-3',
    en: "A ship rolls to receive at most one signal a turn. The referee rolls every ship's reception as soon as the signal is sent (the end of the sender's part, as the full game's signals say), with the modifiers of that moment: under enemy fire means an enemy broadside aimed at it this turn, ordered to fire means fire orders written for this turn; not in the next administration, where the two-segment turn lists signals. Why: the reception modifiers describe the turn the signal is sent in, and at the next administration that turn's fire orders are gone and the new ones not yet written, so \"ordered to fire\" could never count, while the recipients act on the signal at their next orders either way.",
    it: "Una nave tira per ricevere al più un segnale per turno. L'arbitro tira la ricezione di ogni nave appena il segnale è inviato (alla fine della parte di chi lo invia, come dicono i segnali del gioco completo), con i modificatori di quel momento: sotto tiro avversario vuol dire una bordata nemica diretta contro di lei in questo turno, con ordine di tirare vuol dire ordini di fuoco scritti per questo turno; non nell'amministrazione successiva, dove il turno in due segmenti elenca i segnali. Perché: i modificatori della ricezione descrivono il turno in cui il segnale è inviato, e all'amministrazione successiva gli ordini di fuoco di quel turno non ci sono più e i nuovi non sono ancora scritti, quindi «con ordine di tirare» non conterebbe mai, mentre le navi che ricevono seguono il segnale ai loro ordini successivi in ogni caso.",
  },
  {
    id: 'SD-45',
    rules: 'FP-A3, OR-11',
    en: "On a Foundry table an officer is a player who commands ships of the side (in the source the players are the admirals). A signal is sent at the end of the side's part of the turn (its morale step), from one of that player's ships, with one or two elements written freely (at most 120 characters each; the usual signals are offered as suggestions). Fast Play signals: one signal a turn for the side, from its flagship, which is the ship the side first signalled from, while it is in command. Full-game signals: each officer sends one signal a turn, to the whole fleet or to one squadron.",
    it: 'Su un tavolo Foundry un ufficiale è un giocatore che comanda navi dello schieramento (nella fonte i giocatori sono gli ammiragli). Il segnale si invia al termine della parte di turno dello schieramento (la fase del morale), da una delle navi di quel giocatore, con uno o due elementi scritti liberamente (al più 120 caratteri ciascuno; i segnali consueti sono proposti come suggerimenti). Segnali del Fast Play: un segnale per turno per lo schieramento, dalla sua ammiraglia, che è la nave da cui lo schieramento ha inviato il primo segnale, finché è in comando. Segnali del gioco completo: ogni ufficiale invia un segnale per turno, a tutta la flotta o a una squadra.',
  },
  {
    id: 'SD-46',
    rules: 'OR-3',
    en: 'In a two-segment turn a side’s part is: administration (orders); segment 1: Abilità roll, movement, course change at the end of the movement; segment 2: movement, further course change; then boarding and the end of the part. The tracker shows each segment’s steps. The sequence is fixed when the battle begins (changing the setting later takes effect at the next battle); a battle stored before this option existed plays Fast Play. The GM’s step back crosses segments but never parts.',
    it: 'Con la regola opzionale della sequenza in due segmenti la parte di turno di uno schieramento è: amministrazione (ordini); primo segmento: tiro di Abilità, movimento, virata al termine del movimento; secondo segmento: movimento, ulteriori virate; poi abbordaggio e fine della parte. Il tracciatore mostra le fasi di ogni segmento. La sequenza si fissa all’inizio della battaglia (cambiare l’impostazione vale dalla battaglia successiva); una battaglia salvata prima di questa regola si gioca con la sequenza Fast Play. Il passo indietro del master attraversa i segmenti ma mai le parti.',
  },
  {
    id: 'SD-47',
    rules: 'OR-3, FP-6.2',
    en: 'In a two-segment turn an ordered broadside still fires once a turn, in either segment: during the movement (from any point of it) or after the course change at the segment’s end. A broadside not fired by the end of segment 2 is fired by the referee there.',
    it: 'Con la sequenza in due segmenti una bordata ordinata spara comunque una volta per turno, in uno dei due segmenti: durante il movimento (da qualunque punto) o dopo la virata al termine del segmento. Una bordata non sparata entro la fine del secondo segmento è sparata lì dall’arbitro.',
  },
  {
    id: 'SD-48',
    rules: 'OR-3, FP-8.1',
    en: "In a two-segment turn the morale tests stay at the end of the part that caused them, as in Fast Play, rather than in the next side's administration, where the source lists them. Why: nothing is rolled or decided between the two moments except, at a turn's start, the wind change (whose rare in-irons damage is then tested at the end of the first part rather than before its orders), so the same ships test with the same dice and a ship that fails strikes before anyone writes new orders either way, and the test's \"per enemy ship that hit it this turn\" keeps counting the turn the hits came in, which a test moved into the next turn would lose.",
    it: "Con la sequenza in due segmenti i test del morale restano alla fine della parte di turno che li ha causati, come nel Fast Play, invece che nell'amministrazione della parte successiva, dove li elenca la fonte. Perché: tra i due momenti non si tira né si decide nulla tranne, all'inizio di un turno, il cambio del vento (i cui rari danni per una nave finita controvento sono allora provati alla fine della prima parte invece che prima dei suoi ordini), quindi le stesse navi fanno il test con gli stessi dadi e una nave che lo fallisce ammaina la bandiera prima che chiunque scriva nuovi ordini in ogni caso, e il «per ogni nave nemica che l'ha colpita in questo turno» del test continua a contare il turno in cui sono arrivati i colpi, cosa che un test spostato nel turno successivo perderebbe.",
  },
  {
    id: 'SD-49',
    rules: 'OR-3, FP-5.5',
    en: 'In a two-segment turn the ordered course change (or tack step) is made at the end of segment 1’s movement, never before; the referee makes it when the GM closes that step. Without full navigation the whole change is made then.',
    it: 'Con la sequenza in due segmenti il cambio di rotta ordinato (o il passo di virata) si esegue al termine del movimento del primo segmento, mai prima; l’arbitro lo esegue quando il master chiude quella fase. Senza la navigazione completa l’intero cambio si esegue lì.',
  },
  {
    id: 'SD-50',
    rules: 'OR-3, FP-5.7',
    en: 'In a two-segment turn without full navigation each segment’s straight move is half the Fast Play move, so a turn still covers the Fast Play distance.',
    it: 'Con la sequenza in due segmenti ma senza la navigazione completa il movimento rettilineo di ogni segmento è metà di quello Fast Play, così un turno copre la stessa distanza.',
  },
  {
    id: 'SD-51',
    rules: 'OR-3, SD-23',
    en: 'In a two-segment turn a ship makes one straight move per segment (in one go or several straight steps); a second move in the same segment is refused, and segment 2 starts afresh.',
    it: 'Con la sequenza in due segmenti una nave fa un movimento rettilineo per segmento (in una volta o in più tratti rettilinei); un secondo movimento nello stesso segmento è rifiutato, e il secondo segmento riparte da zero.',
  },
  {
    id: 'SD-52',
    rules: 'OR-5',
    en: 'With full navigation both segments use the point of sail the ship had when it moved in segment 1 (kept with its move); a ship that did not move in segment 1 uses its heading now. Without a wind on the scene the move is the half Fast Play move of the two-segment turn.',
    it: 'Con la navigazione completa entrambi i segmenti usano l’andatura che la nave aveva quando ha mosso nel primo segmento (registrata con il movimento); una nave che non ha mosso nel primo segmento usa la prua attuale. Senza vento sulla scena il movimento è la metà del movimento Fast Play, come nella sequenza in due segmenti.',
  },
  {
    id: 'SD-53',
    rules: 'OR-3',
    en: 'In a two-segment turn a sail change rolled in segment 1 is made when segment 1’s movement is over (the source: complete the actions), so segment 1 moves at the old sail and segment 2 at the new; the referee makes it when the GM closes the end of segment 1.',
    it: 'Con la sequenza in due segmenti una variazione di velatura tirata nel primo segmento si esegue al termine del movimento del primo segmento (la fonte: completamento delle azioni), così il primo segmento si muove con la velatura precedente e il secondo con la nuova; l’arbitro la esegue quando il master chiude la fine del primo segmento.',
  },
  {
    id: 'SD-54',
    rules: 'OR-5',
    en: 'With full navigation a course change is spread over the two segments: the first half, rounded up, at the end of segment 1 (from the Abilità card), the rest at the end of segment 2, turned by the referee. A one-point change is made at the end of segment 1.',
    it: 'Con la navigazione completa un cambio di rotta è ripartito sui due segmenti: la prima metà, arrotondata per eccesso, al termine del primo segmento (dalla carta Abilità), il resto al termine del secondo, eseguito dall’arbitro. Un cambio di una quarta si esegue al termine del primo segmento.',
  },
  {
    id: 'SD-55',
    rules: 'OR-5, OR-9',
    en: 'With full navigation an ordered course change whose first-segment or final heading the wind has since made illegal (a wind change after the orders) is not sailed, and the ship takes one rigging damage test that turn.',
    it: 'Con la navigazione completa un cambio di rotta ordinato la cui prua al primo segmento o finale è diventata illegale per il vento (un cambio di vento dopo gli ordini) non si esegue, e la nave effettua un test di danni alle vele in quel turno.',
  },
  {
    id: 'SD-56',
    rules: 'OR-2',
    en: 'The OR-2 strengths use the Fast Play speeds as the source’s footnote 13 says (the club’s three grades): light airs as light air, light and moderate breeze as breeze, strong wind as strong wind; calm reads as light air (only oared ships move) and storm as strong wind. A wind the GM sets by hand with a Fast Play strength stands for light airs, moderate breeze or strong wind.',
    it: 'Le intensità della regola OR-2 usano le velocità del Fast Play come dice la nota 13 della fonte (le tre gradazioni dell’associazione): aria leggera come vento debole, brezza leggera e moderata come brezza, vento forte come vento forte; la bonaccia vale come vento debole (muovono solo le navi con remi) e la tempesta come vento forte. Un vento impostato a mano dal master con un’intensità del Fast Play vale aria leggera, brezza moderata o vento forte.',
  },
  {
    id: 'SD-57',
    rules: 'OR-2',
    en: 'North is always the top of the scene, so the set-up roll says where the roller sits: north on the roller’s side, the top edge; opposite, the bottom edge; on the left, the left edge; on the right, the right edge. The roller is the player of the fleet with fewer points, whose seat then gives the deployment edges: an even d6 its left edge, an odd one its right, the other fleet the opposite edge.',
    it: 'Il nord è sempre il lato in alto della scena, quindi il tiro di preparazione dice dove siede chi tira: nord sul suo lato, il lato in alto; opposto, il lato in basso; alla sua sinistra, il lato sinistro; alla sua destra, il lato destro. Tira il giocatore della flotta con punteggio inferiore, e la sua posizione dà i lati dello schieramento: con 1d6 pari il lato alla sua sinistra, dispari quello alla sua destra, l’altra flotta il lato opposto.',
  },
  {
    id: 'SD-58',
    rules: 'OR-2',
    en: 'A change of direction (anticlockwise or clockwise) turns the wind one point of the 16-point rose.',
    it: 'Una variazione di direzione (in senso antiorario o orario) fa girare il vento di una quarta della rosa a 16 punte.',
  },
  {
    id: 'SD-59',
    rules: 'OR-2',
    en: 'The oared ships are the two gunboat classes. In a calm they move at half their light-air speed; every other ship makes no straight move.',
    it: 'Le navi con remi sono le due classi di cannoniere. In bonaccia muovono a metà della loro velocità con vento debole; ogni altra nave non muove.',
  },
  {
    id: 'SD-60',
    rules: 'OR-2, OR-9',
    en: 'In a storm every ship with more than easy sail (in Fast Play: full sail) must take the rigging damage test; the wind-change card lists them at the start of every turn the storm lasts, and the referee rolls each one’s test at the end of its side’s part, whether or not the rigging damage test is otherwise in play.',
    it: 'In tempesta ogni nave con vele superiori alle vele di manovra (nel Fast Play: vele spiegate) deve effettuare il test sulla velatura; la carta della variazione del vento le elenca all’inizio di ogni turno di tempesta e il master tira il test di ciascuna alla fine della parte del turno del suo schieramento, che il test sulla velatura sia in uso o no.',
  },
  {
    id: 'SD-61',
    rules: 'OR-2',
    en: 'If both players refused the scenario at least once, both bonuses are zero whatever the counts. Otherwise each refusal gives the opponent +1 on every morale test until a ship of either side strikes its colours.',
    it: 'Se entrambi i giocatori hanno rifiutato lo scenario almeno una volta, i due bonus sono azzerati qualunque sia il numero dei rifiuti. Altrimenti ogni rifiuto dà all’avversario +1 su ogni test del morale finché una nave, di qualunque parte, non ammaina la bandiera.',
  },
  {
    id: 'SD-62',
    rules: 'OR-2',
    en: 'The battle’s scene remembers the set-up (the north edge, each side’s refusals) and the last start-of-turn wind roll with its turn. Only the roll of the turn just before counts: on turn 1, or after a roll remembered from another battle, nothing can repeat.',
    it: 'La scena della battaglia ricorda la preparazione (il lato a nord, i rifiuti di ciascuna parte) e l’ultimo tiro del vento di inizio turno con il suo turno. Conta solo il tiro del turno appena precedente: nel primo turno, o dopo un tiro ricordato da un’altra battaglia, nessuna variazione può ripetersi.',
  },
  {
    id: 'SD-63',
    rules: 'OR-2',
    en: 'The deployment roll counts each side’s points as the cost (BF plus crew) of its ships on the scene; it needs exactly two sides, and equal points are decided by a 1d2. The two zones are drawn on the scene as regions, a quarter of its diagonal deep (never deeper than the scene); a new roll replaces them.',
    it: 'Il tiro dello schieramento conta il punteggio di ciascuna parte come il costo (BF più equipaggio) delle sue navi sulla scena; servono esattamente due parti, e a parità di punteggio decide 1d2. Le due zone sono disegnate sulla scena come regioni, profonde un quarto della diagonale (mai più della scena); un nuovo tiro le sostituisce.',
  },
  {
    id: 'SD-64',
    rules: 'OR-2',
    en: 'The refusal bonus needs a battle of exactly two sides; it ends when any ship of the battle has struck its colours.',
    it: 'Il bonus per il rifiuto dello scenario richiede una battaglia con esattamente due parti; finisce quando una nave qualsiasi della battaglia ha ammainato la bandiera.',
  },
  {
    id: 'SD-65',
    rules: 'OR-2, OR-3',
    en: 'The referee rolls the wind change when a turn begins (turn 1 included: when the battle begins), once per turn; with the set-up rolls in play the end-of-turn variable wind roll is not offered. Without a scene wind nothing is rolled (make the set-up roll first). A wind that backs or veers puts ships in irons as usual.',
    it: 'Il master tira la variazione del vento quando comincia un turno (compreso il primo: quando comincia la battaglia), una volta per turno; con i tiri di preparazione in uso il tiro del vento variabile di fine turno non è proposto. Senza vento sulla scena non si tira nulla (prima il tiro di preparazione). Un vento che gira mette le navi prua al vento come di consueto.',
  },
  {
    id: 'SD-66',
    rules: 'OR-7, FP-4.1',
    en: 'A ship in contact is not in command (-1 Abilità): this is the same -1 as Fast Play\'s "in contact after a collision: hove to", shown as not in command when the option is on, never a second -1; each further ship in contact still costs -1.',
    it: 'Una nave a contatto non è in comando (-1 all\'Abilità): è lo stesso -1 del Fast Play "a contatto dopo una collisione: alla deriva", indicato come non in comando quando l\'opzione è attiva, mai un secondo -1; ogni altra nave a contatto costa ancora -1.',
  },
  {
    id: 'SD-67',
    rules: 'OR-7',
    en: "The approach zone is read from where the middle of the mover's bow lies against the other ship's base (past its stern, past its bow, or off a side, whichever edge it is farther past) and the angle between the two headings: past the stern within 45 degrees, A, otherwise B; past the bow within 45 degrees of head-on, D1 (bow to bow), otherwise D; off a side within 45 degrees of square, C (C1 within 22.5 degrees of square on the middle third of the side), otherwise B.",
    it: "La zona d'arrivo si legge da dove sta il centro della prua della nave in movimento rispetto alla basetta dell'altra (oltre la poppa, oltre la prua o al lato, secondo il bordo superato di più) e dall'angolo tra le due rotte: oltre la poppa entro 45 gradi, A, altrimenti B; oltre la prua entro 45 gradi dal prua contro prua, D1, altrimenti D; al lato entro 45 gradi dalla perpendicolare, C (C1 entro 22,5 gradi sul terzo centrale del fianco), altrimenti B.",
  },
  {
    id: 'SD-68',
    rules: 'OR-7',
    en: "After an A, C or D contact both ships move the pushed distance along the mover's heading (after C the mover's new, square heading) and keep their headings. Rates are compared in the order 1st to 6th, then unrated. Two rates or more smaller: both stay where they touched, the mover is not turned square. Bow to bow (D1) pushes half the remaining move whatever the rates, as the source says. A move that touches two ships at once stops there, with no move after contact.",
    it: 'Dopo un contatto A, C o D entrambe le navi si spostano della spinta lungo la rotta della nave in movimento (dopo C la nuova rotta perpendicolare) e mantengono la prua. Le classi si contano dalla 1ª alla 6ª, poi le navi senza classe. Due classi o più piccola: entrambe restano dove si sono toccate, la nave in movimento non è ruotata. Prua contro prua (D1) spinge di metà del restante movimento qualunque sia la classe, come dice la fonte. Un movimento che tocca due navi insieme si ferma lì, senza movimento dopo il contatto.',
  },
  {
    id: 'SD-69',
    rules: 'OR-7',
    en: "From B the mover turns parallel to the other ship (same heading, or the opposite one when it was heading more than 90 degrees away from it), lies alongside on the side it came from and always ends centre abreast centre; the slide uses half the remaining move, and what is left of that half after the distance slid drags both ships on along the mover's heading.",
    it: "Da B la nave in movimento si mette parallela all'altra (stessa rotta, o la rotta opposta se ne era lontana più di 90 gradi), affiancata dal lato da cui arrivava, e termina sempre con il centro all'altezza del centro dell'altra; lo scorrimento usa metà del restante movimento e ciò che ne resta dopo la distanza percorsa trascina entrambe lungo la rotta della nave in movimento.",
  },
  {
    id: 'SD-70',
    rules: 'OR-7',
    en: "With the option on every contact between two ships entangles them, except a fireship's. Each ship keeps a record (whether it rammed, its own sail before the collision, the battle turn) while the contact lasts. An entangled pair turns as one about the centre of the ship that turns; sailing, both move along the rammed ship's heading; drifting, downwind.",
    it: "Con l'opzione attiva ogni contatto tra due navi le rende impigliate, tranne quello di una nave incendiaria. Ogni nave tiene nota (se ha urtato, la propria velatura prima della collisione, il turno) finché dura il contatto. Una coppia impigliata ruota come un solo corpo attorno al centro della nave che ruota; navigando, entrambe si muovono lungo la rotta della nave urtata; alla deriva, sottovento.",
  },
  {
    id: 'SD-71',
    rules: 'OR-7',
    en: "The move after contact is made by the referee whenever a ship's move stops against one other ship: the manoeuvre control, and in a battle every straight move, which is always the referee's (a distance in the ship panel, a player's drag straight ahead); outside a battle a player's free drag that ends against a base only stops there. The pushed ship is placed where the push takes it: a third ship in the way is not checked.",
    it: "Il movimento dopo il contatto lo fa l'arbitro ogni volta che il movimento di una nave si ferma contro un'altra nave: il controllo di manovra e, in battaglia, ogni movimento in linea retta, che è sempre dell'arbitro (una distanza nel pannello della nave, un trascinamento in avanti di un giocatore); fuori dalla battaglia un trascinamento libero di un giocatore che finisce contro una basetta si ferma soltanto. La nave spinta è messa dove la porta la spinta: una terza nave sulla strada non è controllata.",
  },
  {
    id: 'SD-72',
    rules: 'OR-7',
    en: "The +1 for firing at entangled ships is added to the firer's Abilità score for that broadside only, within 3 to 18.",
    it: 'Il +1 per il tiro su navi impigliate si aggiunge al punteggio di Abilità di chi tira solo per quella bordata, entro 3-18.',
  },
  {
    id: 'SD-73',
    rules: 'OR-7',
    en: "Footnote 20: a ship is on the centre line when the line from the arc's apex outwards crosses its base, otherwise in the half of its mainmast; range is measured mast to mast. The enemy nearer than the friend is checked first (fire, the friend takes 1/3); at equal ranges the friend counts as nearer.",
    it: "Nota 20: una nave è sulla linea centrale quando la linea che parte dal vertice del settore attraversa la sua basetta, altrimenti è nella metà del suo albero maestro; la distanza si misura da albero ad albero. Si guarda prima se la nemica è più vicina dell'amica (tiro possibile, l'amica riceve 1/3); a distanza uguale l'amica conta come più vicina.",
  },
  {
    id: 'SD-74',
    rules: 'OR-7, OR-5',
    en: "The entangled pair is moved by the referee when a movement step opens (SD-101), and by the GM from a button on the ship panel of an entangled contact: one per segment with the two-segment turn (the GM names the segment), one without it (the panel's ship is the active one, footnote 19); once per turn and segment in a battle (the tokens keep every turn and segment the pair moved in this turn, so neither the button, nor a step back, nor the other side's part moves it twice); a collision made outside the battle's turns counts as made the turn before. Drifting: both ships are hove to, so the OR-5 drift row of the segment's wind (without segments, both segments' drift in one move; none in a calm). Sailing (segment 1 of the first turn after): the rammed ship's Fast Play speed at its sail before the collision, less its rigging loss.",
    it: "La coppia impigliata è mossa dall'arbitro quando si apre una fase di movimento (SD-101), e dal master con un pulsante nel pannello della nave per il contatto impigliato: uno per segmento con il turno in due segmenti (il master indica il segmento), uno senza (la nave del pannello è quella del giocatore di turno, nota 19); una volta per turno e segmento in battaglia (le pedine ricordano ogni turno e segmento in cui la coppia si è mossa in questo turno, così né il pulsante, né un passo indietro, né la parte dell'altro schieramento la muovono due volte); una collisione avvenuta fuori dai turni della battaglia conta come avvenuta il turno prima. Alla deriva: entrambe le navi sono alla deriva con le vele imbrogliate, quindi la riga della deriva della regola opzionale 5 per il vento del segmento (senza segmenti, la deriva dei due segmenti in un solo movimento; nessuna in bonaccia). Navigando (segmento 1 del primo turno dopo): la velocità del Fast Play della nave urtata con la velatura di prima della collisione, meno la perdita per i danni alle vele.",
  },
  {
    id: 'SD-76',
    rules: 'OR-9',
    en: 'The -1 for firing from the side the wreckage fell on is taken off that broadside’s Abilità score only, within 3..18 (as SD-72 adds the +1 for an entangled target); the Abilità card keeps its rolled score and its criticals are read from it.',
    it: 'Il -1 per il tiro dal bordo su cui è caduta la velatura si toglie solo al punteggio di Abilità di quella bordata, entro 3..18 (come la SD-72 aggiunge il +1 per un bersaglio impigliato); la carta dell’Abilità conserva il punteggio tirato e i critici si leggono da quello.',
  },
  {
    id: 'SD-77',
    rules: 'OR-9, FP-5.4, FP-A1',
    en: 'With the rigging test on, a change of wind that puts a ship on a heading into the wind (not in stays under a tack order) costs it the rigging test instead of the fixed 10% of a DC, once per change of wind and ship. Failing the course roll to bear away on the next turn keeps the fixed Fast Play damage (it is a failed order, not a heading forced on the ship).',
    it: 'Con il test sulla velatura attivo, un cambio di vento che mette una nave controvento (non in virata sotto un ordine di virata) le costa il test sulla velatura al posto del 10% fisso di un DC, una volta per cambio di vento e per nave. Fallire il tiro di rotta per poggiare nel turno seguente conserva il danno fisso del Fast Play (è un ordine fallito, non una rotta imposta alla nave).',
  },
  {
    id: 'SD-78',
    rules: 'OR-9',
    en: 'The rigging DCs down to the test are the boxes its damage empties (a failed test that empties none brings nothing down; rigging lost to gunfire keeps the Fast Play speed loss only). The referee fixes the lee side when a failed test’s card is posted: from the ship’s heading and the wind, one die when head or stern to wind; the latest fall names the side for every DC down. Undoing the card undoes the record.',
    it: 'Gli RDC persi nel test sono le caselle che i suoi danni svuotano (un test fallito che non ne svuota nessuna non abbatte nulla; la velatura persa per il tiro avversario ha solo la perdita di velocità del Fast Play). Il master stabilisce il lato sottovento quando pubblica la carta di un test fallito: dalla rotta della nave e dal vento, con un dado se la nave ha il vento in prua o in poppa; l’ultima caduta indica il lato per tutti gli RDC persi. Annullare la carta annulla la registrazione.',
  },
  {
    id: 'SD-81',
    rules: 'OR-6',
    en: 'With full gunnery reloading is an order per side (reload port, reload starboard), as the source reloads per broadside; running out the guns is one order for every loaded side. The three orders exist only with the option and only for a ship that may fire; a side is reloaded only once it has fired.',
    it: "Con il tiro completo ricaricare \u00e8 un ordine per lato (ricaricare a sinistra, a dritta), come nella fonte si ricarica per bordata; mettere i cannoni in batteria \u00e8 un solo ordine per tutti i lati carichi. I tre ordini esistono solo con l'opzione e solo per una nave che pu\u00f2 sparare; un lato si ricarica solo dopo aver sparato.",
  },
  {
    id: 'SD-82',
    rules: 'OR-3, OR-6',
    en: 'With the seven-dice Abilit\u00e0, running out the guns reads the red pair (gunnery work), like reloading.',
    it: "Con l'Abilit\u00e0 a sette dadi, mettere i cannoni in batteria usa la coppia rossa (lavoro ai cannoni), come ricaricare.",
  },
  {
    id: 'SD-83',
    rules: 'OR-6',
    en: 'The run out guns order cannot be given with a fire or reload order the same turn; the referee runs the guns out when it completes the actions (end of the Abilit\u00e0 step, or of segment 1 with two segments); the ship fires no side that turn, and the next broadside of a run-out side that has not fired yet is an initial one.',
    it: "L'ordine cannoni in batteria non si pu\u00f2 dare con un ordine di fuoco o di ricarica nello stesso turno; l'arbitro mette i cannoni in batteria quando completa le azioni (fine della fase di Abilit\u00e0, o del segmento 1 con due segmenti); la nave non spara da nessun lato in quel turno, e la bordata successiva di un lato in batteria che non ha ancora sparato \u00e8 una bordata iniziale.",
  },
  {
    id: 'SD-84',
    rules: 'OR-3, OR-6',
    en: "A reload is rolled on the Abilit\u00e0 roll (the reload table on the ship's score, shown as the order's line on the Abilit\u00e0 card; 16-18 is perfect: the next broadside is initial) and belongs to the roll's phase: segment 1 with two segments (the ship fires no side in segment 1, and the reloaded side from segment 2), the whole turn without them (no fire that turn). A failed reload leaves the side unloaded. The gun state of each side is the referee's; firing marks the side as needing a reload.",
    it: "La ricarica si tira con il tiro di Abilit\u00e0 (la tabella per ricaricare sul punteggio della nave, mostrata come riga dell'ordine sulla carta di Abilit\u00e0; 16-18 \u00e8 perfetta: la bordata successiva \u00e8 iniziale) e appartiene alla fase del tiro: il segmento 1 con due segmenti (la nave non spara da nessun lato nel segmento 1, e dal lato ricaricato dal segmento 2), tutto il turno senza segmenti (nessun tiro in quel turno). Una ricarica fallita lascia il lato scarico. Lo stato dei cannoni di ogni lato \u00e8 dell'arbitro; sparare segna il lato come da ricaricare.",
  },
  {
    id: 'SD-85',
    rules: 'OR-6, OR-7, FP-6.6',
    en: "The full-gunnery card shows the target, collateral and opposite figures as separate lines, each applied once (the side hit, the rigging, the other side; aimed at the rigging: the rigging, then the side hit), ships in a boarding sharing each evenly. Against an entanglement split each exact figure is shared between the enemy and the friend (1/3 or 2/3, footnote 20), each share rounded once at the end (D-16); the friend's lines land on its own side hit, the rigging and its other side. A well laid shot's double doubles all three figures (SD-36): the critical card has one line per figure on the well laid target (its share only, on a split: SD-19), each applied once, worked out again when applied, undone only by a GM. The broadside's kind is fixed on the card when it fires and checked again when applied; a ship firing while tacking uses BF -1 for the three figures too (SD-89).",
    it: "La carta del tiro completo mostra i danni all'obiettivo, collaterali e al lato opposto su righe separate, ciascuna applicata una volta (il lato colpito, l'alberatura, l'altro lato; mirando all'alberatura: l'alberatura, poi il lato colpito), le navi in un abbordaggio li dividono in parti uguali. Contro navi impigliate divise ogni danno esatto si divide tra il nemico e l'amico (1/3 o 2/3, nota 20), ogni parte arrotondata una sola volta alla fine (D-16); le righe dell'amico vanno sul suo lato colpito, sull'alberatura e sul suo altro lato. Il raddoppio del tiro decisivo raddoppia tutti e tre i danni (SD-36): la carta dei tiri critici e decisivi ha una riga per danno sul bersaglio del tiro decisivo (solo la sua parte, se il danno è diviso: SD-19), ciascuna applicata una volta, ricalcolata all'applicazione, annullata solo da un GM. Il tipo di bordata è fissato sulla carta quando spara e ricontrollato all'applicazione; una nave che spara durante la virata usa FB -1 anche per i tre danni (SD-89).",
  },
  {
    id: 'SD-86',
    rules: 'OR-5',
    en: "The turn a tack ended (completed on turn 2, or failed on turn 1 or 2) is kept in the ship's tack data (`tack.lastEndTurn`), written only by the referee when it applies the tack step from the Abilità card; the ship guard refuses or puts back a player's write. Orders count the turns since then for SD-29. Fast Play never writes it.",
    it: "Il turno in cui una virata è finita (completata al secondo turno, o fallita al primo o al secondo) è conservato nei dati di virata della nave, scritto solo dall'arbitro quando applica il passo della virata dalla carta di Abilità; la protezione della nave rifiuta o annulla la scrittura di un giocatore. Gli ordini contano i turni da allora per la SD-29. Il Fast Play non lo scrive mai.",
  },
  {
    id: 'SD-87',
    rules: 'OR-5, OR-9, FP-5.6',
    en: 'Under OR-5 the FP-5.6 geometry of a tack stands (turn 1 head to wind, turn 2 three points more, each step made at the end of segment 1 as SD-49; turn 3 at half speed). Failure on turn 1: the ship keeps its close-hauled heading and sails on, no damage, no test. Failure on turn 2: no fixed 10 % DC; the referee posts the OR-9 test (cause: failed tack) when the step is applied, the ship goes back to the exact pose where the tack began (SD-12: "pushed back downwind to the original heading") and is hove to (sails furled, hove-to flag), so it drifts in segment 2 and makes sail again with an increase-sail order.',
    it: "Con la regola opzionale 5 resta la geometria della virata del Fast Play (primo turno prua al vento, secondo turno altre tre quarte, ogni passo alla fine del segmento 1 come SD-49; terzo turno a mezza velocità). Fallita al primo turno: la nave tiene la prua di bolina e continua a navigare, nessun danno, nessun test. Fallita al secondo turno: nessun 10 % fisso di DC; l'arbitro fa il test sulla velatura quando il passo è applicato, la nave torna esattamente dove la virata era cominciata (SD-12: «spinta sottovento alla direzione di partenza») ed è alla deriva (vele imbrogliate), quindi deriva nel segmento 2 e riprende vela con un ordine di aumentare la velatura.",
  },
  {
    id: 'SD-88',
    rules: 'OR-5, OR-9',
    en: "Orders under OR-5: a new tack is judged by navigationTackAllowed (orders are written for the start of the turn); an increase or decrease of sail is refused while tacking (a tack ordered this turn, or in stays); a luff or bear-away is judged by navigationCourseOrder on the SD-54 split, with the fault's own message where FP-5.5 allowed the heading (otherwise FP's message), and the orders dialog leaves out the headings the core refuses. Refused orders are shown as errors and not rolled, and cost nothing more: the OR-9 test for an illegal course order is SD-55's (a course the wind forbids when it is made). With rigging down to the rigging damage test (the referee's record, SD-78), every course change and every increase of sail is refused until the ship is jury-rigged.",
    it: "Ordini con la regola opzionale 5: una nuova virata è giudicata da navigationTackAllowed (gli ordini si scrivono per l'inizio del turno); aumentare o ridurre la velatura è rifiutato durante la virata (virata ordinata in questo turno, o prua al vento); un'orzata o una poggiata è giudicata sulla divisione della SD-54, con il messaggio del suo difetto dove il Fast Play ammetteva la direzione (altrimenti il messaggio del Fast Play), e la finestra degli ordini non offre le direzioni che il nucleo rifiuta. Gli ordini rifiutati sono mostrati come errori e non si tirano, e non costano altro: il test sulla velatura per un ordine di rotta illegale è quello della SD-55 (una rotta che il vento vieta quando la si esegue). Con la velatura persa al test sulla velatura (il registro dell'arbitro, SD-78), ogni cambio di rotta e ogni aumento di vele è rifiutato finché la nave non esegue una riparazione di fortuna.",
  },
  {
    id: 'SD-89',
    rules: 'OR-5',
    en: 'A ship fires "while tacking" (BF -1) when its Abilità card has a tack order and the tack has not ended this turn: a step made at the end of segment 1 that completes or fails it ends it for segment 2\'s fire. The -1 is stored on the gunnery card and shown there as its own line; the BF never goes below 0.',
    it: 'Una nave spara «durante la virata» (FB -1) quando la sua carta di Abilità ha un ordine di virata e la virata non è finita in questo turno: un passo alla fine del segmento 1 che la completa o la fa fallire la chiude per il fuoco del segmento 2. Il -1 è conservato sulla carta di tiro e vi è mostrato su una riga sua; il FB non scende mai sotto 0.',
  },
  {
    id: 'SD-90',
    rules: 'OR-3, FP-3',
    en: "Seven-dice Abilità: one set of seven dice per Abilità roll, shared by every ship of that roll as FP-3's one roll is. The GM's client rolls four Rolls (a white common 1d6, then yellow, blue and red 2d6). The card keeps all seven faces and each ship's three group scores; its single dice and score are the red (fire) group's, so a broadside and anything that reads \"the\" score read the fire dice. The referee recomputes the group scores from the seven faces and the stored modifiers at every apply and refuses a card where they differ. It is played only in a battle that began with the two-segment turn (switching the settings on mid-battle changes nothing until the next battle).",
    it: "Abilità a sette dadi: un solo gruppo di sette dadi per tiro di Abilità, comune a tutte le navi di quel tiro come il tiro unico del Fast Play. Il client del GM tira quattro tiri (un d6 bianco comune, poi 2d6 gialli, azzurri e rossi). La carta conserva tutte e sette le facce e i tre punteggi di gruppo di ogni nave; i suoi dadi e il suo punteggio unici sono quelli del gruppo rosso (fuoco), quindi una bordata e tutto ciò che legge «il» punteggio leggono i dadi di fuoco. L'arbitro ricalcola i punteggi di gruppo dalle sette facce e dai modificatori conservati a ogni applicazione e rifiuta una carta in cui differiscono. Si gioca solo in una battaglia cominciata con il turno in due segmenti (attivare le impostazioni a battaglia in corso non cambia nulla fino alla battaglia successiva).",
  },
  {
    id: 'SD-91',
    rules: 'OR-3, FP-4.3',
    en: "With seven dice the critical course failure (X: bear away one point at once) is the course column's result, so it is read on the blue (manoeuvre) dice, whatever orders the ship has; the unlucky and well laid shots of a broadside (SD-3, SD-11) are read on the red (fire) dice.",
    it: 'Con sette dadi il fallimento critico di rotta (X: poggiare subito di una quarta) è il risultato della colonna della rotta, quindi si legge sui dadi azzurri (di manovra), qualunque ordine abbia la nave; il tiro sfortunato e il tiro ben piazzato di una bordata (SD-3, SD-11) si leggono sui dadi rossi (di fuoco).',
  },
  {
    id: 'SD-92',
    rules: 'OR-3, FP-4.2',
    en: "With seven dice the orders dialog names the dice each order is rolled on and adds one line: the exact chance that all of the ship's orders with a single chance succeed on the same roll (broadsides are left out, since they depend on the range), counted over the 6^7 outcomes. Each order's own chance is unchanged, as each group alone is 3d6.",
    it: 'Con sette dadi la finestra degli ordini indica su quali dadi si tira ogni ordine e aggiunge una riga: la probabilità esatta che tutti gli ordini della nave con una sola probabilità riescano nello stesso tiro (le bordate sono escluse, perché dipendono dalla distanza), contata sui 6^7 esiti. La probabilità di ogni ordine resta la stessa, perché ogni gruppo da solo è 3d6.',
  },
  {
    id: 'SD-95',
    rules: 'OR-9, OR-3',
    en: 'The jury rig is played as two orders read on the Unf column (Unf >= A; the yellow dice under seven-dice Abilità, as SD-39), offered only at the step they belong to: "cut away the wreckage" while the sail is to reduce or the wreckage to cut, "jury-rig a rigging DC" once it is cut. The Abilità roll is made once a turn with or without OR-3, so a turn is one attempt: the first cut-away order brings the sail set down to the sail the speed is read for (segment 1) whatever the roll, then cuts away (segment 2) on Unf >= A; several RDC down need a second successful cut-away turn; each jury-rig order is a full turn of repair restoring one RDC (the source\'s own timing: cut away in one turn, repair the next). Once the sail is reduced the speed reads the sail set. A failed roll is tried again the next turn. The record clears when the last RDC is restored, so the ship manoeuvres again from the next turn\'s orders.',
    it: "La riparazione di fortuna si gioca con due ordini letti sulla colonna liberarsi (almeno A; i dadi gialli con l'Abilità a sette dadi, come la SD-39), offerti solo nella fase a cui appartengono: «tagliare via la velatura danneggiata» finché le vele sono da ridurre o la velatura da tagliare, «riparazione di fortuna di un RDC» quando è tagliata. Il tiro di Abilità si fa una volta per turno con o senza la regola opzionale 3, quindi un turno è un tentativo: il primo ordine di taglio riduce la velatura a quella considerata per la velocità (segmento 1) qualunque sia il tiro, poi taglia via (segmento 2) con almeno A; con più RDC persi serve un secondo turno di taglio riuscito; ogni ordine di riparazione è un turno intero che ripristina un RDC (i tempi della fonte: si taglia in un turno, si ripara nel successivo). Ridotte le vele, la velocità si legge sulla velatura attuale. Un tiro fallito si ritenta il turno dopo. Il registro si azzera quando l'ultimo RDC è ripristinato, quindi la nave manovra di nuovo dagli ordini del turno successivo.",
  },
  {
    id: 'SD-96',
    rules: 'OR-9',
    en: 'Another RDC lost to the rigging damage test during a jury rig starts it again with every RDC down: the sail is reduced again to the (now lower) speed setting and the wreckage cut away again before any repair; the RDC already restored stay restored and counted (SD-35).',
    it: 'Un altro RDC perso al test sulla velatura durante una riparazione di fortuna la fa ricominciare con tutti gli RDC persi: si riducono di nuovo le vele alla velatura (ora più bassa) considerata per la velocità e si taglia di nuovo la velatura danneggiata prima di riparare; gli RDC già ripristinati restano tali e contati (SD-35).',
  },
  {
    id: 'SD-97',
    rules: 'OR-9',
    en: '"Hit at short range the previous turn": a gunnery card of the previous battle turn resolved at the short band whose damage was applied to the ship and not undone. The referee reads it from the chat log when the repair is applied; the Abilità card shows the repair as refused with the reason and nothing is applied. Cutting away is not affected.',
    it: "«Colpita a corta gittata nel turno precedente»: una carta di tiro del turno di battaglia precedente risolta a corta gittata i cui danni sono stati applicati alla nave e non annullati. L'arbitro la legge dalla chat quando applica la riparazione; la carta di Abilità mostra la riparazione rifiutata con il motivo e non si applica nulla. Il taglio della velatura non ne risente.",
  },
  {
    id: 'SD-98',
    rules: 'OR-9, D-4, FP-2.5',
    en: "A jury-rigged RDC is restored as D-4's repair: its box's points are removed and it counts as repaired (still -1 for Abilità and morale; FP-2.5: a ship with a repaired DC does not board). It does not use up the ship's one D-4 repair, but D-4's repair order stays refused while a restored box stands. The restored count (SD-35) limits the sail to easy from 3 (an increase beyond easy is refused) and, under OR-5, spreads the segment-1 speed over both segments from 5.",
    it: "Un RDC ripristinato con una riparazione di fortuna è trattato come la riparazione della D-4: i punti del suo riquadro si tolgono e conta come riparato (sempre -1 per Abilità e morale; FP-2.5: una nave con un DC riparato non va all'abbordaggio). Non consuma l'unica riparazione della D-4, ma l'ordine di riparazione della D-4 resta rifiutato finché un riquadro ripristinato è in piedi. Il conteggio dei ripristinati (SD-35) limita la velatura alle vele di manovra da 3 (un aumento oltre è rifiutato) e, con la regola opzionale 5, distribuisce la velocità del segmento 1 sui due segmenti da 5.",
  },
  {
    id: 'SD-99',
    rules: 'OR-9',
    en: "The sail the speed is read for is fixed when the rigging comes down (SD-33: one step below the sail set then, two with several down) and kept in the referee's record. Until the sail is reduced the ship moves at that setting, or at its sail set if an order has shortened sail below it since; the first cut-away order brings the sail set down to it when higher. A record without it (data from before) reads one step below the sail set.",
    it: "La velatura considerata per la velocità è fissata quando la velatura cade (SD-33: un grado sotto quella attuale in quel momento, due con più RDC persi) e conservata nel registro dell'arbitro. Finché la velatura non è ridotta la nave muove con quella, o con la velatura attuale se un ordine l'ha ridotta di più nel frattempo; il primo ordine di taglio porta la velatura attuale a quella, se è più alta. Un registro senza questo dato (dati di prima) si legge un grado sotto la velatura attuale.",
  },
  {
    id: 'SD-100',
    rules: 'OR-7',
    en: "The remaining move that OR-7's push or slide takes a share of is what the contact cut off the ship's move: its allowance for the turn (for the segment with the two-segment turn) less what it had already sailed of it and what it sailed up to the contact, not what was left of the distance asked for (a drag or a panel distance is one step of that move). A tack step, which does not move, leaves nothing.",
    it: 'Il movimento rimanente di cui la spinta o lo scivolamento della regola opzionale 7 prende una parte è quello che il contatto ha tolto al movimento della nave: la sua disponibilità per il turno (per il segmento con il turno in due segmenti) meno quanto ne aveva già percorso e quanto ha percorso fino al contatto, non quanto restava della distanza chiesta (un trascinamento o una distanza nel pannello è un passo di quel movimento). Un passo di virata, che non muove, non lascia nulla.',
  },
  {
    id: 'SD-101',
    rules: 'OR-7, OR-3',
    en: "The flow moves the entangled pairs so the GM cannot forget them: when the GM opens a movement step (each segment's with the two-segment turn, the part's without it), the referee moves every entangled pair due in this turn and segment with a ship of the side whose part it is, before anyone moves, so every ship then moves and fires against where the tangle now lies. A pair of two sides moves in the part of the side that acts first; the other side's part finds it moved. Without segments (footnote 19) the active ship is the pair's ship of the acting side (both of it: the rammed one). A pair that cannot move (no scene wind) is named to the GM and the step opens all the same.",
    it: "Il flusso muove le coppie impigliate, così il master non può dimenticarle: quando il master apre una fase di movimento (quella di ogni segmento con il turno in due segmenti, quella della parte senza), l'arbitro muove ogni coppia impigliata che deve muoversi in questo turno e segmento e ha una nave dello schieramento di turno, prima che si muova chiunque, così ogni nave poi si muove e spara contro le navi impigliate dove ora si trovano. Una coppia di due schieramenti si muove nella parte dello schieramento che agisce per primo; la parte dell'altro la trova già mossa. Senza segmenti (nota 19) la nave attiva è quella della coppia dello schieramento di turno (se lo sono entrambe: quella urtata). Una coppia che non può muoversi (nessun vento sulla scena) è segnalata al master e la fase si apre lo stesso.",
  },
  {
    id: 'SD-105',
    rules: 'OR-6, OR-3, FP-4.3',
    en: 'An ordered broadside whose side is spent (it has fired and its reload failed or was not ordered, so it cannot fire again in this part) is not waited for: the unlucky and well laid shots (SD-11) are drawn as soon as every ordered broadside that can still fire has fired. A side being reloaded (it fires from the next segment) is still waited for. The spent broadside is never fired, so it has no card and no share in the unlucky shot.',
    it: 'Una bordata ordinata il cui lato è scarico (ha sparato e la sua ricarica è fallita o non è stata ordinata, quindi non può più sparare in questa parte) non si aspetta: il tiro critico e il tiro decisivo (SD-11) si assegnano appena ha sparato ogni bordata ordinata che può ancora sparare. Un lato in ricarica (spara dal segmento successivo) si aspetta ancora. La bordata scarica non spara mai, quindi non ha carta e non concorre al tiro critico.',
  },
  {
    id: 'SD-106',
    rules: 'OR-2',
    en: "The second deployer chooses once whether to play first or second, and the choice holds for every turn of the battle, as the source says (the digest's \"every turn\" read as one choice for all turns). It is offered at the start of a turn, in the first side's administration (where the wind change is posted), before anything else of the turn, to the users commanding a ship of that side and to the GM, and goes through the referee. If nobody chooses before the GM moves on, the order stays as the battle began and the choice is offered again at the next turn's start. The deployment roll records which side deployed second on the scene and clears an earlier choice.",
    it: "Chi ha schierato per secondo sceglie una sola volta se giocare per primo o per secondo, e la scelta resta valida in tutti i turni della battaglia, come dice la fonte (il «ogni turno» del riassunto letto come una scelta per tutti i turni). È offerta all'inizio di un turno, nell'amministrazione della prima parte (dove si annuncia il cambio del vento), prima di ogni altra cosa del turno, agli utenti che comandano una nave di quella parte e al master, e passa per l'arbitro. Se nessuno sceglie prima che il master vada avanti, l'ordine resta quello d'inizio battaglia e la scelta è offerta di nuovo all'inizio del turno seguente. Il tiro dello schieramento registra sulla scena quale parte ha schierato per seconda e cancella una scelta precedente.",
  },
  {
    id: 'SD-107',
    rules: 'OR-3',
    // Listed, never shown: the reference does not present what the source has no rule for (as D-15).
    withdrawn: true,
    en: 'The "strategic initiative test" that the source names in the two-segment turn\'s administration has no rule in the source (no roll, no table, no effect): it is not built, and nothing in the game presents it as a rule.',
    it: "Il «test di iniziativa strategica» che la fonte nomina nell'amministrazione del turno in due segmenti non ha regole nella fonte (nessun tiro, nessuna tabella, nessun effetto): non è realizzato, e nulla nel gioco lo presenta come una regola.",
  },
  {
    id: 'SD-110',
    rules: 'HR-5, OR-3',
    en: "The card-driven turn and the two-segment turn are not played together: with the two-segment turn on, the card-driven turn (and its two-card rule) is off, and the battle plays OR-3's sequence.",
    it: 'Il turno guidato dalle carte e il turno in due segmenti non si giocano insieme: con il turno in due segmenti attivo, il turno guidato dalle carte (e la sua regola delle due carte) è spento e la battaglia segue la sequenza della regola opzionale 3.',
  },
  {
    id: 'SD-111',
    rules: 'HR-5, D-20',
    en: "A squadron is a side and a squadron name as the ships carry them; the ships of a side with no squadron name make one squadron of their own, with one movement-and-fire card. The deck is built when each turn begins, from the battle's ships at that moment that have not struck, blown up or been abandoned (a captured ship counts with its new side), so a squadron of Elite or Good crews is judged on the crews it has then.",
    it: "Una squadra è uno schieramento e un nome di squadra come li portano le navi; le navi di uno schieramento senza nome di squadra formano una squadra a sé, con una carta movimento e tiro. Il mazzo si compone all'inizio di ogni turno, con le navi della battaglia in quel momento che non hanno ammainato la bandiera, non sono esplose e non sono state abbandonate (una nave catturata conta con il suo nuovo schieramento), e una squadra di equipaggi Elite o Good si giudica sugli equipaggi che ha allora.",
  },
  {
    id: 'SD-112',
    rules: 'HR-5',
    en: "The coastal batteries card is in the deck only when the battle's scene has forts; the wind, extinguish fire, unfoul and sail change cards are always in it, even when no ship has the order (the card is drawn and acts for nobody).",
    it: "La carta delle batterie costiere è nel mazzo solo se la scena della battaglia ha delle fortificazioni; le carte vento, estinguere un incendio, liberarsi e velatura ci sono sempre, anche quando nessuna nave ha l'ordine (la carta si scopre e non agisce per nessuno).",
  },
  {
    id: 'SD-113',
    rules: 'HR-5, D-20',
    en: "Under the two-card rule the first of a squadron's two movement-and-fire cards to be drawn acts, whichever of the two it is; the second is drawn and shown as doing nothing.",
    it: 'Con la regola delle due carte agisce la prima delle due carte movimento e tiro di una squadra che viene scoperta, qualunque delle due sia; la seconda si scopre e si mostra senza effetto.',
  },
  {
    id: 'SD-114',
    rules: 'HR-5',
    en: "The deck and the pile are Foundry Cards documents made for the battle: the deck's cards lie face down and players have limited rights on it (it shows in the Cards directory, its order stays the referee's), the pile of drawn cards is observed by everyone. Only the GM's client shuffles and draws; the battle's own record of the cards drawn (kept with the battle, which only the GM writes) is what the turn follows, and a card moved into the pile by hand is put back, face down, at the next draw.",
    it: "Il mazzo e la pila sono documenti Cards di Foundry creati per la battaglia: le carte del mazzo sono coperte e i giocatori hanno diritti limitati su di esso (compare nell'elenco delle carte, il suo ordine resta dell'arbitro), la pila delle carte scoperte è visibile a tutti. Solo il client del GM mescola e scopre; il turno segue la registrazione della battaglia delle carte scoperte (conservata con la battaglia, che solo il GM scrive), e una carta messa a mano nella pila torna nel mazzo, coperta, alla scoperta successiva.",
  },
  {
    id: 'SD-115',
    rules: 'HR-5',
    en: "The deck is shuffled with the GM client's dice randomness when each turn begins, before the orders; the order of the cards is not shown to the players (the tracker shows the card in play and how many are left).",
    it: "Il mazzo si mescola con la casualità dei dadi del client del GM all'inizio di ogni turno, prima degli ordini; l'ordine delle carte non è mostrato ai giocatori (il tracciatore mostra la carta in gioco e quante ne restano).",
  },
  {
    id: 'SD-116',
    rules: 'HR-5, OR-2, FP-A1',
    en: 'With the set-up rolls and changing wind, a card-driven turn rolls its wind change when the wind card is drawn, not when the turn begins (still once a turn, with the same memory of the turn before); the change counts from the next movement. Without that option the wind card rolls nothing: a variable wind (FP-A1) is changed by the GM on the scene, as in any turn.',
    it: "Con i tiri di preparazione e il vento variabile, un turno guidato dalle carte tira il cambiamento del vento quando si scopre la carta del vento, non all'inizio del turno (sempre una volta per turno, con la stessa memoria del turno precedente); il cambiamento vale dal movimento successivo. Senza quell'opzione la carta del vento non tira nulla: un vento variabile (FP-A1) lo cambia il GM sulla scena, come in ogni turno.",
  },
  {
    id: 'SD-120',
    rules: 'HR-4',
    en: 'A ship of the fleet costs its worst loss once: struck or captured its points, sunk or exploded twice its points (a struck ship that then sinks costs its points again, not twice more); an enemy ship captured, sunk or exploded gains half its points (rounded up) once, however it was lost. A ship saved at its table edge is no loss.',
    it: 'Una nave della flotta costa una volta sola la sua perdita peggiore: con la bandiera ammainata o catturata i suoi punti, affondata o esplosa il doppio dei suoi punti (una nave che ha ammainato la bandiera e poi affonda costa di nuovo i suoi punti, non il doppio in più); una nave nemica catturata, affondata o esplosa fa guadagnare una volta sola metà dei suoi punti (arrotondata per eccesso), comunque sia stata persa. Una nave in salvo al proprio bordo del tavolo non è una perdita.',
  },
  {
    id: 'SD-121',
    rules: 'HR-4',
    en: 'The fleet morale value is the sum of its changes and may go below 0; reaching 0 or less calls the all-ships test once. After all ships pass, the fleet is on the brink until the next ship of it strikes, is captured, sinks or explodes, whatever the value has become since; that loss breaks it. The all-ships tests count -1 each like any morale test.',
    it: 'Il valore del morale della flotta è la somma delle sue variazioni e può scendere sotto 0; arrivare a 0 o meno fa fare una volta sola il test di tutte le navi. Se tutte lo superano, la flotta resta al limite finché la prossima sua nave non ammaina la bandiera, viene catturata, affonda o esplode, qualunque valore abbia raggiunto nel frattempo; con quella perdita il suo morale cede. I test di tutte le navi contano -1 ciascuno come ogni test di morale.',
  },
  {
    id: 'SD-122',
    rules: 'HR-4, D-14',
    en: "The referee reads each fleet's value from the battle as it stands: the ships it began with (their cost and crew-adjusted DC capacity / 10), the morale tests each has recorded, each ship's worst loss, and the enemy ships captured, sunk or exploded. Every change is thus applied once (each card's effect is) and undone with its card by a GM. A ship's tests count for the fleet it began the battle in. What the referee has recorded of a break (the all-ships test posted, passed or failed) stands when a GM later undoes a card: the value follows the undo, the record does not.",
    it: "L'arbitro legge il valore di ogni flotta dalla battaglia così com'è: le navi con cui è cominciata (il loro costo e la capacità del DC corretta per l'equipaggio / 10), i test di morale registrati da ciascuna, la perdita peggiore di ogni nave e le navi nemiche catturate, affondate o esplose. Così ogni variazione si applica una volta sola (come l'effetto di ogni carta) e si annulla con la sua carta da un GM. I test di una nave contano per la flotta con cui ha cominciato la battaglia. Ciò che l'arbitro ha registrato di un cedimento (il test di tutte le navi pubblicato, superato o fallito) resta anche se un GM annulla poi una carta: il valore segue l'annullamento, la registrazione no.",
  },
  {
    id: 'SD-123',
    rules: 'HR-4',
    en: "Fleet morale is hidden from the enemy. Foundry sends every world setting and every world document (actors, combats, scenes, users) with its flags to every connected client, so the value is stored nowhere: the GM's client computes it when asked and answers only the GM and a commander of that side, as the answer to that user's own request (a query's answer reaches only the asking client). A player asking for another side's value is refused and reported to the GMs. What the battle keeps is only what the whole table sees: that a fleet took its all-ships test, passed it or broke, in which order, its edge and the ships saved.",
    it: "Il morale della flotta è nascosto al nemico. Foundry invia ogni impostazione del mondo e ogni documento del mondo (attori, combattimenti, scene, utenti) con i suoi flag a tutti i client collegati, quindi il valore non è conservato da nessuna parte: il client del GM lo calcola quando gli viene chiesto e risponde solo al GM e a un comandante di quella parte, come risposta alla richiesta di quell'utente (la risposta a una query arriva solo al client che l'ha fatta). Un giocatore che chiede il valore di un'altra parte viene respinto e segnalato ai GM. La battaglia conserva solo ciò che tutto il tavolo vede: che una flotta ha fatto il test di tutte le navi, l'ha superato o ha ceduto, in che ordine, il suo bordo e le navi in salvo.",
  },
  {
    id: 'SD-124',
    rules: 'HR-4',
    en: "The fleet morale panel is in the turn tracker: the GM sees every fleet's, a player only the fleets of the sides it commands; a player of the other side gets no panel at all. Every client sees which fleets are broken (their ships make for their edge, with the number saved) and which broke first and loses; the battle's summary card names it too, and with two sides gives the win to the other whatever the points.",
    it: "Il pannello del morale della flotta è nel tracciatore del turno: il GM vede quelli di tutte le flotte, un giocatore solo quelli delle parti che comanda; un giocatore dell'altra parte non riceve nessun pannello. Ogni client vede quali flotte hanno ceduto (le loro navi manovrano verso il proprio bordo, con il numero di quelle in salvo) e quale ha ceduto per prima ed è sconfitta; anche la carta di fine battaglia la indica e, con due parti, dà la vittoria all'altra qualunque sia il punteggio.",
  },
  {
    id: 'SD-125',
    rules: 'HR-4',
    en: "A broken fleet's table edge is the scene edge nearest to the centre of its ships on the table when it breaks, fixed then. A ship of the broken fleet, afloat and not lost, whose base centre comes within half its base length of that edge has reached it: the referee records it saved and takes its token off the table.",
    it: "Il bordo del tavolo di una flotta il cui morale ha ceduto è il bordo della scena più vicino al centro delle sue navi sul tavolo nel momento in cui cede, fissato allora. Una nave di quella flotta, a galla e non persa, il cui centro della basetta arriva entro metà della lunghezza della basetta da quel bordo lo ha raggiunto: l'arbitro la registra in salvo e toglie la sua pedina dal tavolo.",
  },
  {
    id: 'SD-130',
    rules: 'HR-3',
    en: "Shoals and rocks are scene regions the GM draws with the region tools and gives the system's Shoal behaviour (bottom: rock or sand). Only the straight move made with the movement control (carried out by the referee) is checked against them: it stops where the base would first cross the region's edge, exactly as it stops at a contact; a base only touching the edge is afloat, a base already over the shoal stops at once. A ship met before the shoal stops the move there (a contact, no grounding). Pivots, hand-dragged tokens, the OR-7 move after contact and the GM's own moves are not checked. The referee posts a grounding card for the move and applies it from the card, once (history, GM undo; outside the turn flow it is applied directly): the HR-3 hull damage on the port side (as SD-13) and the grounded record (bottom, sail, turn), which only the referee writes.",
    it: "Scogli e secche sono regioni della scena che il GM disegna con gli strumenti delle regioni e a cui dà il comportamento Secca del sistema (fondale: roccioso o sabbioso). Solo il movimento in linea retta fatto con il controllo del movimento (eseguito dall'arbitro) è confrontato con esse: si ferma dove la basetta attraverserebbe per prima il bordo della regione, esattamente come si ferma a un contatto; una basetta che tocca soltanto il bordo è a galla, una basetta già sopra la secca si ferma subito. Una nave incontrata prima della secca ferma il movimento lì (un contatto, nessun incaglio). Le rotazioni, le pedine trascinate a mano, il movimento dopo il contatto della regola opzionale 7 e i movimenti del GM non sono controllati. L'arbitro pubblica una carta dell'arenamento per quel movimento e la applica dalla carta, una sola volta (storico, annullabile dal GM; fuori dal turno di gioco è applicato direttamente): il danno allo scafo della HR-3 sul lato sinistro (come la SD-13) e il registro dell'arenamento (fondale, velatura, turno), che solo l'arbitro scrive.",
  },
  {
    id: 'SD-131',
    rules: 'HR-3, FP-4.5, FP-5.8',
    en: 'A grounded ship cannot move or turn, and may not be ordered a course change or a tack. An unfoul order gets it off when its result is All after running aground at full sail, or A, A/E, A/E/B or All after easy sail (the source\'s "A, B or E"); the boarding limits of FP-7.3 apply as to any contact. Once off it drifts for the rest of that turn (hove to) and moves at half speed the next turn, like a ship another one unfouled from (FP-5.8). It still faces the shoal: sailing on into it runs it aground again, so it turns away first.',
    it: "Una nave arenata non può muovere né virare, e non le si può ordinare un cambio di rotta o una virata di bordo. Un ordine di liberarsi la libera con Tutti se si è arenata a vele spiegate, o con A, A/E, A/E/B o Tutti se a vele di manovra (la fonte: «A, B o E»); i limiti dell'abbordaggio della FP-7.3 valgono come per ogni contatto. Liberata, resta alla deriva per il resto del turno e muove a metà velocità nel turno seguente, come una nave da cui un'altra si è liberata (FP-5.8). È ancora rivolta verso la secca: proseguendo dentro di essa si arena di nuovo, quindi prima vira.",
  },
  {
    id: 'SD-132',
    rules: 'HR-3, OR-9',
    en: 'With the OR-9 rigging damage test on, a ship that runs aground takes that test at once instead of the fixed hull damage (the source offers it as an alternative to the fixed damage), with -5 on rock and -3 on sand: passed, the ship slides off there and then (it drifts for the rest of the turn and moves at half speed the next); failed, it loses |result| x 10% of a DC of rigging (OR-9) and stays aground until an unfoul order gets it off as in HR-3. The test is posted and applied once by the referee.',
    it: "Con il test sui danni alla velatura della regola opzionale 9 attivo, una nave che si arena fa subito quel test invece di subire il danno fisso allo scafo (la fonte lo propone in alternativa al danno fisso), con -5 su fondo roccioso e -3 su fondo sabbioso: superato, la nave si libera subito (resta alla deriva per il resto del turno e muove a metà velocità nel seguente); fallito, perde |risultato| x 10% di un DC di velatura (regola opzionale 9) e resta arenata finché un ordine di liberarsi non ha successo come nella HR-3. L'arbitro pubblica e applica il test una sola volta.",
  },
  {
    id: 'SD-133',
    rules: 'HR-3',
    en: "The GM may mark a ship aground on rock or sand, or afloat again, from the ship panel (a grounding the table did not catch, or a ship freed by hand). A mark records the ship's sail (full sail, otherwise easy sail: it decides the unfoul result needed) and does no damage; each mark is a history entry the GM can undo.",
    it: 'Il GM può segnare una nave arenata su scogli o su sabbia, o di nuovo a galla, dal pannello della nave (un arenamento che il tavolo non ha colto, o una nave liberata a mano). Il segno registra la velatura della nave (vele spiegate, altrimenti vele di manovra: decide il risultato di liberarsi necessario) e non fa danni; ogni segno è una voce dello storico che il GM può annullare.',
  },
  {
    id: 'SD-140',
    rules: 'FP-1.4, FP-6.1, FP-A1, FP-8.2',
    en: 'The duel of bin/sca duel (issue 13) is played on an open table at 1:1200 with the wind fixed from the north at a breeze (no FP-A1 changes). Start: ship A at the centre, ship B at a random bearing with the mainmasts within long range (mast to mast at most 700 mm, centres 150-700 mm apart, bases not touching), both on random headings that are not in irons, both at easy sail. A duel still undecided after 60 turns is a draw.',
    it: "Il duello di bin/sca duel è giocato su un tavolo aperto a 1:1200 con il vento fisso da nord, brezza (senza i cambi di vento dell'appendice 1). Partenza: la nave A al centro, la nave B in una direzione a caso con gli alberi a tiro lungo (da albero ad albero al massimo 700 mm, centri a 150-700 mm, basette non a contatto), entrambe con prue a caso che non siano controvento, entrambe a vele ridotte. Un duello non deciso dopo 60 turni è un pareggio.",
  },
  {
    id: 'SD-141',
    rules: 'FP-3, FP-5.6, FP-7, FP-4.5',
    en: 'The duel leaves out boarding (FP-7), tacking (FP-5.6), repairs (D-4) and unfouling: the AI captain never orders them, and a base contact ends the duel as a draw at the end of the part in which it happens. The side that plays first alternates every turn, starting from a side drawn at random (the digest does not say how the order of the players is set).',
    it: "Il duello lascia fuori l'abbordaggio, la virata, le riparazioni e il liberarsi da un contatto: il capitano automatico non li ordina mai, e un contatto tra basette chiude il duello in pareggio alla fine della parte in cui avviene. Lo schieramento che gioca per primo si alterna a ogni turno, a partire da uno estratto a caso (il riassunto non dice come si stabilisce l'ordine dei giocatori).",
  },
  {
    id: 'SD-142',
    rules: 'FP-5.7, FP-6.2, FP-6.4, FP-6.5, D-5',
    en: 'Fire in the duel: the AI captain orders every broadside that will bear at some point of its move, always aimed at the hull, and fires it at a rake instant of the move when the core finds one, otherwise at the best of the start, middle and end of the move by expected damage with its Abilità modifiers. A rake counts for morale only when it hits. The damage of a failed fire-fighting roll with no rigging fire goes to the hull side with more room left (D-5 lets the owner choose); a gun that bursts (FP-6.5) takes its hull DC from the side that fired.',
    it: "Il fuoco nel duello: il capitano automatico ordina ogni bordata che potrà sparare in qualche punto del movimento, sempre allo scafo, e la spara nel momento del movimento in cui il nucleo trova un tiro d'infilata, altrimenti nel migliore tra inizio, metà e fine del movimento per danno atteso con i suoi modificatori di Abilità. Un tiro d'infilata conta per il morale solo se colpisce. Il danno di un tentativo fallito di spegnere un incendio senza fuoco alla velatura va al lato dello scafo con più spazio (la scelta è del proprietario); lo scoppio di un cannone toglie il DC di scafo dal lato che ha sparato.",
  },
  {
    id: 'SD-143',
    rules: 'FP-8.1, FP-8.2, FP-4.4',
    en: 'Morale in the duel: at the end of each part both ships are checked against FP-8.1 with the DCs lost during that part; "per enemy ship that hit it this turn" is 1 after any hit this turn. A ship that strikes, sinks or explodes ends the duel at once (the fire an explosion would set on the other ship is not played); both out in the same part is a draw.',
    it: "Il morale nel duello: alla fine di ogni parte entrambe le navi sono controllate per il test di morale con i DC persi in quella parte; «per nave nemica che l'ha colpita in questo turno» vale 1 dopo qualunque colpo del turno. Una nave che ammaina, affonda o esplode chiude subito il duello (l'incendio che un'esplosione appiccherebbe all'altra nave non si gioca); entrambe fuori nella stessa parte è un pareggio.",
  },
  {
    id: 'SD-144',
    rules: 'FP-5.1, FP-5.5, FP-6.1',
    en: "The AI captain's seamanship (a choice among legal orders, never a rule): it wants short range (90 mm) with better Abilità modifiers, or equal ones and a broadside at least as heavy, otherwise medium range (300 mm); it makes full sail when more than 250 mm from that range and easy sail nearer; among its heading and the legal course changes it takes the one whose move scores best: the damage it can expect to deal along it, less 0.6 of what the enemy, where she lies, could answer with, less a point per 25 mm away from the range it wants, plus up to 1.5 for ending to windward of her (the wind gauge, full at 100 mm), and never a move into contact.",
    it: "L'arte marinaresca del capitano automatico (una scelta tra ordini legali, mai una regola): vuole il tiro corto (90 mm) con modificatori di Abilità migliori, o pari e una bordata almeno altrettanto pesante, altrimenti il tiro medio (300 mm); spiega tutte le vele quando è a più di 250 mm da quella distanza e riduce le vele più vicino; tra la sua prua e i cambi di rotta legali sceglie quello il cui movimento vale di più: il danno che può attendersi di infliggere lungo il movimento, meno 0,6 di quello con cui il nemico, dove si trova, potrebbe rispondere, meno un punto ogni 25 mm di distanza dal tiro voluto, più fino a 1,5 per finire sopravvento a lei (il vantaggio del vento, pieno a 100 mm), e mai un movimento che porti al contatto.",
  },
  {
    id: 'SD-145',
    rules: 'FP-1.7, FP-1.8, SD-140',
    en: "The battle of the simulation (issue 13) opens on an open table at 1:1200, the wind from the north at a breeze: each fleet in line ahead in the order of its fleet file, 40 mm from one ship's stern to the next one's bow, on two parallel east-west lines 760 mm apart (every enemy mast beyond long range, FP-1.8), the lines centred on each other, both fleets sailing the same way (east or west, drawn); which fleet has the windward (northern) line is drawn. Every ship starts at easy sail with the damage its fleet file gives.",
    it: "La battaglia della simulazione si apre su un tavolo aperto a 1:1200, con il vento da nord, brezza: ogni flotta in linea di fila nell'ordine del suo file, 40 mm dalla poppa di una nave alla prua della seguente, su due linee parallele est-ovest a 760 mm l'una dall'altra (ogni albero nemico oltre il tiro lungo), le linee centrate tra loro, entrambe le flotte con la stessa rotta (est o ovest, estratta); quale flotta ha la linea sopravvento (a nord) è estratto. Ogni nave parte a vele ridotte con i danni che le dà il suo file della flotta.",
  },
  {
    id: 'SD-146',
    rules: 'FP-5.8, FP-7, FP-4.5, FP-6.2, D-18, FP-8.1',
    en: "The battle, like the duel, leaves out boarding, collision damage, hove to after a collision and unfouling: a contact with any ship only stops the move (FP-5.8) and the battle goes on; the ships may sail apart in a later part, and no ship is ever captured. A broadside's target is the one FP-6.2 and D-18 give over every ship afloat, friends included: with a ship in each half of the arc the captain takes the enemy it chose to fight, otherwise the better shot. When no point of the move has an enemy worth a shot, the ordered broadside goes off where it hits nobody, or, when a friend is the target all along the move, where it hurts her least. A friend's hit does not count as an enemy ship that hit her (FP-8.1).",
    it: "La battaglia, come il duello, lascia fuori l'abbordaggio, i danni da collisione, la sosta dopo una collisione e il liberarsi da un contatto: un contatto con qualunque nave ferma soltanto il movimento e la battaglia continua; le navi possono separarsi in una parte successiva, e nessuna nave è mai catturata. Il bersaglio di una bordata è quello dato dalle regole sul bersaglio tra tutte le navi a galla, amiche comprese: con una nave in ciascuna metà dell'arco il capitano sceglie il nemico che ha deciso di combattere, altrimenti il tiro migliore. Quando nessun punto del movimento ha un nemico che valga un colpo, la bordata ordinata parte dove non colpisce nessuno, o, se un'amica è il bersaglio lungo tutto il movimento, dove le fa meno danno. Il colpo di un'amica non conta come nave nemica che l'ha colpita.",
  },
  {
    id: 'SD-147',
    rules: 'FP-8.2, FP-2.5',
    en: "In the battle a struck ship stays where she is: other ships' moves stop at contact with her, but she is not fired on, gives no orders and plays no part (her fires are not played either). Sunk and exploded ships leave the table.",
    it: "Nella battaglia una nave che ha ammainato resta dov'è: i movimenti delle altre navi si fermano al contatto con lei, ma non le si spara, non dà ordini e non gioca alcuna parte (nemmeno i suoi incendi si giocano). Le navi affondate ed esplose lasciano il tavolo.",
  },
  {
    id: 'SD-148',
    rules: 'FP-3, SD-141',
    en: "The order of play in the battle: the side that plays first alternates every turn, starting from a side drawn at random (as SD-141). In its side's part each of its ships afloat, in fleet file order, plays its whole part in turn: its captain writes its orders seeing the table as it is then (it fights the nearest enemy afloat, with the duel captain's seamanship, SD-144), then Abilità, fire fighting, sail, course, the move and its broadsides, the fire toll, and morale for every ship that lost DCs or was raked during that ship's part.",
    it: "L'ordine di gioco nella battaglia: lo schieramento che gioca per primo si alterna a ogni turno, a partire da uno estratto a caso (come nel duello). Nella parte del suo schieramento ogni nave a galla, nell'ordine del file della flotta, gioca a sua volta tutta la sua parte: il suo capitano scrive gli ordini vedendo il tavolo com'è in quel momento (combatte il nemico a galla più vicino, con l'arte marinaresca del capitano del duello), poi Abilità, spegnimento degli incendi, vele, rotta, il movimento e le sue bordate, il danno degli incendi, e il morale di ogni nave che ha perso DC o ha subito un tiro d'infilata durante la parte di quella nave.",
  },
  {
    id: 'SD-149',
    rules: 'FP-8.3, HR-4',
    en: "A simulated battle ends when a fleet has no ship afloat (it loses; both at once is a draw); with HR-4 the first fleet to break loses at once (a fleet that reaches 0 takes its all-ships test at the end of the part that brought it there, the moving side's fleet first); at the turn limit (30 unless set) the side with more FP-8.3 victory points (the standard scoring) wins, equal points are a draw. The points count only the DCs lost in the battle, not the damage the fleet file started a ship with. With HR-4 a ship whose cost is below 0 cannot be counted, so such a fleet is refused. Only the options the simulation plays are accepted (FP-A1, HR-4); any other is refused by name.",
    it: "Una battaglia simulata finisce quando una flotta non ha più navi a galla (perde; entrambe insieme è un pareggio); con il morale della flotta la prima flotta che cede perde subito (una flotta che arriva a 0 fa il test di tutte le navi alla fine della parte che ce l'ha portata, prima la flotta dello schieramento che muove); al limite di turni (30 se non indicato) vince lo schieramento con più punti vittoria (il conteggio normale), a parità è un pareggio. I punti contano solo i DC persi nella battaglia, non i danni con cui il file della flotta fa partire una nave. Con il morale della flotta una nave che costa meno di 0 non si può contare, quindi una flotta così è rifiutata. Sono accettate solo le opzioni che la simulazione gioca (vento variabile, morale della flotta); ogni altra è rifiutata per nome.",
  },
  {
    id: 'SD-155',
    rules: 'FP-A1, FP-5.4',
    en: "Variable wind in the simulated battle: the FP-A1 roll is made at the end of each turn, after both sides' parts. A ship the shift leaves in irons stops and takes FP-5.4's 10% DC of rigging; in her next part her captain orders a course change onto a legal heading (the first the core lists when its own choice would keep her in irons); if the order fails she stays, does not move, and takes another 10%. The captain's look-ahead plans its move at a breeze's speeds; the move itself uses the wind's strength.",
    it: "Il vento variabile nella battaglia simulata: il tiro si fa alla fine di ogni turno, dopo le parti di entrambi gli schieramenti. Una nave che il cambio lascia controvento si ferma e perde il 10% di un DC di velatura; nella sua parte successiva il capitano ordina un cambio di rotta su una prua legale (la prima che il nucleo elenca quando la sua scelta la terrebbe controvento); se l'ordine fallisce resta ferma, non muove e perde un altro 10%. Il capitano pianifica il movimento alle velocità della brezza; il movimento vero usa la forza del vento.",
  },
  {
    id: 'SD-160',
    rules: 'FP-8.3',
    en: 'The sweeps of bin/sca duel and battle (issue 13) run on node worker threads: --workers 1 to 32, default 1 (one plays in the main thread). The seed range is cut into consecutive chunks, about 32 per worker, handed to whichever thread is free; the counts are merged in seed order, and the printed JSON sorts how the runs ended and the class tallies, so it is byte for byte the same whatever the number of workers and however the range was sharded. The worker is the built CLI itself, started as a worker thread with a marker (no second entry file, no child processes).',
    it: "Le serie di simulazioni di bin/sca duel e battle girano su thread di lavoro di node: --workers da 1 a 32, 1 se non indicato (con uno si gioca nel thread principale). L'intervallo dei semi è tagliato in blocchi consecutivi, circa 32 per thread, dati al primo thread libero; i conteggi sono uniti nell'ordine dei semi, e il JSON stampato ordina i modi in cui sono finite le partite e i conteggi per classe, così è identico byte per byte qualunque sia il numero di thread e comunque sia stato diviso l'intervallo. Il thread di lavoro è la CLI compilata stessa, avviata come thread con un contrassegno (nessun secondo file d'ingresso, nessun processo figlio).",
  },
  {
    id: 'SD-161',
    rules: 'FP-8.3',
    en: "--report of bin/sca duel, battle and merge takes a file name ending in .html (so a slip never overwrites a shard's JSON) and checks that it can be written before the first run is played; the JSON is still printed on stdout. The page's charting library is loaded only when a report is asked for, so the worker threads never load it.",
    it: '--report di bin/sca duel, battle e merge accetta un nome di file che finisce in .html (così una svista non sovrascrive mai il JSON di una parte) e controlla che si possa scrivere prima di giocare la prima partita; il JSON viene comunque stampato. La libreria dei grafici della pagina è caricata solo quando si chiede un rapporto, così i thread di lavoro non la caricano mai.',
  },
  {
    id: 'SD-162',
    rules: 'FP-1.5, FP-8.3',
    en: "bin/sca battle reads each fleet from its own file in the importer's formats (CSV, JSON or YAML, told by the extension); a file holding ships of more than one side is refused, since a battle's fleet is one side. Both files and every flag are checked before a battle is played: the first fault is one error line naming the flag and the file.",
    it: "bin/sca battle legge ogni flotta dal suo file nei formati dell'importazione (CSV, JSON o YAML, riconosciuto dall'estensione); un file con navi di più schieramenti è rifiutato, perché la flotta di una battaglia è un solo schieramento. Entrambi i file e ogni opzione sono controllati prima di giocare una battaglia: il primo errore è una riga che nomina l'opzione e il file.",
  },
  {
    id: 'SD-163',
    rules: 'FP-8.3',
    en: 'bin/sca merge takes the JSON outputs of one sweep played in parts by seed range and prints what one run of the whole range prints: each file is checked field by field, only its counts are kept and the rates and means are computed again from the sums. Files of different sweeps (other ships, fleets, turn limit or optional rules) and overlapping seed ranges are refused naming the file; ranges with a gap between them merge and stay listed apart.',
    it: "bin/sca merge prende i JSON di una serie di simulazioni giocata a parti per intervallo di semi e stampa quello che stamperebbe una sola esecuzione dell'intero intervallo: ogni file è controllato campo per campo, se ne tengono solo i conteggi e le percentuali e le medie sono ricalcolate dalle somme. File di serie diverse (altre navi, flotte, limite di turni o regole opzionali) e intervalli di semi sovrapposti sono rifiutati nominando il file; intervalli separati da un vuoto si uniscono e restano elencati a parte.",
  },
  {
    id: 'SD-164',
    rules: 'FP-8.3',
    en: "bin/sca bench --sweep measures the battle sweep on a 10-against-10 battle with 1 and with 2 worker threads, both started fresh, alternated three times (median), and prints the wall time, the CPU time of all threads, the machine's own ceiling (the same fixed arithmetic on 1 and on 2 threads) and its load average beside the speed-up, since a shared machine lowers it; it is a figure, never a pass or fail.",
    it: "bin/sca bench --sweep misura la serie di battaglie su una battaglia 10 contro 10 con 1 e con 2 thread di lavoro, entrambi avviati da zero, alternati tre volte (mediana), e stampa il tempo reale, il tempo di CPU di tutti i thread, il limite della macchina stessa (lo stesso calcolo fisso su 1 e su 2 thread) e il suo carico medio accanto all'accelerazione, perché una macchina condivisa la abbassa; è una misura, mai un superato o fallito.",
  },
  {
    id: 'SD-165',
    rules: 'FP-1.5, D-14',
    en: 'The balance report (bin/sca report, issue 13) answers "is a class worth its points?" by damage per point: the DC a class and crew dealt per ship-run, divided by its cost in points (FP-1.5, D-14), against the same figure for every ship of the sweep together (all the DC dealt over all the points fielded). At least 5% above it is "worth it", at least 5% below "not worth it", in between "about even"; with no damage dealt at all it cannot tell. The class\'s loss rate is shown beside the answer, not folded into it.',
    it: 'Il rapporto di bilanciamento (bin/sca report) risponde a «una classe vale i suoi punti?» con il danno per punto: i DC che una classe con il suo equipaggio ha inflitto per nave e partita, divisi per il suo costo in punti, contro la stessa cifra per tutte le navi della serie insieme (tutti i DC inflitti su tutti i punti schierati). Almeno il 5% sopra vale i suoi punti, almeno il 5% sotto non li vale, in mezzo è in pari; se nessuno ha inflitto danni non si può dire. La quota di navi perse è mostrata accanto alla risposta, non conteggiata in essa.',
  },
  {
    id: 'SD-166',
    rules: 'FP-8.2, FP-7.5',
    en: "In the balance report a ship-run is lost when it ended struck, sunk, exploded or captured, and the loss rate of a class is its lost ship-runs over its ship-runs with a 95% Wilson interval. The DC a class dealt is what its enemies lost while it fought: in a duel everything the other ship lost, broadsides, fire and accidents alike. The page calls a side favoured when the 95% intervals of the two sides' win rates do not overlap, and otherwise says the sweep cannot tell the sides apart.",
    it: "Nel rapporto di bilanciamento una nave in una partita è persa quando ha finito ammainata, affondata, esplosa o catturata, e la quota di perdite di una classe è il numero di queste sul numero di navi per partita, con l'intervallo di Wilson al 95%. I DC inflitti da una classe sono quelli persi dai nemici mentre combatteva: in un duello tutto ciò che l'altra nave ha perso, bordate, incendi e incidenti compresi. La pagina dice favorito uno schieramento quando gli intervalli al 95% delle percentuali di vittoria dei due schieramenti non si sovrappongono, e altrimenti dice che la serie non basta a distinguerli.",
  },
  {
    id: 'SD-167',
    rules: 'FP-1.5, FP-8.3',
    en: 'bin/sca report trusts no figure in the file it reads: the wins and the ends must each add up to the runs, the seed ranges must hold as many runs, every count must be a whole number, and a class may not count more ships lost (struck, sunk, exploded and captured together: each ship-run ends at most one way) than its ship-runs; the rates and means are derived again from the counts.',
    it: "bin/sca report non si fida di nessuna cifra del file che legge: le vittorie e i modi in cui finiscono le partite devono sommare al numero di partite, gli intervalli di semi devono contenerne altrettante, ogni conteggio dev'essere un numero intero, e una classe non può contare più navi perse (ammainate, affondate, esplose e catturate insieme: ogni nave in una partita finisce al più in un modo) delle sue navi per partita; le percentuali e le medie sono ricalcolate dai conteggi.",
  },
  {
    id: 'SD-168',
    rules: 'FP-1.5',
    en: 'The balance report is one HTML file that needs nothing else: its charts are drawn to SVG when the page is made and set in it, with no script, no font and no address to fetch, so it reads offline and prints. It has a light look only; text widths in the charts are estimated, not measured.',
    it: "Il rapporto di bilanciamento è un unico file HTML che non ha bisogno d'altro: i grafici sono disegnati in SVG quando la pagina è creata e inclusi in essa, senza script, caratteri o indirizzi da scaricare, così si legge senza rete e si stampa. Ha solo un aspetto chiaro; la larghezza dei testi nei grafici è stimata, non misurata.",
  },
  {
    id: 'SD-169',
    rules: 'FP-1.5',
    en: 'The balance report is written in English only, like every output of bin/sca: it is a file for the people who balance scenarios, not a page of the game in Foundry.',
    it: 'Il rapporto di bilanciamento è scritto solo in inglese, come ogni risultato di bin/sca: è un file per chi bilancia gli scenari, non una pagina del gioco in Foundry.',
  },
];

export function decision(id: string): Decision {
  const d = DECISIONS.find((x) => x.id === id);
  if (!d) throw new Error(`no decision ${id}`);
  return d;
}
