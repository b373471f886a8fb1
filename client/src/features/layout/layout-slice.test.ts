import { describe, expect, it } from 'vitest';
import { layoutActions, layoutReducer } from './layout-slice.ts';

describe('layout slice', () => {
  it('starts with the specification defaults', () => {
    expect(layoutReducer(undefined, { type: '@@init' })).toEqual({
      miniSidenav: true,
      transparentSidenav: true,
      sidenavColor: 'info',
      transparentNavbar: true,
      fixedNavbar: true,
      openConfigurator: false,
      direction: 'ltr',
      layout: 'dashboard',
      tacticBoardItemsDrawerOpen: true,
      tacticBoardItemsDrawerClosing: false,
      isEditMode: false,
    });
  });

  it('collapses the side navigation and opens the settings menu', () => {
    let state = layoutReducer(undefined, layoutActions.setMiniSidenav(false));
    state = layoutReducer(state, layoutActions.setOpenConfigurator(true));
    expect(state.miniSidenav).toBe(false);
    expect(state.openConfigurator).toBe(true);
  });
});
