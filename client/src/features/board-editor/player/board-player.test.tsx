import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BoardAnimation, PAGE_SCHEMA_VERSION, type Page } from '@courtside/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import type { CreateFrameRenderer, DescribeDodgeballs } from '../export/frame-renderer.ts';
import BoardPlayer from './board-player.tsx';

const pages: Page[] = [0, 1, 2].map(() => ({
  version: PAGE_SCHEMA_VERSION,
  objects: [],
  backgroundImage: { src: '/full-court.svg' },
}));

/** Where page `index` of `pages` rests, on the board's one timeline. */
const restPositionMs = (index: number) => new BoardAnimation(pages).pageRestMs(index);

function fakeRenderer() {
  const drawn: number[] = [];
  const dispose = vi.fn();
  const overlays: (DescribeDodgeballs | undefined)[] = [];
  const zones: boolean[] = [];
  const create: CreateFrameRenderer = (rendererPages) =>
    Promise.resolve({
      canvas: document.createElement('canvas'),
      animation: new BoardAnimation(rendererPages),
      renderAt: (timeMs) => drawn.push(timeMs),
      setDodgeballOverlay: (describe) => overlays.push(describe),
      setKeeperZones: (shown) => zones.push(shown),
      dispose,
    });
  return { create, drawn, dispose, overlays, zones };
}

async function renderPlayer(props: Partial<Parameters<typeof BoardPlayer>[0]> = {}) {
  const renderer = fakeRenderer();
  const onPageChange = vi.fn<(index: number) => void>();
  const view = await renderWithProviders(
    <BoardPlayer
      pages={pages}
      title="Kick-off"
      createRenderer={renderer.create}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  const region = await screen.findByRole('region', { name: 'Animation of Kick-off' });
  await screen.findByRole('img', { name: /^Page \d of 3$/ });
  // The picture is in the page once its renderer is made; its first frame (which tells its page)
  // follows in an effect, which a busy machine can run after the find above has returned.
  await waitFor(() => expect(onPageChange).toHaveBeenCalled());
  return { ...view, region, renderer, onPageChange };
}

describe('BoardPlayer', () => {
  it('steps between pages with the buttons and the arrow keys, drawing each at rest', async () => {
    const { user, region, renderer, onPageChange } = await renderPlayer();
    expect(renderer.drawn.at(-1)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(renderer.drawn.at(-1)).toBe(restPositionMs(1));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('slider', { name: 'Position in the animation' })).toHaveAttribute(
      'aria-valuetext',
      'Page 2 of 3',
    );
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(onPageChange).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('plays and pauses with Space on the scrubber, which has no use for it', async () => {
    await renderPlayer();
    const scrubber = screen.getByRole('slider', { name: 'Position in the animation' });
    fireEvent.keyDown(scrubber, { key: ' ' });
    expect(await screen.findByRole('button', { name: 'Pause animation' })).toBeInTheDocument();
    fireEvent.keyDown(scrubber, { key: ' ' });
    expect(await screen.findByRole('button', { name: 'Play animation' })).toBeInTheDocument();
  });

  it('leaves the arrow keys on the scrubber to the scrubber, which seeks', async () => {
    const { onPageChange, renderer } = await renderPlayer();
    const scrubber = screen.getByRole('slider', { name: 'Position in the animation' });
    const calls = onPageChange.mock.calls.length;
    fireEvent.keyDown(scrubber, { key: 'ArrowRight' });
    expect(onPageChange.mock.calls.length).toBe(calls);
    // The range input's own step (jsdom does not move it by key).
    fireEvent.change(scrubber, { target: { value: '10' } });
    expect(renderer.drawn.at(-1)).toBe(10);
    expect(scrubber).toHaveAttribute('aria-valuenow', '10');
    expect(scrubber).toHaveAttribute('step', '10');
  });

  it('plays and pauses with its button and with Space, and changes speed and loop', async () => {
    const { user, region } = await renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play animation' }));
    expect(screen.getByRole('button', { name: 'Pause animation' })).toBeInTheDocument();
    fireEvent.keyDown(region, { key: ' ' });
    expect(await screen.findByRole('button', { name: 'Play animation' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2×' }));
    expect(screen.getByRole('button', { name: '2×' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Loop' }));
    expect(screen.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells of its own play and pause, and follows a play or pause asked from outside', async () => {
    const onRunningChange = vi.fn<(running: boolean) => void>();
    const { user, region, rerender, renderer } = await renderPlayer({
      autoPlay: true,
      running: true,
      onRunningChange,
    });
    // Started as asked: nothing to tell.
    expect(await screen.findByRole('button', { name: 'Pause animation' })).toBeInTheDocument();
    expect(onRunningChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pause animation' }));
    expect(onRunningChange).toHaveBeenLastCalledWith(false);
    fireEvent.keyDown(region, { key: ' ' });
    await waitFor(() => expect(onRunningChange).toHaveBeenLastCalledWith(true));
    expect(onRunningChange).toHaveBeenCalledTimes(2);

    const again = (running: boolean) => (
      <BoardPlayer
        pages={pages}
        title="Kick-off"
        createRenderer={renderer.create}
        autoPlay
        running={running}
        onRunningChange={onRunningChange}
      />
    );
    rerender(again(false));
    expect(await screen.findByRole('button', { name: 'Play animation' })).toBeInTheDocument();
    rerender(again(true));
    expect(await screen.findByRole('button', { name: 'Pause animation' })).toBeInTheDocument();
    // The other control knew already.
    expect(onRunningChange).toHaveBeenCalledTimes(2);
  });

  it('tells that a run without loop stopped at its end', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const onRunningChange = vi.fn<(running: boolean) => void>();
    const { user } = await renderPlayer({ autoPlay: true, running: true, onRunningChange });
    await user.click(screen.getByRole('button', { name: 'Loop' }));
    now = 60_000;
    await waitFor(() => expect(onRunningChange).toHaveBeenLastCalledWith(false));
    expect(screen.getByRole('button', { name: 'Play animation' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("shows each page's caption as text below the picture, which leaves it out", async () => {
    const captioned: Page[] = pages.map((page, index) =>
      index === 2 ? page : { ...page, caption: `Caption of page ${index + 1}` },
    );
    const renderer = fakeRenderer();
    const made = vi.fn<CreateFrameRenderer>(renderer.create);
    const { user } = await renderPlayer({ pages: captioned, createRenderer: made });
    expect(made.mock.calls[0]?.[1]).toMatchObject({ withoutCaptions: true });
    const caption = screen.getByTestId('player-caption');
    expect(caption).toHaveTextContent('Caption of page 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(caption).toHaveTextContent('Caption of page 2');
    // A page without one keeps the room empty, so the controls stay where they are.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('player-caption')).toHaveTextContent(/^$/);
  });

  it('takes no room for captions on a board without any', async () => {
    await renderPlayer();
    expect(screen.queryByTestId('player-caption')).not.toBeInTheDocument();
  });

  it('moves the scrubber with the run while playing', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user } = await renderPlayer();
    const scrubber = screen.getByRole<HTMLInputElement>('slider', {
      name: 'Position in the animation',
    });
    await user.click(screen.getByRole('button', { name: 'Play animation' }));
    now = 400;
    await waitFor(() => expect(scrubber.value).toBe('400'));
    expect(scrubber).toHaveAttribute('aria-valuenow', '400');
    expect(scrubber).toHaveAttribute('aria-valuetext', 'Page 1 of 3');
    vi.restoreAllMocks();
  });

  it('runs the animation while playing and reports the pages it reaches', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { user, onPageChange, renderer } = await renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play animation' }));
    now = 2_500;
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(1));
    expect(renderer.drawn.at(-1)).toBeGreaterThanOrEqual(2_500);
    vi.restoreAllMocks();
  });

  it('shows the dodgeball count when its toggle is on, worded in the viewer language', async () => {
    const { user, renderer } = await renderPlayer();
    const toggle = screen.getByRole('button', { name: 'Show dodgeball count' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const drawnBefore = renderer.drawn.length;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const words = renderer.overlays.at(-1);
    expect(words?.({ A: 2, B: 1, loose: 0, control: 'A' })).toBe(
      'Dodgeballs A 2 · B 1 · control: A',
    );
    expect(words?.({ A: 1, B: 1, loose: 1, control: undefined })).toBe('Dodgeballs A 1 · B 1');
    // Paused, the change is drawn at once.
    expect(renderer.drawn.length).toBeGreaterThan(drawnBefore);
    await user.click(toggle);
    expect(renderer.overlays.at(-1)).toBeUndefined();
  });

  it('shows the keeper zones with their own toggle, apart from the dodgeball count', async () => {
    const { user, renderer } = await renderPlayer();
    const toggle = screen.getByRole('button', { name: 'Show keeper zones' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(renderer.zones.at(-1)).toBe(false);
    const drawnBefore = renderer.drawn.length;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(renderer.zones.at(-1)).toBe(true);
    // Paused, the change is drawn at once; the dodgeball count stays off.
    expect(renderer.drawn.length).toBeGreaterThan(drawnBefore);
    expect(renderer.overlays.at(-1)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Show dodgeball count' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(toggle);
    expect(renderer.zones.at(-1)).toBe(false);
  });

  it('names the keeper-zone toggle in German', async () => {
    await renderWithProviders(
      <BoardPlayer pages={pages} createRenderer={fakeRenderer().create} />,
      {
        language: 'de',
      },
    );
    const toggle = await screen.findByRole('button', { name: 'Keeper-Zonen zeigen' });
    // Disabled until the renderer is made, which a busy machine may take a while for.
    await waitFor(() => expect(toggle).toBeEnabled());
  });

  it('fits its picture to its container, whatever size the renderer set inline', async () => {
    await renderPlayer();
    const canvas = screen.getByRole('img', { name: 'Page 1 of 3' }).querySelector('canvas');
    expect(canvas?.style.width).toBe('100%');
    expect(canvas?.style.height).toBe('auto');
  });

  it('swaps its renderer when the pages change and never draws with a disposed one', async () => {
    const made: { disposed: boolean; drawn: number }[] = [];
    const create: CreateFrameRenderer = (rendererPages) => {
      const renderer = { disposed: false, drawn: 0 };
      made.push(renderer);
      return Promise.resolve({
        canvas: document.createElement('canvas'),
        animation: new BoardAnimation(rendererPages),
        renderAt: () => {
          if (renderer.disposed) throw new Error('drawn after dispose');
          renderer.drawn += 1;
        },
        dispose: () => {
          renderer.disposed = true;
        },
      });
    };
    const view = await renderWithProviders(<BoardPlayer pages={pages} createRenderer={create} />);
    await screen.findByRole('img', { name: 'Page 1 of 3' });
    await view.user.click(screen.getByRole('button', { name: 'Play animation' }));
    const before = made.length;
    view.rerender(<BoardPlayer pages={[...pages]} createRenderer={create} />);
    await waitFor(() => expect(made.length).toBeGreaterThan(before));
    await waitFor(() => expect(made.at(-1)?.drawn).toBeGreaterThan(0));
    expect(made.slice(0, -1).every((renderer) => renderer.disposed)).toBe(true);
  });

  it('starts where it is told and disposes its renderer when it goes', async () => {
    const { unmount, renderer, onPageChange } = await renderPlayer({ startIndex: 2 });
    expect(renderer.drawn.at(-1)).toBe(restPositionMs(2));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    unmount();
    expect(renderer.dispose).toHaveBeenCalled();
  });

  it('says so when there is nothing to play or the picture cannot be made', async () => {
    await renderWithProviders(<BoardPlayer pages={[]} createRenderer={fakeRenderer().create} />);
    expect(screen.getByText('This board has no pages to play.')).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <BoardPlayer pages={pages} createRenderer={() => Promise.reject(new Error('no canvas'))} />,
      { language: 'de' },
    );
    expect(
      await screen.findByText(
        'Die Animation konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.',
      ),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it.each(['the button', 'the connection coming back'])(
    'tries again after a failure on %s',
    async (how) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const renderer = fakeRenderer();
      let offline = true;
      const create: CreateFrameRenderer = (...args) =>
        offline ? Promise.reject(new Error('Failed to fetch')) : renderer.create(...args);
      const { user } = await renderWithProviders(
        <BoardPlayer pages={pages} title="Kick-off" createRenderer={create} />,
      );
      const alert = await screen.findByText(
        'The animation could not be loaded. Check the connection and try again.',
      );
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      offline = false;
      if (how === 'the button') await user.click(screen.getByRole('button', { name: 'Try again' }));
      else fireEvent(window, new Event('online'));
      expect(await screen.findByRole('img', { name: 'Page 1 of 3' })).toBeInTheDocument();
      expect(alert).not.toBeInTheDocument();
      vi.restoreAllMocks();
    },
  );
});
