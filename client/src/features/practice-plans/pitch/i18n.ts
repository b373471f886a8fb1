import { defineNamespace, type NamespaceT, type ResourceKey } from '../../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type PlanPitchKey = ResourceKey<typeof en>;
export type PlanPitchT = NamespaceT<typeof en>;

/** `t` for the `planPitch` namespace: the pitch view and the print sheet of a plan. */
export const usePlanPitchT = defineNamespace('planPitch', { de, en });
