// Issue 13 performance (captain-cache.ts): allowanceMm keeps each speed it has worked out (by sail, RDC
// lost, masts, RDC, half speed, wind strength and scale) and the captain keeps the legal headings; every
// answer must stay shipSpeed's and legalCourseChanges' for the same inputs, whatever was asked before.
import { describe, expect, it } from 'vitest';
import { dcLost, isDismasted } from '../damage.js';
import { legalCourseChanges } from '../sailing.js';
import { shipSpeed } from '../speed.js';
import { SAIL_SETTINGS, WIND_STRENGTHS } from '../tables/sailing.js';
import { SCALES } from '../tables/ships.js';
import { allowanceMm, type CaptainTable } from './captain.js';
import { courseHeadings } from './captain-cache.js';
import { makeSimShip, parseDuellist, type SimShip } from './duel-state.js';

const WHO = ['74C:good', '64:average', '80L:poor'] as const;

function states(): Array<{ s: SimShip; label: string }> {
  const out: Array<{ s: SimShip; label: string }> = [];
  for (const who of WHO) {
    const d = parseDuellist(who);
    for (let lost = 0; lost <= 6; lost++)
      for (const half of [false, true])
        for (const sail of SAIL_SETTINGS) {
          const s = makeSimShip('a', d, { x: 0, y: 0, headingDeg: 0 }, 4);
          const rigging = Math.min(lost, s.profile.rdc) * s.profile.dcCapacity;
          s.damage = { ...s.damage, rigging };
          s.halfSpeed = half;
          s.sail = sail;
          out.push({ s, label: `${who} rdc-${lost} half=${half} ${sail}` });
        }
  }
  return out;
}

function expected(s: SimShip, sail: (typeof SAIL_SETTINGS)[number], table: CaptainTable): number {
  if (isDismasted(s.profile, s.damage)) return 0;
  return shipSpeed({
    sail,
    rdcLost: dcLost(s.profile, s.damage).rigging,
    masts: s.profile.masts,
    rdc: s.profile.rdc,
    halfSpeed: s.halfSpeed || (s.sail === 'furled' && sail !== 'furled'),
    wind: table.strength,
    scale: table.scale,
  }).speedMm;
}

describe('issue 13 allowanceMm: FP-5.2 / FP-5.3 / FP-A1 / HR-2 the kept speeds are shipSpeed’s', () => {
  it('equals shipSpeed for every sail, wind strength, scale, RDC lost and half speed, in two orders', () => {
    const all = states();
    const tables: CaptainTable[] = [];
    for (const scale of SCALES)
      for (const strength of WIND_STRENGTHS) tables.push({ scale, strength });
    let moving = 0;
    // Forwards, then backwards: an answer kept under a wrong key would show in one of the two passes.
    for (const pass of [tables, [...tables].reverse()])
      for (const table of pass)
        for (const { s, label } of pass === tables ? all : [...all].reverse())
          for (const sail of SAIL_SETTINGS) {
            const want = expected(s, sail, table);
            expect(
              allowanceMm(s, sail, table),
              `${label} -> ${sail} ${table.strength} 1:${table.scale}`,
            ).toBe(want);
            if (want > 0) moving++;
          }
    expect(moving).toBeGreaterThan(1000);
  });
});

describe("issue 13 courseHeadings: FP-5.5 / FP-6.6 the kept headings are legalCourseChanges' ", () => {
  it('equals legalCourseChanges for every heading, wind and rudder, asked twice', () => {
    for (let pass = 0; pass < 2; pass++)
      for (let heading = 0; heading < 16; heading++)
        for (let wind = 0; wind < 16; wind++)
          for (const rudderDamaged of [false, true])
            expect(courseHeadings(heading, wind, rudderDamaged)).toEqual(
              legalCourseChanges(heading, wind, { rudderDamaged }).map((c) => c.heading),
            );
  });
});
