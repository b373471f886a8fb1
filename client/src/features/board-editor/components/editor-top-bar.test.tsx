import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { initialEditorState, type EditorState } from '../core/editor-state.ts';
import type { EditorCommands } from './editor-commands.ts';
import { EditorTopBar } from './editor-top-bar.tsx';
import { ActionButton } from '../../../components/more-actions-menu.tsx';
import { inEditorView } from '../testing/editor-view-fixture.tsx';
import { stubViewport } from '../../../testing/viewport.ts';

const viewing: EditorState = {
  ...initialEditorState,
  privileged: true,
  loaded: true,
  pageCount: 1,
};

async function renderTopBar(state: EditorState = viewing) {
  const commands: EditorCommands = { isEnabled: () => true, run: vi.fn() };
  const onClear = vi.fn();
  const view = await renderWithProviders(
    inEditorView(
      <EditorTopBar
        backTo="/tacticboards/b1"
        name="Kick-off"
        onToggleRecording={vi.fn()}
        itemsToggle={state.editMode ? { open: false, onToggle: vi.fn() } : undefined}
        onDeleteBoard={vi.fn()}
        deleting={false}
        extraActions={<ActionButton onClick={onClear}>Clear</ActionButton>}
      />,
      commands,
      state,
    ),
  );
  return { ...view, commands, onClear };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditorTopBar', () => {
  it('shows every action as a button on a wide screen', async () => {
    stubViewport(1280);
    await renderTopBar();
    for (const name of ['Play', 'Record video', 'Full screen', 'Edit', 'Delete board', 'Clear']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    // Cut short beside the buttons, the name is whole in its tooltip.
    expect(screen.getByRole('heading', { level: 1, name: 'Kick-off' })).toHaveAttribute(
      'title',
      'Kick-off',
    );
  });

  it('on a phone keeps Play and Edit in the bar and moves the other actions into "More actions"', async () => {
    stubViewport(360);
    const { user, commands, onClear } = await renderTopBar();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(commands.run).toHaveBeenCalledWith('togglePlayback');
    expect(screen.queryByRole('button', { name: 'Delete board' })).not.toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Record video', 'Full screen', 'Delete board', 'Clear']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Full screen' }));
    expect(commands.run).toHaveBeenCalledWith('toggleFullscreen');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledWith(more);
  });

  it('on a phone on its side (a short window) keeps the name beside Play and Edit and folds the rest into "More actions"', async () => {
    stubViewport(844, 390);
    await renderTopBar();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record video' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('MuiTypography-h5');
  });

  it('on a short but wide screen shows every action in the bar from 500 px of height', async () => {
    stubViewport(1024, 500);
    await renderTopBar();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('on a phone a dialog opened from the menu stays open after the menu closes', async () => {
    stubViewport(360);
    const { user } = await renderTopBar();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete tactic board?' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(dialog).toBeVisible();

    // The closed menu does not take the dialog's keys for its own navigation.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('on a phone in edit mode keeps Save and the items toggle in the bar', async () => {
    stubViewport(360);
    await renderTopBar({ ...viewing, editMode: true });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
  });
});
