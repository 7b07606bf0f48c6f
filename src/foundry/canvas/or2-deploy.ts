// OR-2 deployment on the table (GM tool, when the option is on): the fleet with fewer points rolls
// 1d6 (even: its left edge, odd: its right), seated where the set-up roll put it (SD-57); both
// zones, within a quarter of the table's diagonal of the two opposite edges, are drawn as Regions
// with a rectangle shape, which v13 and v14 both have (SD-63), replacing earlier zones.
import {
  RuleError,
  deploymentRoll,
  deploymentZone,
  firstDeployer,
  rollerSeat,
  type Deployment,
  type TableEdge,
  type Zone,
} from '../../rules/index.js';
import { SYSTEM_ID, templatePath } from '../constants.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { shipDataOrNull } from '../models/access.js';
import { profileFromSource } from '../models/ship-model.js';
import { or2State, setOr2State } from '../scene-or2.js';
import { optionalRules } from '../settings.js';
import { REGION_VISIBILITY_ALWAYS } from './arc-data.js';
import type { SceneLike } from './scene-ships.js';
import { edgeLabel, sidesOnScene } from './or2-setup.js';
import { escapeHtml } from '../escape-html.js';

type I18n = {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
};

const K = 'SCA.Or2';
export const DEPLOYMENT_FLAG = 'deployment';
/** Region colours of the first and second deployer's zones (canvas fills, not page CSS). */
const ZONE_COLOURS = ['#2e6fb0', '#b0452e'] as const;

/** FP-1.5 each side's fleet points: the cost (BF + crew) of its ships on the scene. */
export function fleetPoints(scene: SceneLike): Array<{ side: string; points: number }> {
  const points = new Map(sidesOnScene(scene).map((s) => [s, 0]));
  for (const token of scene.tokens.contents) {
    const data = shipDataOrNull(token.actor as never);
    if (!data || !points.has(data.side)) continue;
    points.set(data.side, points.get(data.side)! + profileFromSource(data).cost);
  }
  return [...points].map(([side, p]) => ({ side, points: p }));
}

/** The scene's playable rectangle in canvas pixels (inside Foundry's padding). */
export function tableRect(scene: SceneLike): Zone {
  const s = scene as SceneLike & {
    dimensions?: { sceneRect?: Zone };
    width?: number;
    height?: number;
  };
  const rect = s.dimensions?.sceneRect;
  if (rect) return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  return { x: 0, y: 0, width: s.width ?? 0, height: s.height ?? 0 };
}

export interface DeploymentPlan {
  first: string;
  second: string;
  points: Array<{ side: string; points: number }>;
  seat: TableEdge;
  deployment: Deployment;
  /** Whether equal points made the first deployer a random pick. */
  tie: boolean;
  zones: Array<{ side: string; edge: TableEdge; zone: Zone }>;
}

/** OR-2 the deployment from the fleets' points, the set-up roller's seat and the dice (pure). */
export function deploymentPlan(input: {
  points: Array<{ side: string; points: number }>;
  seat: TableEdge;
  d6: number;
  /** 1 or 2: the random pick when the points are equal (1: the first side listed). */
  tieD2: number;
  rect: Zone;
}): DeploymentPlan {
  const [a, b] = input.points;
  if (input.points.length !== 2 || !a || !b) throw new RuleError('two sides');
  const who = firstDeployer(a.points, b.points);
  const firstIsA = who === 'a' || (who === 'tie' && input.tieD2 === 1);
  const [first, second] = firstIsA ? [a.side, b.side] : [b.side, a.side];
  const deployment = deploymentRoll(input.seat, input.d6);
  const zoneAt = (edge: TableEdge) => {
    const z = deploymentZone(edge, input.rect.width, input.rect.height);
    return { ...z, x: z.x + input.rect.x, y: z.y + input.rect.y };
  };
  return {
    first,
    second,
    points: input.points,
    seat: input.seat,
    deployment,
    tie: who === 'tie',
    zones: [
      { side: first, edge: deployment.firstEdge, zone: zoneAt(deployment.firstEdge) },
      { side: second, edge: deployment.secondEdge, zone: zoneAt(deployment.secondEdge) },
    ],
  };
}

/** The deployment's chat card. */
export function deploymentContext(plan: DeploymentPlan, i18n: I18n) {
  const name = (side: string) => sideDisplayName(side, i18n.localize);
  return {
    title: i18n.localize(`${K}.Deploy.Title`),
    faces: [plan.deployment.d6],
    total: plan.deployment.d6,
    rows: [
      ...plan.points.map((p) => ({
        label: i18n.format(`${K}.Deploy.Points`, { side: name(p.side) }),
        value: String(p.points),
      })),
      {
        label: i18n.localize(`${K}.Deploy.First`),
        value: plan.tie
          ? i18n.format(`${K}.Deploy.Tie`, { side: name(plan.first) })
          : name(plan.first),
      },
      {
        label: i18n.format(`${K}.Deploy.Zone`, { side: name(plan.first) }),
        value: edgeLabel(plan.deployment.firstEdge, i18n),
      },
      {
        label: i18n.format(`${K}.Deploy.Zone`, { side: name(plan.second) }),
        value: edgeLabel(plan.deployment.secondEdge, i18n),
      },
    ],
    // The tooltip is rendered as HTML: the side's name is free text (side-name.ts).
    tooltip: i18n.format(`${K}.Deploy.Tooltip`, { side: escapeHtml(name(plan.second)) }),
  };
}

/** The zone Regions' creation data (a rectangle each, shown to everyone, locked). */
export function zoneRegionData(plan: DeploymentPlan, i18n: I18n) {
  return plan.zones.map((z, i) => ({
    name: i18n.format(`${K}.Deploy.ZoneName`, { side: sideDisplayName(z.side, i18n.localize) }),
    color: ZONE_COLOURS[i]!,
    shapes: [{ type: 'rectangle', ...z.zone, rotation: 0, hole: false }],
    visibility: REGION_VISIBILITY_ALWAYS,
    displayMeasurements: false,
    locked: true,
    behaviors: [],
    flags: { [SYSTEM_ID]: { [DEPLOYMENT_FLAG]: { side: z.side, edge: z.edge } } },
  }));
}

/** OR-2 GM: rolls the deployment, posts it and draws both zones (earlier zones are removed). */
export async function rollDeployment(scene: SceneLike, i18n: I18n): Promise<DeploymentPlan> {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  if (!optionalRules().setupRolls) throw new RuleError(i18n.localize(`${K}.Off`));
  const northEdge = or2State(scene).northEdge;
  if (!northEdge) throw new RuleError(i18n.localize(`${K}.Deploy.NoSetup`));
  const points = fleetPoints(scene);
  if (points.length !== 2) throw new RuleError(i18n.localize(`${K}.Deploy.TwoSides`));
  const tie = points[0]!.points === points[1]!.points;
  const d6Roll = await new Roll('1d6').evaluate();
  const tieRoll = tie ? await new Roll('1d2').evaluate() : null;
  const plan = deploymentPlan({
    points,
    seat: rollerSeat(northEdge),
    d6: Number(d6Roll.total),
    tieD2: tieRoll ? Number(tieRoll.total) : 1,
    rect: tableRect(scene),
  });
  const old = (scene.regions?.contents ?? []).filter((r) => r.flags[SYSTEM_ID]?.[DEPLOYMENT_FLAG]);
  if (old.length)
    await scene.deleteEmbeddedDocuments(
      'Region',
      old.map((r) => r.id),
    );
  await scene.createEmbeddedDocuments('Region', zoneRegionData(plan, i18n));
  // OR-2 the second deployer chooses to play first or second every turn (SD-106).
  await setOr2State(scene, { secondDeployer: plan.second, orderChoice: null });
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath('canvas/or2-roll.hbs'),
    deploymentContext(plan, i18n),
  );
  await ChatMessage.create({
    content,
    rolls: tieRoll ? [d6Roll, tieRoll] : [d6Roll],
  } as never);
  return plan;
}
