import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { plainAction } from '../../lib/plain-action.ts';
import type { SideNavColor } from '../../lib/shell-styles.ts';

/** The side navigation's colour schemes; the shell's style sheet has a class for each. */
export type SidenavColor = SideNavColor;

export interface LayoutState {
  miniSidenav: boolean;
  transparentSidenav: boolean;
  sidenavColor: SidenavColor;
  transparentNavbar: boolean;
  fixedNavbar: boolean;
  openConfigurator: boolean;
  direction: 'ltr' | 'rtl';
  layout: string;
  tacticBoardItemsDrawerOpen: boolean;
  tacticBoardItemsDrawerClosing: boolean;
  isEditMode: boolean;
}

const initialState: LayoutState = {
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
};

/** Which field of the state each action type sets. */
const fieldOfType = new Map<string, keyof LayoutState>();

/** An action that sets one field of the layout state. */
function setter<Field extends keyof LayoutState>(name: string, field: Field) {
  const action = plainAction<LayoutState[Field]>(`layout/${name}`);
  fieldOfType.set(action.type, field);
  return action;
}

export const layoutActions = {
  setMiniSidenav: setter('setMiniSidenav', 'miniSidenav'),
  setTransparentSidenav: setter('setTransparentSidenav', 'transparentSidenav'),
  setSidenavColor: setter('setSidenavColor', 'sidenavColor'),
  setTransparentNavbar: setter('setTransparentNavbar', 'transparentNavbar'),
  setFixedNavbar: setter('setFixedNavbar', 'fixedNavbar'),
  setOpenConfigurator: setter('setOpenConfigurator', 'openConfigurator'),
  setDirection: setter('setDirection', 'direction'),
  setLayout: setter('setLayout', 'layout'),
  setTacticBoardItemsDrawerOpen: setter(
    'setTacticBoardItemsDrawerOpen',
    'tacticBoardItemsDrawerOpen',
  ),
  setTacticBoardItemsDrawerClosing: setter(
    'setTacticBoardItemsDrawerClosing',
    'tacticBoardItemsDrawerClosing',
  ),
  setEditMode: setter('setEditMode', 'isEditMode'),
};

/**
 * Written by hand rather than with createSlice: the shell reads it before its first paint, and
 * @reduxjs/toolkit (with immer) would add about 11 KB gzip to that download.
 */
export function layoutReducer(
  state: LayoutState = initialState,
  action: UnknownAction,
): LayoutState {
  const field = fieldOfType.get(action.type);
  if (!field) return state;
  const { payload } = action as PayloadAction<LayoutState[typeof field]>;
  return state[field] === payload ? state : { ...state, [field]: payload };
}

interface StateWithLayout {
  layout: LayoutState;
}

export const selectLayout = (state: StateWithLayout) => state.layout;
