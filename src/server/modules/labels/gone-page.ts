import { LANGUAGE_TAG, type Language } from '../../../shared/languages.js';
import { SHIPPING_LABEL } from '../../../shared/limits.js';
import { interpolate } from '../../../shared/messages.js';
import { messageIn } from '../../lib/messages.js';
import { escapeHtml } from '../store-side/signin-page.js';
import type { GoneReason } from './service.js';
import { labelTexts } from './texts.js';

/**
 * The page a label link answers when it gives no label (docs/labels.md#the-link): why, and how to get a new one,
 * in the customer's language. A revoked label and an unknown token read the same. Too many look-ups, or a database
 * too busy to answer (`busy`), say to try again instead.
 */
export function gonePage(
  reason: GoneReason | 'rate-limited' | 'busy',
  language: Language,
  rmaNo: string | null,
): string {
  const t = labelTexts(language).gone;
  const days = {
    expired: SHIPPING_LABEL.downloadWithinDays,
    'window-closed': SHIPPING_LABEL.afterFirstOpenDays,
  } as const;
  const why: Record<GoneReason | 'rate-limited' | 'busy', string> = {
    expired: interpolate(t.expired, { days: days.expired }),
    'window-closed': interpolate(t.windowClosed, { days: days['window-closed'] }),
    received: t.received,
    revoked: t.revoked,
    'not-found': t.revoked,
    'rate-limited': t.tooMany,
    busy: messageIn(language, 'serviceBusy'),
  };
  const tryAgain = reason === 'rate-limited' || reason === 'busy';
  const next = reason === 'received' ? t.questions : tryAgain ? '' : t.newLabel;
  const paragraphs = [why[reason], next, rmaNo ? interpolate(t.rmaNumber, { rmaNo }) : ''].filter(Boolean);
  const heading = tryAgain ? t.pageTitle : t.title;
  return `<!doctype html>
<html lang="${LANGUAGE_TAG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.pageTitle)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1b1e; background: #f8f9fa; }
main { max-width: 36rem; margin: 0 auto; background: #fff; border: 1px solid #dee2e6; border-radius: 8px; padding: 1.5rem; }
h1 { font-size: 1.35rem; margin: 0 0 1rem; }
p { line-height: 1.5; margin: 0 0 0.75rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</main>
</body>
</html>
`;
}
