import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  VIDEO_EXPORT_FPS,
  VIDEO_EXPORT_SIZES,
  recordingFileName,
  type Page,
  type VideoExportFps,
  type VideoExportSize,
} from '@courtside/domain';
import { useEffect, useRef, useState } from 'react';
import { createFabricFrameRenderer } from '../canvas/fabric-frame-renderer.ts';
import { download } from '../components/video-recording.ts';
import { useBoardEditorT } from '../i18n.ts';
import { recordLive } from './record-live.ts';
import {
  VideoExportError,
  encodeVideo,
  type VideoContainer,
  type VideoExportFailure,
  type VideoExportProgress,
} from './encode-video.ts';
import type { CreateFrameRenderer } from './frame-renderer.ts';
import { useDescribeDodgeballs } from './use-describe-dodgeballs.ts';

export interface VideoExportDialogProps {
  open: boolean;
  onClose: () => void;
  boardName: string | undefined;
  /** The pages to export, read when the export starts. */
  pages: () => readonly Page[];
  createRenderer?: CreateFrameRenderer;
  /** The fast offline encoder; tests pass a fake. */
  encode?: typeof encodeVideo;
  /** The real-time recorder used where the browser cannot encode; tests pass a fake. */
  record?: typeof recordLive;
}

type Run =
  | { phase: 'idle' }
  | {
      phase: 'running';
      progress: VideoExportProgress | undefined;
      /** Set while the real-time recorder runs: how long the recording takes. */
      realTimeMs: number | undefined;
    }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; reason: VideoExportFailure };

/** A cancel is the coach's own doing; a video cut short was downloaded all the same. */
const FAILURE_SEVERITY: Partial<Record<VideoExportFailure, 'info' | 'warning'>> = {
  cancelled: 'info',
  cutShort: 'warning',
};

const SIZE_KEYS = Object.keys(VIDEO_EXPORT_SIZES) as VideoExportSize[];
const CONTAINERS: VideoContainer[] = ['mp4', 'webm'];

/** Options, progress and result of a video export; lazy-loaded with mediabunny. */
export default function VideoExportDialog(props: VideoExportDialogProps) {
  const { open, onClose } = props;
  const t = useBoardEditorT();
  const [size, setSize] = useState<VideoExportSize>('board');
  const [fps, setFps] = useState<VideoExportFps>(60);
  const [container, setContainer] = useState<VideoContainer>('mp4');
  const [title, setTitle] = useState(false);
  const [dodgeballs, setDodgeballs] = useState(false);
  const [keeperZones, setKeeperZones] = useState(false);
  const describeDodgeballs = useDescribeDodgeballs();
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const shown = run.phase === 'running' && run.realTimeMs !== undefined ? 'real-time' : run.phase;

  useEffect(() => () => abort.current?.abort(), []);

  // On a phone the options fill the dialog: what the export is doing comes into view.
  useEffect(() => {
    if (shown !== 'idle') status.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);

  const running = run.phase === 'running';

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setRun({ phase: 'running', progress: undefined, realTimeMs: undefined });
    const { width, height } = VIDEO_EXPORT_SIZES[size];
    const pages = props.pages();
    const createRenderer = props.createRenderer ?? createFabricFrameRenderer;
    let renderer: Awaited<ReturnType<CreateFrameRenderer>> | undefined;
    try {
      renderer = await createRenderer(pages, {
        width,
        height,
        once: true,
        ...(title && props.boardName ? { title: props.boardName } : {}),
      });
      // The player's overlays, burned into the video when asked for.
      if (dodgeballs) renderer.setDodgeballOverlay?.(describeDodgeballs);
      if (keeperZones) renderer.setKeeperZones?.(true);
      const realTimeMs = renderer.animation.videoLengthMs;
      const onProgress = (realTime: boolean) => (progress: VideoExportProgress) => {
        if (controller.signal.aborted) return;
        setRun({ phase: 'running', progress, realTimeMs: realTime ? realTimeMs : undefined });
      };
      const encode = props.encode ?? encodeVideo;
      try {
        const video = await encode(renderer, {
          fps,
          width,
          height,
          container,
          signal: controller.signal,
          onProgress: onProgress(false),
        });
        const fileName = recordingFileName(props.boardName, video.mimeType);
        download(video.blob, fileName);
        setRun({ phase: 'done', fileName });
      } catch (error) {
        if (!(error instanceof VideoExportError && error.reason === 'unsupported')) throw error;
        // No WebCodecs here: the spec's recorder records the run in real time instead.
        setRun({ phase: 'running', progress: undefined, realTimeMs });
        const fileName = await (props.record ?? recordLive)(renderer, {
          boardName: props.boardName,
          signal: controller.signal,
          onProgress: onProgress(true),
        });
        setRun({ phase: 'done', fileName });
      }
    } catch (error) {
      const reason = error instanceof VideoExportError ? error.reason : 'failed';
      if (reason !== 'cancelled') console.error('video export failed', error);
      setRun({ phase: 'failed', reason });
    } finally {
      renderer?.dispose();
      if (abort.current === controller) abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setRun({ phase: 'idle' });
    onClose();
  };

  const progress = run.phase === 'running' ? run.progress : undefined;
  const percent = progress ? (progress.done / progress.total) * 100 : 0;

  return (
    <Dialog open={open} onClose={running ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{t('videoExport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl disabled={running}>
            <FormLabel id="video-export-size">{t('videoExport.size')}</FormLabel>
            <RadioGroup
              aria-labelledby="video-export-size"
              value={size}
              onChange={(event) => setSize(event.target.value as VideoExportSize)}
            >
              {SIZE_KEYS.map((key) => (
                <FormControlLabel
                  key={key}
                  value={key}
                  control={<Radio />}
                  label={t(`videoExport.sizes.${key}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl disabled={running}>
            <FormLabel id="video-export-fps">{t('videoExport.fps')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="video-export-fps"
              value={String(fps)}
              onChange={(event) => setFps(Number(event.target.value) as VideoExportFps)}
            >
              {VIDEO_EXPORT_FPS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={String(value)}
                  control={<Radio />}
                  label={t('videoExport.fpsValue', { fps: value })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl disabled={running}>
            <FormLabel id="video-export-format">{t('videoExport.format')}</FormLabel>
            <RadioGroup
              aria-labelledby="video-export-format"
              value={container}
              onChange={(event) => setContainer(event.target.value as VideoContainer)}
            >
              {CONTAINERS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`videoExport.formats.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            disabled={running}
            control={
              <Switch checked={title} onChange={(event) => setTitle(event.target.checked)} />
            }
            label={t('videoExport.titleOverlay')}
          />
          <FormControlLabel
            disabled={running}
            control={
              <Switch
                checked={dodgeballs}
                onChange={(event) => setDodgeballs(event.target.checked)}
              />
            }
            label={t('videoExport.dodgeballOverlay')}
          />
          <FormControlLabel
            disabled={running}
            control={
              <Switch
                checked={keeperZones}
                onChange={(event) => setKeeperZones(event.target.checked)}
              />
            }
            label={t('videoExport.keeperZones')}
          />
          {running && (
            <Stack ref={status} spacing={1} aria-live="polite">
              {run.realTimeMs !== undefined && (
                <Alert severity="info">
                  {t('videoExport.realTime', {
                    seconds: Math.ceil(run.realTimeMs / 1000),
                  })}
                </Alert>
              )}
              <LinearProgress
                variant={progress ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('videoExport.title')}
              />
              <Typography variant="body2">
                {progress ? (
                  <>
                    {t('videoExport.progress', { done: progress.done, total: progress.total })}
                    {' · '}
                    {progress.remainingMs !== undefined
                      ? t('videoExport.remaining', {
                          seconds: Math.max(1, Math.ceil(progress.remainingMs / 1000)),
                        })
                      : t('videoExport.estimating')}
                  </>
                ) : (
                  t('videoExport.estimating')
                )}
              </Typography>
            </Stack>
          )}
          {run.phase === 'done' && (
            <Alert ref={status} severity="success">
              {t('videoExport.done', { file: run.fileName })}
            </Alert>
          )}
          {run.phase === 'failed' && (
            <Alert ref={status} severity={FAILURE_SEVERITY[run.reason] ?? 'error'}>
              {t(`videoExport.errors.${run.reason}`)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button onClick={() => abort.current?.abort()}>{t('common.cancel')}</Button>
        ) : (
          <>
            <Button onClick={close}>{t('videoExport.close')}</Button>
            <Button variant="contained" onClick={() => void start()}>
              {t('videoExport.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
