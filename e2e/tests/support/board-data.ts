import { expect, type Page } from '@playwright/test';
import { pageToken } from './session.ts';

/**
 * An object of a stored board page, loosely typed: the fields the specs check, all optional
 * but the uuid, since which ones are there depends on the kind of object.
 */
export interface StoredObject {
  uuid: string;
  type?: string;
  objectType?: string;
  team?: string;
  role?: string;
  playerNumber?: number;
  ballType?: string;
  left?: number;
  top?: number;
  locked?: boolean;
  startBinding?: string;
  endBinding?: string;
  path?: (string | number)[][];
  text?: string;
  fontSize?: number;
  backgroundColor?: string;
}

/** A tactic board as the API returns it. */
export interface StoredBoard {
  name: string;
  pages: Array<{ _id: string; objects: StoredObject[] }>;
}

/** The drafting board as the browser keeps it: its pages carry their data one level down. */
export interface StoredDraftingBoard {
  pages: Array<{
    id: string;
    data: { objects: StoredObject[]; backgroundImage?: { src: string } };
  }>;
}

/** Where the app keeps the drafting board in the browser's localStorage. */
const DRAFTING_BOARD_KEY = 'courtside.draftingBoard';

/** What the page can reach of the browser's storage (e2e/ has no DOM types). */
interface WithStorage {
  localStorage: { getItem(key: string): string | null };
}

/**
 * A tactic board as the server stores it, read with the page's logged-in user's token: what the
 * API keeps, not what the editor shows.
 */
export async function storedBoard(page: Page, boardId: string): Promise<StoredBoard> {
  const response = await page.request.get(`/api/tacticboards/${boardId}`, {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredBoard;
}

/** The objects of each of the board's stored pages. */
export async function storedPages(page: Page, boardId: string): Promise<StoredObject[][]> {
  return (await storedBoard(page, boardId)).pages.map((stored) => stored.objects);
}

/** The objects of the board's first stored page (none when it has no page). */
export async function storedObjects(page: Page, boardId: string): Promise<StoredObject[]> {
  return (await storedPages(page, boardId))[0] ?? [];
}

/**
 * The drafting board as this browser keeps it. The app stores it as soon as the drafting board
 * opens, so nothing stored is a failure, not an empty board.
 */
export async function draftingBoard(page: Page): Promise<StoredDraftingBoard> {
  const text = await page.evaluate(
    (key) => (globalThis as unknown as WithStorage).localStorage.getItem(key),
    DRAFTING_BOARD_KEY,
  );
  expect(text, 'the drafting board in localStorage').not.toBeNull();
  return JSON.parse(text ?? '') as StoredDraftingBoard;
}

/** The objects of each of the drafting board's pages as this browser keeps them. */
export async function draftingPages(page: Page): Promise<StoredObject[][]> {
  return (await draftingBoard(page)).pages.map((stored) => stored.data.objects);
}

/** The objects of the drafting board's first page as this browser keeps them. */
export async function draftingObjects(page: Page): Promise<StoredObject[]> {
  return (await draftingPages(page))[0] ?? [];
}
