import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

export type SidenavColor =
  'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error' | 'dark';

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

export const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    setMiniSidenav: (state, action: PayloadAction<boolean>) => {
      state.miniSidenav = action.payload;
    },
    setTransparentSidenav: (state, action: PayloadAction<boolean>) => {
      state.transparentSidenav = action.payload;
    },
    setSidenavColor: (state, action: PayloadAction<SidenavColor>) => {
      state.sidenavColor = action.payload;
    },
    setTransparentNavbar: (state, action: PayloadAction<boolean>) => {
      state.transparentNavbar = action.payload;
    },
    setFixedNavbar: (state, action: PayloadAction<boolean>) => {
      state.fixedNavbar = action.payload;
    },
    setOpenConfigurator: (state, action: PayloadAction<boolean>) => {
      state.openConfigurator = action.payload;
    },
    setDirection: (state, action: PayloadAction<'ltr' | 'rtl'>) => {
      state.direction = action.payload;
    },
    setLayout: (state, action: PayloadAction<string>) => {
      state.layout = action.payload;
    },
    setTacticBoardItemsDrawerOpen: (state, action: PayloadAction<boolean>) => {
      state.tacticBoardItemsDrawerOpen = action.payload;
    },
    setTacticBoardItemsDrawerClosing: (state, action: PayloadAction<boolean>) => {
      state.tacticBoardItemsDrawerClosing = action.payload;
    },
    setEditMode: (state, action: PayloadAction<boolean>) => {
      state.isEditMode = action.payload;
    },
  },
});

export const layoutActions = layoutSlice.actions;
export const layoutReducer = layoutSlice.reducer;

interface StateWithLayout {
  layout: LayoutState;
}

export const selectLayout = (state: StateWithLayout) => state.layout;
