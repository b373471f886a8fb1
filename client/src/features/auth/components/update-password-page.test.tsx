import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeAccessToken,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render-with-providers.tsx';
import { UpdatePasswordPage } from './update-password-page.tsx';

const passwordResetToken = 'b'.repeat(43);

async function saveNewPassword(user: UserEvent) {
  await user.type(screen.getByLabelText('New password'), 'a new secret');
  await user.type(screen.getByLabelText('Confirm password'), 'a new secret');
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('UpdatePasswordPage', () => {
  it('shows an error and a way to a new link when the token is missing', async () => {
    await renderWithProviders(<UpdatePasswordPage />, { route: '/updatePassword' });

    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('saves the new password with the token from the URL', async () => {
    const requests = stubFetch(() => jsonResponse(200, { message: 'Password updated' }));
    const { user } = await renderWithProviders(<UpdatePasswordPage />, {
      route: `/updatePassword?passwordResetToken=${passwordResetToken}`,
    });

    await saveNewPassword(user);

    expect(
      await screen.findByText('Your password has been changed. You can now log in.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/updatePassword',
        authorization: null,
        body: { passwordResetToken, password: 'a new secret' },
      },
    ]);
  });

  it('logs out here too, since changing the password ended every session', async () => {
    stubFetch(() => jsonResponse(200, { message: 'Password updated' }));
    const { user, store } = await renderWithProviders(<UpdatePasswordPage />, {
      route: `/updatePassword?passwordResetToken=${passwordResetToken}`,
      preloadedState: { auth: { accessToken: makeAccessToken({ sub: 'u1', name: 'Coach' }) } },
    });

    await saveNewPassword(user);

    expect(
      await screen.findByText('Your password has been changed. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(store.getState().auth.accessToken).toBeNull();
  });
});
