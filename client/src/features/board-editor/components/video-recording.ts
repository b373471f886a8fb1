import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_FPS,
  pickRecordingMimeType,
} from '@courtside/domain';

export interface VideoRecording {
  /** Ends the recording; resolves once the video has been handed to the browser as a download. */
  finish(): Promise<void>;
  /** Ends the recording and drops the video. */
  cancel(): Promise<void>;
}

/** What is recorded: a canvas of the board's size and how to draw it at a moment of the run. */
export interface RecordingSource {
  readonly canvas: HTMLCanvasElement;
  /** Draws the animation `timeMs` after the recording started. */
  draw(timeMs: number): void;
  dispose(): void;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Remuxing takes well under a second; far longer means it is stuck, and the file must not wait. */
const REMUX_TIMEOUT_MS = 20_000;

/**
 * A MediaRecorder WebM states no duration; rewriting it (lazily, with mediabunny) adds one. The
 * video as recorded is handed over when that fails or takes too long: a file without a stated
 * length is better than none.
 */
async function playable(blob: Blob): Promise<Blob> {
  if (!blob.type.startsWith('video/webm')) return blob;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Blob>((resolve) => {
    timer = setTimeout(() => {
      console.warn('recorded video kept as recorded: remux took too long');
      resolve(blob);
    }, REMUX_TIMEOUT_MS);
  });
  try {
    const { remuxWebm } = await import('../export/remux-webm.ts');
    return await Promise.race([remuxWebm(blob), late]);
  } catch (error) {
    console.warn('recorded video kept as recorded', error);
    return blob;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Records the board as video (spec §9: 60 fps, 8 Mbit/s, a chunk every 200 ms, webm before mp4).
 * The source is redrawn and a frame requested on every animation frame, so the stream has a
 * frame each time even while nothing moves, at the board's size rather than the window's.
 * `fileName` gets the format actually recorded; `onError` hears of failures, including a
 * recording that yielded no video, so the coach can be told.
 */
export function startVideoRecording(
  source: RecordingSource,
  fileName: (mimeType: string) => string,
  onError: (error: unknown) => void,
): VideoRecording {
  const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
  const { canvas } = source;
  const startedAt = performance.now();
  source.draw(0);
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  let frame = 0;
  let lastFrameIndex = -1;
  // One frame per 1/60 s of the run, drawn on the display's refresh: a 120 Hz screen does not
  // double the file, and a repaint is never skipped because nothing moved.
  const tick = () => {
    const elapsed = performance.now() - startedAt;
    const frameIndex = Math.floor((elapsed * RECORDING_FPS) / 1000);
    if (frameIndex !== lastFrameIndex) {
      lastFrameIndex = frameIndex;
      source.draw(elapsed);
      track?.requestFrame();
    }
    frame = requestAnimationFrame(tick);
  };
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: RECORDING_BITS_PER_SECOND,
  });
  const chunks: Blob[] = [];
  let discard = false;
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('error', (event) => onError(event));
  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener('stop', () => {
      cancelAnimationFrame(frame);
      for (const streamTrack of stream.getTracks()) streamTrack.stop();
      source.dispose();
      if (discard) {
        resolve();
        return;
      }
      const type = recorder.mimeType || mimeType || 'video/mp4';
      if (chunks.length === 0) {
        onError(new Error('the recorder delivered no video'));
        resolve();
        return;
      }
      void playable(new Blob(chunks, { type }))
        .then((blob) => download(blob, fileName(type)))
        .finally(resolve);
    });
  });
  recorder.start(RECORDING_CHUNK_MS);
  tick();
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
    return stopped;
  };
  return {
    finish: stop,
    cancel: () => {
      discard = true;
      return stop();
    },
  };
}
