import { describe, expect, it } from 'vitest';
import { boardFileName, pickRecordingMimeType, recordingFileName } from './recording.ts';

describe('pickRecordingMimeType', () => {
  it('prefers webm, then mp4', () => {
    expect(pickRecordingMimeType(() => true)).toBe('video/webm');
    expect(pickRecordingMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(pickRecordingMimeType(() => false)).toBeUndefined();
  });
});

describe('recordingFileName', () => {
  it('falls back to tacticboard.mp4', () => {
    expect(recordingFileName(undefined, 'video/mp4')).toBe('tacticboard.mp4');
    expect(recordingFileName('   ', 'video/mp4;codecs=avc1')).toBe('tacticboard.mp4');
    expect(recordingFileName('..', 'video/mp4')).toBe('tacticboard.mp4');
  });

  it('uses the board name and the real format', () => {
    expect(recordingFileName('Zone defence', 'video/mp4')).toBe('Zone defence.mp4');
    expect(recordingFileName('Zone defence', 'video/webm;codecs=vp9')).toBe('Zone defence.webm');
  });

  it('replaces characters file systems refuse', () => {
    expect(recordingFileName('A/B: "fast" break?', 'video/mp4')).toBe('A_B_ _fast_ break_.mp4');
    expect(recordingFileName('x'.repeat(300), 'video/mp4')).toBe(`${'x'.repeat(100)}.mp4`);
  });
});

describe('boardFileName', () => {
  it('names pictures after the board too', () => {
    expect(boardFileName('Zone defence', 'png')).toBe('Zone defence.png');
    expect(boardFileName(undefined, 'gif')).toBe('tacticboard.gif');
  });

  it('leaves no dot or space before the extension (Windows drops them)', () => {
    expect(boardFileName('Kick off.', 'png')).toBe('Kick off.png');
    expect(boardFileName('Play 2 ...  ', 'mp4')).toBe('Play 2.mp4');
  });
});
