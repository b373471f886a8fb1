import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PagePreview } from '../../../components/page-preview.tsx';
import type { TacticBoardHeaderItem } from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';
import { LockIcon } from './lock-icon.tsx';

const boardPath = (board: TacticBoardHeaderItem) => `/tacticboards/${board._id}`;

function PrivateMark() {
  const t = useTacticBoardsT();
  return (
    <Tooltip title={t('profile.private')}>
      <LockIcon
        fontSize="small"
        color="action"
        role="img"
        aria-label={t('profile.private')}
        aria-hidden={false}
      />
    </Tooltip>
  );
}

function Title({ board }: { board: TacticBoardHeaderItem }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere', flexGrow: 1 }}
      >
        {board.name}
      </Typography>
      {board.isPrivate && <PrivateMark />}
    </Stack>
  );
}

/** A board in the card view: its first page, name, tags and size. */
export function BoardCard({ board }: { board: TacticBoardHeaderItem }) {
  const t = useTacticBoardsT();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={boardPath(board)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <PagePreview
          page={board.firstPage}
          label={t('profile.pageLabel', { name: board.name, number: 1 })}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Title board={board} />
          <Typography variant="body2" color="text.secondary">
            {t('list.pages', { count: board.pageCount })}
            {' · '}
            {t('list.by', { name: board.creator })}
          </Typography>
          {board.tags.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              {board.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A board in the list view: a small preview beside its name. */
export function BoardRow({ board }: { board: TacticBoardHeaderItem }) {
  const t = useTacticBoardsT();
  return (
    <li>
      <ListItemButton component={RouterLink} to={boardPath(board)} divider sx={{ gap: 2 }}>
        <Box sx={{ width: { xs: 80, sm: 120 }, flexShrink: 0 }}>
          <PagePreview
            page={board.firstPage}
            label={t('profile.pageLabel', { name: board.name, number: 1 })}
          />
        </Box>
        <ListItemText
          primary={<Title board={board} />}
          secondary={[
            t('list.pages', { count: board.pageCount }),
            t('list.by', { name: board.creator }),
            board.tags.join(', '),
          ]
            .filter(Boolean)
            .join(' · ')}
          slotProps={{ primary: { component: 'div' } }}
        />
      </ListItemButton>
    </li>
  );
}
