import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PagePreview } from '../../../../components/page-preview.tsx';
import type { TacticBoardItem } from '../../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../../i18n.ts';
import { TitledSection } from './titled-section.tsx';

/** A numbered thumbnail of every page of the board. */
export function PagesSection({ board }: { board: TacticBoardItem }) {
  const t = useTacticBoardsT();
  return (
    <TitledSection title={t('profile.pages')}>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {board.pages.map((page, index) => (
          <li key={page._id}>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <PagePreview
                page={page}
                label={t('profile.pageLabel', { name: board.name, number: index + 1 })}
              />
              <Typography variant="caption" component="p" sx={{ px: 1, pt: 0.5 }}>
                {t('profile.pageNumber', { number: index + 1 })}
              </Typography>
              {page.caption && (
                // Below the picture, as the player shows it: over it, it covered the bottom line.
                <Typography
                  variant="caption"
                  component="p"
                  color="text.secondary"
                  sx={{ px: 1, pb: 0.5, overflowWrap: 'anywhere' }}
                >
                  {page.caption}
                </Typography>
              )}
            </Paper>
          </li>
        ))}
      </Box>
    </TitledSection>
  );
}
