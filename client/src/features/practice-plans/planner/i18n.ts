import { defineNamespace, type NamespaceT, type ResourceKey } from '../../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type PlannerKey = ResourceKey<typeof en>;
export type PlannerT = NamespaceT<typeof en>;

/** `t` for the `planner` namespace: the planner screen at /practice-plans/{id}/update. */
export const usePlannerT = defineNamespace('planner', { de, en });
