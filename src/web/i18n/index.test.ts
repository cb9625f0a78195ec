import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenModules, PORTAL_FIRST_SCREEN } from '../../../scripts/build/mantine-css.js';
import requestEn from './request/en.json' with { type: 'json' };
import requestDe from './request/de.json' with { type: 'json' };
import productsEn from './products/en.json' with { type: 'json' };
import rmaEn from './rma/en.json' with { type: 'json' };

type Texts = typeof import('./index.js');

/**
 * Whether a namespace's English texts have `key`: a text (a plural one by its base name too) or a group of texts, the
 * start of a key built at run time (`rma:timeline.step.`). A string such as the event name `rma:chat` names none.
 */
function hasKey(namespace: string, key: string): boolean {
  let node: unknown = JSON.parse(fs.readFileSync(`src/web/i18n/${namespace}/en.json`, 'utf8'));
  for (const part of key.replace(/\.$/, '').split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    const group = node as Record<string, unknown>;
    const name = Object.keys(group).find((k) => k === part || k.startsWith(`${part}_`));
    if (name === undefined) return false;
    node = group[name];
  }
  return true;
}

/** A fresh copy of the module: the later texts are downloaded once per page, as in the browser. */
let texts: Texts;
beforeEach(async () => {
  vi.resetModules();
  texts = await import('./index.js');
});

describe('the texts of the first screen and the later ones (src/web/i18n/index.ts)', () => {
  it('has the first screen’s English at once and the later English once loadLaterTexts has run', async () => {
    const i18n = await texts.setupI18n('en');
    expect(i18n.t('details.title', { ns: 'home' })).not.toBe('details.title');
    expect(i18n.hasResourceBundle('en', 'request')).toBe(false);
    // The products step's and the RMA status's texts are later ones too (the first screen shows neither).
    expect(i18n.exists('serialNumber', { ns: 'products' })).toBe(false);
    expect(i18n.exists('timeline.heading', { ns: 'rma' })).toBe(false);
    await texts.loadLaterTexts();
    expect(i18n.t('service.refund', { ns: 'request' })).toBe(requestEn.service.refund);
    expect(i18n.t('serialNumber', { ns: 'products' })).toBe(productsEn.serialNumber);
    expect(i18n.t('timeline.heading', { ns: 'rma' })).toBe(rmaEn.timeline.heading);
  });

  it('gives the later texts to translations made after they were downloaded (main.tsx preloads a page first)', async () => {
    await texts.loadLaterTexts();
    const i18n = await texts.setupI18n('en');
    expect(i18n.t('service.refund', { ns: 'request' })).toBe(requestEn.service.refund);
  });

  it('fails a load when the later texts cannot be downloaded, and downloads them again the next time', async () => {
    vi.doMock('./address/en.json', () => {
      throw new Error('offline');
    });
    vi.resetModules();
    texts = await import('./index.js');
    const i18n = await texts.setupI18n('en');
    await expect(texts.loadLaterTexts()).rejects.toThrow();
    expect(i18n.hasResourceBundle('en', 'address')).toBe(false);
    vi.doUnmock('./address/en.json');
    vi.resetModules();
    await texts.loadLaterTexts();
    expect(i18n.hasResourceBundle('en', 'address')).toBe(true);
  });

  it('loads every namespace of the store’s own language at once, and everything with texts: all', async () => {
    const german = await texts.setupI18n('de');
    expect(german.t('service.refund', { ns: 'request' })).toBe(requestDe.service.refund);
    const all = await texts.setupI18n('en', 'all');
    expect(all.hasResourceBundle('en', 'address')).toBe(true);
    expect(all.hasResourceBundle('en', 'confirmation')).toBe(true);
  });

  it('leaves the staff console’s messages out of the customer’s (src/shared/messages/staff)', async () => {
    const i18n = await texts.setupI18n('de', 'all');
    expect(i18n.exists('enterFirstName', { ns: 'messages' })).toBe(true);
    expect(i18n.exists('staffInvalidCredentials', { ns: 'messages' })).toBe(false);
    expect(i18n.exists('illegalTransition', { ns: 'messages' })).toBe(false);
  });

  it('names every namespace once, as its file globs do', () => {
    const dirs = fs
      .readdirSync('src/web/i18n', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const listed = [...texts.FIRST_SCREEN_NAMESPACES, ...texts.LATER_NAMESPACES];
    expect([...dirs, 'messages'].sort()).toEqual([...listed].sort());
    const source = fs.readFileSync('src/web/i18n/index.ts', 'utf8');
    const first = texts.FIRST_SCREEN_NAMESPACES.filter((ns) => ns !== 'messages');
    expect(source).toContain(`'./{${first.join(',')}}/en.json'`);
    expect(source).toContain(`'./{${texts.LATER_NAMESPACES.join(',')}}/en.json'`);
  });

  it('keeps the later namespaces out of every module of the first screen', () => {
    const later = new Set<string>(texts.LATER_NAMESPACES);
    const uses = [...firstScreenModules(PORTAL_FIRST_SCREEN)].flatMap((file) => {
      const code = fs.readFileSync(file, 'utf8');
      const named = [
        ...code.matchAll(/useTranslation\(\s*(?:\[([^\]]*)\]|'([a-z]+)')/g),
        ...code.matchAll(/\bns:\s*(?:\[([^\]]*)\]|'([a-z]+)')/g),
      ].flatMap((m) => (m[1] ?? m[2] ?? '').match(/[a-z]+/g) ?? []);
      const prefixed = [...code.matchAll(/['"`]([a-z]+):([A-Za-z][\w.]*)/g)]
        .filter((m) => later.has(m[1]!) && hasKey(m[1]!, m[2]!))
        .map((m) => m[1]!);
      return [...named, ...prefixed].filter((ns) => later.has(ns)).map((ns) => `${path.relative('.', file)}: ${ns}`);
    });
    expect(uses).toEqual([]);
    // The check reads what it should: the request step is not on the first screen, and does use its namespace.
    expect(
      firstScreenModules(PORTAL_FIRST_SCREEN).has(path.resolve('src/web/features/request/YourRequestStep.tsx')),
    ).toBe(false);
    // A namespace prefix counts where it names texts: `rma:chat` is an event (ThirdPartyChat), not the rma texts.
    expect([hasKey('rma', 'chat'), hasKey('rma', 'timeline.step.'), hasKey('products', 'daysLeft')]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
