import Box from '@mui/material/Box';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '@courtside/domain';
import type { ReactNode } from 'react';
import { useTacticBoardsT } from '../../i18n.ts';
import { TitledSection } from './titled-section.tsx';

/**
 * As wide as fits the picture and its controls on one screen below the page's header (so a
 * visitor on a 1024×768 screen sees the play button without scrolling), between 320 and 960 px.
 */
const PLAYER_MAX_WIDTH = `clamp(320px, calc((100svh - 320px) * ${CANVAS_WIDTH} / ${CANVAS_HEIGHT}), 960px)`;

/** The board's animated player, under its own heading. */
export function AnimationSection({ player }: { player: ReactNode }) {
  const t = useTacticBoardsT();
  return (
    <TitledSection title={t('profile.animation')}>
      <Box sx={{ maxWidth: PLAYER_MAX_WIDTH }}>{player}</Box>
    </TitledSection>
  );
}
