import { DEFAULT_COURT_BACKGROUND, PAGE_SCHEMA_VERSION } from '@courtside/domain';
import type { CanvasObject, CourtBackground, Page } from '@courtside/domain';
import { pageSettingsOf } from '../core/canvas-port.ts';
import type { CanvasPort, PageSettings } from '../core/canvas-port.ts';
import type { RunGuide } from '../core/run-guides.ts';
import type { EditorTool } from '../core/editor-state.ts';

/**
 * In-memory {@link CanvasPort}: objects are plain JSON. State is public
 * so tests can arrange and assert it; `calls` lists method names in order for the cases where the
 * order of effects is the behaviour under test.
 */
export class FakeCanvasPort implements CanvasPort {
  objects: CanvasObject[] = [];
  background: CourtBackground = DEFAULT_COURT_BACKGROUND;
  /** The page's caption and timing (issue 16). */
  settings: PageSettings = {};
  selection: string[] = [];
  selectionEnabled = false;
  snapToGrid = false;
  tool: EditorTool = 'select';
  editing: string | undefined;
  calls: string[] = [];
  /** How often the page was read: each reading serialises every object, so it costs. */
  pageReads = 0;
  /** Set to make the next `addObject` reject, as fabric does for a broken image. */
  failNextAdd: Error | undefined;

  loadPage(page: Page): Promise<void> {
    this.calls.push('loadPage');
    this.objects = structuredClone(page.objects);
    this.background = page.backgroundImage.src;
    this.settings = pageSettingsOf(page);
    this.selection = [];
    return Promise.resolve();
  }

  toPage(): Page {
    this.pageReads += 1;
    return {
      version: PAGE_SCHEMA_VERSION,
      objects: structuredClone(this.objects),
      backgroundImage: { src: this.background },
      ...structuredClone(this.settings),
    };
  }

  /** The runs to the next page shown as trails (issue 16). */
  runs: RunGuide[] = [];

  showRuns(runs: readonly RunGuide[]): void {
    this.calls.push('showRuns');
    this.runs = structuredClone([...runs]);
  }

  setPageSettings(settings: PageSettings): void {
    this.calls.push('setPageSettings');
    this.settings = structuredClone(settings);
  }

  addObject(object: CanvasObject, index?: number): Promise<void> {
    this.calls.push('addObject');
    const failure = this.failNextAdd;
    if (failure) {
      this.failNextAdd = undefined;
      return Promise.reject(failure);
    }
    if (this.objects.some((existing) => existing.uuid === object.uuid)) {
      return Promise.reject(new Error(`duplicate uuid ${object.uuid}`));
    }
    this.objects.splice(index ?? this.objects.length, 0, structuredClone(object));
    return Promise.resolve();
  }

  removeObjects(uuids: readonly string[]): void {
    this.calls.push('removeObjects');
    const gone = new Set(uuids);
    this.objects = this.objects.filter((object) => !gone.has(object.uuid));
    this.selection = this.selection.filter((uuid) => !gone.has(uuid));
  }

  replaceObjects(objects: readonly CanvasObject[]): Promise<void> {
    this.calls.push('replaceObjects');
    for (const object of objects) {
      const index = this.objects.findIndex((existing) => existing.uuid === object.uuid);
      if (index >= 0) this.objects[index] = structuredClone(object);
    }
    return Promise.resolve();
  }

  setBackground(background: CourtBackground): Promise<void> {
    this.calls.push('setBackground');
    this.background = background;
    return Promise.resolve();
  }

  getSelection(): string[] {
    return [...this.selection];
  }

  selectAll(): void {
    this.calls.push('selectAll');
    this.selection = this.objects
      .filter((object) => object.selectable !== false && object.locked !== true)
      .map((object) => object.uuid);
  }

  clearSelection(): void {
    this.calls.push('clearSelection');
    this.selection = [];
  }

  moveSelection(dx: number, dy: number): void {
    this.calls.push('moveSelection');
    for (const object of this.objects) {
      if (!this.selection.includes(object.uuid)) continue;
      object.left = (object.left ?? 0) + dx;
      object.top = (object.top ?? 0) + dy;
    }
  }

  setSelectionEnabled(enabled: boolean): void {
    this.calls.push('setSelectionEnabled');
    this.selectionEnabled = enabled;
  }

  setSnapToGrid(enabled: boolean): void {
    this.calls.push('setSnapToGrid');
    this.snapToGrid = enabled;
  }

  setTool(tool: EditorTool): void {
    this.calls.push('setTool');
    this.tool = tool;
  }

  /** Drawing with any tool, as the spec's drawing mode. */
  get drawingMode(): boolean {
    return this.tool !== 'select';
  }

  editText(uuid: string): void {
    this.calls.push('editText');
    this.editing = uuid;
  }

  reorderObjects(order: readonly string[]): void {
    this.calls.push('reorderObjects');
    const rank = new Map(order.map((uuid, index) => [uuid, index]));
    this.objects = [...this.objects].sort(
      (a, b) => (rank.get(a.uuid) ?? order.length) - (rank.get(b.uuid) ?? order.length),
    );
  }

  /**
   * The port's `select` (an array) and the tests' shorthand for the user picking objects with the
   * pointer (`select('a', 'b')`). Unknown uuids are ignored, as by the adapter.
   */
  select(first: string | readonly string[] = [], ...rest: string[]): void {
    const wanted = typeof first === 'string' ? [first, ...rest] : [...first, ...rest];
    const known = new Set(this.objects.map((object) => object.uuid));
    this.selection = wanted.filter((uuid) => known.has(uuid));
  }

  uuids(): string[] {
    return this.objects.map((object) => object.uuid);
  }
}
