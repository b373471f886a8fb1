import { defineNamespace, type NamespaceT, type ResourceKey } from '../../lib/feature-i18n.ts';
import de from './locales/de.json';
import en from './locales/en.json';

export type BoardEditorKey = ResourceKey<typeof en>;
export type BoardEditorT = NamespaceT<typeof en>;

/** `t` for the `board-editor` namespace. */
export const useBoardEditorT = defineNamespace('board-editor', { de, en });
