import { BOARD_NAME_MAX, type TacticBoardMeta } from '@courtside/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useItemPage, type ItemPageApi } from '../../../../hooks/use-item-page.ts';
import type { ErrorText } from '../../../../lib/api-error.ts';
import {
  useCheckTacticBoardAccessQuery,
  useDeleteTacticBoardMutation,
  useDuplicateTacticBoardMutation,
  useGetTacticBoardQuery,
  useSetTacticBoardFavoriteMutation,
  useUpdateTacticBoardMetaMutation,
  type TacticBoardItem,
} from '../../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../../i18n.ts';
import { describeBoardError, errorStatus, referencingExercises } from '../../tacticboard-errors.ts';

export type MetaPatch = Omit<TacticBoardMeta, 'version'>;

const BOARD_PAGE: ItemPageApi<TacticBoardItem> = {
  useItemQuery: useGetTacticBoardQuery,
  useAccessQuery: useCheckTacticBoardAccessQuery,
  listPath: '/tacticboards',
};

/**
 * The board of the address with what the user may do to it, and every change the profile page
 * makes: meta data saved on the shown version, favorite, duplicate and delete.
 */
export function useBoardProfile() {
  const t = useTacticBoardsT();
  const { tacticBoardId = '' } = useParams();
  const navigate = useNavigate();
  const { item, loggedIn, canEdit, canManage, deleting, deleteAndLeave } = useItemPage(
    tacticBoardId,
    BOARD_PAGE,
  );
  const { data: loaded, error, isLoading, refetch } = item;
  const [updateMeta] = useUpdateTacticBoardMetaMutation();
  const [setFavorite, favoriteState] = useSetTacticBoardFavoriteMutation();
  const [duplicate, duplicateState] = useDuplicateTacticBoardMutation();
  const [deleteBoard, deleteState] = useDeleteTacticBoardMutation();
  const [saveError, setSaveError] = useState<ErrorText<TacticBoardsKey> | null>(null);
  const [conflict, setConflict] = useState(false);
  const [savingMeta, setSavingMeta] = useState(false);
  // What the last save returned, until the refetch it triggers brings the same or newer.
  const [saved, setSaved] = useState<TacticBoardItem | null>(null);
  const board =
    saved && loaded && saved._id === loaded._id && saved.version > loaded.version ? saved : loaded;

  /** Saves meta data on the version we showed; a 409 means someone else was faster. */
  const save = async (patch: MetaPatch) => {
    if (!board) return;
    setSaveError(null);
    setSavingMeta(true);
    try {
      const updated = await updateMeta({
        _id: board._id,
        version: board.version,
        ...patch,
      }).unwrap();
      setSaved(updated);
    } catch (failure) {
      if (errorStatus(failure) === 409) setConflict(true);
      else {
        const exercises = referencingExercises(failure);
        setSaveError(
          exercises && patch.isPrivate
            ? { key: 'profile.privateInUse', values: { exercises: exercises.join(', ') } }
            : describeBoardError(failure, { 403: 'errors.forbiddenEdit' }),
        );
      }
      throw failure;
    } finally {
      setSavingMeta(false);
    }
  };
  const saveQuietly = (patch: MetaPatch) => void save(patch).catch(() => undefined);

  const reload = () => {
    setConflict(false);
    setSaveError(null);
    void refetch();
  };

  const makeCopy = async () => {
    if (!board) return;
    try {
      // Named in the coach's language; the server's own default is English.
      const name = t('profile.copyName', { name: board.name }).slice(0, BOARD_NAME_MAX);
      const copy = await duplicate({ id: board._id, name }).unwrap();
      await navigate(`/tacticboards/${copy._id}`);
    } catch {
      // Shown from the mutation's error.
    }
  };

  const deleteError = (() => {
    if (!deleteState.error) return null;
    const exercises = referencingExercises(deleteState.error);
    if (exercises?.length) {
      return t('delete.inUse', { exercises: exercises.join(', ') });
    }
    const text = describeBoardError(deleteState.error, { 403: 'delete.forbidden' });
    return t(text.key, text.values);
  })();

  return {
    board,
    loading: isLoading || (deleting && !board),
    loadError: error,
    refetch,
    loggedIn,
    canEdit,
    canManage,
    save,
    saveQuietly,
    savingMeta,
    saveError,
    conflict,
    reload,
    favorite: {
      busy: favoriteState.isLoading,
      set: (id: string, favorite: boolean) => void setFavorite({ id, favorite }),
    },
    copy: { busy: duplicateState.isLoading, make: () => void makeCopy() },
    remove: {
      busy: deleteState.isLoading,
      error: deleteError,
      confirm: (id: string) => void deleteAndLeave(() => deleteBoard(id).unwrap()),
      cancel: deleteState.reset,
    },
    /** A failed favorite or duplicate, shown under the header. */
    actionError: favoriteState.error ?? duplicateState.error,
  };
}

export type BoardProfile = ReturnType<typeof useBoardProfile>;
