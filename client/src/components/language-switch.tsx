import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../lib/i18n.ts';
import { ShellButton } from './shell-button.tsx';

/** de/en switch: a group of two toggle buttons; changing it re-renders every text at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;

  return (
    <Box role="group" aria-label={t('layout.language')} sx={{ display: 'flex' }}>
      {SUPPORTED_LANGUAGES.map((language, index) => {
        const selected = language === current;
        return (
          <ShellButton
            key={language}
            lang={language}
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            aria-label={t(`layout.languageNames.${language}`)}
            onClick={() => void i18n.changeLanguage(language)}
            sx={{
              px: 1,
              borderRadius: index === 0 ? '8px 0 0 8px' : '0 8px 8px 0',
            }}
          >
            {language.toUpperCase()}
          </ShellButton>
        );
      })}
    </Box>
  );
}
