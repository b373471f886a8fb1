import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@courtside/domain';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { EXERCISE_ID, loggedIn, makeExercise, stubApi } from '../testing/exercise-fixtures.ts';
import { ExerciseDetailPage } from './exercise-detail-page.tsx';

type Access = { hasAccess: boolean; type: string | null; level: string | null };

function api(access: Access, exercise: Exercise = makeExercise()) {
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === `/api/exercises/${EXERCISE_ID}`) {
      return { status: 200, body: exercise };
    }
    if (path === `/api/exercises/${EXERCISE_ID}/checkAccess`) return { status: 200, body: access };
    if (method === 'DELETE' && path === `/api/exercises/${EXERCISE_ID}`) return { status: 204 };
    if (method === 'POST' && path.startsWith('/api/favorites/')) return { status: 204 };
    if (path.endsWith('/relatedExercises')) return { status: 200, body: [] };
    return undefined;
  });
}

function renderDetail(options: { loggedIn?: boolean } = {}) {
  return renderWithProviders(<ExerciseDetailPage />, {
    route: `/exercises/${EXERCISE_ID}`,
    path: '/exercises/:exerciseId',
    routes: [{ path: '/exercises', element: <p>List screen</p> }],
    preloadedState: options.loggedIn === false ? undefined : loggedIn,
  });
}

describe('ExerciseDetailPage', () => {
  it('shows no edit, delete or share controls to a user with view access', async () => {
    api({ hasAccess: true, type: 'public', level: 'view' });
    await renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two on one' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('lets an edit grantee edit but not delete or share', async () => {
    api({ hasAccess: true, type: 'granted', level: 'edit' });
    await renderDetail();

    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/exercises/${EXERCISE_ID}/update`,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shows nothing to change, not even the favorite, when logged out', async () => {
    api({ hasAccess: true, type: 'public', level: 'view' });
    await renderDetail({ loggedIn: false });

    await screen.findByRole('heading', { level: 1, name: 'Two on one' });
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renders Markdown without raw HTML or script links, and embeds YouTube', async () => {
    api(
      { hasAccess: true, type: 'public', level: 'view' },
      makeExercise({
        description_blocks: [
          {
            _id: '44444444-4444-4444-8444-444444444444',
            description:
              'Run **fast** <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](https://example.com)',
            coaching_points: '- eyes up',
            video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            tactics_board: null,
            time_min: 5,
          },
          {
            _id: '55555555-5555-4555-8555-555555555555',
            description: 'Second',
            coaching_points: '',
            video_url: 'https://vimeo.com/1',
            tactics_board: null,
            time_min: 0,
          },
        ],
      }),
    );
    const { container } = await renderDetail();

    expect(await screen.findByText('fast')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByTitle('Video of Block 1')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByRole('link', { name: 'Open video' })).toHaveAttribute(
      'href',
      'https://vimeo.com/1',
    );
  });

  it("puts the owner's Edit first, before favorite, share and delete", async () => {
    api({ hasAccess: true, type: 'owner', level: 'edit' });
    await renderDetail();

    const edit = await screen.findByRole('link', { name: 'Edit' });
    const actions = [
      edit,
      screen.getByRole('button', { name: 'Add to favorites' }),
      screen.getByRole('button', { name: 'Share' }),
      screen.getByRole('button', { name: 'Delete' }),
    ];
    for (const [index, action] of actions.slice(1).entries()) {
      const before = actions[index] as HTMLElement;
      expect(
        before.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('deletes after confirmation and returns to the list', async () => {
    const requests = api({ hasAccess: true, type: 'owner', level: 'edit' });
    const { user } = await renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete exercise?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete exercise?' });
    // Plans that use it lose its name: the coach hears of that before deciding.
    expect(dialog).toHaveTextContent(
      'Practice plans that use it will show it as no longer available.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('List screen')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/exercises/${EXERCISE_ID}`,
    ]);
  });

  it('says when the exercise does not exist', async () => {
    stubApi(() => undefined);
    await renderDetail();

    expect(
      await screen.findByText('This exercise does not exist or was deleted.'),
    ).toBeInTheDocument();
    // Trying again cannot bring it; the way back to the list can.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to/i })).toBeInTheDocument();
  });
});
