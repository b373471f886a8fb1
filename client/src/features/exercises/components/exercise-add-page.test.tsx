import { screen, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { listOf, loggedIn, makeExercise, stubApi } from '../testing/exercise-fixtures.ts';
import { ExerciseAddPage } from './exercise-add-page.tsx';

function renderAdd(language: 'en' | 'de' = 'en') {
  return renderWithProviders(<ExerciseAddPage />, {
    route: '/exercises/add',
    routes: [
      { path: '/exercises/:exerciseId', element: <p>Detail screen</p> },
      { path: '/exercises', element: <p>List screen</p> },
    ],
    preloadedState: loggedIn,
    language,
  });
}

const api = () =>
  stubApi(({ method, path }) => {
    if (method === 'POST' && path === '/api/exercises') {
      return { status: 201, body: makeExercise() };
    }
    if (path === '/api/exercises') return { status: 200, body: listOf([]) };
    if (path === '/api/tags/exercises' || path === '/api/materials')
      return { status: 200, body: [] };
    return undefined;
  });

/** Click and paste: one input event instead of one per key keeps jsdom quick. */
async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const posts = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/exercises');

describe('ExerciseAddPage', () => {
  it('shows translated messages and sends nothing while the form is invalid', async () => {
    const requests = api();
    const { user } = await renderAdd();

    await user.type(screen.getByRole('spinbutton', { name: 'Persons' }), '3');
    await user.type(screen.getByRole('spinbutton', { name: 'Beaters' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Chasers' }), '2');
    await fill(user, screen.getByLabelText('Video URL (Block 1)'), 'youtube.com/abc');
    await user.click(screen.getByRole('button', { name: 'Create exercise' }));

    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByText('Persons must be at least beaters plus chasers.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(posts(requests)).toHaveLength(0);
  });

  it('shows the messages in German', async () => {
    api();
    const { user } = await renderAdd('de');

    await user.type(screen.getByRole('spinbutton', { name: 'Beater' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Übung anlegen' }));

    expect(screen.getByText('Bitte fülle dieses Feld aus.')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib eine ganze Zahl von 0 bis 1000 ein.')).toBeInTheDocument();
  });

  it('labels every suggestion button in German, none in English', async () => {
    api();
    await renderAdd('de');
    await screen.findByRole('button', { name: 'Übung anlegen' });
    expect(screen.queryAllByRole('button', { name: 'Open' })).toHaveLength(0);
    // The block's tactic board and the related exercises (tags and materials take free entry).
    expect(screen.getAllByRole('button', { name: 'Vorschläge anzeigen' })).toHaveLength(2);
  });

  it('adds, reorders and removes blocks and saves them in the shown order', async () => {
    const requests = api();
    const { user } = await renderAdd();

    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Hoop defence');
    await fill(user, screen.getByLabelText('Description (Block 1)'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await fill(user, screen.getByLabelText('Description (Block 2)'), 'Second');
    await user.type(screen.getByLabelText('Time (minutes) (Block 2)'), '7');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    await fill(user, screen.getByLabelText('Description (Block 3)'), 'Third');

    await user.click(screen.getByRole('button', { name: 'Move Block 2 up' }));
    expect(screen.getByLabelText('Description (Block 1)')).toHaveValue('Second');
    expect(screen.getByRole('button', { name: 'Move Block 1 up' })).toBeDisabled();
    // A block with text in it goes only once confirmed; an empty one at once.
    await user.click(screen.getByRole('button', { name: 'Remove Block 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Block 3?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByLabelText('Description (Block 3)')).toHaveValue('Third');
    await user.click(await screen.findByRole('button', { name: 'Remove Block 3' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Block 3?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add block' }));
    await user.click(screen.getByRole('button', { name: 'Remove Block 3' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create exercise' }));

    expect(await screen.findByText('Detail screen')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.body).toMatchObject({
      name: 'Hoop defence',
      description_blocks: [
        { description: 'Second', time_min: 7 },
        { description: 'First', time_min: 0 },
      ],
      related_to: [],
    });
  });

  it('names the field the server refused', async () => {
    stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/exercises') {
        return {
          status: 400,
          body: { message: 'body.description_blocks.0.video_url must be an http(s) URL' },
        };
      }
      return { status: 200, body: path === '/api/exercises' ? listOf([]) : [] };
    });
    const { user } = await renderAdd();

    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Drill');
    await user.click(screen.getByRole('button', { name: 'Create exercise' }));

    expect(
      await screen.findByText(
        'The server did not accept the field description_blocks.0.video_url.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    api();
    const { user, router } = await renderAdd();

    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Half done');
    await router.navigate('/exercises');

    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Half done');

    await router.navigate('/exercises');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('List screen')).toBeInTheDocument();
  });
});
