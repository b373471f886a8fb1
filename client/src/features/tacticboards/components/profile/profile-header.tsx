import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeleteItemButton } from '../../../../components/delete-item-button.tsx';
import { FavoriteButton } from '../../../../components/favorite-button.tsx';
import { ItemPageHeader } from '../../../../components/item-page-header.tsx';
import { ShareButton } from '../../../../components/share-button.tsx';
import { shareApiOf } from '../../../../hooks/use-share-calls.ts';
import { tacticboardsApi, type TacticBoardItem } from '../../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../../i18n.ts';
import { describeBoardError } from '../../tacticboard-errors.ts';
import { LockIcon } from '../lock-icon.tsx';
import { NameEditor } from './name-editor.tsx';
import type { BoardProfile } from './use-board-profile.ts';

/** The board's name (renamed in place) and what the user may do with it. */
/** The share button's calls and error texts for a board. */
const SHARING = {
  api: shareApiOf(tacticboardsApi.endpoints, 'TacticBoard'),
  describeError: describeBoardError,
};

export function ProfileHeader({
  board,
  profile,
}: {
  board: TacticBoardItem;
  profile: BoardProfile;
}) {
  const t = useTacticBoardsT();
  const { loggedIn, canEdit, canManage, favorite, copy, remove } = profile;
  const [renaming, setRenaming] = useState(false);
  return (
    <ItemPageHeader
      heading={
        renaming ? (
          <NameEditor
            name={board.name}
            onSave={(name) => profile.save({ name })}
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
                sx={{ flexShrink: 0 }}
              />
            )}
            {canEdit && (
              // The name wraps on a phone; squeezed instead, the button's word ran into the chip.
              <Button size="small" onClick={() => setRenaming(true)} sx={{ flexShrink: 0 }}>
                {t('profile.rename')}
              </Button>
            )}
          </Stack>
        )
      }
    >
      {canEdit && (
        <Button variant="contained" component={RouterLink} to={`/tacticboards/${board._id}/update`}>
          {t('profile.openEditor')}
        </Button>
      )}
      {loggedIn && (
        <FavoriteButton
          t={t}
          favorite={board.favorite}
          busy={favorite.busy}
          onChange={(value) => favorite.set(board._id, value)}
        />
      )}
      {loggedIn && (
        <Button variant="outlined" loading={copy.busy} onClick={copy.make}>
          {t('profile.duplicate')}
        </Button>
      )}
      {canManage && <ShareButton label={t('profile.share')} id={board._id} t={t} {...SHARING} />}
      {canManage && (
        <DeleteItemButton
          t={t}
          label={t('profile.delete')}
          name={board.name}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => remove.confirm(board._id)}
          onCancel={remove.cancel}
        />
      )}
    </ItemPageHeader>
  );
}
