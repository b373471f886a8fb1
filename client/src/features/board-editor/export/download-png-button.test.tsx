import { screen, waitFor } from '@testing-library/react';
import { BoardAnimation, PAGE_SCHEMA_VERSION, type Page } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import * as recording from '../components/video-recording.ts';
import { DownloadPngButton, type PictureTools } from './download-png-button.tsx';
import type { encodeGif } from './encode-gif.ts';
import type { CreateFrameRenderer, FrameRendererOptions } from './frame-renderer.ts';

const pages: Page[] = [0, 1, 2].map((index) => ({
  version: PAGE_SCHEMA_VERSION,
  objects: [],
  backgroundImage: { src: index === 0 ? '/full-court.svg' : '/half-court.svg' },
}));

type EncodeGif = typeof encodeGif;

/** Tools whose renderer draws nothing and hands out a one-byte PNG. */
function fakeTools(encode: EncodeGif = () => Promise.resolve(new Blob(['gif']))) {
  const made: { pages: readonly Page[]; options: FrameRendererOptions }[] = [];
  const drawn: number[] = [];
  const disposed = vi.fn();
  const createRenderer: CreateFrameRenderer = (rendererPages, options) => {
    made.push({ pages: rendererPages, options });
    const canvas = document.createElement('canvas');
    vi.spyOn(canvas, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'], { type: 'image/png' })),
    );
    return Promise.resolve({
      canvas,
      animation: new BoardAnimation(rendererPages, { once: options.once === true }),
      renderAt: (timeMs) => drawn.push(timeMs),
      dispose: disposed,
    });
  };
  const encodeGifMock = vi.fn<EncodeGif>(encode);
  const tools: PictureTools = {
    loadRenderer: () => Promise.resolve(createRenderer),
    loadGifEncoder: () => Promise.resolve(encodeGifMock),
  };
  return { tools, made, drawn, disposed, encodeGif: encodeGifMock };
}

async function renderButton(tools: PictureTools, language?: 'de') {
  return renderWithProviders(
    <DownloadPngButton
      boardName="Kick-off"
      page={() => pages[1]}
      pages={() => pages}
      disabled={false}
      tools={tools}
    />,
    { language },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DownloadPngButton', () => {
  it('saves the page shown as a PNG at the board size and at twice it', async () => {
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    const fake = fakeTools();
    const { user } = await renderButton(fake.tools);

    await user.click(screen.getByRole('button', { name: 'Download picture' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Page as PNG (1220 × 686)',
      'Page as PNG, 2× (2440 × 1372)',
      'Animation as GIF (610 × 343)',
    ]);
    await user.click(screen.getByRole('menuitem', { name: /^Page as PNG \(/ }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Download picture' }));
    await user.click(screen.getByRole('menuitem', { name: /^Page as PNG, 2×/ }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));

    expect(fake.made).toEqual([
      { pages: [pages[1]], options: { width: 1220, height: 686 } },
      { pages: [pages[1]], options: { width: 2440, height: 1372 } },
    ]);
    expect(fake.drawn).toEqual([0, 0]);
    expect(download).toHaveBeenNthCalledWith(1, expect.any(Blob), 'Kick-off.png');
    expect(fake.disposed).toHaveBeenCalledTimes(2);
    expect(fake.encodeGif).not.toHaveBeenCalled();
  });

  it('makes the animation a GIF of every page at half size, busy until it is saved', async () => {
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    let finish: ((gif: Blob) => void) | undefined;
    const fake = fakeTools(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = await renderButton(fake.tools);

    await user.click(screen.getByRole('button', { name: 'Download picture' }));
    await user.click(screen.getByRole('menuitem', { name: /^Animation as GIF/ }));
    await waitFor(() => expect(fake.encodeGif).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Download picture' })).toBeDisabled();
    expect(fake.made).toEqual([{ pages, options: { width: 610, height: 343, once: true } }]);
    expect(fake.encodeGif.mock.calls[0]?.[0].animation.pageCount).toBe(3);
    expect(fake.encodeGif.mock.calls[0]?.[1]).toMatchObject({
      width: 610,
      height: 343,
    });

    const gif = new Blob(['gif'], { type: 'image/gif' });
    finish?.(gif);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download picture' })).toBeEnabled(),
    );
    expect(download).toHaveBeenCalledWith(gif, 'Kick-off.gif');
    expect(fake.disposed).toHaveBeenCalledTimes(1);
  });

  it('says in German when the GIF cannot be made, and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    const fake = fakeTools(() => Promise.reject(new RangeError('Array buffer allocation failed')));
    const { user } = await renderButton(fake.tools, 'de');

    await user.click(screen.getByRole('button', { name: 'Bild herunterladen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Animation als GIF (610 × 343)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Bild konnte nicht erstellt werden. Die Tafel ist unverändert.',
    );
    expect(download).not.toHaveBeenCalled();
    expect(fake.disposed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Bild herunterladen' })).toBeEnabled();
  });

  it('stops the GIF when the editor closes, without saving it', async () => {
    const download = vi.spyOn(recording, 'download').mockImplementation(() => undefined);
    let signal: AbortSignal | undefined;
    let finish: ((gif: Blob) => void) | undefined;
    const fake = fakeTools(
      (_renderer, options) =>
        new Promise((resolve) => {
          signal = options.signal;
          finish = resolve;
        }),
    );
    const { user, unmount } = await renderButton(fake.tools);

    await user.click(screen.getByRole('button', { name: 'Download picture' }));
    await user.click(screen.getByRole('menuitem', { name: /^Animation as GIF/ }));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
    finish?.(new Blob(['gif']));
    await waitFor(() => expect(fake.disposed).toHaveBeenCalled());
    expect(download).not.toHaveBeenCalled();
  });
});
