import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export const TACTICBOARDS_NAMESPACE = 'tacticboards';

// Registered when a tactic-board route loads, so these texts stay out of the eager bundle.
i18n.addResourceBundle('de', TACTICBOARDS_NAMESPACE, de, true, false);
i18n.addResourceBundle('en', TACTICBOARDS_NAMESPACE, en, true, false);

type PluralSuffix = '_one' | '_other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the `tacticboards` namespace, with plural forms folded into their base key. */
export type TacticBoardsKey = Leaves<typeof en>;
export type TacticBoardsT = (key: TacticBoardsKey, values?: Record<string, unknown>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * `t` for the tacticboards namespace; keys are checked against this feature's English file
 * because the app's i18next types know only the eager `translation` namespace.
 */
export function useTacticBoardsT(): TacticBoardsT {
  const { t } = useTranslation();
  return useCallback<TacticBoardsT>(
    (key, values) => (t as unknown as LooseT)(key, { ...values, ns: TACTICBOARDS_NAMESPACE }),
    [t],
  );
}
