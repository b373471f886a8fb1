import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import {
  EXERCISE_ID,
  listOf,
  loggedIn,
  makeExercise,
  stubApi,
} from '../testing/exercise-fixtures.ts';
import { NETWORK_DOWN } from '../../../testing/stub-api.ts';
import { ExerciseUpdatePage } from './exercise-update-page.tsx';

const owner = { hasAccess: true, type: 'owner', level: 'edit' };

/** The server holds version 2 (saved by someone else) while the form was filled from version 1. */
function conflictingApi() {
  let stored = makeExercise({ version: 1 });
  const requests = stubApi(({ method, path, body }) => {
    if (path === `/api/exercises/${EXERCISE_ID}` && method === 'GET') {
      return { status: 200, body: stored };
    }
    if (path === `/api/exercises/${EXERCISE_ID}` && method === 'PUT') {
      const { version } = body as { version: number };
      if (version !== 2) {
        return {
          status: 409,
          body: { message: 'Version conflict', details: { currentVersion: 2 } },
        };
      }
      stored = { ...stored, ...(body as object), version: 3 };
      return { status: 200, body: stored };
    }
    if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
    if (path.endsWith('/relatedExercises')) return { status: 200, body: [] };
    if (path === '/api/exercises') return { status: 200, body: listOf([]) };
    return { status: 200, body: [] };
  });
  const setStored = (name: string) => {
    stored = { ...stored, name, version: 2 };
  };
  return { requests, setStored };
}

function renderUpdate() {
  return renderWithProviders(<ExerciseUpdatePage />, {
    route: `/exercises/${EXERCISE_ID}/update`,
    path: '/exercises/:exerciseId/update',
    routes: [{ path: '/exercises/:exerciseId', element: <p>Detail screen</p> }],
    preloadedState: loggedIn,
  });
}

const puts = (requests: ReturnType<typeof stubApi>) => requests.filter((r) => r.method === 'PUT');

describe('ExerciseUpdatePage', () => {
  it('overwrites a newer version with the current version when the user chooses so', async () => {
    const { requests, setStored } = conflictingApi();
    const { user } = await renderUpdate();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    setStored('Saved elsewhere');

    await user.clear(name);
    await user.click(name);
    await user.paste('Mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('dialog', { name: 'Changed by someone else' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Detail screen')).toBeInTheDocument();
    expect(puts(requests).map((r) => r.body as { version: number; name: string })).toMatchObject([
      { version: 1, name: 'Mine' },
      { version: 2, name: 'Mine' },
    ]);
  });

  it('reloads the newer version and keeps none of the edits when the user chooses so', async () => {
    const { requests, setStored } = conflictingApi();
    const { user } = await renderUpdate();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    setStored('Saved elsewhere');

    await user.clear(name);
    await user.click(name);
    await user.paste('Mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Saved elsewhere'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);

    // The reloaded form saves against the version it now shows.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Detail screen')).toBeInTheDocument();
    expect((puts(requests)[1]?.body as { version: number }).version).toBe(2);
  });

  it('refuses to show the form without edit access', async () => {
    stubApi(({ path }) => {
      if (path.endsWith('/checkAccess')) {
        return { status: 200, body: { hasAccess: true, type: 'public', level: 'view' } };
      }
      if (path.endsWith('/relatedExercises')) return { status: 200, body: [] };
      return { status: 200, body: makeExercise() };
    });
    await renderUpdate();

    expect(
      await screen.findByText('You are not allowed to edit this exercise.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('keeps the form and its edits when a save cannot reach the server, and saves them later', async () => {
    let offline = false;
    const requests = stubApi(({ method, path, body }) => {
      if (offline) return NETWORK_DOWN;
      if (path === `/api/exercises/${EXERCISE_ID}` && method === 'GET')
        return { status: 200, body: makeExercise({ version: 1 }) };
      if (path === `/api/exercises/${EXERCISE_ID}` && method === 'PUT')
        return { status: 200, body: makeExercise({ ...(body as object), version: 2 }) };
      if (path.endsWith('/checkAccess')) return { status: 200, body: owner };
      if (path.endsWith('/relatedExercises')) return { status: 200, body: [] };
      if (path === '/api/exercises') return { status: 200, body: listOf([]) };
      return { status: 200, body: [] };
    });
    const { user } = await renderUpdate();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('Mine');

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/server cannot be reached/i)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Mine');

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Detail screen')).toBeInTheDocument();
    expect((puts(requests).at(-1)?.body as { name: string }).name).toBe('Mine');
  });
});
