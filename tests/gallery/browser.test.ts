// The gallery's browser choice: SCA_CHROMIUM names a system browser (and must exist), else the
// packaged one (unpacked and launched by gallery.test.ts only: two files unpacking at once would race);
// the flags keep a root CI and the network quiet.
import { describe, expect, it } from 'vitest';
import { BROWSER_ARGS, PAGE_OPTIONS, browserSpec } from './browser.js';

describe('gallery browser', () => {
  it('launch flags: no sandbox (root), no background networking or updates, no font hinting', () => {
    for (const flag of [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ]) {
      expect(BROWSER_ARGS).toContain(flag);
    }
    expect(PAGE_OPTIONS).toMatchObject({
      deviceScaleFactor: 1,
      timezoneId: 'UTC',
      locale: 'en-US',
    });
  });
  it('SCA_CHROMIUM naming a missing file is a clear error', async () => {
    await expect(browserSpec({ SCA_CHROMIUM: '/nowhere/chromium' })).rejects.toThrow(
      'SCA_CHROMIUM=/nowhere/chromium: no such file',
    );
  });
  it('SCA_CHROMIUM naming a file is used as it is', async () => {
    const spec = await browserSpec({ SCA_CHROMIUM: process.execPath });
    expect(spec.executablePath).toBe(process.execPath);
  });
});
