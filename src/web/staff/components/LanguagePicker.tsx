import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAME, LANGUAGES, isLanguage, type Language } from '../../../shared/languages.js';

/** The interface language, each named in itself; a native select, so it works the same by keyboard and touch. */
export function LanguagePicker({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('language.label')}
      value={value}
      onChange={(event) => {
        if (isLanguage(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAME[language] }))}
      w={{ base: 100, sm: 120 }}
    />
  );
}
