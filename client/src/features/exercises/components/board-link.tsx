import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useExercisesT } from '../i18n.ts';

/** How a block shows the tactic board it references; the route supplies a richer preview. */
export type RenderBoard = (boardId: string) => ReactNode;

function BoardLink({ boardId }: { boardId: string }) {
  const t = useExercisesT();
  return (
    <Link component={RouterLink} to={`/tacticboards/${boardId}`}>
      {t('detail.openBoard')}
    </Link>
  );
}

/** Without the tactic-board feature at hand, a referenced board is a link to it. */
export const boardLink: RenderBoard = (boardId) => <BoardLink boardId={boardId} />;
