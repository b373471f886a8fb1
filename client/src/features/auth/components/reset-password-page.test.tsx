import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render-with-providers.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

describe('ResetPasswordPage', () => {
  it('asks for a link and always answers with the same neutral text', async () => {
    const requests = stubFetch(() => jsonResponse(200, { message: 'If the address exists…' }));
    const { user } = await renderWithProviders(<ResetPasswordPage />, { route: '/resetPassword' });

    await user.type(screen.getByLabelText('E-mail'), 'coach@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(
      await screen.findByText(
        'If an account exists for this e-mail address, we have sent you a link to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ email: 'coach@example.com' }]);
  });
});
