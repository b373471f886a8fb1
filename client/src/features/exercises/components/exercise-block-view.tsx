import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExerciseItem } from '../api/exercises-api.ts';
import { useExercisesT } from '../i18n.ts';
import type { RenderBoard } from './board-link.tsx';
import { BlockVideo } from './block-video.tsx';
import { MarkdownText } from '../../../components/markdown-text.tsx';

type Block = ExerciseItem['description_blocks'][number];

export function ExerciseBlockView({
  block,
  index,
  renderBoard,
}: {
  block: Block;
  index: number;
  renderBoard: RenderBoard;
}) {
  const t = useExercisesT();
  const title = t('detail.blockTitle', { number: index + 1 });
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {block.time_min > 0 && (
            <Typography color="text.secondary">
              {t('facts.minutes', { count: block.time_min })}
            </Typography>
          )}
        </Stack>
        {block.description && <MarkdownText>{block.description}</MarkdownText>}
        {block.coaching_points && (
          <>
            <Divider />
            <Typography variant="subtitle1" component="h4">
              {t('fields.coachingPoints')}
            </Typography>
            <MarkdownText>{block.coaching_points}</MarkdownText>
          </>
        )}
        {block.video_url && (
          <BlockVideo url={block.video_url} title={t('detail.videoTitle', { block: title })} />
        )}
        {block.tactics_board && (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h4">
              {t('fields.tacticBoard')}
            </Typography>
            {renderBoard(block.tactics_board)}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
