import { defineNamespace, type NamespaceT, type ResourceKey } from '../../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type AddToPlanKey = ResourceKey<typeof en>;
export type AddToPlanT = NamespaceT<typeof en>;

/** `t` for the `addToPlan` namespace: "Add to plan" on the exercise pages. */
export const useAddToPlanT = defineNamespace('addToPlan', { de, en });
