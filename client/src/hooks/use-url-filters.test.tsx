import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from './use-debounced-value.ts';
import { useUrlFilters, type FilterCodec } from './use-url-filters.ts';

interface Range {
  min: string;
  max: string;
}

const codec: FilterCodec<Range> = {
  parse: (search) => {
    const params = new URLSearchParams(search);
    return {
      values: { min: params.get('min') ?? '', max: params.get('max') ?? '' },
      invalid: false,
    };
  },
  serialize: ({ min, max }) =>
    new URLSearchParams([
      ...(min ? [['min', min]] : []),
      ...(max ? [['max', max]] : []),
    ]).toString(),
};

let controls: ReturnType<typeof useUrlFilters<Range>> | undefined;

function RangeFilter() {
  controls = useUrlFilters(codec);
  return (
    <p>
      min {controls.draft.min || '-'} max {controls.draft.max || '-'}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <RangeFilter /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlFilters', () => {
  it('keeps what is typed while its own address change is still on the way', async () => {
    const router = renderAt('/list?min=9');
    await screen.findByText('min 9 max -');
    // The minimum reaches the address at once; the maximum is typed before that change lands.
    act(() => {
      controls?.applyNow({ min: '8', max: '' });
      controls?.setDraft({ min: '8', max: '8' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?min=8&max=8'));
    expect(screen.getByText('min 8 max 8')).toBeInTheDocument();
  });

  it('keeps what is typed when two of its own changes land one after the other', async () => {
    const router = renderAt('/list?min=9');
    await screen.findByText('min 9 max -');
    act(() => {
      controls?.applyNow({ min: '8', max: '' });
      controls?.applyNow({ min: '8', max: '7' });
      controls?.setDraft({ min: '8', max: '7' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?min=8&max=7'));
    expect(screen.getByText('min 8 max 7')).toBeInTheDocument();
  });

  it('does not pull the coach back to the list when a result is opened before the search lands', async () => {
    let openDetail: () => void = () => undefined;
    const detailLoaded = new Promise<void>((resolve) => {
      openDetail = resolve;
    });
    const router = createMemoryRouter(
      [
        { path: '/list', element: <RangeFilter /> },
        {
          path: '/detail',
          // The next page's code is still loading while the list stays on screen.
          lazy: async () => {
            await detailLoaded;
            return { element: <p>detail</p> };
          },
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('min - max -');
    act(() => controls?.setDraft({ min: '4', max: '' }));
    // Opened within the search's pause: the typed search reaches the address while the next
    // page loads.
    let leaving: Promise<void> = Promise.resolve();
    act(() => {
      leaving = router.navigate('/detail');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 100)));
    openDetail();
    await act(() => leaving);
    await screen.findByText('detail');
    expect(router.state.location.pathname).toBe('/detail');
  });

  it('takes over an address changed from outside (a link, the back button)', async () => {
    const router = renderAt('/list?min=3');
    await screen.findByText('min 3 max -');
    await act(() => router.navigate('/list?max=5'));
    expect(await screen.findByText('min - max 5')).toBeInTheDocument();
  });
});
