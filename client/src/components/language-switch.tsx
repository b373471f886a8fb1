import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../lib/i18n.ts';
import { shellClass } from '../lib/shell-styles.ts';
import { ShellButton } from './shell-button.tsx';

/** de/en switch: a group of two toggle buttons; changing it re-renders every text at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;

  return (
    <div role="group" aria-label={t('layout.language')} className={shellClass.languageSwitch}>
      {SUPPORTED_LANGUAGES.map((language) => {
        const selected = language === current;
        return (
          <ShellButton
            key={language}
            lang={language}
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            aria-label={t(`layout.languageNames.${language}`)}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {language.toUpperCase()}
          </ShellButton>
        );
      })}
    </div>
  );
}
