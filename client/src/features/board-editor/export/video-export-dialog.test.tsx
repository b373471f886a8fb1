import { screen, waitFor, within } from '@testing-library/react';
import { BoardAnimation, PAGE_SCHEMA_VERSION, type Page } from '@courtside/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import * as recording from '../components/video-recording.ts';
import { VideoExportError, type encodeVideo } from './encode-video.ts';
import type { CreateFrameRenderer, FrameRendererOptions } from './frame-renderer.ts';
import type { recordLive } from './record-live.ts';
import VideoExportDialog from './video-export-dialog.tsx';

const pages: Page[] = [0, 1, 2].map(() => ({
  version: PAGE_SCHEMA_VERSION,
  objects: [],
  backgroundImage: { src: '/full-court.svg' },
}));

function fakeRenderer() {
  const made: FrameRendererOptions[] = [];
  const disposed = vi.fn();
  /** What the overlays were set to: the dodgeball text of a sample count, and the zones. */
  const overlays: { dodgeballs?: string; keeperZones?: boolean } = {};
  const create: CreateFrameRenderer = (rendererPages, options) => {
    made.push(options);
    return Promise.resolve({
      canvas: document.createElement('canvas'),
      animation: new BoardAnimation(rendererPages, { once: options.once === true }),
      renderAt: () => undefined,
      setDodgeballOverlay: (describe) => {
        overlays.dodgeballs = describe?.({ A: 2, B: 1, loose: 0, control: 'A' });
      },
      setKeeperZones: (shown) => {
        overlays.keeperZones = shown;
      },
      dispose: disposed,
    });
  };
  return { create, made, disposed, overlays };
}

type Encode = typeof encodeVideo;
type Record = typeof recordLive;

async function renderDialog(
  encode: Encode,
  record: Record = () => Promise.reject(new Error('no recorder')),
  language?: 'de',
) {
  const renderer = fakeRenderer();
  const onClose = vi.fn();
  const view = await renderWithProviders(
    <VideoExportDialog
      open
      onClose={onClose}
      boardName="Kick-off"
      pages={() => pages}
      createRenderer={renderer.create}
      encode={encode}
      record={record}
    />,
    { language },
  );
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog, renderer, onClose };
}

// jsdom lays nothing out and has no scrollIntoView; the dialog brings its status into view.
const scrolledTo: Element[] = [];
const ownScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  if (ownScrollIntoView) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', ownScrollIntoView);
  } else {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  }
  scrolledTo.length = 0;
});

describe('VideoExportDialog', () => {
  it('passes the chosen options, shows progress and time left, then the downloaded file', async () => {
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    let finish: (() => void) | undefined;
    const encode = vi.fn<Encode>((_renderer, options) => {
      options.onProgress({ done: 90, total: 180, remainingMs: 2_400 });
      return new Promise((resolve) => {
        finish = () =>
          resolve({
            blob: new Blob(['x']),
            mimeType: 'video/mp4; codecs="avc1"',
            container: 'mp4',
            codec: 'avc',
          });
      });
    });
    const { user, dialog, renderer } = await renderDialog(encode);
    await user.click(within(dialog).getByRole('radio', { name: /^Square/ }));
    await user.click(within(dialog).getByRole('radio', { name: '30 fps' }));
    await user.click(within(dialog).getByRole('switch', { name: /board's name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText(/Frame 90 of 180/)).toBeInTheDocument();
    expect(within(dialog).getByText(/About 3 s left/)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // One run ending at rest on the last page, as a file should.
    expect(renderer.made).toEqual([{ width: 1080, height: 1080, title: 'Kick-off', once: true }]);
    expect(encode.mock.calls[0]?.[1]).toMatchObject({ fps: 30, container: 'mp4' });

    finish?.();
    expect(await within(dialog).findByText('Downloaded Kick-off.mp4')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'Kick-off.mp4');
    expect(renderer.disposed).toHaveBeenCalled();
  });

  it('burns the dodgeball count and the keeper zones into the video when asked for', async () => {
    vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    const encode = vi.fn<Encode>(() =>
      Promise.resolve({
        blob: new Blob(['x']),
        mimeType: 'video/webm; codecs="vp09"',
        container: 'webm',
        codec: 'vp9',
      }),
    );
    const { user, dialog, renderer } = await renderDialog(encode, undefined, 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await within(dialog).findByText(/heruntergeladen/);
    // Off by default: the first export set neither.
    expect(renderer.overlays).toEqual({});

    await user.click(
      within(dialog).getByRole('switch', { name: 'Dodgeball-Zählung im Video zeigen' }),
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Keeper-Zonen im Video zeigen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(encode).toHaveBeenCalledTimes(2));
    expect(renderer.overlays).toEqual({
      dodgeballs: 'Dodgeballs A 2 · B 1 · Kontrolle: A',
      keeperZones: true,
    });
  });

  it('cancels: the encoder hears the abort and the dialog says the board is unchanged', async () => {
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    const encode = vi.fn<Encode>(
      (_renderer, options) =>
        new Promise((_resolve, reject) => {
          options.signal.addEventListener('abort', () => reject(new VideoExportError('cancelled')));
        }),
    );
    const { user, dialog } = await renderDialog(encode);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(
      await within(dialog).findByText('Export cancelled. The board is unchanged.'),
    ).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('records in real time where the browser cannot encode, and says so', async () => {
    const encode = vi.fn<Encode>(() => Promise.reject(new VideoExportError('unsupported')));
    let finish: (() => void) | undefined;
    const record = vi.fn<Record>((_renderer, options) => {
      options.onProgress({ done: 60, total: 360, remainingMs: 5_000 });
      return new Promise((resolve) => {
        finish = () => resolve('Kick-off.webm');
      });
    });
    const { user, dialog, renderer } = await renderDialog(encode, record);
    await user.click(within(dialog).getByRole('radio', { name: /^Vertical/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const notice = await within(dialog).findByText(/recorded as it plays: about 6 s/);
    // On a phone the notice is below the options: it is scrolled into view.
    expect(scrolledTo.some((element) => element.contains(notice))).toBe(true);
    expect(within(dialog).getByText(/Frame 60 of 360/)).toBeInTheDocument();
    expect(within(dialog).getByText(/About 5 s left/)).toBeInTheDocument();
    // The recorder draws with the renderer made for the chosen size.
    expect(renderer.made).toEqual([{ width: 1080, height: 1920, once: true }]);
    expect(record.mock.calls[0]?.[0]).toBe(encode.mock.calls[0]?.[0]);
    expect(record.mock.calls[0]?.[1]).toMatchObject({ boardName: 'Kick-off' });
    finish?.();
    expect(await within(dialog).findByText('Downloaded Kick-off.webm')).toBeInTheDocument();
    expect(within(dialog).queryByText(/recorded as it plays/)).not.toBeInTheDocument();
    expect(renderer.disposed).toHaveBeenCalled();
  });

  it('cancels a real-time recording in German', async () => {
    const record = vi.fn<Record>(
      (_renderer, options) =>
        new Promise((_resolve, reject) => {
          options.signal.addEventListener('abort', () => reject(new VideoExportError('cancelled')));
        }),
    );
    const { user, dialog, renderer } = await renderDialog(
      () => Promise.reject(new VideoExportError('unsupported')),
      record,
      'de',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    expect(
      await within(dialog).findByText(/beim Abspielen aufgenommen: etwa 6 s/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(
      await within(dialog).findByText('Export abgebrochen. Die Tafel ist unverändert.'),
    ).toBeInTheDocument();
    expect(renderer.disposed).toHaveBeenCalled();
  });

  it('names each failure in the user language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cases: [VideoExportError | Error, RegExp][] = [
      [new VideoExportError('memory'), /Nicht genug Speicher/],
      [new Error('boom'), /konnte nicht exportiert werden/],
    ];
    for (const [error, text] of cases) {
      const { user, dialog, unmount } = await renderDialog(
        () => Promise.reject(error),
        undefined,
        'de',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('says when the browser can neither encode nor record', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await renderDialog(
      () => Promise.reject(new VideoExportError('unsupported')),
      () => Promise.reject(new VideoExportError('unsupported')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/can neither encode nor record/)).toBeInTheDocument(),
    );
  });
});
