import { describe, expect, it } from 'vitest';
import { itKeepsTranslationsInStep } from '../../../testing/translation-checks.ts';
import de from './de.json';
import en from './en.json';
import shellDe from '../../../locales/de/translation.json';
import shellEn from '../../../locales/en/translation.json';

describe('tactic board translations', () => {
  itKeepsTranslationsInStep(de, en);

  it('takes loadingTacticBoardError from the shell, so there is one text', () => {
    const nested = '$t(translation:errors.loadingTacticBoardError)';
    expect(en.loadingTacticBoardError).toBe(nested);
    expect(de.loadingTacticBoardError).toBe(nested);
    expect(shellEn.errors.loadingTacticBoardError).toBe(
      'An error occurred while loading tactic board.',
    );
    expect(shellDe.errors.loadingTacticBoardError).toBe(
      'Beim Laden der Taktik Tafel ist ein Fehler aufgetreten.',
    );
  });
});
