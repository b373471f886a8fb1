import {
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  getFirstEncodableVideoCodec,
} from 'mediabunny';
import type { VideoCodec } from 'mediabunny';
import { videoFrameCount, videoFrameTimeMs } from '@courtside/domain';
import type { FrameRenderer } from './frame-renderer.ts';

export type VideoContainer = 'mp4' | 'webm';

/** Why an export did not produce a file; each has a message in both languages. */
export type VideoExportFailure = 'unsupported' | 'memory' | 'cancelled' | 'failed';

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
  pageCount: number;
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
/** Frames drawn between two pauses that let the page handle input and paint. */
const FRAMES_PER_SLICE = 4;

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
 * Draws every frame of the animation at its exact time and encodes it (WebCodecs through
 * mediabunny) into a file of exactly pages × 2 s × fps frames. Runs in slices so the page stays
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
  const source = new CanvasSource(renderer.canvas, {
    codec,
    bitrate: QUALITY_HIGH,
    latencyMode: 'realtime',
  });
  output.addVideoTrack(source, { frameRate: fps });
  const total = videoFrameCount(options.pageCount, fps);
  try {
    await output.start();
    const startedAt = now();
    for (let index = 0; index < total; index += 1) {
      if (signal.aborted) throw new VideoExportError('cancelled');
      renderer.renderAt(videoFrameTimeMs(index, fps));
      await source.add(index / fps, 1 / fps);
      const done = index + 1;
      if (done % FRAMES_PER_SLICE === 0 || done === total) {
        const elapsed = now() - startedAt;
        onProgress({
          done,
          total,
          remainingMs: done >= 8 ? (elapsed / done) * (total - done) : undefined,
        });
        await nextTask();
      }
    }
    if (signal.aborted) throw new VideoExportError('cancelled');
    source.close();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') {
      await output.cancel().catch(() => undefined);
    }
    throw classify(error, signal);
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new VideoExportError('failed');
  const mimeType = await output.getMimeType();
  return { blob: new Blob([buffer], { type: mimeType }), mimeType, container, codec };
}
