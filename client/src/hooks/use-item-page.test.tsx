import type { AccessResult } from '@courtside/domain';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useItemPage, type ItemPageApi } from './use-item-page.ts';

interface Drill {
  name: string;
}

const OWNER: AccessResult = { hasAccess: true, type: 'owner', level: 'edit' };
const GRANTEE: AccessResult = { hasAccess: true, type: 'granted', level: 'edit' };

function makeApi(access: AccessResult, error?: unknown) {
  const useItemQuery = vi.fn(
    (_id: string, _options: { skip: boolean; refetchOnMountOrArgChange: true }) => ({
      data: { name: 'Two on one' },
      error,
      isLoading: false,
      refetch: () => undefined,
    }),
  );
  const useAccessQuery = vi.fn(
    (_id: string, options: { refetchOnMountOrArgChange: true; skip: boolean }) => ({
      data: options.skip ? undefined : access,
    }),
  );
  const api: ItemPageApi<Drill> = { useItemQuery, useAccessQuery, listPath: '/drills' };
  return { api, useItemQuery, useAccessQuery };
}

function Probe({ api, remove }: { api: ItemPageApi<Drill>; remove: () => Promise<unknown> }) {
  const page = useItemPage('d1', api);
  return (
    <>
      <p>
        {page.item.data?.name}: {page.loggedIn ? 'in' : 'out'}, edit {String(page.canEdit)}, manage{' '}
        {String(page.canManage)}, deleting {String(page.deleting)}
      </p>
      <button onClick={() => void page.deleteAndLeave(remove)}>delete</button>
    </>
  );
}

function renderProbe(options: {
  api: ItemPageApi<Drill>;
  loggedIn: boolean;
  remove?: () => Promise<unknown>;
}) {
  const accessToken = options.loggedIn ? 'token' : null;
  const store = configureStore({ reducer: { auth: (state = { accessToken }) => state } });
  const router = createMemoryRouter(
    [
      {
        path: '/drills/d1',
        element: <Probe api={options.api} remove={options.remove ?? (async () => undefined)} />,
      },
      { path: '/drills', element: <p>Drill list</p> },
    ],
    { initialEntries: ['/drills/d1'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('useItemPage', () => {
  it('lets an owner edit and manage, asking for access afresh', () => {
    const { api, useAccessQuery } = makeApi(OWNER);
    renderProbe({ api, loggedIn: true });
    expect(
      screen.getByText('Two on one: in, edit true, manage true, deleting false'),
    ).toBeInTheDocument();
    expect(useAccessQuery).toHaveBeenCalledWith('d1', {
      refetchOnMountOrArgChange: true,
      skip: false,
    });
  });

  it('lets an edit grantee edit but not manage', () => {
    renderProbe({ api: makeApi(GRANTEE).api, loggedIn: true });
    expect(screen.getByText(/edit true, manage false/)).toBeInTheDocument();
  });

  it('asks a visitor nothing about access and offers no changes', () => {
    const { api, useAccessQuery } = makeApi(OWNER);
    renderProbe({ api, loggedIn: false });
    expect(screen.getByText(/out, edit false, manage false/)).toBeInTheDocument();
    expect(useAccessQuery).not.toHaveBeenCalledWith('d1', expect.objectContaining({ skip: false }));
  });

  it('pauses the item query while deleting and then leaves for the list', async () => {
    const { api, useItemQuery } = makeApi(OWNER);
    const router = renderProbe({ api, loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Drill list')).toBeInTheDocument();
    expect(useItemQuery).toHaveBeenLastCalledWith('d1', {
      skip: true,
      refetchOnMountOrArgChange: true,
    });
    expect(router.state.location.pathname).toBe('/drills');
  });

  it('stays on the page, with its queries running again, when deleting fails', async () => {
    const { api, useItemQuery } = makeApi(OWNER);
    let refuse: (reason: Error) => void = () => undefined;
    const removal = new Promise((_resolve, reject) => {
      refuse = reject;
    });
    const router = renderProbe({ api, loggedIn: true, remove: () => removal });
    await userEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText(/deleting true/)).toBeInTheDocument();
    refuse(new Error('refused'));
    expect(await screen.findByText(/deleting false/)).toBeInTheDocument();
    expect(useItemQuery).toHaveBeenLastCalledWith('d1', {
      skip: false,
      refetchOnMountOrArgChange: true,
    });
    expect(router.state.location.pathname).toBe('/drills/d1');
  });

  it('asks for the item again on every visit, and shows no older answer once it is gone', () => {
    const { api, useItemQuery } = makeApi(OWNER, { status: 404, data: { message: 'gone' } });
    renderProbe({ api, loggedIn: true });
    expect(useItemQuery).toHaveBeenCalledWith('d1', {
      skip: false,
      refetchOnMountOrArgChange: true,
    });
    expect(screen.queryByText(/Two on one/)).toBeNull();
  });
});
