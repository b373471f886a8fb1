import { defineNamespace, type NamespaceT, type ResourceKey } from '../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type PracticePlansKey = ResourceKey<typeof en>;
export type PracticePlansT = NamespaceT<typeof en>;

/** `t` for the `practicePlans` namespace (list, plan page, form, share). */
export const usePracticePlansT = defineNamespace('practicePlans', { de, en });
