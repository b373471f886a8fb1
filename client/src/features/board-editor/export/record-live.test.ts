import { BoardAnimation } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as recording from '../components/video-recording.ts';
import type { RecordingSource } from '../components/video-recording.ts';
import { VideoExportError, type VideoExportProgress } from './encode-video.ts';
import type { FrameRenderer } from './frame-renderer.ts';
import { recordLive } from './record-live.ts';

const FRAME_MS = 1000 / 60;

/** Replaces the spec's recorder; `finish` names the file as the browser's recorder would. */
function fakeRecorder(mimeType = 'video/webm;codecs=vp9') {
  vi.stubGlobal('MediaRecorder', class {});
  const sources: RecordingSource[] = [];
  const reportError: ((error: unknown) => void)[] = [];
  const finish = vi.fn<() => Promise<void>>();
  const cancel = vi.fn(() => Promise.resolve());
  vi.spyOn(recording, 'startVideoRecording').mockImplementation((source, fileName, onError) => {
    sources.push(source);
    reportError.push(onError);
    finish.mockImplementation(() => {
      fileName(mimeType);
      return Promise.resolve();
    });
    return { finish, cancel };
  });
  return { sources, reportError, finish, cancel };
}

/** Three pages without animation data: the spec's 2 s per page. */
const animation = new BoardAnimation([[], [], []]);

function fakeRenderer() {
  const drawn: number[] = [];
  const renderer: FrameRenderer = {
    canvas: document.createElement('canvas'),
    animation,
    renderAt: (timeMs) => drawn.push(timeMs),
    dispose: vi.fn(),
  };
  return { renderer, drawn };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('recordLive', () => {
  it('records one run through every page in real time and names the file', async () => {
    vi.useFakeTimers();
    const recorder = fakeRecorder();
    const { renderer, drawn } = fakeRenderer();
    const progress: VideoExportProgress[] = [];
    const recorded = recordLive(renderer, {
      boardName: 'Kick-off',
      signal: new AbortController().signal,
      onProgress: (report) => progress.push(report),
    });

    // The recorder draws the export's renderer, at the export's size.
    const [source] = recorder.sources;
    expect(source?.canvas).toBe(renderer.canvas);
    source?.draw(1_250);
    expect(drawn).toEqual([1_250]);

    await vi.advanceTimersByTimeAsync(animation.lengthMs);
    expect(recorder.finish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    await expect(recorded).resolves.toBe('Kick-off.webm');
    expect(recorder.finish).toHaveBeenCalledOnce();
    expect(recorder.cancel).not.toHaveBeenCalled();

    const total = animation.videoFrameCount(60);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress.every((report) => report.total === total)).toBe(true);
    expect(progress.map((report) => report.done)).toEqual(
      progress.map((report) => report.done).toSorted((a, b) => a - b),
    );
    expect(progress.at(-1)?.done).toBe(total);
    expect(progress.at(-1)?.remainingMs).toBe(0);
  });

  it('drops the recording when cancelled', async () => {
    vi.useFakeTimers();
    const recorder = fakeRecorder();
    const controller = new AbortController();
    const recorded = recordLive(fakeRenderer().renderer, {
      boardName: 'Kick-off',
      signal: controller.signal,
      onProgress: () => undefined,
    });
    const failure = expect(recorded).rejects.toMatchObject({ reason: 'cancelled' });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await failure;
    expect(recorder.cancel).toHaveBeenCalledOnce();
    expect(recorder.finish).not.toHaveBeenCalled();
  });

  it('ends early and fails when the recorder reports an error', async () => {
    vi.useFakeTimers();
    const recorder = fakeRecorder();
    const recorded = recordLive(fakeRenderer().renderer, {
      boardName: 'Kick-off',
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const failure = expect(recorded).rejects.toMatchObject({ reason: 'failed' });
    recorder.reportError[0]?.(new Error('encoder crashed'));
    await vi.advanceTimersByTimeAsync(1_000);
    await failure;
  });

  it('is unsupported where there is no MediaRecorder either', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    const start = vi.spyOn(recording, 'startVideoRecording');
    await expect(
      recordLive(fakeRenderer().renderer, {
        boardName: 'Kick-off',
        signal: new AbortController().signal,
        onProgress: () => undefined,
      }),
    ).rejects.toEqual(new VideoExportError('unsupported'));
    expect(start).not.toHaveBeenCalled();
  });
});
