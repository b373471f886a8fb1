import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PagePreview } from '../../components/page-preview.tsx';
import { errorStatus } from '../../lib/api-error.ts';
import { boardLink } from '../../features/exercises/components/board-link.tsx';
import { BoardAnimation } from './board-animation.tsx';
import type { BoardOptions } from '../../features/exercises/components/tactic-board-picker.tsx';
import { useExercisesT } from '../../features/exercises/i18n.ts';
import {
  useGetTacticBoardHeadersQuery,
  useGetTacticBoardQuery,
} from '../../features/tacticboards/api/tacticboards-api.ts';

/** The boards the current user can reference from an exercise block, by name. */
export function useTacticBoardOptions(): BoardOptions {
  const { data, isLoading, error } = useGetTacticBoardHeadersQuery({
    sortBy: 'name',
    sortOrder: 'asc',
    limit: 200,
  });
  return useMemo(
    () => ({
      options: (data?.tacticboards ?? []).map(({ _id, name }) => ({ _id, name })),
      loading: isLoading,
      failed: !!error,
    }),
    [data, isLoading, error],
  );
}

/**
 * A referenced board as a card with its first page, linking to its profile; "Play" swaps the
 * picture for the animated player (loaded only then, not for every block on the page).
 */
export function TacticBoardPreview({ boardId }: { boardId: string }) {
  const t = useExercisesT();
  const { data, isLoading, error } = useGetTacticBoardQuery(boardId);
  const [playing, setPlaying] = useState(false);
  if (isLoading) return <Skeleton variant="rounded" height={260} sx={{ maxWidth: 360 }} />;
  // Its owner deleted or hid it: say so rather than link to a page that is not there.
  if (errorStatus(error) === 404) {
    return <Typography color="text.secondary">{t('detail.boardGone')}</Typography>;
  }
  if (error || !data) return boardLink(boardId);
  const details = (
    <CardContent>
      <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {data.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('detail.boardPages', { count: data.pages.length })}
      </Typography>
    </CardContent>
  );
  if (playing) {
    return (
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <BoardAnimation board={data} autoPlay />
        <CardActionArea component={RouterLink} to={`/tacticboards/${boardId}`}>
          {details}
        </CardActionArea>
      </Card>
    );
  }
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardActionArea component={RouterLink} to={`/tacticboards/${boardId}`}>
        <PagePreview page={data.pages[0]} label={data.name} />
        {details}
      </CardActionArea>
      {data.pages.length > 0 && (
        <CardActions>
          <Button size="small" onClick={() => setPlaying(true)}>
            {t('detail.playBoard')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export const renderTacticBoardPreview = (boardId: string) => (
  <TacticBoardPreview boardId={boardId} />
);
