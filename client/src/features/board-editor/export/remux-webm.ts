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
 * Rewrites a MediaRecorder WebM without re-encoding so it states its duration and has cues:
 * players can then show the length and seek. Returns the input when it cannot be remuxed.
 */
export async function remuxWebm(blob: Blob): Promise<Blob> {
  const input = new Input({ source: new BlobSource(blob), formats: [WEBM] });
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  try {
    const conversion = await Conversion.init({ input, output, showWarnings: false });
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
