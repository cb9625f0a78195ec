import fs from 'node:fs';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { darkOnly } from './light-scheme-css.js';

/** The CSS as the portal's build writes it: through the PostCSS plugins of vite.config.ts. */
async function built(css: string): Promise<string> {
  const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build');
  return (await preprocessCSS(css, '/virtual/test.css', config)).code;
}

describe('light scheme only (scripts/build/light-scheme-css.ts)', () => {
  it.each([
    [`:root[data-mantine-color-scheme='dark']`, true],
    [`:where([data-mantine-color-scheme="dark"]) .m_1 .m_2:hover`, true],
    [`[data-mantine-color-scheme=dark] .mantine-dark-hidden`, true],
    [`:root[data-mantine-color-scheme='light']`, false],
    [`.m_1[data-variant='dark']`, false],
    [`.dark-mode-link`, false],
  ])('reads %s as dark-only: %s', (selector, dark) => {
    expect(darkOnly(selector)).toBe(dark);
  });

  it('drops dark rules and dark selectors from a list, and keeps everything else', async () => {
    const css = await built(
      [
        `@layer mantine {`,
        `:root { --a: 1; }`,
        `:root[data-mantine-color-scheme='dark'], :host([data-mantine-color-scheme='dark']) { --b: 2; }`,
        `:where([data-mantine-color-scheme='light']) .x:hover, :where([data-mantine-color-scheme='dark']) .x:hover { color: red; }`,
        `@media (hover: hover) { :where([data-mantine-color-scheme='dark']) .y { color: blue; } .y { color: green; } }`,
        `}`,
      ].join('\n'),
    );
    expect(css).toContain('--a: 1');
    expect(css).not.toContain('--b');
    expect(css).toContain(`:where([data-mantine-color-scheme='light']) .x:hover { color: red; }`);
    expect(css).not.toContain('blue');
    expect(css).toContain('.y { color: green; }');
    expect(css).not.toContain(`'dark'`);
  });

  it("takes the dark scheme out of Mantine's variables", async () => {
    const variables = fs.readFileSync('node_modules/@mantine/core/styles/default-css-variables.layer.css', 'utf8');
    expect(variables).toContain(`[data-mantine-color-scheme='dark']`);
    const css = await built(variables);
    expect(css).not.toContain(`[data-mantine-color-scheme='dark']`);
    expect(css).toContain(`[data-mantine-color-scheme='light']`);
    expect(css).toContain('--mantine-color-body');
  });
});
