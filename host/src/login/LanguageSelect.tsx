import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '@console/client';
import { useTranslation } from 'react-i18next';

/** The language switch (a native select: small, and usable before the UI kit is loaded). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('host');
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <select
      className={className}
      data-testid="language-switch"
      aria-label={t('language.label')}
      value={value}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng}>
          {t(`language.${lng}`)}
        </option>
      ))}
    </select>
  );
}
