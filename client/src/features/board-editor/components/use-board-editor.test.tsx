import { screen } from '@testing-library/react';
import { PAGE_SCHEMA_VERSION } from '@courtside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { BoardEditor } from '../core/board-editor.ts';
import type { StoredPage } from '../core/page-manager.ts';
import { circle } from '../testing/board-fixtures.ts';
import { fakeCanvasKit } from '../testing/fake-board-canvas.ts';
import { FakePersistence } from '../testing/fake-persistence.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { BoardEditorPage } from './board-editor-page.tsx';

const page = (...objects: ReturnType<typeof circle>[]) => ({
  version: PAGE_SCHEMA_VERSION,
  objects,
  backgroundImage: { src: '/full-court.svg' },
});
const pages: StoredPage[] = [
  { id: 'p1', data: page(circle('a', 10, 10)) },
  { id: 'p2', data: page(circle('b', 20, 20), circle('c', 30, 30)) },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useBoardEditor', () => {
  it('loads pages that are there before the canvas once per editor, and shows the first', async () => {
    const load = vi.spyOn(BoardEditor.prototype, 'loadBoard');
    const canvas = fakeCanvasKit();
    await renderWithProviders(
      <BoardEditorPage
        boardId="b1"
        board={{ name: 'Kick-off', pages }}
        loadFailed={false}
        onRetry={vi.fn()}
        privileged
        persistence={new FakePersistence()}
        canvasKit={canvas.kit}
        scheduler={new FakeScheduler()}
      />,
      { route: '/tacticboards/b1/update' },
    );
    await screen.findByRole('button', { name: 'Page 1', current: 'page' });
    // StrictMode makes and drops a first editor; no editor loads the board twice.
    expect(new Set(load.mock.contexts).size).toBe(load.mock.calls.length);
    expect(canvas.objects().map((object) => object.uuid)).toEqual(['a']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
