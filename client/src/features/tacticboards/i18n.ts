import { defineNamespace, type NamespaceT, type ResourceKey } from '../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type TacticBoardsKey = ResourceKey<typeof en>;
export type TacticBoardsT = NamespaceT<typeof en>;

/** `t` for the `tacticboards` namespace. */
export const useTacticBoardsT = defineNamespace('tacticboards', { de, en });
