// gifenc ships no types; these cover the calls encode-gif.ts makes.
declare module 'gifenc' {
  export type Palette = number[][];
  export interface GifFrameOptions {
    palette?: Palette;
    delay?: number;
    repeat?: number;
  }
  export interface GifStream {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array<ArrayBuffer>;
  }
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifStream;
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' },
  ): Palette;
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: 'rgb565' | 'rgb444' | 'rgba4444',
  ): Uint8Array;
}
