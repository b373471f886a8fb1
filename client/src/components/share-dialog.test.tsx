import type { AccessEntry } from '@courtside/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHARE_ERROR_KEYS, ShareDialog, type ShareNamespaceKey } from './share-dialog.tsx';

const TEXTS: Record<ShareNamespaceKey, string> = {
  'share.title': 'Share drill',
  'share.addHeading': 'Add a person',
  'share.email': 'E-mail address',
  'validation.email': 'Please enter an e-mail address.',
  'share.level': 'Access',
  'share.levelFor': 'Access for {{name}}',
  'share.levels.view': 'Can view',
  'share.levels.edit': 'Can edit',
  'share.submit': 'Share',
  'share.shared': 'Shared with {{email}}.',
  'share.listHeading': 'People with access',
  'share.none': 'Nobody else yet.',
  'share.remove': 'Remove',
  'share.removeFor': 'Remove {{name}}',
  'common.close': 'Close',
};
const t = (key: ShareNamespaceKey, values: Record<string, string> = {}) =>
  TEXTS[key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');

const SAM: AccessEntry = {
  user: { _id: 'u2', name: 'Sam', email: 'sam@example.com' },
  userId: 'u2',
  access: 'view',
};

function renderDialog(onShare: () => Promise<unknown>) {
  const describeError = vi.fn(() => 'Nobody has that address.');
  render(
    <ShareDialog
      open
      onClose={vi.fn()}
      t={t}
      grants={{ data: [SAM], isLoading: false }}
      onShare={onShare}
      onSetAccess={vi.fn(() => Promise.resolve())}
      onRemove={vi.fn(() => Promise.resolve())}
      describeError={describeError}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Share drill' }), describeError };
}

describe('ShareDialog', () => {
  it('lists the people with access in the words of the feature', () => {
    const { dialog } = renderDialog(() => Promise.resolve());
    const list = within(dialog).getByRole('list', { name: 'People with access' });
    expect(list).toHaveTextContent('sam@example.com');
    expect(within(list).getByRole('button', { name: 'Remove Sam' })).toBeInTheDocument();
  });

  it('says whom it shared with', async () => {
    const onShare = vi.fn(() => Promise.resolve());
    const { dialog } = renderDialog(onShare);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'kim@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith('kim@example.com', 'view');
    expect(await within(dialog).findByText('Shared with kim@example.com.')).toBeInTheDocument();
    // Focus is back in the empty address field, ready for the next person (and Escape works).
    const field = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('describes a failed share with the share status keys', async () => {
    const failure = { status: 404 };
    const { dialog, describeError } = renderDialog(() => Promise.reject(failure));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'kim@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Nobody has that address.')).toBeInTheDocument();
    expect(describeError).toHaveBeenCalledWith(failure, SHARE_ERROR_KEYS);
  });

  it('shows only what the newest attempt found wrong', async () => {
    const { dialog } = renderDialog(() => Promise.reject({ status: 404 }));
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'kim@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Nobody has that address.')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByText('Please enter an e-mail address.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Nobody has that address.')).toBeNull();
  });
});
