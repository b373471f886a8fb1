/** Keys a namespace defines for the buttons and states of an autocomplete field. */
export type AutocompleteTextKey =
  'common.loading' | 'common.clear' | 'common.openSuggestions' | 'common.closeSuggestions';

/** MUI Autocomplete's own button labels and loading text are English; these are translated. */
export function autocompleteTexts(t: (key: AutocompleteTextKey) => string) {
  return {
    loadingText: t('common.loading'),
    clearText: t('common.clear'),
    openText: t('common.openSuggestions'),
    closeText: t('common.closeSuggestions'),
  };
}
