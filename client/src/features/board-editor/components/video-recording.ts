import {
  RECORDING_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_FPS,
  pickRecordingMimeType,
} from '@courtside/domain';

export interface VideoRecording {
  /** Ends the recording; resolves once the video has been handed to the browser as a download. */
  finish(): Promise<void>;
}

function download(blob: Blob, fileName: string): void {
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

/**
 * Records the canvas as video (spec §9: 60 fps, 8 Mbit/s, a chunk every 200 ms, webm before mp4).
 * `fileName` gets the format actually recorded; `onError` hears of failures, which are only
 * logged by the caller.
 */
export function startVideoRecording(
  element: HTMLCanvasElement,
  fileName: (mimeType: string) => string,
  onError: (error: unknown) => void,
): VideoRecording {
  const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
  const stream = element.captureStream(RECORDING_FPS);
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: RECORDING_BITS_PER_SECOND,
  });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('error', (event) => onError(event));
  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener('stop', () => {
      for (const track of stream.getTracks()) track.stop();
      const type = recorder.mimeType || mimeType || 'video/mp4';
      if (chunks.length > 0) download(new Blob(chunks, { type }), fileName(type));
      resolve();
    });
  });
  recorder.start(RECORDING_CHUNK_MS);
  return {
    finish: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
  };
}
