import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG, type Language } from '../../../../shared/languages.js';
import { formatCount, formatDate } from '../../lib/format.js';
import { languageOfTag } from '../../lib/i18n.js';

/** The dashboard's figures in the interface language: counts, return rates and days. */
export function insightFormat(language: Language) {
  const tag = LANGUAGE_TAG[language];
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const days = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    language,
    count: (value: number) => formatCount(value, language),
    percent: (rate: number) => percent.format(rate),
    days: (value: number) => days.format(value),
    date: (iso: string) => formatDate(iso, language),
  };
}
export type InsightFormat = ReturnType<typeof insightFormat>;

export function useInsightFormat(): InsightFormat {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return useMemo(() => insightFormat(language), [language]);
}
