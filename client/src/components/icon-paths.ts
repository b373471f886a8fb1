/**
 * The few icons the app draws itself, on a 24-unit grid: the shell's (by `Icon`) and the page
 * skeleton's in index.html (app-skeleton.ts), which is why they live apart from React. An icon
 * font or icon package would add far more to the first page load than these paths.
 */
export const ICON_PATHS = {
  home: 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3L12 3Z',
  exercises:
    'M4 5h2v2H4V5Zm4 0h12v2H8V5ZM4 11h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Z',
  tacticBoards: 'M3 4h18v15H3V4Zm2 2v11h14V6H5Zm2 2h3v3H7V8Zm7 5h3v3h-3v-3Zm-3-3h2v2h-2v-2Zm0 0',
  practicePlans:
    'M7 2h2v2h6V2h2v2h3v17H4V4h3V2Zm-1 8v9h12v-9H6Zm2 2h3v2H8v-2Zm5 0h3v2h-3v-2Zm-5 3h3v2H8v-2Z',
  draftingBoard: 'M3 17.2V21h3.8L18 9.8 14.2 6 3 17.2ZM15.6 4.6 19.4 8.4 21 6.8 17.2 3l-1.6 1.6Z',
  code: 'M8.6 16.6 4 12l4.6-4.6L7.2 6l-6 6 6 6 1.4-1.4Zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6-1.4-1.4Z',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z',
  login: 'M10 17l5-5-5-5v3H2v4h8v3Zm3-14h7v18h-7v-2h5V5h-5V3Z',
  logout: 'M14 17l5-5-5-5v3H7v4h7v3ZM4 3h7v2H6v14h5v2H4V3Z',
  trash: 'M6 7h12l-1 14H7L6 7Zm3-4h6l1 2h4v2H4V5h4l1-2Z',
  menu: 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z',
  more: 'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  settings:
    'M3 6h9v2H3V6Zm13 0h5v2h-5V6Zm-3-2h2v6h-2V4ZM3 16h4v2H3v-2Zm8 0h10v2H11v-2Zm-4-2h2v6H7v-6Z',
  collapse: 'M15 6 9 12l6 6 1.4-1.4-4.6-4.6 4.6-4.6L15 6Z',
  expand: 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6Z',
  close:
    'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
  add: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
  star: 'M12 3l2.6 6.1 6.4.5-4.9 4.3 1.5 6.4L12 16.9l-5.6 3.4 1.5-6.4L3 9.6l6.4-.5L12 3Z',
  share:
    'M17 3a3 3 0 1 1-2.8 4.1L9.6 9.6a3 3 0 0 1 0 4.8l4.6 2.5A3 3 0 1 1 13.6 18l-4.8-2.6a3 3 0 1 1 0-6.8L13.6 6A3 3 0 0 1 17 3Z',
  viewCards: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
  viewList: 'M4 5h16v3H4V5Zm0 5.5h16v3H4v-3ZM4 16h16v3H4v-3Z',
} as const;

export type IconName = keyof typeof ICON_PATHS;
