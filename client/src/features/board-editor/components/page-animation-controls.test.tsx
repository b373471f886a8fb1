import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { initialEditorState } from '../core/editor-state.ts';
import { ManualStateSource, inEditorView } from '../testing/editor-view-fixture.tsx';
import type { EditorCommands } from './editor-commands.ts';
import {
  PageAnimationControls,
  RUN_BEND_STEP,
  SelectionAnimationControls,
} from './page-animation-controls.tsx';

function commands(enabled = true) {
  return { isEnabled: vi.fn(() => enabled), run: vi.fn<EditorCommands['run']>() };
}

describe('PageAnimationControls', () => {
  it('commits the caption once when the field is left, and times in milliseconds on Enter', async () => {
    const fake = commands();
    const { user } = await renderWithProviders(inEditorView(<PageAnimationControls />, fake));
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    await user.type(caption, 'Chaser 2 cuts');
    expect(fake.run).not.toHaveBeenCalled();
    await user.tab();
    expect(fake.run).toHaveBeenCalledTimes(1);
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { caption: 'Chaser 2 cuts' },
    });

    const hold = screen.getByRole('spinbutton', { name: 'Page shown (s)' });
    expect(hold).toHaveValue(2);
    await user.clear(hold);
    await user.type(hold, '3.5{Enter}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { holdMs: 3500 },
    });
    await user.click(screen.getByRole('button', { name: 'Even' }));
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { easing: 'linear' },
    });
  });

  it('keeps what was typed when Escape closes the panel', async () => {
    const fake = commands();
    const { user } = await renderWithProviders(inEditorView(<PageAnimationControls />, fake));
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Chaser 2 cuts{Escape}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { caption: 'Chaser 2 cuts' },
    });
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    const hold = screen.getByRole('spinbutton', { name: 'Page shown (s)' });
    await user.clear(hold);
    await user.type(hold, '4{Escape}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { holdMs: 4000 },
    });
  });

  it('takes a time out of range as the nearest one allowed, and shows that', async () => {
    const fake = commands();
    const { user } = await renderWithProviders(inEditorView(<PageAnimationControls />, fake));
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    const hold = screen.getByRole('spinbutton', { name: 'Page shown (s)' });
    await user.clear(hold);
    await user.type(hold, '0{Enter}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { holdMs: 500 },
    });
    expect(hold).toHaveValue(0.5);
    const move = screen.getByRole('spinbutton', { name: 'Move to next page (s)' });
    await user.clear(move);
    await user.type(move, '99{Enter}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { moveMs: 10_000 },
    });
    expect(move).toHaveValue(10);
  });

  it("shows the page's own values and follows an undo", async () => {
    const source = new ManualStateSource({
      ...initialEditorState,
      pageSettings: { caption: 'Old', transition: { moveMs: 1500 } },
    });
    const { user } = await renderWithProviders(
      inEditorView(<PageAnimationControls />, commands(), source),
      { language: 'de' },
    );
    await user.click(screen.getByRole('button', { name: 'Seitenanimation' }));
    expect(screen.getByRole('textbox', { name: 'Bildunterschrift' })).toHaveValue('Old');
    expect(screen.getByRole('spinbutton', { name: 'Bewegung zur nächsten Seite (s)' })).toHaveValue(
      1.5,
    );
    act(() => source.set({ pageSettings: {} }));
    expect(screen.getByRole('textbox', { name: 'Bildunterschrift' })).toHaveValue('');
  });

  it('keeps the focus and the typing in the field clicked after a commit, and the easing click', async () => {
    // Commands that change the page as the editor does, so every commit gives new values.
    const source = new ManualStateSource(initialEditorState);
    const fake = commands();
    fake.run.mockImplementation((_id, input) => {
      const change = input?.pageSettings ?? {};
      const { pageSettings } = source.getState();
      const { holdMs, moveMs, easing, caption } = change;
      act(() =>
        source.set({
          pageSettings: {
            ...pageSettings,
            ...(caption === undefined ? {} : { caption }),
            transition: {
              ...pageSettings.transition,
              ...(holdMs === undefined ? {} : { holdMs }),
              ...(moveMs === undefined ? {} : { moveMs }),
              ...(easing === undefined ? {} : { easing }),
            },
          },
        }),
      );
      return Promise.resolve(true);
    });
    const { user } = await renderWithProviders(
      inEditorView(<PageAnimationControls />, fake, source),
    );
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    await user.type(screen.getByRole('textbox', { name: 'Caption' }), 'Chaser 2 cuts');
    const hold = screen.getByRole('spinbutton', { name: 'Page shown (s)' });
    await user.click(hold);
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { caption: 'Chaser 2 cuts' },
    });
    expect(hold).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}4{Enter}');
    expect(fake.run).toHaveBeenLastCalledWith('changePageSettings', {
      pageSettings: { holdMs: 4000 },
    });

    const move = screen.getByRole('spinbutton', { name: 'Move to next page (s)' });
    await user.clear(move);
    await user.type(move, '2');
    await user.click(screen.getByRole('button', { name: 'Even' }));
    expect(fake.run.mock.calls.slice(-2)).toEqual([
      ['changePageSettings', { pageSettings: { moveMs: 2000 } }],
      ['changePageSettings', { pageSettings: { easing: 'linear' } }],
    ]);
  });

  it('cannot change anything while editing is off', async () => {
    const fake = commands(false);
    const { user } = await renderWithProviders(inEditorView(<PageAnimationControls />, fake));
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    expect(screen.getByRole('textbox', { name: 'Caption' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Smooth' })).toBeDisabled();
  });
});

describe('SelectionAnimationControls', () => {
  it('shows nothing without a player or a passed ball selected', async () => {
    const { container } = await renderWithProviders(
      inEditorView(<SelectionAnimationControls />, commands(), {
        ...initialEditorState,
        selectionCount: 1,
      }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('knocks out the selected players and sets the pass style', async () => {
    const fake = commands();
    const source = new ManualStateSource({
      ...initialEditorState,
      selectionCount: 1,
      selectionAnimation: { players: 1, knockedOut: false, pass: undefined, run: undefined },
    });
    const { user } = await renderWithProviders(
      inEditorView(<SelectionAnimationControls />, fake, source),
    );
    const knockOut = screen.getByRole('button', { name: 'Knocked out' });
    expect(knockOut).toHaveAttribute('aria-pressed', 'false');
    await user.click(knockOut);
    expect(fake.run).toHaveBeenLastCalledWith('toggleKnockedOut');

    act(() =>
      source.set({
        selectionAnimation: { players: 0, knockedOut: false, pass: 'straight', run: 'bent' },
      }),
    );
    expect(screen.queryByRole('button', { name: 'Knocked out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Straight pass' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Lob' }));
    expect(fake.run).toHaveBeenLastCalledWith('setPassStyle', { passStyle: 'lob' });
    // A selected object with a run to the next page: bend it without a pointer, or straighten it.
    await user.click(screen.getByRole('button', { name: 'Bend run to the left' }));
    expect(fake.run).toHaveBeenLastCalledWith('bendRun', { bend: -RUN_BEND_STEP });
    await user.click(screen.getByRole('button', { name: 'Bend run to the right' }));
    expect(fake.run).toHaveBeenLastCalledWith('bendRun', { bend: RUN_BEND_STEP });
    await user.click(screen.getByRole('button', { name: 'Straighten run' }));
    expect(fake.run).toHaveBeenLastCalledWith('resetRun');
  });
});

describe('PageAnimationControls: timing', () => {
  it('leaves the per-object timing to the strip under the canvas', async () => {
    const source = new ManualStateSource({
      ...initialEditorState,
      timingBars: [
        {
          uuid: 'chaser',
          start: 0,
          end: 1,
          pass: false,
          object: { objectType: 'playerA', team: 'A', role: 'Chaser', playerNumber: 3 },
        },
      ],
    });
    const { user } = await renderWithProviders(
      inEditorView(<PageAnimationControls />, commands(), source),
    );
    await user.click(screen.getByRole('button', { name: 'Page animation' }));
    expect(screen.getByRole('dialog', { name: 'Page animation' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});
