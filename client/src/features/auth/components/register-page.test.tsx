import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render-with-providers.tsx';
import { RegisterPage } from './register-page.tsx';

async function renderRegister() {
  return renderWithProviders(<RegisterPage />, { route: '/register' });
}

describe('RegisterPage', () => {
  it('validates each field with translated messages', async () => {
    const requests = stubFetch(() => jsonResponse(500));
    const { user } = await renderRegister();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the e-mail message after typing an invalid address and leaving the field', async () => {
    const { user } = await renderRegister();

    await user.type(screen.getByLabelText('E-mail'), 'coach@@example.com');
    await user.tab();

    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });

  it('posts name, e-mail and password (not the repetition) and asks to check the mail', async () => {
    const requests = stubFetch(() => jsonResponse(201, { message: 'Registered' }));
    const { user } = await renderRegister();

    await user.type(screen.getByLabelText('Name'), ' Coach Carter ');
    await user.type(screen.getByLabelText('E-mail'), 'Coach@Example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(/We have sent you an e-mail/)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/register',
        authorization: null,
        body: { name: 'Coach Carter', email: 'coach@example.com', password: 'long enough 1' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('explains a taken e-mail address', async () => {
    stubFetch(() => jsonResponse(409, { message: 'E-mail already registered' }));
    const { user } = await renderRegister();

    await user.type(screen.getByLabelText('Name'), 'Coach');
    await user.type(screen.getByLabelText('E-mail'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail address already exists.',
    );
  });
});
