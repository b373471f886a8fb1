import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogButton } from './dialog-button.tsx';

function renderButton() {
  render(
    <DialogButton
      label="Share"
      icon="share"
      renderDialog={(open, onClose) => (
        <Dialog open={open} onClose={onClose} aria-labelledby="title">
          <DialogTitle id="title">Share drill</DialogTitle>
          <button onClick={onClose}>Close</button>
        </Dialog>
      )}
    />,
  );
}

describe('DialogButton', () => {
  it('says it opens a dialog and opens it', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Share drill' })).toBeInTheDocument();
  });

  it('lets the dialog close itself', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share drill' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
