import {
  BlobSource,
  BufferTarget,
  Conversion,
  Input,
  Output,
  WEBM,
  WebMOutputFormat,
} from 'mediabunny';

/**
 * How far a MediaRecorder WebM reaches, in milliseconds of video; also of one still being
 * recorded (its chunks so far). 0 when it holds no video that can be read.
 */
export async function recordedLengthMs(blob: Blob): Promise<number> {
  const input = new Input({ source: new BlobSource(blob), formats: [WEBM] });
  try {
    const track = await input.getPrimaryVideoTrack();
    return track ? (await track.computeDuration()) * 1000 : 0;
  } catch {
    return 0;
  } finally {
    input.dispose();
  }
}

/**
 * Rewrites a MediaRecorder WebM without re-encoding so it states its duration and has cues:
 * players can then show the length and seek. `endMs` cuts off what was recorded after it.
 * Returns the input when it cannot be remuxed.
 */
export async function remuxWebm(blob: Blob, endMs?: number): Promise<Blob> {
  const input = new Input({ source: new BlobSource(blob), formats: [WEBM] });
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  try {
    const lengthS = await input.computeDuration();
    const endS = endMs === undefined ? lengthS : Math.min(lengthS, endMs / 1000);
    const conversion = await Conversion.init({
      input,
      output,
      showWarnings: false,
      ...(endS > 0 && endS < lengthS ? { trim: { end: endS } } : {}),
    });
    if (!conversion.isValid) return blob;
    await conversion.execute();
    const buffer = output.target.buffer;
    return buffer ? new Blob([buffer], { type: blob.type || 'video/webm' }) : blob;
  } catch (error) {
    console.warn('recorded video kept as recorded: remux failed', error);
    return blob;
  } finally {
    input.dispose();
  }
}
