import { CANVAS_HEIGHT, CANVAS_WIDTH, recordingFileName } from '@courtside/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorSession } from './use-board-editor.ts';
import {
  startVideoRecording,
  type RecordingSource,
  type VideoRecording,
} from './video-recording.ts';

/**
 * The recording's picture: the run drawn from the shared timeline at the board's size, off
 * screen, so the file neither depends on the window nor misses frames when nothing moves. A page
 * at rest is drawn once; its later frames capture the same picture, which leaves the time to
 * keep up with 60 fps for the moves.
 */
async function boardSource(session: EditorSession): Promise<RecordingSource> {
  const { createFabricFrameRenderer } = await import('../canvas/fabric-frame-renderer.ts');
  const pages = session.editor.pageData();
  const renderer = await createFabricFrameRenderer(pages, {
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
  });
  const context = renderer.canvas.getContext('2d');
  let shownAtRest: { page: number; corner: ImageData } | undefined;
  return {
    canvas: renderer.canvas,
    draw: (timeMs) => {
      const resting = renderer.animation.restingPageAt(timeMs);
      if (context && resting !== undefined && resting === shownAtRest?.page) {
        // The capture skips a canvas nothing was drawn on: repaint one pixel as it is.
        context.putImageData(shownAtRest.corner, 0, 0);
        return;
      }
      renderer.renderAt(timeMs);
      shownAtRest =
        context && resting !== undefined
          ? { page: resting, corner: context.getImageData(0, 0, 1, 1) }
          : undefined;
    },
    dispose: () => renderer.dispose(),
    lengthMs: renderer.animation.recordingLengthMs,
  };
}

/** How a recording is made: its picture and the recorder (tests give their own). */
export interface RecordingMaker {
  source: (session: EditorSession) => Promise<RecordingSource>;
  start: typeof startVideoRecording;
}

const boardRecording: RecordingMaker = { source: boardSource, start: startVideoRecording };

/** What went wrong with a recording: none made (`failed`), or one that ends before the run did. */
export type RecordingProblem = 'failed' | 'cutShort';

/**
 * The record button: starts a video of the board, then the editor's recording run; the video is
 * downloaded when the run has gone through every page (`finished`) or the user stops it early.
 * A failed recording stops the run; it and a video cut short are told to `onProblem`, so the
 * page can say so. `finishing` holds from the end of the run until the download: the video may
 * still be catching up with the run, and a tab closed then loses it.
 */
export function useVideoRecording(
  boardName: string | undefined,
  onProblem: (problem: RecordingProblem) => void,
  maker: RecordingMaker = boardRecording,
) {
  const recording = useRef<VideoRecording | null>(null);
  const name = useRef(boardName);
  /** Set while the recording's picture is being built, so a second click starts nothing. */
  const starting = useRef(false);
  const problem = useRef(onProblem);

  useEffect(() => {
    name.current = boardName;
    problem.current = onProblem;
  }, [boardName, onProblem]);

  /** Recordings between the end of their run and their download: the coach should wait. */
  const [finishing, setFinishing] = useState(0);

  const finish = useCallback(async (atRunEnd = false) => {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    setFinishing((count) => count + 1);
    try {
      await current.finish(atRunEnd);
    } finally {
      setFinishing((count) => count - 1);
    }
  }, []);

  useEffect(() => () => void finish(), [finish]);

  const toggle = useCallback(
    async (session: EditorSession) => {
      const { actions } = session;
      if (recording.current) {
        console.warn('recording stopped before it went through every page');
        await actions.perform('toggleRecording');
        await finish();
        return;
      }
      if (starting.current || !actions.isEnabled('toggleRecording')) return;
      try {
        starting.current = true;
        const source = await maker.source(session);
        recording.current = maker.start(
          source,
          (mimeType) => recordingFileName(name.current, mimeType),
          (error) => {
            console.error('recording failed', error);
            problem.current('failed');
            if (session.editor.getState().playback === 'recording') {
              void actions.perform('toggleRecording');
            }
            void finish();
          },
          {
            onCutShort: (recordedMs, lengthMs) => {
              console.warn(`recorded video ends at ${recordedMs} ms of ${lengthMs} ms`);
              problem.current('cutShort');
            },
          },
        );
      } catch (error) {
        console.error('recording could not start', error);
        problem.current('failed');
        return;
      } finally {
        starting.current = false;
      }
      await actions.perform('toggleRecording');
    },
    [finish, maker],
  );

  const finished = useCallback(() => void finish(true), [finish]);

  return { toggle, finished, finishing: finishing > 0 };
}
