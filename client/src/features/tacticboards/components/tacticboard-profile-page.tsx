import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOARD_NAME_MAX,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  encodeListQuery,
  type TacticBoardMeta,
} from '@courtside/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DialogButton } from '../../../components/dialog-button.tsx';
import { DeleteItemButton } from '../../../components/delete-item-button.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { ItemLoadError } from '../../../components/item-load-error.tsx';
import { ItemPageHeader } from '../../../components/item-page-header.tsx';
import { PagePreview } from '../../../components/page-preview.tsx';
import { useItemPage, type ItemPageApi } from '../../../hooks/use-item-page.ts';
import type { ErrorText } from '../../../lib/api-error.ts';
import {
  useCheckTacticBoardAccessQuery,
  useDeleteTacticBoardMutation,
  useDuplicateTacticBoardMutation,
  useGetTacticBoardQuery,
  useSetTacticBoardFavoriteMutation,
  useUpdateTacticBoardMetaMutation,
  type TacticBoardItem,
} from '../api/tacticboards-api.ts';
import { useTacticBoardsT, type TacticBoardsKey } from '../i18n.ts';
import { describeBoardError, errorStatus, referencingExercises } from '../tacticboard-errors.ts';
import { BoardShareDialog } from './board-share-dialog.tsx';
import { LockIcon } from './lock-icon.tsx';
import { TagAutocomplete } from './tag-autocomplete.tsx';
import { TextSection } from './text-section.tsx';

const tagFilterLink = (tag: string) => `/tacticboards?${encodeListQuery({ in: { tags: [tag] } })}`;

type MetaPatch = Omit<TacticBoardMeta, 'version'>;

/**
 * As wide as fits the picture and its controls on one screen below the page's header (so a
 * visitor on a 1024×768 screen sees the play button without scrolling), between 320 and 960 px.
 */
const PLAYER_MAX_WIDTH = `clamp(320px, calc((100svh - 320px) * ${CANVAS_WIDTH} / ${CANVAS_HEIGHT}), 960px)`;

function ProfileSkeleton() {
  const t = useTacticBoardsT();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')} sx={{ py: 2 }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={36} width="70%" />
      <Skeleton variant="rounded" height={96} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
      </Box>
    </Stack>
  );
}

function NameEditor({
  name,
  onSave,
  onDone,
}: {
  name: string;
  onSave: (name: string) => Promise<void>;
  onDone: () => void;
}) {
  const t = useTacticBoardsT();
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = draft.trim();
    const invalid = trimmed ? null : t('validation.required');
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave(trimmed);
      onDone();
    } catch {
      setSaving(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, flexGrow: 1 }}
    >
      <TextField
        label={t('profile.name')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={!!problem}
        helperText={problem ?? ' '}
        autoFocus
        size="small"
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { maxLength: BOARD_NAME_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Pages({ board }: { board: TacticBoardItem }) {
  const t = useTacticBoardsT();
  return (
    <Stack component="section" spacing={1} aria-labelledby="board-pages-heading">
      <Typography id="board-pages-heading" variant="h6" component="h2">
        {t('profile.pages')}
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {board.pages.map((page, index) => (
          <li key={page._id}>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <PagePreview
                page={page}
                label={t('profile.pageLabel', { name: board.name, number: index + 1 })}
              />
              <Typography variant="caption" component="p" sx={{ px: 1, py: 0.5 }}>
                {t('profile.pageNumber', { number: index + 1 })}
              </Typography>
            </Paper>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

const BOARD_PAGE: ItemPageApi<TacticBoardItem> = {
  useItemQuery: useGetTacticBoardQuery,
  useAccessQuery: useCheckTacticBoardAccessQuery,
  listPath: '/tacticboards',
};

export interface TacticBoardProfilePageProps {
  /** The board's animated player; the route supplies it from the board editor's feature. */
  renderPlayer?: (board: TacticBoardItem) => ReactNode;
}

export function TacticBoardProfilePage(props: TacticBoardProfilePageProps) {
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
  const [renaming, setRenaming] = useState(false);
  const [saveError, setSaveError] = useState<ErrorText<TacticBoardsKey> | null>(null);
  const [conflict, setConflict] = useState(false);
  const [savingMeta, setSavingMeta] = useState(false);
  // What the last save returned, until the refetch it triggers brings the same or newer.
  const [saved, setSaved] = useState<TacticBoardItem | null>(null);
  const board =
    saved && loaded && saved._id === loaded._id && saved.version > loaded.version ? saved : loaded;

  if (isLoading || (deleting && !board)) return <ProfileSkeleton />;
  if (error || !board) {
    return (
      <ItemLoadError
        documentTitle={t('profile.documentTitle', { name: t('profile.fallbackName') })}
        message={t('loadingTacticBoardError')}
        retry={
          errorStatus(error) === 404
            ? undefined
            : { label: t('common.retry'), onClick: () => void refetch() }
        }
        back={{ label: t('profile.backToList'), to: '/tacticboards' }}
      />
    );
  }

  /** Saves meta data on the version we showed; a 409 means someone else was faster. */
  const save = async (patch: MetaPatch) => {
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
    try {
      const copy = await duplicate(board._id).unwrap();
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
  const actionError = favoriteState.error ?? duplicateState.error;

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 } }}>
      <title>{t('profile.documentTitle', { name: board.name })}</title>
      <ItemPageHeader
        heading={
          renaming ? (
            <NameEditor
              name={board.name}
              onSave={(name) => save({ name })}
              onDone={() => setRenaming(false)}
            />
          ) : (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}
            >
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {board.name}
              </Typography>
              {board.isPrivate && (
                <Chip
                  icon={<LockIcon fontSize="small" />}
                  label={t('profile.private')}
                  size="small"
                  variant="outlined"
                />
              )}
              {canEdit && (
                <Button size="small" onClick={() => setRenaming(true)}>
                  {t('profile.rename')}
                </Button>
              )}
            </Stack>
          )
        }
      >
        {canEdit && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/tacticboards/${board._id}/update`}
          >
            {t('profile.openEditor')}
          </Button>
        )}
        {loggedIn && (
          <FavoriteButton
            t={t}
            favorite={board.favorite}
            busy={favoriteState.isLoading}
            onChange={(favorite) => void setFavorite({ id: board._id, favorite })}
          />
        )}
        {loggedIn && (
          <Button
            variant="outlined"
            loading={duplicateState.isLoading}
            onClick={() => void makeCopy()}
          >
            {t('profile.duplicate')}
          </Button>
        )}
        {canManage && (
          <DialogButton
            label={t('profile.share')}
            renderDialog={(open, onClose) => (
              <BoardShareDialog boardId={board._id} open={open} onClose={onClose} />
            )}
          />
        )}
        {canManage && (
          <DeleteItemButton
            t={t}
            label={t('profile.delete')}
            name={board.name}
            busy={deleteState.isLoading}
            error={deleteError}
            onConfirm={() => void deleteAndLeave(() => deleteBoard(board._id).unwrap())}
            onCancel={deleteState.reset}
          />
        )}
      </ItemPageHeader>

      {actionError && (
        <Alert severity="error">
          {t(describeBoardError(actionError).key, describeBoardError(actionError).values)}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('profile.reload')}
            </Button>
          }
        >
          {t('profile.conflict')}
        </Alert>
      )}
      {saveError && <Alert severity="error">{t(saveError.key, saveError.values)}</Alert>}

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
          columnGap: 4,
          m: 0,
        }}
      >
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('profile.creator')}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          {t('profile.updated')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {board.creator}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {new Date(board.updatedAt).toLocaleDateString()}
        </Typography>
      </Box>

      {props.renderPlayer && board.pages.length > 0 && (
        <Stack component="section" spacing={1} aria-labelledby="board-animation-heading">
          <Typography id="board-animation-heading" variant="h6" component="h2">
            {t('profile.animation')}
          </Typography>
          <Box sx={{ maxWidth: PLAYER_MAX_WIDTH }}>{props.renderPlayer(board)}</Box>
        </Stack>
      )}

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('profile.tags')}
        </Typography>
        {canEdit ? (
          <Box sx={{ maxWidth: 640 }}>
            <TagAutocomplete
              label={t('profile.addTags')}
              value={board.tags}
              onChange={(tags) => saveQuietly({ tags })}
              freeEntry
              size="small"
            />
          </Box>
        ) : board.tags.length ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {board.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                component={RouterLink}
                to={tagFilterLink(tag)}
                clickable
              />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('profile.noTags')}</Typography>
        )}
      </Stack>

      {/* Who may see the board is the owner's (or an admin's) call, not an edit grantee's. */}
      {canManage && (
        <Stack spacing={0.5}>
          <FormControlLabel
            control={
              <Switch
                checked={board.isPrivate}
                disabled={savingMeta}
                onChange={(event) => saveQuietly({ isPrivate: event.target.checked })}
              />
            }
            label={t('profile.private')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('profile.privateHint')}
          </Typography>
        </Stack>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextSection
          title={t('profile.description')}
          editLabel={t('profile.editDescription')}
          value={board.description}
          canEdit={canEdit}
          onSave={(description) => save({ description })}
        />
        <TextSection
          title={t('profile.coachingPoints')}
          editLabel={t('profile.editCoachingPoints')}
          value={board.coaching_points}
          canEdit={canEdit}
          onSave={(coaching_points) => save({ coaching_points })}
        />
      </Box>

      <Pages board={board} />
    </Stack>
  );
}
