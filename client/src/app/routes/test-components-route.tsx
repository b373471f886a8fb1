import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemListCard } from '../../components/item-list-card.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PageLoading } from '../../components/page-loading.tsx';

// fabric stays out of this route's chunk until the canvas is asked for.
const CanvasPlayground = lazy(
  () => import('../../features/board-editor/canvas/canvas-playground.tsx'),
);

/** The test-components screen: shared components in their states, reachable by URL only. */
export function Component() {
  const { t } = useTranslation();
  const [showCanvas, setShowCanvas] = useState(false);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${t('breadcrumbs.componentsTest')} – ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1">
        {t('breadcrumbs.componentsTest')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained">{t('testComponents.primary')}</Button>
        <Button variant="outlined">{t('testComponents.secondary')}</Button>
        <LanguageSwitch />
      </Stack>
      <ItemListCard
        title={t('testComponents.loadingList')}
        items={undefined}
        isLoading
        isError={false}
        emptyText={t('testComponents.emptyList')}
      />
      <ItemListCard
        title={t('testComponents.emptyListTitle')}
        items={[]}
        isLoading={false}
        isError={false}
        emptyText={t('testComponents.emptyList')}
      />
      <PageLoading sample />
      {showCanvas ? (
        <Suspense fallback={<PageLoading />}>
          <CanvasPlayground />
        </Suspense>
      ) : (
        <Button variant="outlined" onClick={() => setShowCanvas(true)} sx={{ alignSelf: 'start' }}>
          {t('testComponents.showCanvas')}
        </Button>
      )}
    </Stack>
  );
}
