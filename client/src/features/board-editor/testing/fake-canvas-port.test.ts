import { describe, expect, it } from 'vitest';
import { circle, page } from './board-fixtures.ts';
import { FakeCanvasPort } from './fake-canvas-port.ts';

describe('FakeCanvasPort', () => {
  it('keeps its own copies of loaded and serialised objects', async () => {
    const port = new FakeCanvasPort();
    const loaded = page([circle('a', 1, 1)], '/half-court.svg');
    await port.loadPage(loaded);
    const saved = port.toPage();
    port.select('a');
    port.moveSelection(5, 5);
    expect(loaded.objects[0]).toMatchObject({ left: 1 });
    expect(saved.objects[0]).toMatchObject({ left: 1 });
    expect(port.toPage()).toMatchObject({
      objects: [{ left: 6, top: 6 }],
      backgroundImage: { src: '/half-court.svg' },
    });
  });

  it('refuses a duplicate uuid as fabric would leave two objects no one can address', async () => {
    const port = new FakeCanvasPort();
    await port.addObject(circle('a'));
    await expect(port.addObject(circle('a'))).rejects.toThrow('duplicate uuid a');
  });

  it('skips objects that are not selectable when selecting all', async () => {
    const port = new FakeCanvasPort();
    await port.loadPage(page([circle('a'), { ...circle('b'), selectable: false }]));
    port.selectAll();
    expect(port.getSelection()).toEqual(['a']);
    port.removeObjects(['a']);
    expect(port.getSelection()).toEqual([]);
  });
});
