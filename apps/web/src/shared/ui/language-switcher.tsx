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
          // The visible code first, so a voice command naming what is on screen ("VI") finds the button.
          aria-label={`${t(labels[language].short)} – ${t(labels[language].full)}`}
          onClick={() => {
            if (language !== current) switchLanguage(language);
          }}
        >
          {t(labels[language].short)}
        </button>
      ))}
    </div>
  );
}
