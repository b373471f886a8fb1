import { defineNamespace, type NamespaceT, type ResourceKey } from '../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type ExercisesKey = ResourceKey<typeof en>;
export type ExercisesT = NamespaceT<typeof en>;

/** `t` for the `exercises` namespace. */
export const useExercisesT = defineNamespace('exercises', { de, en });
