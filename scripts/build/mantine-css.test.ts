import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  cssSplit,
  firstScreenModules,
  importedComponents,
  importsPackage,
  importsStatically,
  mantineCssModule,
  mantineStyles,
  namedImports,
  PORTAL_FIRST_SCREEN,
} from './mantine-css.js';

const EXCLUDE = /[/\\]src[/\\]web[/\\](staff|test)([/\\]|$)/;
const styles = mantineStyles();

/** The @mantine/core names a file imports, read by the TypeScript parser (not by the plugin's own pattern). */
function coreImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== '@mantine/core' || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  return names;
}

function portalSources(dir = path.resolve('src/web')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (EXCLUDE.test(full)) return [];
    if (entry.isDirectory()) return portalSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the Mantine CSS of the portal (scripts/build/mantine-css.ts)', () => {
  it('reads the names a source imports, leaving out types', () => {
    const source = `import { Button, Select as Pick, type MantineTheme } from '@mantine/core';
      import type { BoxProps } from '@mantine/core';
      import { useDisclosure } from '@mantine/hooks';`;
    expect(namedImports(source)).toEqual(['Button', 'Select']);
  });

  it('sees a package imported statically or lazily', () => {
    expect(importsPackage(`import { notifications } from '@mantine/notifications';`, '@mantine/notifications')).toBe(
      true,
    );
    expect(importsPackage(`void import('@mantine/notifications').then(show)`, '@mantine/notifications')).toBe(true);
    expect(importsPackage(`import { DateInput } from "@mantine/dates"`, '@mantine/dates')).toBe(true);
    expect(importsPackage(`import x from '@mantine/notifications-extra'`, '@mantine/notifications')).toBe(false);
  });

  it('tells a static import (components to style) from a lazy one (a store, or a module that brings its own)', () => {
    const pkg = '@mantine/notifications';
    expect(importsStatically(`import { Notifications } from '@mantine/notifications';`, pkg)).toBe(true);
    expect(importsStatically(`import '@mantine/notifications';`, pkg)).toBe(true);
    expect(importsStatically(`void import('@mantine/notifications').then(show)`, pkg)).toBe(false);
    expect(importsStatically(`import x from '@mantine/notifications-extra'`, pkg)).toBe(false);
  });

  it('adds the styles of the components a component is built from, in the order of styles.css', () => {
    const button = styles.filesFor(['Button']);
    expect(button.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    expect(button).toEqual(expect.arrayContaining(['UnstyledButton.css', 'Loader.css', 'Button.css']));
    expect(button.indexOf('UnstyledButton.css')).toBeLessThan(button.indexOf('Button.css'));
    // Select has no styles of its own: it is an input with a combobox in a popover.
    expect(styles.filesFor(['Select'])).toEqual(
      expect.arrayContaining(['Input.css', 'Combobox.css', 'Popover.css', 'ScrollArea.css']),
    );
    expect(styles.filesFor(['Stack'])).not.toContain('Button.css');
  });

  it('gives every @mantine/core component the portal imports its CSS: in the entry’s, or beside the module', () => {
    const split = cssSplit('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    const module = mantineCssModule('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    const sources = portalSources();
    expect(new Set(sources.flatMap(coreImportsOf)).size).toBeGreaterThan(10);
    const missing = sources.flatMap((file) => {
      const beside = new Set(split.filesOf(fs.readFileSync(file, 'utf8')));
      return coreImportsOf(file)
        .filter((name) => fs.existsSync(`node_modules/@mantine/core/styles/${name}.css`))
        .filter((name) => !module.includes(`'@mantine/core/styles/${name}.layer.css'`) && !beside.has(`${name}.css`))
        .map((name) => `${path.relative('.', file)}: ${name}`);
    });
    expect(missing).toEqual([]);
    for (const name of new Set(sources.flatMap(coreImportsOf))) {
      expect(importedComponents('src/web', EXCLUDE)).toContain(name);
    }
    expect(module.indexOf('global.layer.css')).toBeLessThan(module.indexOf('Button.layer.css'));
  });

  it('puts the toasts’ styles beside their lazy container, not in the first screen’s', () => {
    const module = mantineCssModule('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    // The first screen raises toasts through the store (feedback.ts, a lazy import) and renders none itself.
    expect(module).not.toContain('@mantine/notifications');
    expect(module).not.toContain('Notification.layer.css');
    const split = cssSplit('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    const toasts = fs.readFileSync('src/web/components/Toasts.tsx', 'utf8');
    expect(split.filesOf(toasts)).toContain('Notification.css');
    expect(split.packagesOf(toasts)).toEqual(['@mantine/notifications']);
    expect(firstScreenModules(PORTAL_FIRST_SCREEN).has(path.resolve('src/web/components/Toasts.tsx'))).toBe(false);
  });

  it('keeps the CSS of components only later chunks use out of the first screen’s', () => {
    const first = firstScreenModules(PORTAL_FIRST_SCREEN);
    expect(first.has(path.resolve('src/web/features/home/details/DetailsFields.tsx'))).toBe(true);
    // Loaded on use (import()), with what only they import.
    expect(first.has(path.resolve('src/web/features/account/AccountPopover.tsx'))).toBe(false);
    expect(first.has(path.resolve('src/web/features/request/ReasonTabs.tsx'))).toBe(false);
    const module = mantineCssModule('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    expect(module).toContain(`'@mantine/core/styles/Input.layer.css'`);
    expect(module).not.toContain('Popover.css');
    expect(module).not.toContain('Tabs.css');
    const split = cssSplit('src/web', EXCLUDE, PORTAL_FIRST_SCREEN, styles);
    const beside = (file: string) => split.filesOf(fs.readFileSync(file, 'utf8'));
    expect(beside('src/web/features/account/AccountPopover.tsx')).toContain('Popover.css');
    expect(beside('src/web/features/request/ReasonTabs.tsx')).toContain('Tabs.css');
    // A first-screen module's components are all in the entry's already.
    expect(beside('src/web/features/home/details/DetailsFields.tsx')).toEqual([]);
  });

  it('includes the core components the dates pickers are built from', () => {
    const names = importedComponents('src/web', EXCLUDE);
    expect(names).toEqual(expect.arrayContaining(['Popover', 'Modal', 'InputBase']));
  });

  it('is what the portal loads instead of the whole styles.css', () => {
    const main = fs.readFileSync('src/web/main.tsx', 'utf8');
    expect(main).toContain(`import 'virtual:mantine-css';`);
    expect(main).not.toContain('@mantine/core/styles.css');
  });
});
