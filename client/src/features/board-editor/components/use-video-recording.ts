import { recordingFileName } from '@courtside/domain';
import { useCallback, useEffect, useRef } from 'react';
import type { EditorSession } from './use-board-editor.ts';
import { startVideoRecording, type VideoRecording } from './video-recording.ts';

/**
 * The record button: starts a video of the canvas, then the editor's recording run; the video is
 * downloaded when the run has gone through every page (`finished`) or the user stops it early.
 * Recording errors are only logged, and the run stops.
 */
export function useVideoRecording(boardName: string | undefined) {
  const recording = useRef<VideoRecording | null>(null);
  const name = useRef(boardName);

  useEffect(() => {
    name.current = boardName;
  }, [boardName]);

  const finish = useCallback(async () => {
    const current = recording.current;
    recording.current = null;
    await current?.finish();
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
      if (!actions.isEnabled('toggleRecording')) return;
      try {
        recording.current = startVideoRecording(
          session.canvas.element,
          (mimeType) => recordingFileName(name.current, mimeType),
          (error) => {
            console.error('recording failed', error);
            if (session.editor.getState().playback === 'recording') {
              void actions.perform('toggleRecording');
            }
            void finish();
          },
        );
      } catch (error) {
        console.error('recording could not start', error);
        return;
      }
      await actions.perform('toggleRecording');
    },
    [finish],
  );

  const finished = useCallback(() => void finish(), [finish]);

  return { toggle, finished };
}
