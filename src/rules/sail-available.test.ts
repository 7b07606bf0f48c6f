import { describe, expect, it } from 'vitest';
import { sailSettingsAvailable } from './sail-available.js';

describe('sailSettingsAvailable (FP-5.1)', () => {
  it('a sound ship may carry any sail', () => {
    expect(sailSettingsAvailable({ sail: 'easy', dismasted: false, sinking: false })).toEqual([
      'full',
      'easy',
      'furled',
    ]);
  });

  it('FP-2.5 dismasted: no full sail (the current setting stays listed)', () => {
    expect(sailSettingsAvailable({ sail: 'easy', dismasted: true, sinking: false })).toEqual([
      'easy',
      'furled',
    ]);
    expect(sailSettingsAvailable({ sail: 'full', dismasted: true, sinking: false })).toEqual([
      'full',
      'easy',
      'furled',
    ]);
  });

  it('FP-2.5 sinking: the sail stays as it is', () => {
    expect(sailSettingsAvailable({ sail: 'furled', dismasted: true, sinking: true })).toEqual([
      'furled',
    ]);
  });
  it('OR-9 / SD-35 three RDC jury-rigged: no full sail offered (the sail set is still listed)', () => {
    expect(
      sailSettingsAvailable({ sail: 'easy', dismasted: false, sinking: false, maxSail: 'easy' }),
    ).not.toContain('full');
    expect(
      sailSettingsAvailable({ sail: 'easy', dismasted: false, sinking: false, maxSail: 'full' }),
    ).toContain('full');
  });
});
