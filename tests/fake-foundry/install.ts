// Publishes a fresh FakeWorld as Foundry's globals (game, foundry, CONFIG, CONST, Hooks, Roll, ui,
// Actor, Item, Folder, ChatMessage, fromUuid). Call `installFoundry()` before importing glue code
// (tests/setup-foundry.ts does it for every test file) and `resetFoundry()` between tests.
import * as apps from './applications.js';
import { DataModel, RegionBehaviorType, TypeDataModel } from './data-model.js';
import {
  FakeActor,
  FakeChatMessage,
  type FakeDocument,
  FakeFolder,
  FakeItem,
  OWNERSHIP,
  ROLES,
} from './documents.js';
import { fields } from './fields.js';
import { FakeI18n } from './i18n.js';
import { makeRollClass } from './roll.js';
import {
  loadCoreTemplates,
  renderSystemTemplate,
  resetCoreTemplates,
  useI18n,
} from './templates.js';
import * as utils from './utils.js';
import { FakeWorld } from './world.js';
import { FakeKeybindings } from './keybindings.js';

export interface Installed {
  world: FakeWorld;
  i18n: FakeI18n;
}

let current: Installed | null = null;

function bindDocumentClass<T extends typeof FakeDocument>(Base: T, world: FakeWorld) {
  const Bound = class extends (Base as typeof FakeDocument) {
    static async create(data: Record<string, unknown>, _options: Record<string, unknown> = {}) {
      return world.create(
        Bound as unknown as new (
          w: FakeWorld,
          d: Record<string, unknown>,
        ) => FakeDocument,
        data,
      );
    }
    static async createDocuments(
      data: Record<string, unknown>[],
      options: Record<string, unknown> = {},
    ) {
      const out = [];
      for (const d of data) out.push(await Bound.create(d, options));
      return out;
    }
    static get documentName() {
      return Base.config.documentName;
    }
  };
  return Bound;
}

export function installFoundry(): Installed {
  const world = new FakeWorld();
  const i18n = new FakeI18n('en');
  useI18n(i18n);
  resetCoreTemplates();
  const g = globalThis as Record<string, unknown>;
  const Roll = makeRollClass(world);
  const Actor = bindDocumentClass(FakeActor, world);
  const Item = bindDocumentClass(FakeItem, world);
  const Folder = bindDocumentClass(FakeFolder, world);
  const ChatMessage = bindDocumentClass(FakeChatMessage, world);
  // Fresh data-model registries per install, shared by CONFIG and the document classes.
  FakeActor.config = { ...FakeActor.config, dataModels: {} };
  FakeItem.config = { ...FakeItem.config, dataModels: {} };
  FakeChatMessage.config = { ...FakeChatMessage.config, dataModels: {} };
  apps.DocumentSheetConfig.registered = [];
  apps.DocumentSheetConfig.unregistered = [];

  g.CONST = {
    DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP,
    USER_ROLES: ROLES,
    GRID_TYPES: { GRIDLESS: 0, SQUARE: 1 },
  };
  g.CONFIG = {
    Actor: {
      documentClass: Actor,
      dataModels: FakeActor.config.dataModels,
      typeLabels: {},
      trackableAttributes: {},
    },
    Item: { documentClass: Item, dataModels: FakeItem.config.dataModels, typeLabels: {} },
    ChatMessage: { documentClass: ChatMessage, dataModels: FakeChatMessage.config.dataModels },
    queries: world.queries,
    Token: {},
    Dice: { rolls: [Roll] },
    RegionBehavior: { dataModels: {}, typeLabels: {}, typeIcons: {} },
  };
  defineStatusEffects(g.CONFIG as Record<string, unknown>, world);
  g.Hooks = world.hooks;
  g.Roll = Roll;
  g.Actor = Actor;
  g.Item = Item;
  g.Folder = Folder;
  g.ChatMessage = ChatMessage;
  g.ui = {
    notifications: {
      info: (message: string) => world.notifications.push({ type: 'info', message }),
      warn: (message: string) => world.notifications.push({ type: 'warn', message }),
      error: (message: string) => world.notifications.push({ type: 'error', message }),
    },
  };
  g.fromUuid = async (uuid: string) => fromUuidSync(world, uuid);
  g.fromUuidSync = (uuid: string) => fromUuidSync(world, uuid);
  g.game = {
    get user() {
      return world.user;
    },
    get users() {
      return Object.assign(world.users, {
        get activeGM() {
          return world.activeGM;
        },
      });
    },
    actors: world.actors,
    items: world.items,
    folders: world.folders,
    messages: world.messages,
    settings: world.settings,
    i18n,
    get release() {
      return { generation: world.generation, build: world.generation === 13 ? 351 : 369 };
    },
    system: { id: 'signal-close-action' },
    keybindings: new FakeKeybindings(() => world.user.isGM),
    ready: true,
  };
  g.foundry = {
    utils,
    abstract: { DataModel, TypeDataModel },
    data: { fields, regionBehaviors: { RegionBehaviorType } },
    applications: {
      api: {
        ApplicationV2: apps.ApplicationV2,
        HandlebarsApplicationMixin: apps.HandlebarsApplicationMixin,
        DocumentSheetV2: apps.DocumentSheetV2,
        DialogV2: apps.DialogV2,
      },
      sheets: { ActorSheetV2: apps.ActorSheetV2, ItemSheetV2: apps.ItemSheetV2 },
      apps: { DocumentSheetConfig: apps.DocumentSheetConfig },
      handlebars: {
        renderTemplate: async (path: string, data: Record<string, unknown>) =>
          renderSystemTemplate(path, data),
        loadTemplates: async (paths: string[] | Record<string, string>) => {
          loadCoreTemplates(paths);
          return paths;
        },
      },
    },
    documents: { collections: { Actors: class Actors {}, Items: class Items {} } },
  };
  current = { world, i18n };
  return current;
}

/**
 * CONFIG.statusEffects per generation: v13 an array of { id, ... }; v14 a record keyed by id, where
 * assigning a whole array still works through a deprecated shim (converted, with a warning).
 */
function defineStatusEffects(config: Record<string, unknown>, world: FakeWorld): void {
  let value: unknown = null;
  Object.defineProperty(config, 'statusEffects', {
    configurable: true,
    enumerable: true,
    get: () => (value ??= world.generation >= 14 ? {} : []),
    set: (next: unknown) => {
      if (world.generation >= 14 && Array.isArray(next)) {
        world.deprecations.push('CONFIG.statusEffects array');
        value = Object.fromEntries((next as Array<{ id: string }>).map((e) => [e.id, e]));
      } else value = next;
    },
  });
}

function fromUuidSync(world: FakeWorld, uuid: string): FakeDocument | null {
  const [name, id] = uuid.split('.');
  if (!name || !id) return null;
  if (name === 'User') return null;
  try {
    return world.collection(name).get(id) ?? null;
  } catch {
    return null;
  }
}

/** The installed fake; throws when installFoundry() was not called. */
export function fake(): Installed {
  if (!current) throw new Error('installFoundry() was not called');
  return current;
}
