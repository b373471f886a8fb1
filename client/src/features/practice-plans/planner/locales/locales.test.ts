import { describe } from 'vitest';
import { itKeepsTranslationsInStep } from '../../../../testing/translation-checks.ts';
import de from './de.json';
import en from './en.json';

describe('planner translations', () => {
  itKeepsTranslationsInStep(de, en);
});
