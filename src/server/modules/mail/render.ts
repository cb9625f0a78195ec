import { isLanguage, type Language } from '../../../shared/languages.js';
import { isStore, languageOfStore, STORE_INFO } from '../../../shared/stores.js';
import { translator } from './strings.js';
import { TEMPLATES, type MailEvent, type MailEvents } from './templates/index.js';
import { renderLayout, type LayoutEnv, type MailContent, type Rendered } from './templates/layout.js';

/**
 * The language an e-mail is written in: the one the customer chose when it is one of the portal's, else the
 * store's, else English.
 */
export function mailLanguage(requested: string, store: string): Language {
  if (isLanguage(requested)) return requested;
  return isStore(store) ? languageOfStore(store) : 'en';
}

/** Subject, HTML and text of an event's e-mail, in its template and the one layout. */
export function renderMail<E extends MailEvent>(
  event: E,
  data: MailEvents[E],
  options: { language: Language; store: string; portalUrl: string },
): Rendered {
  const t = translator(options.language);
  const region = isStore(options.store) ? STORE_INFO[options.store].regionName : options.store;
  const env: LayoutEnv = { language: options.language, t, region, portalUrl: options.portalUrl };
  const template = TEMPLATES[event] as (data: MailEvents[E], env: LayoutEnv) => MailContent;
  return renderLayout(template(data, env), env);
}
