import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import type { EditorActionId } from '../actions/editor-actions.ts';
import { ClipboardButtons } from './clipboard-buttons.tsx';
import type { EditorCommands } from './editor-commands.ts';
import { localClipboard } from './local-clipboard.ts';
import { inEditorView } from '../testing/editor-view-fixture.tsx';

function commands(enabled: (id: EditorActionId) => boolean) {
  const run = vi.fn<EditorCommands['run']>();
  return { isEnabled: vi.fn(enabled), run };
}

describe('ClipboardButtons', () => {
  it('runs each action from its button and names the shortcut in the tooltip', async () => {
    const fake = commands(() => true);
    const { user } = await renderWithProviders(inEditorView(<ClipboardButtons />, fake));
    const group = screen.getByRole('group', { name: 'Clipboard' });
    for (const [name, id] of [
      ['Copy', 'copy'],
      ['Cut', 'cut'],
      ['Paste', 'paste'],
      ['Duplicate', 'duplicate'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      expect(fake.run).toHaveBeenLastCalledWith(id);
    }
    expect(group).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy (Ctrl+C)');
  });

  it('says Strg in German', async () => {
    const { user } = await renderWithProviders(
      inEditorView(
        <ClipboardButtons />,
        commands(() => true),
      ),
      {
        language: 'de',
      },
    );
    await user.hover(screen.getByRole('button', { name: 'Duplizieren' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Duplizieren (Strg+D)');
  });

  it('turns paste on when something is copied, without other changes', async () => {
    let copied = false;
    await renderWithProviders(
      inEditorView(
        <ClipboardButtons />,
        commands((id) => id !== 'paste' || copied),
      ),
    );
    expect(screen.getByRole('button', { name: 'Paste' })).toBeDisabled();
    copied = true;
    localClipboard().write([{ type: 'circle', uuid: 'c' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paste' })).toBeEnabled());
  });

  it('turns paste on for a copy made after its first render and before it listened', async () => {
    let copied = false;
    // Layout effects run before the buttons' own effects: a copy made in one happens between the
    // buttons' first render and the moment they start listening to the clipboard.
    function CopyOnMount() {
      useLayoutEffect(() => {
        copied = true;
        localClipboard().write([{ type: 'circle', uuid: 'early' }]);
      }, []);
      return null;
    }
    await renderWithProviders(
      inEditorView(
        <>
          <ClipboardButtons />
          <CopyOnMount />
        </>,
        commands((id) => id !== 'paste' || copied),
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Paste' })).toBeEnabled());
  });
});
