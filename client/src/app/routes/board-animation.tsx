import type { Page } from '@courtside/domain';
import { useMemo } from 'react';
import { BoardPlayer } from '../../features/board-editor/player/lazy-board-player.tsx';
import type { TacticBoardItem } from '../../features/tacticboards/api/tacticboards-api.ts';

/** A stored board's pages as the player draws them (without their ids and revisions). */
function playerPages(pages: TacticBoardItem['pages']): Page[] {
  return pages.map(({ _id, revision: _revision, ...page }) => page);
}

/** A board's animated player wherever a board is shown: its profile and exercise blocks. */
export function BoardAnimation({
  board,
  autoPlay = false,
}: {
  board: TacticBoardItem;
  autoPlay?: boolean;
}) {
  // The query keeps unchanged pages the same object, so renaming the board keeps the player.
  const pages = useMemo(() => playerPages(board.pages), [board.pages]);
  return <BoardPlayer pages={pages} title={board.name} autoPlay={autoPlay} />;
}

export const renderBoardAnimation = (board: TacticBoardItem) => <BoardAnimation board={board} />;
