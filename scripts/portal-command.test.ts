import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from './build-server.js';
import { PORTAL_ENTRY, PORTAL_NODE_ARGS, PORTAL_NODE_FLAGS } from './portal-command.js';

/** The command line that starts the portal, with its flags, as the repository's own starters pass it. */
const PORTAL_COMMAND = `node ${PORTAL_NODE_ARGS.join(' ')}`;

describe('the portal is started with the same node flags everywhere', () => {
  it('sets the young and old generations and the compilers on the command line (V8 reads them at start only)', () => {
    expect(PORTAL_NODE_FLAGS).toContain('--max-semi-space-size=4');
    expect(PORTAL_NODE_FLAGS).toContain('--heap-growing-percent=50');
    expect(PORTAL_NODE_FLAGS).toContain('--no-maglev');
    expect(PORTAL_NODE_ARGS).toEqual([...PORTAL_NODE_FLAGS, PORTAL_ENTRY]);
  });

  it('runs the bundle the server build writes, with no loader', () => {
    expect(PORTAL_ENTRY).toBe(SERVER_BUNDLE);
    expect(PORTAL_NODE_ARGS).not.toContain('--import');
  });

  it('npm start runs that command after the build, which builds the server', () => {
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe(`npm run build && ${PORTAL_COMMAND}`);
    expect(scripts.build).toContain('scripts/build-server.ts');
    // npm run dev adds --watch before the entry; its flags are the same.
    expect(scripts.dev).toBe(`node ${PORTAL_NODE_FLAGS.join(' ')} --import tsx --watch src/server/main.ts`);
  });

  it('the deploy unit of docs/deploy.md runs it', () => {
    const deploy = fs.readFileSync('docs/deploy.md', 'utf8');
    expect(deploy).toContain(`ExecStart=/usr/bin/${PORTAL_COMMAND}\n`);
  });

  it('every copy of the command in the docs has the same flags', () => {
    const copies: string[] = [];
    for (const file of fs.readdirSync('docs', { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.md')) continue;
      const text = fs.readFileSync(`docs/${file}`, 'utf8').replace(/\s*\n\s*/g, ' ');
      for (const match of text.matchAll(/node ((?:--\S+ )*)dist\/server\/main\.js/g)) copies.push(match[0]);
    }
    expect(copies.length).toBeGreaterThanOrEqual(4);
    for (const copy of copies) expect(copy).toBe(PORTAL_COMMAND);
  });

  it('every other place that spawns the portal uses PORTAL_NODE_ARGS', () => {
    const starters = [
      'scripts/bench/processes.ts',
      'tests/e2e/global-setup.ts',
      'src/server/shutdown.test.ts',
      'src/server/scale.test.ts',
      'src/server/start-modules.test.ts',
    ];
    for (const file of starters) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).toContain('PORTAL_NODE_ARGS');
      expect(text, file).not.toMatch(/'tsx', 'src\/server\/main\.ts'|'dist\/server\/main\.js'/);
    }
  });
});
