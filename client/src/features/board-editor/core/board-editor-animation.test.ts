import {
  CAPTION_MAX_LENGTH,
  HELD_BALL_OFFSET,
  PAGE_HOLD_MAX_MS,
  PAGE_HOLD_MIN_MS,
  heldBallPosition,
  runHandlePoint,
} from '@courtside/domain';
import type { CanvasObject, Page } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { circle, page, player } from '../testing/board-fixtures.ts';
import { createEditorDriver } from '../testing/editor-driver.ts';
import { AUTOSAVE_DELAY_MS } from './autosave.ts';
import { NUDGE_MERGE_MS } from './board-editor.ts';

/** A schema 2 page with every piece of animation data (issue 16). */
function animatedPage(): Page {
  return {
    ...page([
      { ...circle('chaser', 100, 100), run: { along: 0.5, across: 0.25 } },
      {
        ...circle('quaffle', 120, 120),
        objectType: 'ball',
        heldBy: 'chaser',
        pass: { style: 'lob' },
        timing: { start: 0.2, end: 0.6 },
      },
      { ...circle('beater', 300, 300), knockedOut: true },
    ]),
    transition: { holdMs: 3000, moveMs: 1500, easing: 'linear' },
    caption: 'Chaser 2 cuts',
  };
}

function lastSaved(calls: readonly { call: string }[]): Page | undefined {
  const saves = calls.filter((call): call is { call: 'savePage'; data: Page } => {
    return call.call === 'savePage';
  });
  return saves.at(-1)?.data;
}

describe('BoardEditor: animation data (issue 16)', () => {
  it('saves a schema 2 page with its runs, timing, possession, knock-outs, caption and timing', async () => {
    const stored = animatedPage();
    const { editor, persistence } = await createEditorDriver([stored], { editMode: true });
    expect(editor.getState().pageSettings).toEqual({
      transition: stored.transition,
      caption: stored.caption,
    });
    expect(await editor.toggleEditMode()).toBe(true);
    const saved = lastSaved(persistence.calls);
    expect(saved?.objects).toEqual(stored.objects);
    expect(saved?.transition).toEqual(stored.transition);
    expect(saved?.caption).toBe(stored.caption);
  });

  it('changes the caption as one history entry, autosaved, and undoes it', async () => {
    const { editor, persistence, advance } = await createEditorDriver([page([circle('a')])], {
      editMode: true,
    });
    expect(await editor.changePageSettings({ caption: 'Beater 1 takes the bludger' })).toBe(true);
    expect(editor.getState()).toMatchObject({
      canUndo: true,
      pageSettings: { caption: 'Beater 1 takes the bludger' },
    });
    await advance(AUTOSAVE_DELAY_MS);
    expect(lastSaved(persistence.calls)?.caption).toBe('Beater 1 takes the bludger');

    expect(await editor.undo()).toBe(true);
    expect(editor.getState().pageSettings).toEqual({});
    expect(editor.getState().canUndo).toBe(false);
    await advance(AUTOSAVE_DELAY_MS);
    expect(lastSaved(persistence.calls)).not.toHaveProperty('caption');
    expect(await editor.redo()).toBe(true);
    expect(editor.getState().pageSettings.caption).toBe('Beater 1 takes the bludger');
  });

  it('keeps a caption to one line of the allowed length, and an empty one off the page', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    await editor.changePageSettings({ caption: `two\nlines${'x'.repeat(200)}` });
    const caption = port.toPage().caption ?? '';
    expect(caption).toHaveLength(CAPTION_MAX_LENGTH);
    expect(caption.startsWith('two lines')).toBe(true);
    await editor.changePageSettings({ caption: '' });
    expect(port.toPage()).not.toHaveProperty('caption');
  });

  it('sets hold, move and easing within the domain bounds, each one history entry', async () => {
    const { editor, port } = await createEditorDriver([page([])], { editMode: true });
    expect(await editor.changePageSettings({ holdMs: 60_000 })).toBe(true);
    expect(port.toPage().transition).toEqual({ holdMs: PAGE_HOLD_MAX_MS });
    expect(await editor.changePageSettings({ holdMs: 100 })).toBe(true);
    expect(port.toPage().transition).toEqual({ holdMs: PAGE_HOLD_MIN_MS });
    expect(await editor.changePageSettings({ moveMs: 400.4, easing: 'linear' })).toBe(true);
    expect(port.toPage().transition).toEqual({
      holdMs: PAGE_HOLD_MIN_MS,
      moveMs: 400,
      easing: 'linear',
    });
    // The spec's values are the defaults: setting them back leaves the page as it was.
    expect(await editor.changePageSettings({ holdMs: 2000, moveMs: 1000, easing: 'smooth' })).toBe(
      true,
    );
    expect(port.toPage()).not.toHaveProperty('transition');
    expect(await editor.changePageSettings({ holdMs: 2000 })).toBe(false);
    for (let i = 0; i < 4; i += 1) expect(await editor.undo()).toBe(true);
    expect(port.toPage()).not.toHaveProperty('transition');
    expect(editor.getState().canUndo).toBe(false);
  });

  it('shows each page with its own settings and changes nothing outside edit mode', async () => {
    const { editor } = await createEditorDriver([page([]), animatedPage()]);
    expect(await editor.changePageSettings({ caption: 'no' })).toBe(false);
    expect(editor.getState().pageSettings).toEqual({});
    await editor.goToPage(1);
    expect(editor.getState().pageSettings.caption).toBe('Chaser 2 cuts');
  });
});

function ball(uuid: string, left: number, top: number, extra: Partial<CanvasObject> = {}) {
  const object: CanvasObject = {
    type: 'circle',
    uuid,
    objectType: 'ball',
    ballType: 'Volleyball',
    radius: 10,
    left,
    top,
    originX: 'center',
    originY: 'center',
    ...extra,
  };
  return object;
}

const find = (objects: readonly CanvasObject[], uuid: string) =>
  objects.find((object) => object.uuid === uuid);

/** The user drags an object to a spot; the canvas reports the finished move. */
async function drag(
  driver: Awaited<ReturnType<typeof createEditorDriver>>,
  uuid: string,
  left: number,
  top: number,
) {
  Object.assign(find(driver.port.objects, uuid) ?? {}, { left, top });
  return driver.editor.objectsModified();
}

describe('BoardEditor: ball possession (issue 16)', () => {
  it('gives a ball dropped on a player to the player, at its side, as one history entry', async () => {
    const driver = await createEditorDriver(
      [page([player('keeper', 300, 300), ball('quaffle', 600, 333)])],
      { editMode: true },
    );
    expect(await drag(driver, 'quaffle', 305, 290)).toBe(true);
    const keeper = find(driver.port.objects, 'keeper') as CanvasObject;
    const held = find(driver.port.objects, 'quaffle') as CanvasObject;
    expect(held).toMatchObject({ heldBy: 'keeper', ...heldBallPosition(keeper, held) });
    expect(held).toMatchObject({ left: 300 + HELD_BALL_OFFSET.x, top: 300 + HELD_BALL_OFFSET.y });

    expect(await driver.editor.undo()).toBe(true);
    expect(find(driver.port.objects, 'quaffle')).toEqual(ball('quaffle', 600, 333));
    expect(driver.editor.getState().canUndo).toBe(false);
  });

  it('moves a held ball with its carrier, dragged or nudged, and lets it go when dragged off', async () => {
    const driver = await createEditorDriver(
      [
        page([
          player('keeper', 300, 300),
          ball('quaffle', 315, 315, { heldBy: 'keeper' }),
          ball('bludger', 700, 500),
        ]),
      ],
      { editMode: true },
    );
    expect(await drag(driver, 'keeper', 400, 200)).toBe(true);
    expect(find(driver.port.objects, 'quaffle')).toMatchObject({ left: 415, top: 215 });
    expect(find(driver.port.objects, 'bludger')).toMatchObject({ left: 700, top: 500 });

    driver.port.select('keeper');
    driver.editor.syncSelection();
    expect(driver.editor.moveSelection(10, 0)).toBe(true);
    await driver.advance(0);
    expect(find(driver.port.objects, 'quaffle')).toMatchObject({ left: 425, top: 215 });
    expect(driver.port.getSelection()).toEqual(['keeper']);

    expect(await drag(driver, 'quaffle', 800, 100)).toBe(true);
    expect(find(driver.port.objects, 'quaffle')).toEqual(ball('quaffle', 800, 100));
    // Drag, nudge, drag off: three steps back to the start.
    for (let i = 0; i < 3; i += 1) expect(await driver.editor.undo()).toBe(true);
    expect(find(driver.port.objects, 'quaffle')).toEqual(
      ball('quaffle', 315, 315, { heldBy: 'keeper' }),
    );
  });

  it('knocks the selected players out and back in, one history entry each', async () => {
    const { editor, port } = await createEditorDriver(
      [page([player('beater', 300, 300), ball('bludger', 600, 333)])],
      { editMode: true },
    );
    port.select('bludger');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation.players).toBe(0);
    expect(await editor.toggleKnockedOut()).toBe(false);

    port.select('beater');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation).toMatchObject({ players: 1, knockedOut: false });
    expect(await editor.toggleKnockedOut()).toBe(true);
    expect(find(port.objects, 'beater')?.knockedOut).toBe(true);
    expect(editor.getState().selectionAnimation.knockedOut).toBe(true);
    expect(port.getSelection()).toEqual(['beater']);
    expect(await editor.toggleKnockedOut()).toBe(true);
    expect(find(port.objects, 'beater')).not.toHaveProperty('knockedOut');
    expect(await editor.undo()).toBe(true);
    expect(find(port.objects, 'beater')?.knockedOut).toBe(true);
    expect(editor.getState().selectionAnimation.knockedOut).toBe(true);
  });

  it('offers straight or lob for a ball that changes hands on the next page', async () => {
    const first = page([
      player('a', 300, 300),
      player('b', 600, 300),
      ball('quaffle', 315, 315, { heldBy: 'a' }),
      ball('bludger', 700, 500),
    ]);
    const second = page([
      player('a', 300, 300),
      player('b', 600, 300),
      ball('quaffle', 615, 315, { heldBy: 'b' }),
      ball('bludger', 700, 400),
    ]);
    const { editor, port } = await createEditorDriver([first, second], { editMode: true });
    port.select('bludger');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation.pass).toBeUndefined();
    expect(await editor.setPassStyle('lob')).toBe(false);

    port.select('quaffle');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation.pass).toBe('straight');
    expect(await editor.setPassStyle('lob')).toBe(true);
    expect(find(port.objects, 'quaffle')?.pass).toEqual({ style: 'lob' });
    expect(editor.getState().selectionAnimation.pass).toBe('lob');
    expect(await editor.setPassStyle('straight')).toBe(true);
    expect(find(port.objects, 'quaffle')).not.toHaveProperty('pass');
  });
});

describe('BoardEditor: runs to the next page (issue 16)', () => {
  const first = page([
    player('chaser', 100, 300),
    player('keeper', 600, 300),
    ball('quaffle', 115, 315, { heldBy: 'chaser' }),
  ]);
  const second = page([
    player('chaser', 500, 300),
    player('keeper', 600, 300),
    ball('quaffle', 515, 315, { heldBy: 'chaser' }),
  ]);

  it('shows the runs of the objects that move to the next page while editing', async () => {
    const { editor, port } = await createEditorDriver([first, second]);
    expect(port.runs).toEqual([]);
    await editor.toggleEditMode();
    // The keeper stays and the held ball goes with its carrier: only the chaser has a run.
    expect(port.runs).toEqual([
      { uuid: 'chaser', start: { x: 100, y: 300 }, end: { x: 500, y: 300 }, run: undefined },
    ]);
    // As playback, the last page moves on to the first.
    await editor.goToPage(1);
    expect(port.runs).toEqual([
      { uuid: 'chaser', start: { x: 500, y: 300 }, end: { x: 100, y: 300 }, run: undefined },
    ]);
    await editor.goToPage(0);
    await editor.toggleEditMode();
    expect(port.runs).toEqual([]);
  });

  it('bends a run through its handle as one history entry, and straightens it again', async () => {
    const { editor, port, persistence, advance } = await createEditorDriver([first, second], {
      editMode: true,
    });
    expect(await editor.bendRun('chaser', { x: 300, y: 400 })).toBe(true);
    const run = find(port.objects, 'chaser')?.run;
    expect(run).toBeDefined();
    const guide = port.runs[0];
    expect(guide?.run).toEqual(run);
    // The handle sits where it was let go.
    expect(runHandlePoint(guide!.start, guide!.end, run)).toEqual({ x: 300, y: 400 });
    await advance(AUTOSAVE_DELAY_MS);
    expect(find(lastSaved(persistence.calls)?.objects ?? [], 'chaser')?.run).toEqual(run);
    expect(lastSaved(persistence.calls)?.objects.length).toBe(3);

    expect(await editor.straightenRun('chaser')).toBe(true);
    expect(find(port.objects, 'chaser')).not.toHaveProperty('run');
    expect(await editor.straightenRun('chaser')).toBe(false);
    expect(await editor.undo()).toBe(true);
    expect(find(port.objects, 'chaser')?.run).toEqual(run);
    expect(await editor.undo()).toBe(true);
    expect(find(port.objects, 'chaser')).not.toHaveProperty('run');
    expect(editor.getState().canUndo).toBe(false);
  });

  it('bends the selected run from the keyboard, a step at a time, back to straight', async () => {
    const { editor, port } = await createEditorDriver([first, second], { editMode: true });
    port.select('keeper');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation.run).toBeUndefined();
    expect(await editor.bendSelectedRun(0.1)).toBe(false);

    port.select('chaser');
    editor.syncSelection();
    expect(editor.getState().selectionAnimation.run).toBe('straight');
    expect(await editor.bendSelectedRun(0.1)).toBe(true);
    expect(await editor.bendSelectedRun(0.1)).toBe(true);
    expect(find(port.objects, 'chaser')?.run).toEqual({ along: 0.5, across: 0.2 });
    expect(editor.getState().selectionAnimation.run).toBe('bent');
    expect(port.getSelection()).toEqual(['chaser']);
    expect(await editor.bendSelectedRun(-0.2)).toBe(true);
    expect(find(port.objects, 'chaser')).not.toHaveProperty('run');
    expect(editor.getState().selectionAnimation.run).toBe('straight');
  });

  it('bends nothing that has no run to the next page', async () => {
    const { editor } = await createEditorDriver([first, second], { editMode: true });
    expect(await editor.bendRun('keeper', { x: 1, y: 1 })).toBe(false);
    expect(await editor.bendRun('quaffle', { x: 1, y: 1 })).toBe(false);
  });
});

describe('BoardEditor: timing strip (issue 16)', () => {
  const first = page([player('chaser', 100, 300), player('keeper', 600, 300)]);
  const second = page([player('chaser', 500, 300), player('keeper', 600, 300)]);

  it('has a bar per object that moves to the next page, from the animation schedule', async () => {
    const { editor } = await createEditorDriver([first, second]);
    expect(editor.getState().timingBars).toEqual([]);
    await editor.toggleEditMode();
    expect(editor.getState().timingBars).toEqual([
      {
        uuid: 'chaser',
        start: 0,
        end: 1,
        pass: false,
        object: expect.objectContaining({ objectType: 'playerA', team: 'A' }) as unknown,
      },
    ]);
  });

  it("sets an object's timing as one history entry, and the whole move leaves none", async () => {
    const { editor, port, advance } = await createEditorDriver([first, second], {
      editMode: true,
    });
    expect(await editor.setObjectTiming('chaser', { start: 0.2, end: 0.7 })).toBe(true);
    expect(find(port.objects, 'chaser')?.timing).toEqual({ start: 0.2, end: 0.7 });
    expect(editor.getState().timingBars[0]).toMatchObject({ start: 0.2, end: 0.7 });
    expect(await editor.setObjectTiming('chaser', { start: 0.2, end: 0.7 })).toBe(false);
    await advance(NUDGE_MERGE_MS);
    // Ends given the wrong way round or out of range are put in order and bounds.
    expect(await editor.setObjectTiming('chaser', { start: 1.5, end: -1 })).toBe(true);
    expect(find(port.objects, 'chaser')).not.toHaveProperty('timing');
    expect(await editor.undo()).toBe(true);
    expect(find(port.objects, 'chaser')?.timing).toEqual({ start: 0.2, end: 0.7 });
    expect(await editor.undo()).toBe(true);
    expect(editor.getState().canUndo).toBe(false);
    expect(editor.getState().timingBars[0]).toMatchObject({ start: 0, end: 1 });
  });

  it('makes steps of one bar in quick succession (arrow presses) one history entry', async () => {
    const { editor, port, advance } = await createEditorDriver([first, second], {
      editMode: true,
    });
    for (let step = 1; step <= 10; step += 1) {
      await editor.setObjectTiming('chaser', { start: step * 0.05, end: 1 });
      await advance(100);
    }
    expect(find(port.objects, 'chaser')?.timing).toEqual({ start: 0.5, end: 1 });
    expect(await editor.undo()).toBe(true);
    expect(find(port.objects, 'chaser')).not.toHaveProperty('timing');
    expect(editor.getState().canUndo).toBe(false);
    // A pause ends the series: the next step is an entry of its own.
    await editor.redo();
    await advance(NUDGE_MERGE_MS);
    await editor.setObjectTiming('chaser', { start: 0.6, end: 1 });
    await editor.undo();
    expect(find(port.objects, 'chaser')?.timing).toEqual({ start: 0.5, end: 1 });
  });
});
