// The browser the gallery drives (through playwright-core, which never downloads one): the headless
// Chromium shipped inside the npm package @sparticuz/chromium (a devDependency, so `npm ci` is all a
// fresh machine needs), or a system Chromium/Chrome named by SCA_CHROMIUM=/path. Rendering is kept
// comparable between runs and machines: fixed viewport, scale factor, locale and time zone, font
// hinting off, and with the packaged browser only the fonts the package ships (Open Sans, with the
// system's fonts as a fallback for glyphs it lacks).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

export const BROWSER_ENV = 'SCA_CHROMIUM';

/** Launch flags: no sandbox (CI runs as root), no background networking or updates, no hinting. */
export const BROWSER_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-setuid-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--no-pings',
  '--no-first-run',
  '--no-default-browser-check',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--lang=en-US',
];

/** Context options that make screenshots comparable between runs. */
export const PAGE_OPTIONS = {
  viewport: { width: 1400, height: 1000 },
  deviceScaleFactor: 1,
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light',
  reducedMotion: 'reduce',
} as const;

export interface BrowserSpec {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
  /** Which browser, for messages. */
  label: string;
}

/** The packaged browser's version (the npm package's), which names its unpack folder. */
function packagedVersion(): string {
  // The package exports no ./package.json; it sits two folders above the entry point (build/cjs/).
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  return (
    JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** A fontconfig file: the package's Open Sans for every generic family, no hinting, system fonts as fallback. */
function fontConfig(fontsDir: string, cacheDir: string): string {
  const alias = (family: string) =>
    `  <alias binding="same"><family>${family}</family><prefer><family>Open Sans</family></prefer></alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${fontsDir}</dir>
  <dir>/usr/share/fonts</dir>
  <cachedir>${cacheDir}</cachedir>
${['sans-serif', 'serif', 'monospace', 'system-ui'].map(alias).join('\n')}
  <match target="font">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
  </match>
</fontconfig>
`;
}

/**
 * Unpacks the packaged browser into node_modules/.cache/sca-chromium-<version>/, once per version:
 * the package unpacks into the temporary folder, pointed there for the call (so another version left
 * in /tmp is never picked up), and its own copy of the few libraries the browser links beyond libc
 * (NSS, NSPR, expat, shipped for Amazon Linux and unpacked when it believes it runs there), so the
 * browser needs nothing installed on the machine.
 */
async function packagedBrowser(): Promise<BrowserSpec> {
  const { default: Chromium } = await import('@sparticuz/chromium');
  const version = packagedVersion();
  const dir = resolve('node_modules/.cache', `sca-chromium-${version}`);
  const libDir = join(dir, 'al2023', 'lib');
  if (!existsSync(join(libDir, 'libnss3.so'))) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const saved = { TMPDIR: process.env.TMPDIR, AWS_EXECUTION_ENV: process.env.AWS_EXECUTION_ENV };
  process.env.TMPDIR = dir;
  process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs20.x';
  let executablePath: string;
  try {
    executablePath = await Chromium.executablePath();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const fontsFile = join(dir, 'sca-fonts.conf');
  writeFileSync(fontsFile, fontConfig(join(dir, 'fonts'), join(dir, 'fontconfig-cache')));
  return {
    executablePath,
    args: [...BROWSER_ARGS],
    env: { FONTCONFIG_FILE: fontsFile, LD_LIBRARY_PATH: libDir, TZ: 'UTC' },
    label: `@sparticuz/chromium ${version}`,
  };
}

/** The browser to launch: SCA_CHROMIUM when set (it must exist), else the packaged one. */
export async function browserSpec(env: NodeJS.ProcessEnv = process.env): Promise<BrowserSpec> {
  const named = env[BROWSER_ENV]?.trim();
  if (named) {
    if (!existsSync(named))
      throw new Error(
        `${BROWSER_ENV}=${named}: no such file; name a Chromium or Chrome executable, or unset ${BROWSER_ENV} to use the packaged browser`,
      );
    return { executablePath: named, args: [...BROWSER_ARGS], env: { TZ: 'UTC' }, label: named };
  }
  return packagedBrowser();
}
