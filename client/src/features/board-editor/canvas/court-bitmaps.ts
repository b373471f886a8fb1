/** A court picture drawn once at a size, ready to be copied onto the board every render. */
export interface CourtBitmap {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

export interface CourtBitmapSources<Picture> {
  /** Loads the court picture at `src` (the SVG); rejects when it cannot be loaded. */
  load(src: string): Promise<Picture>;
  /** Draws the picture into a new bitmap of exactly this many device pixels. */
  rasterise(picture: Picture, width: number, height: number): CourtBitmap;
}

export interface CourtBitmaps {
  /**
   * The court at `src` as a bitmap of at least `width` × `height` device pixels: drawn again only
   * when a larger one is asked for than was drawn so far.
   */
  bitmap(src: string, width: number, height: number): Promise<CourtBitmap>;
  /** Starts loading the picture at `src` so that a later {@link bitmap} need not wait for it. */
  preload(src: string): void;
}

/**
 * Court bitmaps by picture source. The browser may rasterise an SVG image again on every draw,
 * and the live board draws on every frame of a drag; copying a bitmap drawn once at the display
 * resolution costs a fraction of that. A failed load is not kept, so the next call tries again.
 */
export function createCourtBitmaps<Picture>(sources: CourtBitmapSources<Picture>): CourtBitmaps {
  const pictures = new Map<string, Promise<Picture>>();
  const bitmaps = new Map<string, CourtBitmap>();

  const picture = (src: string) => {
    let loading = pictures.get(src);
    if (!loading) {
      loading = sources.load(src);
      pictures.set(src, loading);
      loading.catch(() => {
        if (pictures.get(src) === loading) pictures.delete(src);
      });
    }
    return loading;
  };

  return {
    async bitmap(src, width, height) {
      const loaded = await picture(src);
      const kept = bitmaps.get(src);
      if (kept && kept.width >= width && kept.height >= height) return kept;
      const drawn = sources.rasterise(
        loaded,
        Math.max(width, kept?.width ?? 0),
        Math.max(height, kept?.height ?? 0),
      );
      bitmaps.set(src, drawn);
      return drawn;
    },
    preload(src) {
      picture(src).catch(() => undefined);
    },
  };
}
