import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preprocessCSS, resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { mantinePalettes, usedPalettes } from './palette-css.js';

const PORTAL_EXCLUDE = /[/\\]src[/\\]web[/\\](staff|test)([/\\]|$)/;

/** The CSS as the portal's build writes it: through the PostCSS plugins of vite.config.ts. */
async function built(css: string): Promise<string> {
  const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build');
  return (await preprocessCSS(css, '/virtual/test.css', config)).code;
}

let scratch: string | undefined;
afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** A source tree of the given files, in a directory of its own. */
function sources(files: Record<string, string>): string {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'palettes-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(scratch, name), text);
  return scratch;
}

describe('the palettes in use (scripts/build/palette-css.ts)', () => {
  it("reads Mantine's palettes from its own CSS", () => {
    expect(mantinePalettes()).toEqual([
      'dark',
      'gray',
      'red',
      'pink',
      'grape',
      'violet',
      'indigo',
      'blue',
      'cyan',
      'teal',
      'green',
      'lime',
      'yellow',
      'orange',
    ]);
  });

  it('counts a palette a source names in a prop, a theme colour, a CSS variable or a string, and no other', () => {
    const dir = sources({
      'Badge.tsx': `<Badge color="teal">New</Badge>`,
      'Text.tsx': `<Text c="grape.9" />`,
      'page.module.css': `.a { color: var(--mantine-color-lime-9); }`,
      'colors.ts': `export const tone = { warning: 'orange' };`,
      'Badge.test.tsx': `<Badge color="violet" />`,
    });
    const used = usedPalettes(dir, /(?!)/);
    for (const palette of ['teal', 'grape', 'lime', 'orange']) expect(used).toContain(palette);
    // A test's colours are not the app's.
    expect(used).not.toContain('violet');
    // Mantine's own: a notification's red, Mark's yellow.
    expect(used).toContain('red');
    expect(used).toContain('yellow');
  });

  it("keeps every palette once a source asks for Avatar's initials colours", () => {
    const dir = sources({ 'Member.tsx': `<Avatar color="initials" name={name} />` });
    expect(usedPalettes(dir, /(?!)/)).toEqual(new Set(mantinePalettes()));
  });

  it("leaves the unused palettes' variables out of the portal's build, and keeps the others", async () => {
    const used = usedPalettes('src/web', PORTAL_EXCLUDE);
    const unused = mantinePalettes().filter((palette) => !used.has(palette));
    // The portal's sources name its palettes: the theme's indigo, the greys, the error red.
    for (const palette of ['indigo', 'gray', 'dark', 'red']) expect(used).toContain(palette);
    expect(unused.length, 'the portal names every palette: nothing to leave out').toBeGreaterThan(0);
    const variables = fs.readFileSync('node_modules/@mantine/core/styles/default-css-variables.layer.css', 'utf8');
    const css = await built(variables);
    for (const palette of unused) {
      expect(variables).toContain(`--mantine-color-${palette}-0`);
      expect(css).not.toContain(`--mantine-color-${palette}-`);
    }
    for (const palette of used) {
      expect(css).toContain(`--mantine-color-${palette}-0:`);
      expect(css).toContain(`--mantine-color-${palette}-filled:`);
    }
    expect(css).toContain('--mantine-color-body');
  });
});
