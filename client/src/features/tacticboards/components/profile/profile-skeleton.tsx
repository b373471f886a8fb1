import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTacticBoardsT } from '../../i18n.ts';
import { LoadingShape } from '../../../../components/loading-shape.tsx';

/** The profile's shape while the board loads. */
export function ProfileSkeleton() {
  const t = useTacticBoardsT();
  return (
    <LoadingShape label={t('common.loading')} spacing={2} sx={{ py: 2 }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={36} width="70%" />
      <Skeleton variant="rounded" height={96} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
        <Skeleton variant="rectangular" sx={{ aspectRatio: '1220 / 686', height: 'auto' }} />
      </Box>
    </LoadingShape>
  );
}
