import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render-with-providers.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const emailToken = 'a'.repeat(43);

describe('VerifyEmailPage', () => {
  it('sends the token from the URL exactly once and confirms success', async () => {
    const requests = stubFetch(() => jsonResponse(200, { message: 'E-mail verified' }));
    await renderWithProviders(<VerifyEmailPage />, {
      route: `/verifyEmail?emailToken=${emailToken}`,
    });

    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address');
    expect(
      await screen.findByText('Your e-mail address has been confirmed. You can now log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/verifyEmail', authorization: null, body: { emailToken } },
    ]);
  });

  it('explains an invalid or expired token', async () => {
    stubFetch(() => jsonResponse(400, { message: 'Invalid token' }));
    await renderWithProviders(<VerifyEmailPage />, {
      route: `/verifyEmail?emailToken=${emailToken}`,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  });

  it('does not call the server without a token', async () => {
    const requests = stubFetch(() => jsonResponse(500));
    await renderWithProviders(<VerifyEmailPage />, { route: '/verifyEmail' });

    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    expect(requests).toHaveLength(0);
  });
});
