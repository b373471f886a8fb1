import {
  BufferTarget,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
  getFirstEncodableVideoCodec,
} from 'mediabunny';
import type { VideoCodec } from 'mediabunny';
import { videoFrameTimeMs } from '@courtside/domain';
import type { FrameRenderer } from './frame-renderer.ts';
import { nextTask } from './next-task.ts';

export type VideoContainer = 'mp4' | 'webm';

/** Why an export did not produce a file; each has a message in both languages. */
export type VideoExportFailure = 'unsupported' | 'memory' | 'cancelled' | 'cutShort' | 'failed';

export class VideoExportError extends Error {
  readonly reason: VideoExportFailure;
  constructor(reason: VideoExportFailure, cause?: unknown) {
    super(`video export ${reason}`, { cause });
    this.name = 'VideoExportError';
    this.reason = reason;
  }
}

export interface VideoExportProgress {
  done: number;
  total: number;
  /** Estimated milliseconds left, once a few frames have shown the pace. */
  remainingMs: number | undefined;
}

export interface EncodeVideoOptions {
  fps: number;
  width: number;
  height: number;
  /** Preferred container; MP4 (H.264) falls back to WebM (VP9, VP8) where H.264 cannot be encoded. */
  container: VideoContainer;
  signal: AbortSignal;
  onProgress: (progress: VideoExportProgress) => void;
  now?: () => number;
}

export interface EncodedVideo {
  blob: Blob;
  mimeType: string;
  container: VideoContainer;
  codec: VideoCodec;
}

const CODECS: Record<VideoContainer, VideoCodec[]> = { mp4: ['avc'], webm: ['vp9', 'vp8'] };
/** Longest stretch of drawing between two pauses that let the page handle input and paint. */
const SLICE_MS = 40;
/** Progress is reported at most this often: each report re-renders the dialog. */
const PROGRESS_EVERY_MS = 200;
/** Drawn frames waiting for the encoder at most take this much memory. */
const MAX_BYTES_AHEAD = 64 * 1024 * 1024;

async function pickCodec(
  container: VideoContainer,
  width: number,
  height: number,
): Promise<{ container: VideoContainer; codec: VideoCodec }> {
  if (typeof VideoEncoder === 'undefined') throw new VideoExportError('unsupported');
  const order: VideoContainer[] = container === 'mp4' ? ['mp4', 'webm'] : ['webm'];
  for (const candidate of order) {
    const codec = await getFirstEncodableVideoCodec(CODECS[candidate], { width, height });
    if (codec) return { container: candidate, codec };
  }
  throw new VideoExportError('unsupported');
}

function classify(error: unknown, signal: AbortSignal): VideoExportError {
  if (error instanceof VideoExportError) return error;
  if (signal.aborted) return new VideoExportError('cancelled', error);
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (error instanceof RangeError || /memory|quota/iu.test(text)) {
    return new VideoExportError('memory', error);
  }
  return new VideoExportError('failed', error);
}

/**
 * The video's frames in order, as WebCodecs frames. Frames at rest on one page are the same
 * picture, so it is drawn and read back once and repeated (a cheap clone).
 */
function* videoFrames(
  renderer: FrameRenderer,
  fps: number,
): Generator<VideoFrame, void, undefined> {
  const { animation } = renderer;
  let still: { page: number; frame: VideoFrame } | undefined;
  try {
    const total = animation.videoFrameCount(fps);
    for (let index = 0; index < total; index += 1) {
      const timeMs = videoFrameTimeMs(index, fps);
      const resting = animation.restingPageAt(timeMs);
      if (resting !== undefined && still?.page === resting) {
        yield still.frame.clone();
        continue;
      }
      renderer.renderAt(timeMs);
      const frame = new VideoFrame(renderer.canvas, { timestamp: 0 });
      still?.frame.close();
      still = resting === undefined ? undefined : { page: resting, frame: frame.clone() };
      yield frame;
    }
  } finally {
    still?.frame.close();
  }
}

/**
 * Hands frames to the encoder one after the other without making the drawing wait for each: the
 * next frames are drawn while the encoder (its own thread) works, up to a memory bound.
 */
class EncoderFeed {
  readonly #source: VideoSampleSource;
  readonly #maxAhead: number;
  #chain: Promise<void> = Promise.resolve();
  #ahead = 0;
  #failure: { error: unknown } | undefined;

  constructor(source: VideoSampleSource, frameBytes: number) {
    this.#source = source;
    this.#maxAhead = Math.max(2, Math.floor(MAX_BYTES_AHEAD / frameBytes));
  }

  /** Queues `sample`; resolves once there is room for another. Rethrows an earlier failure. */
  async push(sample: VideoSample): Promise<void> {
    this.#rethrow();
    this.#ahead += 1;
    this.#chain = this.#chain
      .then(() => (this.#failure ? undefined : this.#source.add(sample)))
      .catch((error: unknown) => {
        this.#failure ??= { error };
      })
      .finally(() => {
        sample.close();
        this.#ahead -= 1;
      });
    if (this.#ahead >= this.#maxAhead) await this.#chain;
    this.#rethrow();
  }

  async drain(): Promise<void> {
    await this.#chain;
    this.#rethrow();
  }

  #rethrow(): void {
    if (this.#failure) throw this.#failure.error;
  }
}

/**
 * Draws every frame of the animation at its exact time and encodes it (WebCodecs through
 * mediabunny) into a file of exactly one run × fps frames (the renderer's `BoardAnimation`, so
 * each page's own hold and move count). Runs in slices so the page stays
 * responsive; the encoder's backpressure is awaited so memory stays bounded.
 */
export async function encodeVideo(
  renderer: FrameRenderer,
  options: EncodeVideoOptions,
): Promise<EncodedVideo> {
  const { fps, signal, onProgress } = options;
  const now = options.now ?? (() => performance.now());
  const { container, codec } = await pickCodec(options.container, options.width, options.height);
  const output = new Output({
    format:
      container === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const source = new VideoSampleSource({ codec, bitrate: QUALITY_HIGH, latencyMode: 'realtime' });
  output.addVideoTrack(source, { frameRate: fps });
  const total = renderer.animation.videoFrameCount(fps);
  const feed = new EncoderFeed(source, options.width * options.height * 4);
  const frames = videoFrames(renderer, fps);
  try {
    await output.start();
    const startedAt = now();
    let lastYield = startedAt;
    let lastReport = -Infinity;
    let index = 0;
    for (const frame of frames) {
      if (signal.aborted) {
        frame.close();
        throw new VideoExportError('cancelled');
      }
      await feed.push(new VideoSample(frame, { timestamp: index / fps, duration: 1 / fps }));
      index += 1;
      const time = now();
      if (time - lastYield < SLICE_MS && index < total) continue;
      if (time - lastReport >= PROGRESS_EVERY_MS || index === total) {
        lastReport = time;
        const elapsed = time - startedAt;
        onProgress({
          done: index,
          total,
          remainingMs: index >= 8 ? (elapsed / index) * (total - index) : undefined,
        });
      }
      await nextTask();
      lastYield = now();
    }
    await feed.drain();
    if (signal.aborted) throw new VideoExportError('cancelled');
    source.close();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') {
      await output.cancel().catch(() => undefined);
    }
    frames.return();
    await feed.drain().catch(() => undefined);
    throw classify(error, signal);
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new VideoExportError('failed');
  const mimeType = await output.getMimeType();
  return { blob: new Blob([buffer], { type: mimeType }), mimeType, container, codec };
}
