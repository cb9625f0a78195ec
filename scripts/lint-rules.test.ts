/**
 * Proves that the lint rules guarding the project's shape fire: the project's own ESLint configuration is built
 * over a small fixture project (tests/lint/fixtures, laid out like this repository) and each fixture that breaks
 * a rule must be reported for that rule, and only that rule; the clean fixtures must pass.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtureRoot = path.join(repoRoot, 'tests/lint/fixtures');

const BOUNDARY = 'import-x/no-restricted-paths';

/** Each fixture that must fail, with the rules it must be reported for. */
const FAILING: Record<string, string[]> = {
  'src/shared/imports-server.ts': [BOUNDARY],
  'src/shared/imports-web.ts': [BOUNDARY],
  'src/shared/imports-node.ts': ['no-restricted-imports'],
  'src/web/lib/imports-server.ts': [BOUNDARY],
  'src/server/imports-web.ts': [BOUNDARY],
  'src/server/modules/imports-root.ts': ['no-restricted-imports'],
  'src/web/features/alpha/imports-beta.ts': [BOUNDARY],
  'src/web/features/alpha/imports-staff.ts': [BOUNDARY],
  'src/web/staff/features/alpha/imports-beta.ts': [BOUNDARY],
  'src/web/staff/features/alpha/imports-portal.ts': [BOUNDARY],
  'tests/e2e/imports-server.ts': [BOUNDARY],
  'src/server/cycle/a.ts': ['import-x/no-cycle'],
  'src/server/cycle/b.ts': ['import-x/no-cycle'],
  'src/server/long-file.ts': ['max-lines'],
  'src/server/long-function.ts': ['max-lines-per-function'],
};

/** Fixtures that must pass: the imports each boundary allows, and code exactly at the size limits. */
const CLEAN = [
  'src/shared/codes.ts',
  'src/server/name.ts',
  'src/server/start.ts',
  'src/server/app.ts',
  'src/server/at-the-limit.ts',
  'src/web/lib/name.ts',
  'src/web/features/alpha/clean.ts',
  'src/web/features/alpha/parts.ts',
  'src/web/features/beta/index.ts',
  'src/web/staff/lib/name.ts',
  'src/web/staff/features/alpha/clean.ts',
  'src/web/staff/features/beta/index.ts',
  'tests/e2e/starts-app.ts',
];

type ConfigFactory = (root: string) => Linter.Config[];

const results = new Map<string, ESLint.LintResult>();

beforeAll(async () => {
  // Loaded at run time: eslint.config.js is plain JavaScript, outside the type-checked program.
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as {
    configFor: ConfigFactory;
  };
  const eslint = new ESLint({ cwd: fixtureRoot, overrideConfigFile: true, baseConfig: config.configFor(fixtureRoot) });
  for (const result of await eslint.lintFiles([...Object.keys(FAILING), ...CLEAN])) {
    results.set(path.relative(fixtureRoot, result.filePath), result);
  }
}, 60_000);

function rulesOf(file: string): string[] {
  const result = results.get(file);
  if (!result) throw new Error(`${file} was not linted`);
  return [...new Set(result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`))].sort();
}

describe('the lint rules', () => {
  it.each(Object.entries(FAILING))('report %s for %j', (file, rules) => {
    expect(rulesOf(file)).toEqual([...rules].sort());
    expect(results.get(file)?.errorCount).toBeGreaterThan(0);
  });

  it.each(CLEAN)('pass %s', (file) => {
    expect(rulesOf(file)).toEqual([]);
  });

  it('name each boundary in the message', () => {
    const message = (file: string) => results.get(file)?.messages[0]?.message;
    expect(message('src/shared/imports-server.ts')).toContain('src/shared imports nothing outside src/shared');
    expect(message('src/web/lib/imports-server.ts')).toContain('never imports server code');
    expect(message('src/server/imports-web.ts')).toContain('never imports web client code');
    expect(message('src/web/features/alpha/imports-beta.ts')).toContain('Feature folders never import each other');
    expect(message('tests/e2e/imports-server.ts')).toContain('import no server internals');
    expect(message('src/web/features/alpha/imports-staff.ts')).toContain('never imports the staff console');
    expect(message('src/web/staff/features/alpha/imports-portal.ts')).toContain(
      'imports nothing of the customer portal',
    );
    expect(message('src/web/staff/features/alpha/imports-beta.ts')).toContain('meet in src/web/staff/app');
  });

  it('leave the fixtures out of the project lint run', async () => {
    const eslint = new ESLint({ cwd: repoRoot });
    expect(await eslint.isPathIgnored(path.join(fixtureRoot, 'src/server/cycle/a.ts'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'src/server/main.ts'))).toBe(false);
  });
});
