// FP-A3 / OR-11 the "send a signal" form: the user's ships of the side to act, one or two elements
// (free text, with the standard signals offered as suggestions) and, under OR-11, the recipients
// (the whole fleet or one squadron). The form is a pure function; the referee checks everything.
import { RuleError } from '../../rules/index.js';
import { promptFormDialog } from '../foundry-api.js';
import { localize } from '../i18n.js';
import { optionalRules } from '../settings.js';
import { actorByUuid, battle, rosterShips } from './flow.js';
import { sendSignal } from './signals.js';
import { signalSquadronOf } from './signal-squadrons.js';
import { cardDriven, currentSide } from './turn-state.js';

/** The standard signals offered (SD-45: any text is allowed; these are suggestions). */
export const STANDARD_SIGNALS = [
  'engage',
  'closeAction',
  'formLine',
  'tackInSuccession',
  'wearTogether',
  'generalChase',
  'makeSail',
  'shortenSail',
  'heaveTo',
  'breakLine',
  'followFlagship',
  'disengage',
] as const;

const S = 'SCA.Turn.Signal';

function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The form's HTML (pure: labels come in localised). */
export function signalFormHtml(i: {
  ships: Array<{ actorUuid: string; name: string }>;
  standard: string[];
  squadrons: string[] | null;
  label: (key: string) => string;
}): string {
  const options = i.ships
    .map((s) => `<option value="${esc(s.actorUuid)}">${esc(s.name)}</option>`)
    .join('');
  const list = i.standard.map((s) => `<option value="${esc(s)}"></option>`).join('');
  const squadrons = i.squadrons ?? [];
  const squadron = squadrons.length
    ? `<label class="sca-field"><span>${esc(i.label(`${S}.Squadron`))}</span><select name="squadron"><option value="">${esc(i.label(`${S}.WholeFleet`))}</option>${squadrons.map((q) => `<option value="${esc(q)}">${esc(q)}</option>`).join('')}</select></label>`
    : '';
  return `<div class="signal-close-action sca-signal-form">
<label class="sca-field"><span>${esc(i.label(`${S}.Ship`))}</span><select name="sender">${options}</select></label>
<label class="sca-field"><span>${esc(i.label(`${S}.Element1`))}</span><input type="text" name="element1" list="sca-signal-list" maxlength="120" required></label>
<label class="sca-field"><span>${esc(i.label(`${S}.Element2`))}</span><input type="text" name="element2" list="sca-signal-list" maxlength="120"></label>
${squadron}<datalist id="sca-signal-list">${list}</datalist></div>`;
}

/** Opens the form for the user's ships of the side to act and sends what is written. */
export async function openSignalDialog(): Promise<void> {
  const state = battle();
  // HR-5 / SD-119 a card-driven turn's morale is every side's: the user's own ships of any side.
  const every = cardDriven(state);
  const side = currentSide(state).id;
  const own = rosterShips(state).filter(
    (s) => (every || s.system.side === side) && actorByUuid(s.actorUuid)?.isOwner,
  );
  if (!own.length) throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  const squadrons =
    optionalRules().signals === 'fullGame'
      ? [
          ...new Set(
            rosterShips(state)
              .filter(
                (s) =>
                  (every ? s.system.side === own[0]!.system.side : s.system.side === side) &&
                  signalSquadronOf(state, s).trim() !== '',
              )
              // SD-260 the squadrons as the referee recorded them.
              .map((s) => signalSquadronOf(state, s)),
          ),
        ]
      : null;
  const form = await promptFormDialog(
    localize(`${S}.DialogTitle`),
    signalFormHtml({
      ships: own,
      standard: STANDARD_SIGNALS.map((k) => localize(`${S}.Standard.${k}`)),
      squadrons,
      label: localize,
    }),
    localize(`${S}.Send`),
  );
  if (!form) return;
  await sendSignal(
    form.sender ?? '',
    [form.element1 ?? '', form.element2 ?? ''],
    form.squadron ?? '',
  );
}
