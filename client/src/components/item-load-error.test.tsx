import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ItemLoadError } from './item-load-error.tsx';

const back = { label: 'Back to the drills', to: '/drills' };

describe('ItemLoadError', () => {
  it('gives the reason, a retry and the way back to the list', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <ItemLoadError
          documentTitle="Drill · Courtside"
          message="The drill could not be loaded."
          retry={{ label: 'Retry', onClick }}
          back={back}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The drill could not be loaded.');
    expect(document.title).toBe('Drill · Courtside');
    expect(screen.getByRole('link', { name: 'Back to the drills' })).toHaveAttribute(
      'href',
      '/drills',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each([
    [404, false],
    [400, false],
    [500, true],
    ['FETCH_ERROR', true],
  ])('with an answer of %s offers a retry: %s', (status, offered) => {
    render(
      <MemoryRouter>
        <ItemLoadError
          documentTitle="Drill"
          message="The drill could not be loaded."
          retry={{ label: 'Retry', onClick: vi.fn() }}
          error={{ status }}
          back={back}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(offered);
  });

  it('offers no retry where trying again cannot help', () => {
    render(
      <MemoryRouter>
        <ItemLoadError documentTitle="Drill" message="This drill does not exist." back={back} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This drill does not exist.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
