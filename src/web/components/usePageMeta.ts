import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { pageTitle, type Store } from '../../shared/stores.js';
import { LANGUAGE_TAG } from '../../shared/languages.js';
import { useStore } from '../lib/store-context.js';

/** A page's title (with the region name in English) and description; the build's pre-render writes the same. */
export function pageMeta(t: TFunction, pageKey: string, store: Store): { title: string; description: string } {
  const title = t(`pageTitle.${pageKey}`, { ns: 'common', defaultValue: t('pageTitle.home', { ns: 'common' }) });
  const description = t(`pageDescription.${pageKey}`, {
    ns: 'common',
    defaultValue: t('pageDescription.home', { ns: 'common' }),
  });
  return { title: pageTitle(title, store), description };
}

/** Sets the page title, description and `lang` for a page. */
export function usePageMeta(pageKey: string) {
  const { t } = useTranslation('common');
  const { store, language } = useStore();
  const { title, description } = pageMeta(t, pageKey, store);
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = LANGUAGE_TAG[language];
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, store, language]);
}
