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
