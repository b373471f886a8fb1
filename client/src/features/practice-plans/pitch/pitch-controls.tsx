import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatCountdown } from './countdown.ts';
import { usePlanPitchT } from './i18n.ts';
import { PitchIcon } from './pitch-icons.tsx';
import type { ItemTimer } from './use-pitch-timers.ts';

/** Big enough for a cold thumb in a glove. */
const TOUCH_SIZE = 56;

// On the red "time's up" bar the buttons turn white so that they keep their contrast.
const onAlert = {
  contained: {
    bgcolor: 'common.white',
    color: 'error.dark',
    '&:hover': { bgcolor: 'grey.100' },
    '&.Mui-disabled': { bgcolor: 'rgba(255, 255, 255, 0.3)', color: 'rgba(255, 255, 255, 0.7)' },
  },
  outlined: {
    color: 'common.white',
    borderColor: 'common.white',
    '&.Mui-disabled': {
      color: 'rgba(255, 255, 255, 0.6)',
      borderColor: 'rgba(255, 255, 255, 0.4)',
    },
  },
} satisfies Record<string, SxProps<Theme>>;

function TimerRow({ timer }: { timer: ItemTimer }) {
  const t = usePlanPitchT();
  const finished = timer.phase === 'finished';
  const running = timer.phase === 'running';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box
          role="timer"
          aria-label={t('timer.label')}
          sx={{
            fontSize: { xs: '2.5rem', sm: '3rem' },
            lineHeight: 1.1,
            fontWeight: 500,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {formatCountdown(timer.remainingMs)}
        </Box>
        <Box role="status" sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}>
          {finished ? t('timer.timesUp') : null}
        </Box>
      </Box>
      {finished ? (
        // Time's up: the one thing left to do with this timer is to set it back.
        <Button
          variant="contained"
          onClick={timer.reset}
          startIcon={<PitchIcon name="reset" />}
          sx={{ minHeight: TOUCH_SIZE, ...onAlert.contained }}
        >
          {t('timer.reset')}
        </Button>
      ) : (
        <>
          <Button
            variant="contained"
            onClick={running ? timer.pause : timer.start}
            startIcon={<PitchIcon name={running ? 'pause' : 'play'} />}
            sx={{ minHeight: TOUCH_SIZE, minWidth: 120 }}
          >
            {running
              ? t('timer.pause')
              : timer.phase === 'paused'
                ? t('timer.resume')
                : t('timer.start')}
          </Button>
          <IconButton
            color="primary"
            aria-label={t('timer.reset')}
            title={t('timer.reset')}
            disabled={timer.phase === 'ready'}
            onClick={timer.reset}
            sx={{
              width: TOUCH_SIZE,
              height: TOUCH_SIZE,
              border: 1,
              borderColor: 'currentColor',
              borderRadius: 1,
            }}
          >
            <PitchIcon name="reset" />
          </IconButton>
        </>
      )}
    </Stack>
  );
}

/**
 * The bar at the bottom of the pitch view: the item's count-down (where the item takes time)
 * and Previous/Next. It stays in reach while the item's details scroll, and turns red when the
 * time is up, so it shows across the pitch.
 */
export function PitchControls({
  timer,
  onPrevious,
  onNext,
}: {
  timer: ItemTimer | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const t = usePlanPitchT();
  const finished = timer?.phase === 'finished';
  return (
    <Paper
      component="section"
      aria-label={t('pitch.controls')}
      elevation={8}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'appBar',
        mx: { xs: -2, sm: 0 },
        px: 2,
        py: 1.5,
        borderRadius: { xs: 0, sm: 2 },
        transition: 'background-color 200ms',
        ...(finished ? { bgcolor: 'error.main', color: 'error.contrastText' } : {}),
      }}
    >
      {/* Stacked on a phone; side by side where the screen is wide enough. */}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1.5, md: 3 } }}>
        {timer && (
          <Box sx={{ flex: { md: 1 } }}>
            <TimerRow timer={timer} />
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ flex: { md: 1 }, alignItems: 'center' }}>
          <Button
            fullWidth
            size="large"
            variant="outlined"
            disabled={!onPrevious}
            onClick={onPrevious ?? undefined}
            startIcon={<PitchIcon name="previous" />}
            sx={{ minHeight: TOUCH_SIZE, ...(finished ? onAlert.outlined : {}) }}
          >
            {t('pitch.previous')}
          </Button>
          <Button
            fullWidth
            size="large"
            variant="contained"
            disabled={!onNext}
            onClick={onNext ?? undefined}
            endIcon={<PitchIcon name="next" />}
            sx={{ minHeight: TOUCH_SIZE, ...(finished ? onAlert.contained : {}) }}
          >
            {t('pitch.next')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
