import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVideoRecording } from './video-recording.ts';

class FakeMediaRecorder extends EventTarget {
  static supported = new Set(['video/mp4']);
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.has(type);
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  readonly mimeType: string;

  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  stop() {
    this.state = 'inactive';
    const data = Object.assign(new Event('dataavailable'), { data: new Blob(['frames']) });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event('stop'));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  FakeMediaRecorder.instances = [];
});

/** A recorder on a fake canvas; `clicks` collects the names of downloads started. */
function fakeRecording(onError = vi.fn()) {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  const track = { stop: vi.fn(), requestFrame: vi.fn() };
  const canvas = document.createElement('canvas');
  Object.assign(canvas, {
    captureStream: () =>
      ({ getTracks: () => [track], getVideoTracks: () => [track] }) as unknown as MediaStream,
  });
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this.download);
  });
  const source = { canvas, draw: vi.fn(), dispose: vi.fn() };
  const recording = startVideoRecording(source, (type) => `Board.${type}`, onError);
  return { recording, recorder: FakeMediaRecorder.instances[0], clicks, onError };
}

describe('startVideoRecording when things go wrong', () => {
  it('says so when the recorder delivered no video at all, instead of downloading nothing', async () => {
    const { recording, recorder, clicks, onError } = fakeRecording();
    if (recorder)
      recorder.stop = () => {
        recorder.state = 'inactive';
        recorder.dispatchEvent(new Event('stop'));
      };
    await recording.finish();
    expect(clicks).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('downloads the video as recorded when making it seekable fails', async () => {
    FakeMediaRecorder.supported = new Set(['video/webm;codecs=vp9', 'video/webm']);
    try {
      // The fake WebM bytes are no real WebM, so the remux fails as on a broken recording.
      const { recording, clicks, onError } = fakeRecording();
      await recording.finish();
      expect(clicks).toHaveLength(1);
      expect(clicks[0]).toMatch(/^Board\.video\/webm/);
      expect(onError).not.toHaveBeenCalled();
    } finally {
      FakeMediaRecorder.supported = new Set(['video/mp4']);
    }
  });
});

describe('startVideoRecording', () => {
  it('records at the spec rates and downloads with the real extension', async () => {
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const track = { stop: vi.fn(), requestFrame: vi.fn() };
    const canvas = document.createElement('canvas');
    const captureStream = vi.fn(
      () => ({ getTracks: () => [track], getVideoTracks: () => [track] }) as unknown as MediaStream,
    );
    Object.assign(canvas, { captureStream });
    const source = { canvas, draw: vi.fn(), dispose: vi.fn() };
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });

    const recording = startVideoRecording(source, (type) => `Board.${type}`, vi.fn());
    const [recorder] = FakeMediaRecorder.instances;
    // Frames are requested by the recorder itself, so the stream has one even when nothing moves.
    expect(captureStream).toHaveBeenCalledWith(0);
    expect(source.draw).toHaveBeenCalledWith(0);
    expect(track.requestFrame).toHaveBeenCalled();
    expect(recorder?.options).toEqual({ mimeType: 'video/mp4', videoBitsPerSecond: 8_000_000 });
    expect(recorder?.timeslice).toBe(200);

    await recording.finish();
    expect(clicks).toEqual(['Board.video/mp4']);
    expect(track.stop).toHaveBeenCalled();
    expect(source.dispose).toHaveBeenCalled();
  });
});
