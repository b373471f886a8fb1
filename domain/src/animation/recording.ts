import { RECORDING_DEFAULT_FILE_NAME, RECORDING_MIME_TYPES } from '../board/constants.ts';

const FORBIDDEN_IN_FILE_NAMES = /[/\\:*?"<>|\p{Cc}]+/gu;
const MAX_BASE_NAME_LENGTH = 100;

/**
 * First recording format the browser supports, in the spec's order of preference (webm, then
 * mp4). The check is passed in (`MediaRecorder.isTypeSupported`) so this stays DOM-free.
 */
export function pickRecordingMimeType(
  isSupported: (mimeType: string) => boolean,
): (typeof RECORDING_MIME_TYPES)[number] | undefined {
  return RECORDING_MIME_TYPES.find((mimeType) => isSupported(mimeType));
}

/**
 * Download name of a recorded video (spec §9): the board name, or `tacticboard`, with the
 * extension of the format actually recorded, since browsers differ in what they can record.
 * Characters that no file system accepts are replaced by `_`.
 */
export function recordingFileName(boardName: string | undefined, mimeType: string): string {
  const extension = mimeType.toLowerCase().startsWith('video/webm') ? 'webm' : 'mp4';
  return boardFileName(boardName, extension);
}

/** Download name of any file made from a board (video, picture): its name with `extension`. */
export function boardFileName(boardName: string | undefined, extension: string): string {
  const base = (boardName ?? '')
    .replace(FORBIDDEN_IN_FILE_NAMES, '_')
    .trim()
    .slice(0, MAX_BASE_NAME_LENGTH)
    // A dot or space at the end would meet the extension's dot ("Play..png").
    .replace(/[.\s]+$/u, '');
  const fallback = RECORDING_DEFAULT_FILE_NAME.replace(/\.[^.]+$/u, '');
  return `${base === '' || /^[_.]+$/u.test(base) ? fallback : base}.${extension}`;
}
