import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';

type PluralSuffix = '_one' | '_other';

/** Every key of a resource file, dotted, with plural forms folded into their base key. */
export type ResourceKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}${PluralSuffix}` ? Base : K}`
    : ResourceKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type NamespaceT<Resources> = (
  key: ResourceKey<Resources>,
  values?: Record<string, unknown>,
) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

/**
 * Registers a feature's texts as their own i18next namespace when the feature's first route
 * loads (so they stay out of the eager bundle) and returns the feature's `t` hook. The app's
 * i18next types know only the eager `translation` namespace, so keys are checked against the
 * feature's own English file instead.
 */
export function defineNamespace<Resources extends object>(
  namespace: string,
  resources: { de: object; en: Resources },
): () => NamespaceT<Resources> {
  i18n.addResourceBundle('de', namespace, resources.de, true, false);
  i18n.addResourceBundle('en', namespace, resources.en, true, false);
  return function useNamespaceT() {
    const { t } = useTranslation();
    return useCallback<NamespaceT<Resources>>(
      (key, values) => (t as unknown as LooseT)(key, { ...values, ns: namespace }),
      [t],
    );
  };
}
