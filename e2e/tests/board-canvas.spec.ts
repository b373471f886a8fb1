import { expect, test, type Page } from '@playwright/test';

// The fabric board canvas on its own, mounted by the test-components screen's playground, which
// exposes the adapter as `window.courtsideBoardCanvas`. The playground shows it at half size:
// 610 × 343 CSS pixels for the 1220 × 686 board.

test.use({ locale: 'en-US' });

interface StoredObject {
  type: string;
  src?: string;
  uuid: string;
  left?: number;
  top?: number;
  text?: string;
  strokeDashArray?: number[] | null;
  objectType?: string;
  lineStyle?: string;
  objects?: StoredObject[];
}
interface StoredPage {
  objects: StoredObject[];
  backgroundImage: { src: string };
}

/** The parts of the adapter and the page's canvas element these tests use (e2e has no DOM types). */
interface BoardCanvasHandle {
  loadPage(page: {
    version: number;
    backgroundImage: { src: string };
    objects: Record<string, unknown>[];
  }): Promise<void>;
  toPage(): StoredPage;
  addObject(object: Record<string, unknown>, index?: number): Promise<void>;
  removeObjects(uuids: string[]): void;
  setBackground(src: string): Promise<void>;
  getSelection(): string[];
  selectAll(): void;
  clearSelection(): void;
  moveSelection(dx: number, dy: number): void;
  setSelectionEnabled(enabled: boolean): void;
  setTool(tool: 'select' | 'pen' | 'line' | 'arrow' | 'text'): void;
  setBrush(brush: { color: string; width: number; lineStyle: string }): void;
  element: {
    width: number;
    getBoundingClientRect(): { width: number };
    getContext(kind: '2d'): {
      getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
    };
  };
}

/** What the test-components playground puts on `window`. */
interface Playground {
  courtsideBoardCanvas: BoardCanvasHandle;
  courtsideBoardCanvasEvents: { selectionChanges: number; drawn: StoredObject[]; modified: number };
}

const SCALE = 0.5;

async function openPlayground(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/test-components');
  await page.getByRole('button', { name: 'Show board canvas' }).click();
  const playground = page.getByTestId('canvas-playground');
  await expect(playground).toHaveAttribute('data-ready', 'true');
  await playground.scrollIntoViewIfNeeded();
  return warnings;
}

function toPage(page: Page): Promise<StoredPage> {
  return page.evaluate(
    () =>
      (globalThis as unknown as Playground).courtsideBoardCanvas.toPage() as unknown as StoredPage,
  );
}

function objectAt(stored: StoredPage, uuid: string): StoredObject | undefined {
  return stored.objects.find((object) => object.uuid === uuid);
}

/** RGBA of the drawn board at a logical board position. */
function pixelAt(page: Page, left: number, top: number): Promise<number[]> {
  return page.evaluate(
    ([x = 0, y = 0]) => {
      const element = (globalThis as unknown as Playground).courtsideBoardCanvas.element;
      const ratio = element.width / element.getBoundingClientRect().width;
      const context = element.getContext('2d');
      return Array.from(
        context.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data,
      );
    },
    [left * SCALE, top * SCALE],
  );
}

/** Mouse position in the page for a logical board position. */
async function pointAt(page: Page, left: number, top: number) {
  const box = await page.getByTestId('canvas-playground').locator('canvas').last().boundingBox();
  if (!box) throw new Error('no canvas');
  return { x: box.x + left * SCALE, y: box.y + top * SCALE };
}

test('loads a stored page, draws it and gives it back in the stored format', async ({ page }) => {
  const warnings = await openPlayground(page);
  const stored = await toPage(page);

  expect(stored.backgroundImage).toEqual({ src: '/full-court.svg' });
  expect(stored.objects.map((object) => object.uuid)).toEqual([
    'keeper-a',
    'chaser-a',
    'beater-b',
    'ball',
    'hoop',
    'note',
    'line',
  ]);
  expect(stored.objects.map((object) => object.type)).toEqual([
    'group',
    'group',
    'group',
    'circle',
    'image',
    'textbox',
    'line',
  ]);
  expect(warnings.some((warning) => warning.includes('hologram'))).toBe(true);

  const keeper = objectAt(stored, 'keeper-a');
  expect(keeper).toMatchObject({ left: 250, top: 640, objectType: 'playerA' });
  expect(keeper?.objects?.map((child) => [child.type, child.text])).toEqual([
    ['circle', undefined],
    ['text', '0'],
  ]);
  expect(objectAt(stored, 'chaser-a')?.objects?.[1]?.text).toBe('1');
  expect(objectAt(stored, 'hoop')).toMatchObject({ src: '/accessories/hoop.svg', left: 1100 });
  expect(objectAt(stored, 'line')?.strokeDashArray).toEqual([20, 10]);

  // Team A blue inside the keeper's circle, beside its number; the court everywhere else.
  const [red, green, blue] = await pixelAt(page, 250 - 9, 640);
  expect([red, green, blue]).toEqual([0x3d, 0x85, 0xc6]);
  const court = await pixelAt(page, 20, 20);
  expect(court[3]).toBe(255);
});

test("splits the board's plain texts without the browser's grapheme segmenter", async ({
  page,
}) => {
  // The browser's segmenter costs tens of milliseconds on the page's first text; every text it
  // splits is noted here.
  await page.addInitScript(() => {
    const split: string[] = [];
    (globalThis as unknown as { segmented: string[] }).segmented = split;
    const { segment } = Intl.Segmenter.prototype;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, text: string) {
      split.push(text);
      return segment.call(this, text);
    };
  });
  await openPlayground(page);
  const stored = await toPage(page);
  expect(objectAt(stored, 'note')).toMatchObject({ type: 'textbox', text: 'Press' });
  const segmented = () =>
    page.evaluate(() => (globalThis as unknown as { segmented: string[] }).segmented);
  expect(await segmented()).toEqual([]);

  // Texts a plain split could get wrong still go to the browser's segmenter.
  await page.evaluate(() =>
    (globalThis as unknown as Playground).courtsideBoardCanvas.addObject({
      type: 'textbox',
      uuid: 'thumbs',
      text: 'Top 👍🏽',
      left: 100,
      top: 100,
    }),
  );
  expect(await segmented()).toContain('Top 👍🏽');
});

test('adds, removes, selects and moves objects by uuid', async ({ page }) => {
  await openPlayground(page);
  await page.evaluate(async () => {
    const canvas = (globalThis as unknown as Playground).courtsideBoardCanvas;
    await canvas.addObject(
      { type: 'rect', uuid: 'box', left: 100, top: 100, width: 40, height: 40, fill: '#000000' },
      1,
    );
    canvas.removeObjects(['beater-b', 'nobody']);
  });
  let stored = await toPage(page);
  expect(stored.objects.map((object) => object.uuid)).toEqual([
    'keeper-a',
    'box',
    'chaser-a',
    'ball',
    'hoop',
    'note',
    'line',
  ]);
  await expect(
    page.evaluate(() =>
      (globalThis as unknown as Playground).courtsideBoardCanvas.addObject({
        type: 'circle',
        uuid: 'ball',
        radius: 3,
      }),
    ),
  ).rejects.toThrow(/duplicate/);

  const selection = await page.evaluate(() => {
    const canvas = (globalThis as unknown as Playground).courtsideBoardCanvas;
    canvas.selectAll();
    const all = canvas.getSelection();
    canvas.moveSelection(10, -5);
    return all;
  });
  expect(selection).toHaveLength(7);
  // Serialised while still selected: positions are the page's, not the selection's.
  stored = await toPage(page);
  expect(objectAt(stored, 'keeper-a')).toMatchObject({ left: 260, top: 635 });
  expect(objectAt(stored, 'box')).toMatchObject({ left: 110, top: 95 });

  const after = await page.evaluate(() => {
    const canvas = (globalThis as unknown as Playground).courtsideBoardCanvas;
    canvas.clearSelection();
    return canvas.getSelection();
  });
  expect(after).toEqual([]);
  stored = await toPage(page);
  expect(objectAt(stored, 'keeper-a')).toMatchObject({ left: 260, top: 635 });
});

test('the pointer selects and drags objects only while selection is enabled', async ({ page }) => {
  await openPlayground(page);
  const ball = await pointAt(page, 600, 333);

  await page.mouse.click(ball.x, ball.y);
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as Playground).courtsideBoardCanvas.getSelection(),
    ),
  ).toEqual(['ball']);
  expect(
    await page.evaluate(
      () => (globalThis as unknown as Playground).courtsideBoardCanvasEvents.selectionChanges,
    ),
  ).toBe(1);

  // A small selected ball is covered by its own scaling handles: drag it unselected instead.
  await page.evaluate(() =>
    (globalThis as unknown as Playground).courtsideBoardCanvas.clearSelection(),
  );
  await page.mouse.move(ball.x, ball.y);
  await page.mouse.down();
  await page.mouse.move(ball.x + 25, ball.y + 10, { steps: 5 });
  await page.mouse.up();
  expect(
    await page.evaluate(
      () => (globalThis as unknown as Playground).courtsideBoardCanvasEvents.modified,
    ),
  ).toBe(1);
  expect(objectAt(await toPage(page), 'ball')).toMatchObject({ left: 650, top: 353 });

  await page.evaluate(() =>
    (globalThis as unknown as Playground).courtsideBoardCanvas.setSelectionEnabled(false),
  );
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as Playground).courtsideBoardCanvas.getSelection(),
    ),
  ).toEqual([]);
  const keeper = await pointAt(page, 250, 640);
  await page.mouse.click(keeper.x, keeper.y);
  expect(
    await page.evaluate(() =>
      (globalThis as unknown as Playground).courtsideBoardCanvas.getSelection(),
    ),
  ).toEqual([]);
});

test('draws dashed brush strokes that get a uuid and are reported', async ({ page }) => {
  await openPlayground(page);
  await page.evaluate(() => {
    const canvas = (globalThis as unknown as Playground).courtsideBoardCanvas;
    canvas.setSelectionEnabled(false);
    canvas.setBrush({ color: '#ff0000', width: 4, lineStyle: 'dashed' });
    canvas.setTool('pen');
  });
  const from = await pointAt(page, 300, 300);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 20, { steps: 8 });
  await page.mouse.move(from.x + 120, from.y, { steps: 8 });
  await page.mouse.up();

  const drawn = await page.evaluate(
    () => (globalThis as unknown as Playground).courtsideBoardCanvasEvents.drawn,
  );
  expect(drawn).toHaveLength(1);
  const [path] = drawn;
  expect(path).toMatchObject({
    type: 'path',
    objectType: 'drawing',
    lineStyle: 'dashed',
    stroke: '#ff0000',
    strokeWidth: 4,
    strokeDashArray: [20, 10],
  });
  expect(path?.uuid).toMatch(/^[0-9a-f-]{36}$/);
  const stored = await toPage(page);
  expect(stored.objects.at(-1)).toEqual(path);
});

test('the last of overlapping page loads wins, background included', async ({ page }) => {
  await openPlayground(page);
  const stored = await page.evaluate(async () => {
    const canvas = (globalThis as unknown as Playground).courtsideBoardCanvas;
    const first = canvas.loadPage({
      version: 1,
      backgroundImage: { src: '/half-court.svg' },
      objects: [{ type: 'circle', uuid: 'first', radius: 5, left: 10, top: 10 }],
    });
    const second = canvas.loadPage({
      version: 1,
      backgroundImage: { src: '/empty-court.svg' },
      objects: [{ type: 'circle', uuid: 'second', radius: 5, left: 20, top: 20 }],
    });
    await Promise.all([first, second]);
    return canvas.toPage();
  });
  expect(stored.backgroundImage).toEqual({ src: '/empty-court.svg' });
  expect(stored.objects.map((object) => object.uuid)).toEqual(['second']);
  // Stored without an origin, as fabric 5 did: placed by the top left corner and written back so.
  expect(stored.objects[0]).toMatchObject({ left: 20, top: 20, originX: 'left', originY: 'top' });

  await page.evaluate(() =>
    (globalThis as unknown as Playground).courtsideBoardCanvas.setBackground('/full-court.svg'),
  );
  expect((await toPage(page)).backgroundImage).toEqual({ src: '/full-court.svg' });
});
