import { recordingFileName } from '@courtside/domain';
import { startVideoRecording } from '../components/video-recording.ts';
import type { FrameRenderer } from './frame-renderer.ts';
import { VideoExportError, type VideoExportProgress } from './encode-video.ts';

export interface RecordLiveOptions {
  boardName: string | undefined;
  signal: AbortSignal;
  onProgress: (progress: VideoExportProgress) => void;
}

/** How often the progress of a real-time recording is told. */
const PROGRESS_EVERY_MS = 250;

/**
 * The export where WebCodecs is missing: the spec's recorder (MediaRecorder, 60 fps) records the
 * timeline as it plays in real time, one run through every page, and downloads it. Resolves to
 * the file's name; rejects with `unsupported` without MediaRecorder, `cancelled` when aborted.
 */
export async function recordLive(renderer: FrameRenderer, options: RecordLiveOptions) {
  const { signal, onProgress } = options;
  if (typeof MediaRecorder === 'undefined') throw new VideoExportError('unsupported');
  const lengthMs = renderer.animation.videoLengthMs;
  const total = renderer.animation.videoFrameCount(60);
  let fileName = '';
  let failure: unknown;
  let cutShort = false;
  const startedAt = performance.now();
  const recording = startVideoRecording(
    { canvas: renderer.canvas, draw: (timeMs) => renderer.renderAt(timeMs), dispose: () => {} },
    (mimeType) => (fileName = recordingFileName(options.boardName, mimeType)),
    (error) => (failure ??= error),
    { onCutShort: () => (cutShort = true) },
  );
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(end);
      clearInterval(ticker);
      signal.removeEventListener('abort', done);
      resolve();
    };
    // One frame past the end, so the last page's rest is in the file.
    const end = setTimeout(done, lengthMs + 1000 / 60);
    const ticker = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      onProgress({
        done: Math.min(total, Math.round((elapsed / lengthMs) * total)),
        total,
        remainingMs: Math.max(0, lengthMs - elapsed),
      });
      if (failure !== undefined) done();
    }, PROGRESS_EVERY_MS);
    signal.addEventListener('abort', done);
  });
  if (signal.aborted) {
    await recording.cancel();
    throw new VideoExportError('cancelled');
  }
  await recording.finish();
  if (failure !== undefined || fileName === '') throw new VideoExportError('failed', failure);
  // The file was downloaded all the same; the coach must know it is not the whole animation.
  if (cutShort) throw new VideoExportError('cutShort');
  return fileName;
}
