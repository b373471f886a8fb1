import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export const EXERCISES_NAMESPACE = 'exercises';

// Registered when an exercise route loads, so these texts stay out of the eager bundle.
i18n.addResourceBundle('de', EXERCISES_NAMESPACE, de, true, false);
i18n.addResourceBundle('en', EXERCISES_NAMESPACE, en, true, false);

type PluralSuffix = '_one' | '_other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the `exercises` namespace, with plural forms folded into their base key. */
export type ExercisesKey = Leaves<typeof en>;
export type ExercisesT = (key: ExercisesKey, values?: Record<string, unknown>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * `t` for the exercises namespace. The app's i18next types know only the eager `translation`
 * namespace, so keys are checked against this feature's own English file instead.
 */
export function useExercisesT(): ExercisesT {
  const { t } = useTranslation();
  return useCallback<ExercisesT>(
    (key, values) => (t as unknown as LooseT)(key, { ...values, ns: EXERCISES_NAMESPACE }),
    [t],
  );
}
