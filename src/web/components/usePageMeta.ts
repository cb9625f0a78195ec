import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../shared/stores.js';
import { LANGUAGE_TAG } from '../../shared/languages.js';
import { useStore } from '../lib/store-context.js';

/** Sets the page title (with the region name in English), description and `lang` for a page. */
export function usePageMeta(pageKey: string) {
  const { t } = useTranslation('common');
  const { store, language } = useStore();
  const title = t(`pageTitle.${pageKey}`, { defaultValue: t('pageTitle.home') });
  const description = t(`pageDescription.${pageKey}`, { defaultValue: t('pageDescription.home') });
  useEffect(() => {
    document.title = pageTitle(title, store);
    document.documentElement.lang = LANGUAGE_TAG[language];
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, store, language]);
}
