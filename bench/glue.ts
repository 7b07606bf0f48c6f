// Benchmark of the canvas glue on a crowded table (200 ship tokens): what one ruler refresh, one panel
// render, one drag check and one full re-read of the scene cost, next to the core's all-pairs
// targeting figure. Figures, never assertions. Needs Foundry's globals for the ship data model, so it
// installs the test fake first and is not part of `bin/sca bench`:
//   npx tsx bench/glue.ts            (or: npx vite-node bench/glue.ts)
import { installFoundry } from '../tests/fake-foundry/install.js';
import { median, now } from '../src/cli/bench/timing.js';
import { benchLayout } from '../src/cli/bench/targeting.js';

export interface GlueFigures {
  ships: number;
  /** 200 tokens -> TableShips (done once per change of any token, actor or scene; cached between). */
  sceneReadMs: number;
  /** One broadside's targeting answer for the panel / gunnery card (core broadsideTargets, O(n)). */
  broadsideMs: number;
  /** The core figure: every ship's two broadsides (allPairsTargets). */
  allPairsMs: number;
  /** A drag or manoeuvre: contacts after one straight move against every other base. */
  moveCheckMs: number;
  /** The measuring ruler's label on a refresh: which ships are under both ends, and their range. */
  rangeLabelMs: number;
}

function time(run: () => unknown, runs: number): number {
  for (let i = 0; i < 5; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = now();
    run();
    samples.push(now() - t0);
  }
  return Math.round(median(samples) * 1000) / 1000;
}

export async function benchGlue(count = 200, runs = 50): Promise<GlueFigures> {
  installFoundry();
  const rules = await import('../src/rules/index.js');
  const { shipClassFields } = await import('../src/foundry/models/ship-model.js');
  const { tableShipsOf, tokenPlacementForPose } = await import(
    '../src/foundry/canvas/table-ships.js'
  );
  const { seaGrid, shipTokenSize } = await import('../src/foundry/canvas/scene-setup.js');
  const { contactsAfterMove } = await import('../src/foundry/canvas/contact-geometry.js');
  const { rangeBetweenPoints } = await import('../src/foundry/canvas/allowance.js');

  const grid = seaGrid(1200);
  const classIds = ['1st-120-112l', '3rd-74c', '5th-36-40', 'unrated-16-18'];
  const layout = benchLayout(count, 20240601);
  const tokens = layout.map((s, i) => {
    const system = {
      shipClass: shipClassFields(rules.classById(classIds[i % classIds.length]!)),
      crew: 'average' as const,
    };
    const size = shipTokenSize(system, grid, 1200);
    return {
      id: s.id,
      ...tokenPlacementForPose(s.pose, size, grid),
      width: size.width,
      height: size.height,
      actor: { id: `a${i}`, type: 'ship', system },
    };
  });
  const ships = tableShipsOf(tokens, grid, 1200);
  const options = { arcDeg: 90, scale: 1200 as const };
  const mover = ships[0]!;
  const ahead = rules.headingVector(mover.pose.headingDeg);
  const to = {
    x: mover.pose.x + ahead.x * 180,
    y: mover.pose.y + ahead.y * 180,
    headingDeg: mover.pose.headingDeg,
  };
  const a = ships[1]!;
  const b = ships[2]!;

  return {
    ships: count,
    sceneReadMs: time(() => tableShipsOf(tokens, grid, 1200), runs),
    broadsideMs: time(() => rules.broadsideTargets(ships, mover.id, 'starboard', options), runs),
    allPairsMs: time(() => rules.allPairsTargets(ships, options), runs),
    moveCheckMs: time(() => contactsAfterMove(mover, to, ships), runs),
    rangeLabelMs: time(() => rangeBetweenPoints(ships, a.pose, b.pose, 1200), runs),
  };
}

const invoked = process.argv[1] && /glue\.ts$/.test(process.argv[1]);
if (invoked) {
  const f = await benchGlue();
  console.log(JSON.stringify(f, null, 2));
}
