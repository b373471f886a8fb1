import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteItemButton, type DeleteTextKey } from './delete-item-button.tsx';

const TEXTS: Record<DeleteTextKey, string> = {
  'delete.title': 'Delete drill?',
  'delete.text': '"{{name}}" will be gone for good.',
  'delete.confirm': 'Delete',
  'common.cancel': 'Cancel',
};
const t = (key: DeleteTextKey, values?: Record<string, unknown>) =>
  TEXTS[key].replace('{{name}}', String(values?.name));

function renderButton(props: { error?: string | null; onCancel?: () => void } = {}) {
  const onConfirm = vi.fn();
  render(
    <DeleteItemButton
      t={t}
      label="Delete"
      name="Two on one"
      busy={false}
      error={props.error ?? null}
      onConfirm={onConfirm}
      onCancel={props.onCancel}
    />,
  );
  return { onConfirm };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete drill?' });
}

describe('DeleteItemButton', () => {
  it('asks before deleting, naming the item', async () => {
    const { onConfirm } = renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('"Two on one" will be gone for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on cancel without deleting and says so', async () => {
    const onCancel = vi.fn();
    const { onConfirm } = renderButton({ onCancel });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why deleting failed inside the dialog', async () => {
    renderButton({ error: 'Used by an exercise.' });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Used by an exercise.');
  });
});
