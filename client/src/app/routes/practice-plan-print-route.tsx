import Skeleton from '@mui/material/Skeleton';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import { PagePreview } from '../../components/page-preview.tsx';
import { usePlanPitchT } from '../../features/practice-plans/pitch/i18n.ts';
import type { RenderBoardImage } from '../../features/practice-plans/print/print-item.tsx';
import { PrintSheet } from '../../features/practice-plans/print/print-sheet.tsx';
import { useGetTacticBoardQuery } from '../../features/tacticboards/api/tacticboards-api.ts';

/** The first page of a board the plan names, drawn statically (prints as it shows). */
function BoardImage({ boardId, name }: { boardId: string; name: string }) {
  const t = usePlanPitchT();
  const { data, isLoading } = useGetTacticBoardQuery(boardId);
  if (isLoading) {
    return (
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: `${CANVAS_WIDTH} / ${CANVAS_HEIGHT}` }}
      />
    );
  }
  // Gone since the plan was read: the item's title already says what it was.
  if (!data?.pages[0]) return null;
  return <PagePreview page={data.pages[0]} label={t('print.boardImage', { name })} />;
}

const renderBoardImage: RenderBoardImage = (boardId, name) => (
  <BoardImage boardId={boardId} name={name} />
);

export function Component() {
  return <PrintSheet renderBoardImage={renderBoardImage} />;
}
