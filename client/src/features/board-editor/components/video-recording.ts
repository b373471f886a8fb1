import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_FPS,
  pickRecordingMimeType,
} from '@courtside/domain';

export interface VideoRecording {
  /**
   * Ends the recording; resolves once the video has been handed to the browser as a download.
   * `atRunEnd`: the run went through to its end, so the video ends where the picture's run does
   * (the source's `lengthMs`), not at this moment, which a busy device reaches later.
   */
  finish(atRunEnd?: boolean): Promise<void>;
  /** Ends the recording and drops the video. */
  cancel(): Promise<void>;
}

/** What is recorded: a canvas of the board's size and how to draw it at a moment of the run. */
export interface RecordingSource {
  readonly canvas: HTMLCanvasElement;
  /** Draws the animation `timeMs` after the recording started. */
  draw(timeMs: number): void;
  /** How long the whole run lasts in the picture's time (ms), when known. */
  readonly lengthMs?: number;
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
 * A MediaRecorder WebM states no duration; rewriting it (lazily, with mediabunny) adds one and
 * cuts off what was recorded after `endMs`. The video as recorded is handed over when that fails
 * or takes too long: a file without a stated length is better than none.
 */
async function playable(blob: Blob, endMs: number): Promise<Blob> {
  if (!isWebm(blob.type)) return blob;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Blob>((resolve) => {
    timer = setTimeout(() => {
      console.warn('recorded video kept as recorded: remux took too long');
      resolve(blob);
    }, REMUX_TIMEOUT_MS);
  });
  try {
    const { remuxWebm } = await import('../export/remux-webm.ts');
    return await Promise.race([remuxWebm(blob, endMs), late]);
  } catch (error) {
    console.warn('recorded video kept as recorded', error);
    return blob;
  } finally {
    clearTimeout(timer);
  }
}

const isWebm = (type: string) => type.startsWith('video/webm');

/** How far the video recorded so far reaches, in ms; 0 when that cannot be read. */
async function recordedLengthOf(blob: Blob): Promise<number> {
  const { recordedLengthMs } = await import('../export/remux-webm.ts');
  return recordedLengthMs(blob);
}

/**
 * Chromium's encoder falls behind the frames a busy device draws and drops what it has not
 * encoded when the recorder stops: videos ended seconds early, at the first page. So the
 * recording goes on, holding the last picture, until the video reaches the end of the run, at
 * most this long, and the rewrite cuts off the extra.
 */
const CATCH_UP_LIMIT_MS = 15_000;
/** …and no longer than this without the video growing. */
const CATCH_UP_STALL_MS = 3_000;
/** A video this much shorter than the run is cut short, and the coach hears of it. */
const SHORT_BY_MS = 250;

export interface RecordingOptions {
  /** Hears of a video that ends before the run did (the device was too busy): it is still kept. */
  onCutShort?: (recordedMs: number, lengthMs: number) => void;
  /** How far recorded chunks reach in ms (tests give their own; WebM is read with mediabunny). */
  recordedLength?: (blob: Blob) => Promise<number>;
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
  options: RecordingOptions = {},
): VideoRecording {
  const { onCutShort, recordedLength = recordedLengthOf } = options;
  const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
  const { canvas } = source;
  const startedAt = performance.now();
  source.draw(0);
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  let frame = 0;
  let lastFrameIndex = -1;
  /** Where the run ended: later frames show it, while the encoder catches up. */
  let endMs: number | undefined;
  // One frame per 1/60 s of the run, drawn on the display's refresh: a 120 Hz screen does not
  // double the file, and a repaint is never skipped because nothing moved.
  const tick = () => {
    const elapsed = performance.now() - startedAt;
    const frameIndex = Math.floor((elapsed * RECORDING_FPS) / 1000);
    if (frameIndex !== lastFrameIndex) {
      lastFrameIndex = frameIndex;
      source.draw(endMs === undefined ? elapsed : Math.min(elapsed, endMs));
      track?.requestFrame();
    }
    frame = requestAnimationFrame(tick);
  };
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: RECORDING_BITS_PER_SECOND,
  });
  const type = () => recorder.mimeType || mimeType || 'video/mp4';
  const chunks: Blob[] = [];
  let discard = false;
  let chunkArrived = () => {};
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
    chunkArrived();
  });
  recorder.addEventListener('error', (event) => onError(event));
  const nextChunk = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2 * RECORDING_CHUNK_MS);
      chunkArrived = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Waits while the video falls short of `end`; resolves to how far it reaches (ms). */
  const catchUp = async (end: number): Promise<number> => {
    const startedWaiting = performance.now();
    let reached = await recordedLength(new Blob(chunks, { type: type() }));
    let grewAt = startedWaiting;
    // A recording that cannot be read cannot be waited for either.
    while (reached > 0 && reached < end - SHORT_BY_MS && !discard) {
      const now = performance.now();
      if (now - startedWaiting > CATCH_UP_LIMIT_MS || now - grewAt > CATCH_UP_STALL_MS) break;
      await nextChunk();
      const length = await recordedLength(new Blob(chunks, { type: type() }));
      if (length > reached) grewAt = performance.now();
      reached = Math.max(reached, length);
    }
    return reached;
  };

  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener('stop', () => {
      cancelAnimationFrame(frame);
      for (const streamTrack of stream.getTracks()) streamTrack.stop();
      source.dispose();
      if (discard) {
        resolve();
        return;
      }
      if (chunks.length === 0) {
        onError(new Error('the recorder delivered no video'));
        resolve();
        return;
      }
      const recorded = new Blob(chunks, { type: type() });
      void playable(recorded, endMs ?? Infinity)
        .then((blob) => download(blob, fileName(recorded.type)))
        .finally(resolve);
    });
  });
  recorder.start(RECORDING_CHUNK_MS);
  tick();
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
    return stopped;
  };
  let finishing: Promise<void> | undefined;
  const finish = async (atRunEnd: boolean) => {
    if (recorder.state === 'inactive') return stopped;
    const elapsed = performance.now() - startedAt;
    // The editor's run starts after the recorder and ends on timers, so it says "done" a little
    // after the picture's run is over; the frames between hold the last picture.
    const runLength = atRunEnd ? source.lengthMs : undefined;
    const end = (endMs ??= runLength === undefined ? elapsed : Math.min(runLength, elapsed));
    if (isWebm(type())) {
      const reached = await catchUp(end);
      if (reached > 0 && reached < end - SHORT_BY_MS && !discard) onCutShort?.(reached, end);
    }
    return stop();
  };
  return {
    finish: (atRunEnd = false) => (finishing ??= finish(atRunEnd)),
    cancel: () => {
      discard = true;
      return stop();
    },
  };
}
