import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { initialEditorState, type EditorState } from '../core/editor-state.ts';
import type { TimingBar } from '../core/run-guides.ts';
import { ManualStateSource, inEditorView } from '../testing/editor-view-fixture.tsx';
import type { EditorCommands } from './editor-commands.ts';
import { TimingStrip } from './timing-strip.tsx';
import { stubViewport } from '../../../testing/viewport.ts';

function commands(enabled = true) {
  return { isEnabled: vi.fn(() => enabled), run: vi.fn<EditorCommands['run']>() };
}

const chaser: TimingBar = {
  uuid: 'chaser',
  start: 0,
  end: 1,
  pass: false,
  object: { objectType: 'playerA', team: 'A', role: 'Chaser', playerNumber: 3 },
};

const quaffle: TimingBar = {
  uuid: 'quaffle',
  start: 0.5,
  end: 1,
  pass: true,
  object: { objectType: 'ball', ballType: 'Volleyball' },
};

function state(change: Partial<EditorState> = {}): EditorState {
  return { ...initialEditorState, editMode: true, timingBars: [chaser, quaffle], ...change };
}

/** The slider whose handles these are: what MUI measures and listens on for pointer drags. */
function sliderRootOf(handle: HTMLElement): HTMLElement {
  const root = handle.closest<HTMLElement>('.MuiSlider-root');
  if (!root) throw new Error('no slider around the handle');
  return root;
}

/** jsdom lays nothing out: every slider is 200 px wide from the window's left edge. */
const SLIDER_WIDTH = 200;

beforeEach(() => {
  localStorage.clear();
  // jsdom has no pointer capture; MUI's slider asks for it when a drag ends.
  Object.assign(HTMLElement.prototype, {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: SLIDER_WIDTH, height: 20 }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TimingStrip', () => {
  it('shows nothing when nothing moves to the next page', async () => {
    const { container } = await renderWithProviders(
      inEditorView(<TimingStrip />, commands(), state({ timingBars: [] })),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names each moving object and tells its times in seconds of the move', async () => {
    await renderWithProviders(
      inEditorView(
        <TimingStrip />,
        commands(),
        state({ pageSettings: { transition: { moveMs: 2000 } } }),
      ),
    );
    expect(screen.getByText('2 objects move in 2 s')).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'Timing of the move to the next page' });
    expect(strip).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Team A Chaser 3 starts' })).toHaveAttribute(
      'aria-valuetext',
      '0 s',
    );
    expect(screen.getByRole('slider', { name: 'Team A Chaser 3 arrives' })).toHaveAttribute(
      'aria-valuetext',
      '2 s',
    );
    expect(screen.getByRole('slider', { name: 'Volleyball starts' })).toHaveAttribute(
      'aria-valuetext',
      '1 s',
    );
    expect(screen.getByText('1–2 s')).toBeInTheDocument();
  });

  it('on a phone shows role and number before the team, the full name staying for the handles', async () => {
    stubViewport(360);
    const other: TimingBar = {
      ...chaser,
      uuid: 'other chaser',
      object: { ...chaser.object, playerNumber: 4 },
    };
    await renderWithProviders(
      inEditorView(<TimingStrip />, commands(), state({ timingBars: [chaser, other] })),
    );
    // A phone shows the strip folded at first.
    fireEvent.click(screen.getByRole('button', { name: 'Timing' }));
    expect(screen.getByText('Chaser 3 · A')).toHaveAttribute('title', 'Team A Chaser 3');
    expect(screen.getByText('Chaser 4 · A')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Team A Chaser 4 starts' })).toBeInTheDocument();
    expect(screen.queryByText('Team A Chaser 3')).not.toBeInTheDocument();
  });

  it('names texts by their words, and lines and drawings by what they are', async () => {
    const bar = (uuid: string, object: TimingBar['object']): TimingBar => ({
      uuid,
      start: 0,
      end: 1,
      pass: false,
      object,
    });
    const bars = [
      bar('text', { type: 'IText', text: 'Cut to the hoop now, fast' }),
      bar('line', { type: 'path', objectType: 'line' }),
      bar('stroke', { type: 'path', objectType: 'drawing' }),
    ];
    await renderWithProviders(
      inEditorView(<TimingStrip />, commands(), state({ timingBars: bars })),
    );
    for (const name of ['Text “Cut to the hoop now,…”', 'Line or arrow', 'Drawing']) {
      expect(screen.getByRole('slider', { name: `${name} starts` })).toBeInTheDocument();
    }
  });

  it('moves a handle by 0.05 s per arrow key and 0.5 s per Page Up, one change each', async () => {
    const fake = commands();
    const { user } = await renderWithProviders(
      inEditorView(
        <TimingStrip />,
        fake,
        state({ pageSettings: { transition: { moveMs: 2000 } } }),
      ),
    );
    const start = screen.getByRole('slider', { name: 'Team A Chaser 3 starts' });
    act(() => start.focus());
    await user.keyboard('{ArrowRight}');
    expect(fake.run).toHaveBeenCalledTimes(1);
    expect(fake.run).toHaveBeenLastCalledWith('setObjectTiming', {
      timing: { uuid: 'chaser', start: 0.025, end: 1 },
    });
    expect(start).toHaveAttribute('aria-valuetext', '0.05 s');
    await user.keyboard('{PageUp}');
    expect(fake.run).toHaveBeenCalledTimes(2);
    expect(fake.run).toHaveBeenLastCalledWith('setObjectTiming', {
      timing: { uuid: 'chaser', start: 0.275, end: 1 },
    });
    // The start never passes the arrival.
    const arrival = screen.getByRole('slider', { name: 'Volleyball arrives' });
    act(() => arrival.focus());
    for (let press = 0; press < 3; press += 1) await user.keyboard('{PageDown}');
    expect(fake.run).toHaveBeenLastCalledWith('setObjectTiming', {
      timing: { uuid: 'quaffle', start: 0.5, end: 0.5 },
    });
  });

  it('drags the start with the mouse as one change when the button is let go', async () => {
    const fake = commands();
    await renderWithProviders(inEditorView(<TimingStrip />, fake, state()));
    const start = screen.getByRole('slider', { name: 'Team A Chaser 3 starts' });
    const root = sliderRootOf(start);
    const mouse = { pointerId: 1, pointerType: 'mouse', clientY: 10 };
    fireEvent.pointerDown(root, { ...mouse, button: 0, buttons: 1, clientX: 2 });
    fireEvent.pointerMove(document, { ...mouse, buttons: 1, clientX: 30 });
    fireEvent.pointerMove(document, { ...mouse, buttons: 1, clientX: 40 });
    expect(fake.run).not.toHaveBeenCalled();
    expect(start).toHaveAttribute('aria-valuetext', '0.2 s');
    fireEvent.pointerUp(document, { ...mouse, button: 0, buttons: 0, clientX: 40 });
    expect(fake.run).toHaveBeenCalledTimes(1);
    expect(fake.run).toHaveBeenLastCalledWith('setObjectTiming', {
      timing: { uuid: 'chaser', start: 0.2, end: 1 },
    });
  });

  it('drags the arrival by touch', async () => {
    const fake = commands();
    await renderWithProviders(inEditorView(<TimingStrip />, fake, state()));
    const root = sliderRootOf(screen.getByRole('slider', { name: 'Team A Chaser 3 arrives' }));
    // A finger's touch reaches the page as pointer events first, as in Chromium.
    const finger = { pointerId: 7, pointerType: 'touch', clientY: 10 };
    fireEvent.pointerDown(root, { ...finger, button: 0, buttons: 1, clientX: 196 });
    fireEvent.pointerMove(document, { ...finger, buttons: 1, clientX: 170 });
    fireEvent.pointerMove(document, { ...finger, buttons: 1, clientX: 150 });
    fireEvent.pointerUp(document, { ...finger, button: 0, buttons: 0, clientX: 150 });
    expect(fake.run).toHaveBeenCalledTimes(1);
    expect(fake.run).toHaveBeenLastCalledWith('setObjectTiming', {
      timing: { uuid: 'chaser', start: 0, end: 0.75 },
    });
  });

  it('follows an undo without taking the focus off the handle', async () => {
    const source = new ManualStateSource(state());
    const { user } = await renderWithProviders(inEditorView(<TimingStrip />, commands(), source));
    const start = screen.getByRole('slider', { name: 'Team A Chaser 3 starts' });
    act(() => start.focus());
    await user.keyboard('{ArrowRight}');
    act(() => source.set({ timingBars: [{ ...chaser, start: 0.05 }, quaffle] }));
    expect(start).toHaveAttribute('aria-valuetext', '0.05 s');
    act(() => source.set({ timingBars: [chaser, quaffle] }));
    expect(start).toHaveAttribute('aria-valuetext', '0 s');
    expect(start).toHaveFocus();
  });

  it('cannot be changed by a user who cannot change the page', async () => {
    await renderWithProviders(inEditorView(<TimingStrip />, commands(false), state()), {
      language: 'de',
    });
    for (const handle of screen.getAllByRole('slider')) expect(handle).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Team A Chaser 3 startet' })).toBeInTheDocument();
  });

  it('folds to one line and stays folded the next time', async () => {
    const view = await renderWithProviders(inEditorView(<TimingStrip />, commands(), state()), {
      language: 'de',
    });
    const toggle = screen.getByRole('button', { name: 'Zeitablauf' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await view.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('2 Objekte bewegen sich in 1 s')).toBeInTheDocument();
    view.unmount();

    const again = await renderWithProviders(inEditorView(<TimingStrip />, commands(), state()));
    expect(screen.getByRole('button', { name: 'Timing' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await again.user.click(screen.getByRole('button', { name: 'Timing' }));
    expect(screen.getAllByRole('slider')).toHaveLength(4);
  });
});
