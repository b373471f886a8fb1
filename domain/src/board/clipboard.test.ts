import { describe, expect, it } from 'vitest';
import {
  CLIPBOARD_VERSION,
  PASTE_OFFSET,
  clipboardContentSchema,
  pasteStep,
  pastedObjects,
} from './clipboard.ts';
import type { CanvasObject } from './page.ts';

function player(uuid: string, team: 'A' | 'B', number: number, left = 100, top = 100) {
  return {
    type: 'group',
    uuid,
    objectType: `player${team}`,
    team,
    playerNumber: number,
    left,
    top,
    objects: [
      { type: 'circle', uuid: `${uuid}-circle`, radius: 15, left: 0, top: 0 },
      { type: 'text', uuid: `${uuid}-label`, text: String(number), left: 0, top: 0 },
    ],
  } satisfies CanvasObject;
}

function cone(uuid: string, left: number, top: number): CanvasObject {
  return { type: 'image', uuid, objectType: 'accessory', left, top };
}

function arrow(uuid: string, bindings: { startBinding?: string; endBinding?: string }) {
  return {
    type: 'path',
    uuid,
    objectType: 'line',
    path: [
      ['M', 100, 100],
      ['L', 300, 100],
    ],
    left: 200,
    top: 100,
    ...bindings,
  } satisfies CanvasObject;
}

/** uuids u1, u2, … in the order they are asked for. */
function counter() {
  let next = 0;
  return () => `u${(next += 1)}`;
}

const labelOf = (object: CanvasObject | undefined) =>
  object?.objects?.find((child) => child.type === 'text')?.text;

describe('pasteStep', () => {
  it('keeps the spots on a page where they are free', () => {
    expect(pasteStep([cone('a', 100, 100)], [cone('x', 400, 400)])).toBe(0);
    expect(pasteStep([cone('a', 100, 100)], [])).toBe(0);
  });

  it('steps once from the originals, and further for each paste already there', () => {
    const copied = [cone('a', 100, 100), cone('b', 300, 100)];
    expect(pasteStep(copied, copied)).toBe(1);
    const once = copied.map((object) => ({ ...object, left: (object.left ?? 0) + PASTE_OFFSET }));
    const onceDown = once.map((object) => ({ ...object, top: (object.top ?? 0) + PASTE_OFFSET }));
    expect(pasteStep(copied, [...copied, ...onceDown])).toBe(2);
  });

  it('counts a spot as taken by an object only a few pixels away', () => {
    expect(pasteStep([cone('a', 100, 100)], [cone('x', 103, 98)])).toBe(1);
  });

  it('steps up and left instead of leaving the board at its bottom edge', () => {
    const copied = [cone('a', 600, 670)];
    expect(pasteStep(copied, copied)).toBe(-1);
    expect(pasteStep(copied, [...copied, cone('b', 580, 650)])).toBe(-2);
  });

  it('keeps a whole copy on the board, not only the spot it is placed by', () => {
    // A player as the editor makes it: placed by its centre, 40 across.
    const made = { originX: 'center', originY: 'center', width: 40, height: 40 } as const;
    const nearBottom = { ...cone('a', 600, 650), ...made };
    // 20 down its centre would still be on the board, half of the player not.
    expect(pasteStep([nearBottom], [nearBottom])).toBe(-1);
    const nearRight = { ...cone('b', 1185, 300), ...made };
    expect(pasteStep([nearRight], [nearRight])).toBe(-1);
    const clear = { ...cone('c', 600, 620), ...made };
    expect(pasteStep([clear], [clear])).toBe(1);
  });

  it('lets a copy of an object sticking out stick out no further', () => {
    const sticking = {
      ...cone('a', 600, 676),
      originX: 'center',
      originY: 'center',
      width: 40,
      height: 40,
    } as const;
    expect(pasteStep([sticking], [sticking])).toBe(-1);
  });

  it('measures a turned object by the box it covers on the board', () => {
    // 200 long, turned upright: 200 high on the board, its ends 100 above and below its centre.
    const upright = {
      ...cone('a', 300, 570),
      originX: 'center',
      originY: 'center',
      width: 200,
      height: 4,
      angle: 90,
    } as const;
    expect(pasteStep([upright], [upright])).toBe(-1);
    expect(pasteStep([{ ...upright, angle: 0 }], [{ ...upright, angle: 0 }])).toBe(1);
  });
});

describe('pastedObjects', () => {
  it('gives every object and child a new uuid, children still named after their player', () => {
    const copied = [player('p', 'A', 0), cone('c', 500, 300)];
    const pasted = pastedObjects(copied, [], counter());
    expect(pasted.map((object) => object.uuid)).toEqual(['u1', 'u2']);
    expect(pasted[0]?.objects?.map((child) => child.uuid)).toEqual(['u1-circle', 'u1-label']);
  });

  it('gives unnamed children of a user group uuids of their own', () => {
    const group: CanvasObject = {
      type: 'group',
      uuid: 'g',
      left: 10,
      top: 10,
      objects: [cone('inner-1', 0, 0), { ...player('inner-2', 'B', 3), left: 20 }],
    };
    const [pasted] = pastedObjects([group], [], counter());
    expect(pasted?.uuid).toBe('u1');
    expect(pasted?.objects?.map((child) => child.uuid)).toEqual(['u2', 'u3']);
    expect(pasted?.objects?.[1]?.objects?.map((child) => child.uuid)).toEqual([
      'u3-circle',
      'u3-label',
    ]);
  });

  it('leaves the copied objects and the page unchanged', () => {
    const copied = [player('p', 'A', 0)];
    const target = [player('q', 'A', 0)];
    const before = JSON.stringify([copied, target]);
    pastedObjects(copied, target, counter());
    expect(JSON.stringify([copied, target])).toBe(before);
  });

  it('keeps positions on another page and offsets onto the originals', () => {
    const copied = [player('p', 'A', 0, 100, 200), cone('c', 500, 300)];
    const elsewhere = pastedObjects(copied, [cone('x', 900, 600)], counter());
    expect(elsewhere.map(({ left, top }) => [left, top])).toEqual([
      [100, 200],
      [500, 300],
    ]);
    const here = pastedObjects(copied, copied, counter());
    expect(here.map(({ left, top }) => [left, top])).toEqual([
      [100 + PASTE_OFFSET, 200 + PASTE_OFFSET],
      [500 + PASTE_OFFSET, 300 + PASTE_OFFSET],
    ]);
  });

  it('steps every repeated paste further so pastes never pile', () => {
    const copied = [cone('c', 500, 300)];
    let page: CanvasObject[] = [...copied];
    const uuid = counter();
    for (let paste = 1; paste <= 3; paste += 1) {
      const pasted = pastedObjects(copied, page, uuid);
      expect(pasted[0]?.left).toBe(500 + paste * PASTE_OFFSET);
      page = [...page, ...pasted];
    }
  });

  it('keeps a player number the page does not use', () => {
    const copied = [player('p', 'A', 4)];
    const [pasted] = pastedObjects(copied, [player('q', 'A', 0), player('r', 'B', 4)], counter());
    expect(pasted?.playerNumber).toBe(4);
    expect(labelOf(pasted)).toBe('4');
  });

  it('gives a clashing player the smallest free number of its team, label included', () => {
    const target = [player('q', 'A', 0, 400), player('r', 'A', 2, 500)];
    const [pasted] = pastedObjects([player('p', 'A', 2)], target, counter());
    expect(pasted?.playerNumber).toBe(1);
    expect(labelOf(pasted)).toBe('1');
  });

  it('lets players that keep their number go first, then numbers the others', () => {
    // 0 clashes with the page; 1 is free, so it stays 1 and the former 0 takes 2.
    const copied = [player('p0', 'A', 0, 100), player('p1', 'A', 1, 200)];
    const pasted = pastedObjects(copied, [player('q', 'A', 0, 600)], counter());
    expect(pasted.map((object) => object.playerNumber)).toEqual([2, 1]);
    expect(pasted.map(labelOf)).toEqual(['2', '1']);
  });

  it('numbers two pasted players with the same number apart', () => {
    const copied = [player('p', 'B', 3, 100), player('q', 'B', 3, 200)];
    const pasted = pastedObjects(copied, [], counter());
    expect(pasted.map((object) => object.playerNumber)).toEqual([3, 0]);
  });

  it('numbers a whole team pasted onto its own page after the ones there', () => {
    const team = [0, 1, 2].map((n) => player(`p${n}`, 'A', n, 100 + 50 * n));
    const pasted = pastedObjects(team, team, counter());
    expect(pasted.map((object) => object.playerNumber)).toEqual([3, 4, 5]);
    expect(pasted.map(labelOf)).toEqual(['3', '4', '5']);
  });

  it('numbers players inside a copied user group against the page', () => {
    const group: CanvasObject = {
      type: 'group',
      uuid: 'g',
      objects: [player('p', 'A', 0, 0, 0)],
    };
    const [pasted] = pastedObjects([group], [player('q', 'A', 0, 600)], counter());
    const inner = pasted?.objects?.[0];
    expect(inner?.playerNumber).toBe(1);
    expect(labelOf(inner)).toBe('1');
  });

  it('leaves players with a label that is no number as they are', () => {
    const { playerNumber: _number, objects: _children, ...numbered } = player('p', 'A', 0);
    const captain: CanvasObject = {
      ...numbered,
      objects: [
        { type: 'circle', uuid: 'p-circle', radius: 15 },
        { type: 'text', uuid: 'p-label', text: 'C' },
      ],
    };
    const [pasted] = pastedObjects([captain], [player('q', 'A', 0, 600)], counter());
    expect(pasted?.playerNumber).toBeUndefined();
    expect(labelOf(pasted)).toBe('C');
  });

  it('attaches arrow ends to the copies of pasted players and frees the others', () => {
    const copied = [
      player('p', 'A', 0),
      arrow('both', { startBinding: 'p', endBinding: 'left-behind' }),
      arrow('loose', { endBinding: 'left-behind' }),
    ];
    const [pastedPlayer, both, loose] = pastedObjects(copied, [], counter());
    expect(both?.startBinding).toBe(pastedPlayer?.uuid);
    expect(both).not.toHaveProperty('endBinding');
    expect(loose).not.toHaveProperty('endBinding');
    expect(loose).not.toHaveProperty('startBinding');
  });

  it('returns nothing for nothing copied', () => {
    expect(pastedObjects([], [cone('x', 1, 1)], counter())).toEqual([]);
  });
});

describe('clipboardContentSchema', () => {
  it('accepts copied objects of this version', () => {
    const content = { version: CLIPBOARD_VERSION, objects: [player('p', 'A', 0)] };
    expect(clipboardContentSchema.safeParse(content).success).toBe(true);
  });

  it('refuses another version, nothing copied and objects that are not page objects', () => {
    const objects = [cone('c', 1, 1)];
    expect(clipboardContentSchema.safeParse({ version: 99, objects }).success).toBe(false);
    expect(clipboardContentSchema.safeParse({ version: 1, objects: [] }).success).toBe(false);
    expect(
      clipboardContentSchema.safeParse({ version: 1, objects: [{ type: 'circle' }] }).success,
    ).toBe(false);
  });
});
