// `sca help` / `sca <command> --help`: exit 0, text on stdout, every flag a command takes and nothing
// it refuses, the options a sweep plays with their titles; examples that actually run.
import { describe, expect, it } from 'vitest';
import { BATTLE_OPTIONS, BATTLE_OPTION_TITLES, DUEL_OPTIONS } from '../rules/sim/index.js';
import { BATTLE_FLAGS } from './battle-command.js';
import { DUEL_FLAGS } from './duel-command.js';
import { COMMAND_HELP, type CommandName } from './help.js';
import { runCli } from './main.js';

async function sca(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    readStdin: async () => '',
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: 'bench text\n', json: { stub: true } }),
  });
  return { code, out, err };
}

const NAMES = Object.keys(COMMAND_HELP) as CommandName[];

/** The flags named on a help page's "Flags:" line. */
function flagsListed(page: string): string[] {
  const line = page.split('\n').find((l) => l.startsWith('Flags: ')) ?? '';
  return [...line.matchAll(/--([a-z0-9-]+)/g)].map((m) => m[1]!);
}

describe('sca help', () => {
  it.each([['help'], ['--help'], ['-h']])(
    '"sca %s" lists every command with its line',
    async (w) => {
      const r = await sca([w]);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      for (const name of NAMES) expect(r.out).toContain(`  ${name} `);
      expect(r.out).toContain(COMMAND_HELP.battle.summary);
    },
  );

  it('every command has a help page, asked either way, naming the command', async () => {
    for (const name of NAMES) {
      const a = await sca([name, '--help']);
      const b = await sca(['help', name]);
      expect(a.code, name).toBe(0);
      expect(a.out).toBe(b.out);
      expect(a.out.startsWith(`sca ${name}: `)).toBe(true);
    }
  });

  it("a command's page lists exactly the flags its parser takes", async () => {
    const r = await sca(['battle', '-h']);
    const listed = flagsListed(r.out);
    expect(listed.sort()).toEqual(Object.keys(BATTLE_FLAGS).sort());
    const duel = await sca(['duel', '--help']);
    const duelListed = flagsListed(duel.out);
    expect(duelListed.sort()).toEqual(Object.keys(DUEL_FLAGS).sort());
    // A boolean flag takes no value.
    expect((await sca(['signal', '--help'])).out).toContain('--under-fire');
    expect((await sca(['signal', '--help'])).out).toContain('--dice <value>');
  });

  it('battle lists every option it plays with its title; duel leaves out the fleet options', async () => {
    const battle = (await sca(['battle', '--help'])).out;
    for (const o of BATTLE_OPTIONS)
      expect(battle).toMatch(new RegExp(`  ${o} +${BATTLE_OPTION_TITLES[o]}\n`));
    const duel = (await sca(['duel', '--help'])).out;
    for (const o of DUEL_OPTIONS) expect(duel).toContain(`  ${o} `);
    expect(duel).not.toContain('HR-4');
    expect(duel).not.toContain('FP-A3');
    expect((await sca(['ship', '--help'])).out).not.toContain('Options');
  });

  it('--help anywhere among the flags asks for help, even after a bad flag', async () => {
    const r = await sca(['duel', '--a', '74C:good', '--bogus', '--help']);
    expect(r.code).toBe(0);
    expect(r.out.startsWith('sca duel: ')).toBe(true);
  });

  it('help for an unknown command exits 2 with one line and nothing on stdout', async () => {
    for (const argv of [
      ['help', 'bogus'],
      ['help', 'constructor'],
    ]) {
      const r = await sca(argv);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/unknown command .*sca help\)/);
    }
  });

  it('the examples of the commands that need no file, stdin or thread run with exit 0', async () => {
    const runnable = NAMES.flatMap((n) => COMMAND_HELP[n].examples).filter(
      (e) => !/[|>']|--fleet|--report|--workers|--in |bench|merge/.test(e),
    );
    expect(runnable.length).toBeGreaterThan(12);
    for (const e of runnable) {
      const argv = e
        .split(/\s+/)
        .slice(1)
        .map((a) => (a === '1000' ? '20' : a));
      const r = await sca(argv);
      expect(r.err, e).toBe('');
      expect(r.code, e).toBe(0);
    }
  });
});
