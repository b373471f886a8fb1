import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorSession } from './use-board-editor.ts';
import { useVideoRecording, type RecordingMaker } from './use-video-recording.ts';
import type { RecordingOptions, VideoRecording } from './video-recording.ts';

let finishRecording: () => void = () => {};
/** What the hook told the recording when it finished it: whether the run had ended. */
const finishedAtRunEnd: (boolean | undefined)[] = [];
let cutShort: RecordingOptions['onCutShort'];

// Given to the hook rather than mocked as modules: the client's test files share one module
// registry (isolate: false), where a file that loaded the real recorder first beat a vi.mock.
const fakeMaker: RecordingMaker = {
  source: async () => ({
    canvas: document.createElement('canvas'),
    draw: () => undefined,
    dispose: () => undefined,
  }),
  start: (_source, _fileName, _onError, options = {}): VideoRecording => {
    cutShort = options.onCutShort;
    const finished = new Promise<void>((resolve) => (finishRecording = resolve));
    return {
      finish: (atRunEnd) => {
        finishedAtRunEnd.push(atRunEnd);
        return finished;
      },
      cancel: () => finished,
    };
  },
};

/** A session whose recording run starts when asked. */
function fakeSession() {
  const perform = vi.fn(async () => true);
  const session = {
    editor: { pageData: () => [], getState: () => ({ playback: 'recording' }) },
    actions: { perform, isEnabled: () => true },
  } as unknown as EditorSession;
  return { session, perform };
}

describe('useVideoRecording', () => {
  it('is finishing from the end of the run until the video is handed over', async () => {
    finishedAtRunEnd.length = 0;
    const onProblem = vi.fn();
    const { result } = renderHook(() => useVideoRecording('Board', onProblem, fakeMaker));
    const { session, perform } = fakeSession();
    await act(() => result.current.toggle(session));
    expect(perform).toHaveBeenCalledWith('toggleRecording');
    expect(result.current.finishing).toBe(false);

    act(() => result.current.finished());
    expect(result.current.finishing).toBe(true);
    await act(async () => finishRecording());
    expect(result.current.finishing).toBe(false);
    expect(onProblem).not.toHaveBeenCalled();
    // The run went through, so the video ends at the run's own length.
    expect(finishedAtRunEnd).toEqual([true]);
  });

  it('ends the video at the moment the coach stops the run early', async () => {
    finishedAtRunEnd.length = 0;
    const { result } = renderHook(() => useVideoRecording('Board', vi.fn(), fakeMaker));
    const { session, perform } = fakeSession();
    await act(() => result.current.toggle(session));
    const stopped = act(() => result.current.toggle(session));
    await act(async () => finishRecording());
    await stopped;
    expect(perform).toHaveBeenCalledTimes(2);
    expect(finishedAtRunEnd).toEqual([false]);
  });

  it('tells the page of a video that ends before the run did', async () => {
    const onProblem = vi.fn();
    const { result } = renderHook(() => useVideoRecording('Board', onProblem, fakeMaker));
    await act(() => result.current.toggle(fakeSession().session));
    act(() => cutShort?.(2000, 7000));
    expect(onProblem).toHaveBeenCalledWith('cutShort');
  });
});
