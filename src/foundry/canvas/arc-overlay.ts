// The arcs as the table sees them. The band areas are the arc documents (MeasuredTemplate cones on
// v13, Region rings on v14: shared by every client, placed by the active GM, arc-adapter.ts); what a
// document cannot show (ring labels, the rake lane, rings stroked over a halo) each client draws over
// the canvas in one PIXI container, from the same description (arcPicture) and the same documents.
// Labels are PIXI text with a dark outline, so they read on a dark sea and on a light map.
import { SIDES, type Side } from '../../rules/index.js';
import { ARC_INK } from './arc-data.js';
import { arcFontMm, arcPicture, baseBox, type ArcPicture, type ArcWords } from './arc-picture.js';
import { arcDocuments } from './arc-adapter.js';
import { sceneRules, sceneTableShips, viewedScene, type SceneLike } from './scene-ships.js';
import { mmToPx, pixelsPerMm, pxToMm, tokenCentrePx, type SceneGrid } from './table-ships.js';
import { canvasI18n } from './ui.js';
import { estimateTextWidth, type Box } from './label-placement.js';
import { overlayParent } from '../foundry-api.js';

const OVERLAY_NAME = 'sca-arc-overlay';

/**
 * Where core draws the ships' names: centred under each ship token's square (mm boxes, text sized
 * like the arc labels), so that arc labels keep off them too.
 */
export function nameplates(
  scene: SceneLike,
  grid: SceneGrid,
  measure: (text: string, fontMm: number) => number,
  fontMm: number,
): Box[] {
  const k = pixelsPerMm(grid);
  return scene.tokens.contents
    .filter((t) => t.actor?.type === 'ship')
    .map((t) => {
      const centre = pxToMm(tokenCentrePx(t, grid), grid);
      const halfHeightMm = (t.height * grid.size) / 2 / k;
      const height = fontMm * 1.25;
      return {
        centre: { x: centre.x, y: centre.y - halfHeightMm - height / 2 },
        width: measure(t.name, fontMm),
        height,
      };
    });
}

/**
 * The pictures of the arcs shown on a scene, one per token and side with arc documents. The rake
 * lane is drawn for the widest base on the table (the most a crossing target may be off the line).
 */
export function shownArcPictures(
  scene: SceneLike,
  words: ArcWords,
  measure: (text: string, fontMm: number) => number = estimateTextWidth,
): ArcPicture[] {
  const docs = arcDocuments(scene);
  if (!docs.length) return [];
  const rules = sceneRules(scene);
  const ships = sceneTableShips(scene, rules.scale);
  const widest = Math.max(...ships.map((s) => s.body.widthMm));
  const avoid = [
    ...ships.map(baseBox),
    ...nameplates(scene, rules.grid, measure, arcFontMm(rules.scale)),
  ];
  const out: ArcPicture[] = [];
  const seen = new Set<string>();
  for (const { flag } of docs) {
    const key = `${flag.tokenId}:${flag.side}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const ship = ships.find((s) => s.id === flag.tokenId);
    if (!ship) continue;
    out.push(
      arcPicture(
        ship,
        flag.side,
        {
          arcDeg: rules.arcDeg,
          scale: rules.scale,
          targetWidthMm: widest,
          measure,
          avoid,
        },
        words,
      ),
    );
  }
  // Port before starboard for a token: a stable drawing order.
  return out.sort((a, b) => SIDES.indexOf(a.side as Side) - SIDES.indexOf(b.side as Side));
}

const hex = (colour: string) => Number.parseInt(colour.slice(1), 16);
/** Screen angle (radians, clockwise from +x) of a compass bearing. */
const screenAngle = (bearingDeg: number) => ((bearingDeg - 90) * Math.PI) / 180;

function drawPicture(layer: PIXI.Container, p: ArcPicture, grid: SceneGrid): void {
  const k = pixelsPerMm(grid);
  const px = (v: { x: number; y: number }) => mmToPx(v, grid);
  const g = new PIXI.Graphics();
  const line = (width: number, colour: string, alpha: number) =>
    g.lineStyle(width, hex(colour), alpha);
  // The rake lane: a light strip along the centre line out to medium range.
  const lane = [p.rake.sides[0].from, p.rake.sides[0].to, p.rake.sides[1].to, p.rake.sides[1].from];
  line(2, ARC_INK.rake, 0.8);
  g.beginFill(hex(ARC_INK.rake), ARC_INK.rakeFillAlpha);
  g.drawPolygon(lane.flatMap((v) => [px(v).x, px(v).y]));
  g.endFill();
  const apex = px(p.apex);
  const from = screenAngle(p.foreBearingDeg);
  const to = screenAngle(p.aftBearingDeg);
  // Rings fore edge to aft edge: clockwise on screen for starboard, anticlockwise for port.
  const anticlockwise = p.side === 'port';
  for (const b of p.bands) {
    const r = b.radiusMm * k;
    for (const [width, colour, alpha] of [
      [8, ARC_INK.halo, 0.85],
      [4, b.style.colour, 1],
    ] as const) {
      line(width, colour, alpha);
      g.moveTo(apex.x + Math.cos(from) * r, apex.y + Math.sin(from) * r);
      g.arc(apex.x, apex.y, r, from, to, anticlockwise);
    }
  }
  for (const [width, colour, alpha] of [
    [5, ARC_INK.halo, 0.6],
    [2, ARC_INK.centre, 0.9],
  ] as const) {
    line(width, colour, alpha);
    for (const s of [p.centreLine, ...p.edges]) {
      g.moveTo(px(s.from).x, px(s.from).y);
      g.lineTo(px(s.to).x, px(s.to).y);
    }
  }
  layer.addChild(g);
  const style = textStyle(p.fontMm * k);
  for (const label of [...p.bands.map((b) => b.label), p.rake.label]) {
    const text = new PIXI.Text(label.text, style);
    text.anchor.set(0.5, 0.5);
    const at = px(label.centre);
    text.position.set(at.x, at.y);
    layer.addChild(text);
  }
}

function textStyle(fontPx: number): PIXI.TextStyle {
  return new PIXI.TextStyle({
    fontFamily: 'Signika',
    fontSize: fontPx,
    fontWeight: 'bold',
    fill: ARC_INK.text,
    stroke: ARC_INK.halo,
    strokeThickness: Math.max(3, fontPx * 0.22),
    lineJoin: 'round',
  });
}

/** Redraws the arcs' labels, rings and rake lanes of the viewed scene (nothing without a canvas). */
export function refreshArcOverlay(): void {
  if (typeof PIXI === 'undefined') return;
  const parent = overlayParent();
  if (!parent) return;
  const old = parent.getChildByName(OVERLAY_NAME);
  if (old) {
    parent.removeChild(old);
    old.destroy({ children: true });
  }
  const scene = viewedScene();
  if (!scene) return;
  const grid = sceneRules(scene).grid;
  const k = pixelsPerMm(grid);
  const measure = (text: string, fontMm: number) =>
    PIXI.TextMetrics.measureText(text, textStyle(fontMm * k)).width / k;
  const pictures = shownArcPictures(scene, canvasI18n(), measure);
  if (!pictures.length) return;
  const layer = new PIXI.Container();
  layer.name = OVERLAY_NAME;
  layer.eventMode = 'none';
  for (const p of pictures) drawPicture(layer, p, grid);
  parent.addChild(layer);
}
