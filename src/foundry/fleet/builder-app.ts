// The fleet builder window (GM only): a thin ApplicationV2 over the pure builder state. Form changes
// go through applyBuilderForm, buttons through addShip/removeShip, and "Create" makes the actors.
import { notify } from '../notify.js';
import { templatePath } from '../constants.js';
import {
  addShip,
  applyBuilderForm,
  builderBlockers,
  builderFleet,
  builderFolderName,
  builderOwnership,
  builderView,
  newBuilderState,
  removeShip,
  type BuilderState,
  type BuilderView,
} from './builder-state.js';
import { FleetCreationError, createFleetActors } from './create-fleet.js';
import { currentScale, isGM, playerChoices, translator } from './glue.js';

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type ActionTarget = HTMLElement;
type BuilderContext = foundry.applications.api.ApplicationV2.RenderContext & BuilderView;

export class FleetBuilderApp extends HandlebarsApplicationMixin(ApplicationV2)<BuilderContext> {
  /** The builder's whole state; every change replaces it with a new value from the pure functions. */
  fleet: BuilderState = newBuilderState();

  static override DEFAULT_OPTIONS = {
    id: 'sca-fleet-builder',
    classes: ['signal-close-action', 'sca-fleet', 'sca-fleet-builder'],
    tag: 'form',
    window: { title: 'SCA.Fleet.Builder.Title', icon: 'fa-solid fa-anchor', resizable: true },
    position: { width: 760, height: 'auto' as const },
    form: { handler: FleetBuilderApp.#onFormChange, submitOnChange: true, closeOnSubmit: false },
    actions: {
      addShip: FleetBuilderApp.#onAddShip,
      removeShip: FleetBuilderApp.#onRemoveShip,
      createFleet: FleetBuilderApp.#onCreateFleet,
    },
  };

  static override PARTS = {
    main: { template: templatePath('fleet/builder.hbs') },
  };

  override async _prepareContext(_options: unknown): Promise<BuilderContext> {
    return builderView(this.fleet, translator(), playerChoices());
  }

  /** Applies the form's values (flat keys) to the state. */
  applyForm(values: Record<string, unknown>): void {
    this.fleet = applyBuilderForm(this.fleet, values);
  }

  /** Creates the fleet's actors in a new folder; returns false (with a notification) when it cannot. */
  async createFleet(): Promise<boolean> {
    const t = translator();
    if (!isGM()) {
      notify.error(t.localize('SCA.Fleet.GMOnly'));
      return false;
    }
    const blockers = builderBlockers(this.fleet);
    if (blockers.length > 0) {
      const first = blockers[0]!;
      notify.warn(
        first.kind === 'noShips'
          ? t.localize('SCA.Fleet.Builder.Blocker.NoShips')
          : t.format('SCA.Fleet.Builder.Blocker.Unnamed', { row: first.row }),
      );
      return false;
    }
    const folderName = builderFolderName(this.fleet, t);
    try {
      const created = await createFleetActors(builderFleet(this.fleet, t), {
        folderName,
        ownership: builderOwnership(this.fleet),
        scale: currentScale(),
      });
      notify.info(
        t.format('SCA.Fleet.Builder.Created', { count: created.actors.length, folder: folderName }),
      );
      return true;
    } catch (error) {
      const row = error instanceof FleetCreationError ? error.row : 0;
      const reason = error instanceof FleetCreationError ? error.reason : String(error);
      notify.error(t.format('SCA.Fleet.CreateFailed', { row, error: reason }));
      return false;
    }
  }

  static async #onFormChange(
    this: FleetBuilderApp,
    _event: Event | SubmitEvent,
    _form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
  ) {
    this.applyForm(formData.object);
    await this.render();
  }

  static async #onAddShip(this: FleetBuilderApp) {
    this.fleet = addShip(this.fleet);
    await this.render();
  }

  static async #onRemoveShip(this: FleetBuilderApp, _event: PointerEvent, target: ActionTarget) {
    this.fleet = removeShip(this.fleet, Number(target.dataset.key));
    await this.render();
  }

  static async #onCreateFleet(this: FleetBuilderApp) {
    if (await this.createFleet()) await this.close();
  }
}

/** Opens the builder for a GM; players get an error and nothing opens. */
export function openFleetBuilder(): FleetBuilderApp | null {
  if (!isGM()) {
    notify.error(translator().localize('SCA.Fleet.GMOnly'));
    return null;
  }
  // One builder at a time (its id is fixed): an open one is brought forward with its state.
  const app = openBuilder?.rendered ? openBuilder : new FleetBuilderApp();
  openBuilder = app;
  void app.render({ force: true });
  return app;
}

let openBuilder: FleetBuilderApp | null = null;
