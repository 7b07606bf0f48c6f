// Gallery entries of HR-3 running aground: the ship card of a grounded ship (the "Aground" chip, the
// grounding in its log), the ship panel of a grounded ship as the GM sees it (chip, "afloat again"),
// and the OR-9 rigging test a grounding on rock takes when that option is on (SD-132). Built from
// real documents and the pure view functions.
import { fake } from '../../fake-foundry/install.js';
import { FakeI18n } from '../../fake-foundry/i18n.js';
import type { FakeUser } from '../../fake-foundry/documents.js';
import {
  applyHullDamage,
  broadsideTargets,
  classById,
  groundingDamage,
  shipProfile,
  NO_DAMAGE,
  type Side,
} from '../../../src/rules/index.js';
import { applyEffect, registerEffect } from '../../../src/foundry/referee/relay.js';
import { registerReferee } from '../../../src/foundry/referee/register.js';
import { registerDataModels } from '../../../src/foundry/models/register.js';
import { shipClassFields, type ShipSystemSource } from '../../../src/foundry/models/ship-model.js';
import { headingIndexToRotation } from '../../../src/foundry/heading.js';
import { SHIP_SHEET_TEMPLATE } from '../../../src/foundry/sheets/ship-sheet.js';
import { SHIP_TABS, shipSheetView } from '../../../src/foundry/sheets/ship-view.js';
import { manoeuvreOptions } from '../../../src/foundry/canvas/manoeuvre.js';
import { panelView } from '../../../src/foundry/canvas/panel-view.js';
import { templatePath } from '../../../src/foundry/constants.js';
import { CARD_TEMPLATES } from '../../../src/foundry/chat/render.js';
import type { ViewContext } from '../../../src/foundry/chat/view-common.js';
import { riggingTestView } from '../../../src/foundry/turn/cards/views-rigging.js';
import type { TableShipData } from '../../../src/foundry/turn/melee.js';
import { buildRiggingTestCard } from '../../../src/foundry/turn/rigging.js';
import { groundingView } from '../../../src/foundry/turn/cards/views-grounding.js';
import type { GroundingCard } from '../../../src/foundry/chat/card-data-sailing.js';
import { shipData } from '../../turn/ships.js';
import type { GalleryEntry, GalleryLang } from '../types.js';

const GROUND_KIND = 'gallery.aground';

interface Doc {
  id: string;
  uuid: string;
  name: string;
  system: ShipSystemSource;
}

function i18n(lang: GalleryLang) {
  const t = new FakeI18n(lang);
  return {
    lang,
    localize: (k: string) => t.localize(k),
    format: (k: string, d?: Record<string, unknown>) => t.format(k, d),
  };
}

/** A grounded 74 at full sail on sand: the HR-3 damage and record applied through the relay. */
async function groundedShip(lang: GalleryLang): Promise<Doc> {
  registerDataModels();
  registerReferee();
  const t = i18n(lang);
  registerEffect(GROUND_KIND, (_req, { actor }) => {
    const s = actor.system as unknown as ShipSystemSource;
    const profile = shipProfile(classById('3rd-74c'), 'average');
    const hit = groundingDamage('full', profile.dcCapacity);
    return {
      changes: {
        damage: {
          ...s.damage,
          ...applyHullDamage(profile, NO_DAMAGE, 'port', hit.hullPoints).damage,
        },
        grounded: { kind: 'sand', sail: 'full', turn: 3 },
      },
      label: t.format('SCA.Aground.Label', {
        kind: t.localize('SCA.Aground.Kind.sand'),
        points: hit.hullPoints,
        pct: hit.pct,
      }),
    };
  });
  const { world } = fake();
  const previous: FakeUser = world.user;
  world.actAs(world.users.find((u) => u.isGM)!);
  try {
    const Actor_ = Actor as unknown as { create(d: Record<string, unknown>): Promise<Doc> };
    const ship = await Actor_.create({
      name: 'HMS Bellona',
      type: 'ship',
      system: {
        shipClass: shipClassFields(classById('3rd-74c')),
        nation: 'britain',
        side: 'British',
        sail: 'full',
      },
    });
    const r = await applyEffect({
      kind: GROUND_KIND,
      key: 'aground:gallery',
      actorUuid: ship.uuid,
    });
    if (r.status === 'refused') throw new Error(r.reason);
    return ship;
  } finally {
    world.actAs(previous);
  }
}

function tabs() {
  const { tabs: all, labelPrefix } = SHIP_TABS.primary;
  return Object.fromEntries(
    all.map((t) => [
      t.id,
      {
        ...t,
        group: 'primary',
        active: t.id === 'battle',
        cssClass: t.id === 'battle' ? 'active' : '',
        label: `${labelPrefix}.${t.id}`,
      },
    ]),
  );
}

async function sheet(lang: GalleryLang) {
  const s = await groundedShip(lang);
  return {
    ...shipSheetView({
      name: s.name,
      system: s.system,
      role: 'gm',
      scene: {
        hasScene: true,
        wind: { direction: 0, strength: 'breeze' },
        tokenRotation: headingIndexToRotation(4),
        scale: 1200,
      },
      contactNames: {},
      lang,
    }),
    tabs: tabs(),
  } as unknown as Record<string, unknown>;
}

function panel(lang: GalleryLang) {
  const t = i18n(lang);
  const body = { lengthMm: 75, widthMm: 40, masts: 3 };
  const ships = [
    { id: 'bellona', name: 'HMS Bellona', pose: { x: 0, y: 0, headingDeg: 90 }, body },
    { id: 'genereux', name: 'Généreux', pose: { x: 60, y: 180, headingDeg: 270 }, body },
  ];
  const wind = { direction: 0, strength: 'breeze' as const };
  return panelView(
    {
      tokenId: 'bellona',
      name: 'HMS Bellona',
      isOwner: true,
      rotation: headingIndexToRotation(4),
      wind,
      allowance: {
        allowanceMm: 0,
        blockedBy: 'aground',
        halfSpeed: false,
        steps: [],
        wind: 'breeze',
        scale: 1200,
      },
      choice: manoeuvreOptions({
        heading: 4,
        wind,
        sail: 'full',
        rudderDamaged: false,
        tack: { phase: 'none' },
      }),
      targets: {
        port: broadsideTargets(ships, 'bellona', 'port', { arcDeg: 90, scale: 1200 }),
        starboard: broadsideTargets(ships, 'bellona', 'starboard', { arcDeg: 90, scale: 1200 }),
      },
      shownSides: new Set<Side>(),
      contacts: [],
      tokenNames: new Map(ships.map((s) => [s.id, { name: s.name }])),
      actorNames: new Map(),
      isGM: true,
      grounded: { kind: 'sand', sail: 'full' },
      runningAground: true,
    },
    t,
  ) as unknown as Record<string, unknown>;
}

const onRock = {
  id: 'bellona',
  actorUuid: 'Actor.bellona',
  name: 'HMS Bellona',
  system: shipData('3rd-74c', 'average', {
    side: 'British',
    sail: 'full',
    grounded: { kind: 'rock', sail: 'full', turn: 3 },
  }),
} as TableShipData;

const rockTest = buildRiggingTestCard({
  turn: 3,
  side: 'British',
  ship: onRock,
  cause: 'grounding',
  faces: [3, 4, 2],
  wind: 'breeze',
  extra: { collision: 'rock', trigger: 'aground:gallery' },
});

function rockCtx(): ViewContext {
  return {
    messageId: 'msg',
    viewer: { isGM: true, owns: () => true },
    scale: 1200,
    ship: (uuid) => (uuid === onRock.actorUuid ? (onRock.system as ShipSystemSource) : null),
    effect: () => ({ state: 'applied', entryId: 'e1' }),
    related: { fired: () => false, tested: () => false, criticalsPosted: false },
  };
}

const sandCard = (byTest: boolean): GroundingCard => ({
  kind: 'grounding',
  turn: 3,
  side: 'British',
  ship: { actorUuid: onRock.actorUuid, name: onRock.name },
  sceneId: 'scene',
  tokenId: 'token',
  regionId: 'region',
  moveId: 'move',
  bottom: byTest ? 'rock' : 'sand',
  sail: 'full',
  byTest,
});

function cardCtx(state: 'none' | 'applied', viewer: 'gm' | 'player'): ViewContext {
  return {
    ...rockCtx(),
    viewer: { isGM: viewer === 'gm', owns: () => true },
    effect: () => (state === 'applied' ? { state: 'applied', entryId: 'e1' } : { state: 'none' }),
  };
}

export const galleryEntries: GalleryEntry[] = [
  {
    id: 'aground-card',
    title: 'HR-3 Grounding card: full sail on sand, applied (GM: undo)',
    template: CARD_TEMPLATES.grounding,
    context: () => groundingView(sandCard(false), cardCtx('applied', 'gm')),
    width: 300,
  },
  {
    id: 'aground-card-test',
    title: 'HR-3 / OR-9 Grounding card on rock: the rigging test decides (player, before applying)',
    template: CARD_TEMPLATES.grounding,
    context: () => groundingView(sandCard(true), cardCtx('none', 'player')),
    width: 300,
  },
  {
    id: 'aground-sheet',
    title: 'HR-3 Ship card: aground on sand after a full-sail grounding (GM)',
    template: SHIP_SHEET_TEMPLATE,
    context: sheet,
  },
  {
    id: 'aground-panel',
    title: 'HR-3 Ship panel: aground, the GM may set it afloat again',
    template: templatePath('canvas/ship-panel.hbs'),
    context: panel,
  },
  {
    id: 'aground-rigging-test',
    title: 'HR-3 / OR-9 A grounding on rock takes the rigging damage test (applied, GM)',
    template: CARD_TEMPLATES.riggingTest,
    context: () => riggingTestView(rockTest, rockCtx()),
    width: 300,
  },
];
