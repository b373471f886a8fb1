import { describe, expect, it } from 'vitest';
import { itKeepsTranslationsInStep } from '../testing/translation-checks.ts';
import de from './de/translation.json';
import en from './en/translation.json';

describe('translations', () => {
  itKeepsTranslationsInStep(de, en);

  it('has the texts the specification fixes', () => {
    expect(en.errors.loginExpired).toBe('Login expired');
    expect(de.errors.loginExpired).toBe('Login abgelaufen');
    expect(en.errors.loadingTacticBoardError).toBe('An error occurred while loading tactic board.');
    expect(en.layout.welcome).toBe('Welcome, {{name}}');
    expect(de.layout.welcome).toBe('Willkommen, {{name}}');
    expect(en.nav.login).toBe('Login');
    expect(de.nav.tacticBoards).toBe('Taktik Tafeln');
  });
});
