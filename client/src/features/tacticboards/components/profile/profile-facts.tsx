import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TacticBoardItem } from '../../api/tacticboards-api.ts';
import { useUiLanguage } from '../../../../lib/use-ui-language.ts';
import { useTacticBoardsT } from '../../i18n.ts';

/** Who made the board and when it last changed, labels above values. */
export function ProfileFacts({ board }: { board: TacticBoardItem }) {
  const t = useTacticBoardsT();
  const language = useUiLanguage();
  return (
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
        {new Date(board.updatedAt).toLocaleDateString(language)}
      </Typography>
    </Box>
  );
}
