import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVideoRecording, type RecordingOptions } from './video-recording.ts';

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
function fakeRecording(
  onError = vi.fn(),
  options: RecordingOptions = {},
  lengthMs: number | undefined = undefined,
) {
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
  const source = { canvas, draw: vi.fn(), dispose: vi.fn(), lengthMs };
  const recording = startVideoRecording(source, (type) => `Board.${type}`, onError, options);
  return { recording, recorder: FakeMediaRecorder.instances[0], clicks, onError, source };
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

describe('startVideoRecording while the encoder lags behind (WebM)', () => {
  /**
   * A WebM recording whose video reaches `reach(chunkCount)` ms once that many chunks arrived;
   * the fake recorder delivers a chunk whenever `deliver` is called.
   */
  function laggingRecording(reach: (chunks: number) => number, lengthMs?: number) {
    FakeMediaRecorder.supported = new Set(['video/webm']);
    const onCutShort = vi.fn();
    let chunks = 0;
    const recordedLength = vi.fn(async () => reach(chunks));
    const { recording, recorder, clicks, source } = fakeRecording(
      vi.fn(),
      { onCutShort, recordedLength },
      lengthMs,
    );
    const deliver = () => {
      chunks += 1;
      recorder?.dispatchEvent(
        Object.assign(new Event('dataavailable'), { data: new Blob(['chunk']) }),
      );
    };
    return { recording, recorder, deliver, onCutShort, recordedLength, source, clicks };
  }

  afterEach(() => {
    FakeMediaRecorder.supported = new Set(['video/mp4']);
  });

  /** The clock starts at 1000 ms and moves by `now`; `tick(time)` runs the next animation frame. */
  function framesByHand() {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    let next: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      next = callback;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', () => {});
    return { now, tick: (time: number) => next(time) };
  }

  it('goes on until the video reaches the end of the run, showing the end meanwhile', async () => {
    const { now, tick } = framesByHand();
    const { recording, recorder, deliver, onCutShort, source } = laggingRecording(
      (chunks) => chunks * 1000,
    );
    deliver();
    // The run ends 3 s in; the encoder has the first second so far.
    now.mockReturnValue(4000);
    const finished = recording.finish();
    await vi.waitFor(() => expect(recorder?.state).toBe('recording'));
    // Frames drawn meanwhile show the end of the run, not what would come after it.
    now.mockReturnValue(4600);
    tick(4600);
    expect(source.draw).toHaveBeenLastCalledWith(3000);
    deliver();
    await Promise.resolve();
    expect(recorder?.state).toBe('recording');
    deliver();
    await vi.waitFor(() => expect(recorder?.state).toBe('inactive'));
    await finished;
    expect(onCutShort).not.toHaveBeenCalled();
  });

  it("ends at the run's own length when the run went through, not when the editor said so", async () => {
    const { now, tick } = framesByHand();
    // The picture's run lasts 7 s and the video has all of it; the editor's timers, started a
    // little after the recorder, report the end 600 ms later on a busy device.
    const { recording, recorder, deliver, onCutShort, source } = laggingRecording(() => 7000, 7000);
    deliver();
    now.mockReturnValue(8600);
    tick(8600);
    expect(source.draw).toHaveBeenLastCalledWith(7600);
    await recording.finish(true);
    // Nothing to wait for: the video already reaches the run's end, where it is cut.
    expect(recorder?.state).toBe('inactive');
    expect(onCutShort).not.toHaveBeenCalled();
  });

  it('ends where the coach stopped a run early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { recording, recorder, deliver, onCutShort } = laggingRecording(() => 2000, 7000);
      deliver();
      vi.advanceTimersByTime(3000);
      const finished = recording.finish();
      await vi.advanceTimersByTimeAsync(10_000);
      await finished;
      expect(recorder?.state).toBe('inactive');
      // The video was waited for up to the moment of the stop (3 s), not the run's 7 s.
      expect(onCutShort).toHaveBeenCalledWith(2000, expect.closeTo(3000, 0));
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting when the video stops growing, and says it ends early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { recording, recorder, deliver, onCutShort, clicks } = laggingRecording(() => 1200);
      deliver();
      vi.advanceTimersByTime(5000);
      const finished = recording.finish();
      await vi.advanceTimersByTimeAsync(10_000);
      await finished;
      expect(recorder?.state).toBe('inactive');
      expect(onCutShort).toHaveBeenCalledWith(1200, expect.closeTo(5000, 0));
      // The video is kept: some of the run is better than none.
      expect(clicks).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a recording it cannot read', async () => {
    const { recording, recorder, deliver, onCutShort } = laggingRecording(() => 0);
    deliver();
    await recording.finish();
    expect(recorder?.state).toBe('inactive');
    expect(onCutShort).not.toHaveBeenCalled();
  });
});
