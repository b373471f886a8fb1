import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorStatus } from '../../lib/api-error.ts';
import { useGetExerciseQuery } from '../../features/exercises/api/exercises-api.ts';
import { ExerciseBlockView } from '../../features/exercises/components/exercise-block-view.tsx';
import { usePracticePlansT } from '../../features/practice-plans/i18n.ts';
import { usePlanPitchT } from '../../features/practice-plans/pitch/i18n.ts';
import type { PitchRenderers } from '../../features/practice-plans/pitch/pitch-step-view.tsx';
import { PitchView } from '../../features/practice-plans/pitch/pitch-view.tsx';
import { useGetTacticBoardQuery } from '../../features/tacticboards/api/tacticboards-api.ts';
import { BoardAnimation } from './board-animation.tsx';

/** Why a board or exercise the plan names cannot be shown: gone (404) or not loaded. */
function NotShown({ gone, failed }: { gone: boolean; failed: string }) {
  const tPlans = usePracticePlansT();
  return (
    <Typography color="text.secondary">{gone ? tPlans('common.unavailable') : failed}</Typography>
  );
}

/** A board at the pitch plays straight away: the coach shows it to the players. */
function PitchBoard({ boardId }: { boardId: string }) {
  const t = usePlanPitchT();
  const { data, isLoading, error } = useGetTacticBoardQuery(boardId);
  if (isLoading)
    return <Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 9' }} />;
  if (!data) return <NotShown gone={errorStatus(error) === 404} failed={t('common.boardFailed')} />;
  if (data.pages.length === 0) return null;
  return <BoardAnimation board={data} autoPlay />;
}

const renderPitchBoard = (boardId: string) => <PitchBoard boardId={boardId} />;

/** The exercise's blocks as its own page shows them, with their boards playing. */
function PitchExercise({ exerciseId }: { exerciseId: string }) {
  const t = usePlanPitchT();
  const { data, isLoading, error } = useGetExerciseQuery(exerciseId);
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (!data) {
    return <NotShown gone={errorStatus(error) === 404} failed={t('common.exerciseFailed')} />;
  }
  if (data.description_blocks.length === 0) {
    return <Typography color="text.secondary">{t('common.noDescription')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      {data.description_blocks.map((block, index) => (
        <ExerciseBlockView
          key={block._id}
          block={block}
          index={index}
          renderBoard={renderPitchBoard}
        />
      ))}
    </Stack>
  );
}

const renderers: PitchRenderers = {
  exercise: (exerciseId) => <PitchExercise exerciseId={exerciseId} />,
  board: renderPitchBoard,
};

export function Component() {
  return <PitchView renderers={renderers} />;
}
