import { FORMATIONS } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { itKeepsTranslationsInStep, leaves } from '../../../testing/translation-checks.ts';
import { editorActions } from '../actions/editor-actions.ts';
import de from './de.json';
import en from './en.json';

describe('board editor translations', () => {
  itKeepsTranslationsInStep(de, en);

  it('takes loadingTacticBoardError from the shell, so there is one text', () => {
    const nested = '$t(translation:errors.loadingTacticBoardError)';
    expect(en.loadingTacticBoardError).toBe(nested);
    expect(de.loadingTacticBoardError).toBe(nested);
  });

  it('names every formation in both languages', () => {
    for (const resources of [en, de]) {
      const keys = new Set(leaves(resources).map(([key]) => key));
      for (const formation of FORMATIONS) {
        expect(keys, formation.id).toContain(`items.formation.${formation.id}`);
      }
    }
  });

  it('has a label for every editor action', () => {
    const keys = new Set(leaves(en).map(([key]) => key));
    for (const action of editorActions) expect(keys, action.id).toContain(action.labelKey);
  });
});
