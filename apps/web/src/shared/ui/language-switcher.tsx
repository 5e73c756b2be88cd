import { LANGUAGES, type Language, parseLanguage } from '@tutor/contract/i18n';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '@/shared/i18n/language-cookie';
import styles from './language-switcher.module.css';

const labels: Record<Language, { short: string; full: string }> = {
  vi: { short: 'language.shortVi', full: 'language.vi' },
  en: { short: 'language.shortEn', full: 'language.en' },
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = parseLanguage(i18n.language);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and form styling; this is a toggle group.
    <div className={styles.switcher} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={styles.option}
          lang={language}
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) switchLanguage(language);
          }}
        >
          {/* The name read out holds the visible "VI"/"EN" (voice control users say what they see), then the full name. */}
          {t(labels[language].short)} <span className={styles.fullName}>{t(labels[language].full)}</span>
        </button>
      ))}
    </div>
  );
}
