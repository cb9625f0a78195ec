// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import rmaJp from '../../i18n/rma/jp.json' with { type: 'json' };
import { languageOfTag, setupStaffI18n } from './i18n.js';

describe('the console translations', () => {
  it.each([
    ['jp', 1, 'ほか1件'],
    ['tw', 1, '另有 1 項'],
    ['pl', 2, 'Zostały 2 dni'],
    ['pl', 5, 'Zostało 5 dni'],
    ['de', 1, 'noch 1 Tag'],
    ['en', 3, '3 days left'],
  ] as const)('use the plural forms of %s (count %d)', async (language, count, text) => {
    const i18n = await setupStaffI18n(language);
    const key = text.includes('ほか') || text.includes('另有') ? 'queue.moreLines' : 'warranty.daysLeft';
    expect(i18n.t(key, { count })).toBe(text);
    expect(languageOfTag(i18n.language)).toBe(language);
  });

  it('shows the timeline steps in the words the customer reads', async () => {
    const i18n = await setupStaffI18n('jp');
    expect(i18n.t('timeline.step.approved', { ns: 'rma' })).toBe(rmaJp.timeline.step.approved);
    expect(i18n.t('timeline.step.approved', { ns: 'rma' })).not.toBe('RMA Approved');
    expect(document.documentElement.lang).toBe('ja');
  });
});
