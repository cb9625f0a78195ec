import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/languages.js';
import { mailLanguage, renderMail } from './render.js';
import { translator } from './strings.js';
import { MAIL_EVENTS } from './templates/index.js';
import { escapeHtml, safeUrl } from './templates/layout.js';
import { HOSTILE_TEXT, SAMPLES } from './test-support.js';

const STORE_OF: Record<Language, string> = {
  en: 'us',
  jp: 'jp',
  fr: 'fr',
  de: 'de',
  es: 'es',
  it: 'it',
  pl: 'pl',
  tw: 'tw',
};
const render = (event: (typeof MAIL_EVENTS)[number], language: Language) =>
  renderMail(event, SAMPLES[event] as never, {
    language,
    store: STORE_OF[language],
    portalUrl: `https://returns.example.com/rma/?store=${STORE_OF[language]}`,
  });

describe('e-mail templates', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(MAIL_EVENTS)('%s renders subject, HTML and text with every placeholder filled', (event) => {
      const mail = render(event, language);
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/\{\{|\}\}/);
        expect(part.trim()).not.toBe('');
      }
      expect(mail.html.startsWith('<!doctype html>')).toBe(true);
      expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      // The text version is a real alternative: the heading and every link are in it.
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      for (const link of links) expect(mail.text).toContain(link);
    });
  });

  it('writes each language in its own words and tags the HTML with it', () => {
    const subjects = new Set(LANGUAGES.map((language) => render('rma-received', language).subject));
    expect(subjects.size).toBe(LANGUAGES.length);
    expect(render('rma-received', 'jp').html).toContain('<html lang="ja">');
    expect(render('rma-received', 'tw').html).toContain('<html lang="zh-Hant-TW">');
    expect(render('rma-received', 'jp').subject).toBe('ご依頼 RMA00001234 を受け付けました');
    expect(render('rma-received', 'de').text).toContain('Guten Tag Alex Doe,');
  });

  it.each(['rma-rejected', 'contact-acknowledged', 'contact-reply', 'staff-alert-contact'] as const)(
    '%s escapes customer and staff text in the HTML and keeps it as written in the text',
    (event) => {
      const mail = render(event, 'en');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>broke');
      expect(mail.html).toContain('It &lt;b&gt;broke&lt;/b&gt; &amp; &quot;stopped&quot;');
      // Line breaks of the message survive in both versions.
      expect(mail.html).toContain('&lt;/script&gt;<br>Second line');
      expect(mail.text).toContain(`> ${HOSTILE_TEXT.split('\n')[0]}\n> Second line`);
    },
  );

  it('greets customers, by name when known, and not staff', () => {
    expect(render('rma-received', 'en').text).toContain('Hello Alex Doe,');
    expect(render('product-received', 'en').text).toContain('Hello,');
    expect(render('product-received', 'jp').text).toContain('お客様');
    expect(render('staff-alert-rma', 'en').text).not.toMatch(/Hello|Kind regards/);
  });

  it('leaves out the label block when the label follows separately', () => {
    const mail = renderMail(
      'rma-approved',
      { ...SAMPLES['rma-approved'], labelUrl: '' },
      { language: 'en', store: 'us', portalUrl: 'https://returns.example.com/rma/' },
    );
    expect(mail.text).toContain('Your return label will follow in a separate e-mail.');
    expect(mail.text).not.toContain('Download your return label');
  });

  it('lets a long fact (a tracking number) wrap instead of widening the e-mail on a phone', () => {
    const mail = renderMail('replacement-shipped', SAMPLES['replacement-shipped'], {
      language: 'de',
      store: 'de',
      portalUrl: 'https://returns.example.com/rma/',
    });
    expect(mail.html).toMatch(/<td style="[^"]*overflow-wrap:anywhere;[^"]*">00340434161094042557<\/td>/);
  });

  it('leaves out refund charges that are zero', () => {
    const mail = render('refund-completed', 'en');
    expect(mail.text).toContain('Refund amount: €1,234.50');
    expect(mail.text).toContain('Shipping charge: -€4.99');
    expect(mail.text).not.toContain('Store credit');
  });
});

describe('plural texts', () => {
  it.each([
    ['en', 1, 'within 1 business day.'],
    ['en', 2, 'within 2 business days.'],
    ['pl', 1, 'w ciągu 1 dnia roboczego.'],
    ['pl', 5, 'w ciągu 5 dni roboczych.'],
    ['de', 1, 'innerhalb von 1 Werktag.'],
    ['jp', 3, '3営業日以内'],
  ] as const)('%s, %i day(s)', (language, count, expected) => {
    expect(translator(language)('contactAcknowledged', 'intro', { count })).toContain(expected);
  });

  it('throws on a key no catalogue has', () => {
    expect(() => translator('fr')('layout', 'nothing')).toThrow(/Missing e-mail text fr:layout.nothing/);
  });
});

describe('mailLanguage', () => {
  it.each([
    ['jp', 'us', 'jp'],
    ['', 'jp', 'jp'],
    ['xx', 'de', 'de'],
    ['', 'uk', 'en'],
    ['', 'nowhere', 'en'],
  ])('asked %j in store %s → %s', (requested, store, expected) => {
    expect(mailLanguage(requested, store)).toBe(expected);
  });
});

describe('safeUrl', () => {
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url'])('refuses %s', (url) => {
    expect(() => safeUrl(url)).toThrow();
  });
  it('keeps an https link', () => {
    expect(safeUrl('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2');
  });
});
