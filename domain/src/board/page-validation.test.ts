import { describe, expect, it } from 'vitest';
import {
  MAX_GROUP_DEPTH,
  MAX_OBJECTS_PER_PAGE,
  MAX_PAGE_BYTES,
  PAGE_SCHEMA_VERSION,
} from './constants.ts';
import { pageSchema } from './page.ts';
import {
  emptyPage,
  pageSaveBody,
  parsePageSave,
  parseStoredPage,
  sanitizePage,
  validatePage,
} from './page-validation.ts';

const court = { src: '/full-court.svg' };
/** Path of the children of the innermost group in `nested(MAX_GROUP_DEPTH + 1)`. */
const TOO_DEEP = `${'objects.0.'.repeat(MAX_GROUP_DEPTH + 1)}objects`;

function player(uuid: string, team: 'A' | 'B', number: string) {
  return {
    type: 'Group',
    uuid,
    objectType: team === 'A' ? 'playerA' : 'playerB',
    left: 250,
    top: 640,
    objects: [
      { type: 'Circle', uuid: `${uuid}-c`, radius: 15, fill: '#3d85c6', stroke: 'black' },
      { type: 'Text', uuid: `${uuid}-t`, text: number, fontSize: 14 },
    ],
  };
}

/** A group `levels` groups deep around one circle. */
function nested(levels: number): Record<string, unknown> {
  let object: Record<string, unknown> = { type: 'circle', uuid: 'leaf', radius: 5 };
  for (let level = levels; level > 0; level -= 1) {
    object = { type: 'group', uuid: `g${level}`, objects: [object] };
  }
  return object;
}

function circles(count: number) {
  return Array.from({ length: count }, (_, i) => ({ type: 'circle', uuid: `c${i}`, left: i }));
}

describe('validatePage', () => {
  it('has nothing to say about a good page', () => {
    expect(validatePage({ objects: [player('p1', 'A', '1')], backgroundImage: court })).toEqual([]);
  });

  it('reports each rule of spec §5 with the path of the value', () => {
    const warnings = validatePage({
      backgroundImage: 'full-court.svg',
      objects: [
        { uuid: 'a' },
        { type: 'rect', uuid: 'b', left: 'ten', top: Number.POSITIVE_INFINITY },
        { type: 'text', uuid: 'c' },
        { type: 'path', uuid: 'd', path: 5 },
        { type: 'group', uuid: 'e', objects: {} },
        'oops',
      ],
    });
    expect(warnings).toEqual([
      'backgroundImage must be an object with a src',
      'objects.0.type must be a non-empty string',
      'objects.1.left must be a finite number',
      'objects.1.top must be a finite number',
      'objects.2.text must be a string',
      'objects.3.path must be a string or an array',
      'objects.4.objects must be an array',
      'objects.5 must be an object',
    ]);
  });

  it('reports a missing objects array and non-object data', () => {
    expect(validatePage({ backgroundImage: court })).toEqual(['objects must be an array']);
    expect(validatePage(null)).toEqual(['page must be an object']);
    expect(validatePage([])).toEqual(['page must be an object']);
  });

  it('mentions objects that will be dropped for lack of a uuid, in groups too', () => {
    const group = { type: 'group', uuid: 'g', objects: [{ type: 'circle' }] };
    const orphanParent = { type: 'group', objects: [{ type: 'circle', uuid: 'c' }] };
    expect(
      validatePage({ backgroundImage: court, objects: [{ type: 'rect' }, group, orphanParent] }),
    ).toEqual([
      'objects.0.uuid is missing; dropped',
      'objects.1.objects.0.uuid is missing; dropped',
      'objects.2.uuid is missing; dropped',
    ]);
  });

  it('warns about unknown backgrounds, deep nesting and too many objects', () => {
    const warnings = validatePage({
      backgroundImage: { src: '/moon.svg' },
      objects: [nested(MAX_GROUP_DEPTH + 1), ...circles(MAX_OBJECTS_PER_PAGE)],
    });
    expect(warnings).toEqual([
      'backgroundImage.src must be one of the court backgrounds',
      `${TOO_DEEP} groups may be nested at most 4 deep`,
      `objects hold ${MAX_OBJECTS_PER_PAGE + MAX_GROUP_DEPTH + 1} objects, more than ${MAX_OBJECTS_PER_PAGE}`,
    ]);
  });

  it('never throws, even on hostile input', () => {
    const cyclic: Record<string, unknown> = { type: 'group', uuid: 'x' };
    cyclic.objects = [cyclic];
    expect(() => validatePage({ backgroundImage: court, objects: [cyclic] })).not.toThrow();
    expect(() =>
      validatePage({ backgroundImage: court, objects: [Object.create(null)] }),
    ).not.toThrow();
  });
});

describe('sanitizePage', () => {
  it('keeps whitelisted properties and drops the rest', () => {
    const page = sanitizePage({
      version: '6.4.3',
      _id: 'page-1',
      background: '#ffffff',
      hoverCursor: 'move',
      backgroundImage: { type: 'Image', src: 'http://localhost:3000/half-court.svg', scaleX: 1 },
      objects: [
        {
          type: 'Circle',
          uuid: 'ball-1',
          objectType: 'ball',
          ballType: 'Dodgeball',
          left: 600,
          top: 333,
          radius: 10,
          fill: '#808080',
          hasControls: false,
          shadow: { color: 'red' },
          __proto__: { polluted: true },
          onclick: 'alert(1)',
        },
      ],
    });
    expect(page).toEqual({
      _id: 'page-1',
      version: PAGE_SCHEMA_VERSION,
      background: '#ffffff',
      backgroundImage: { src: '/half-court.svg' },
      objects: [
        {
          type: 'Circle',
          uuid: 'ball-1',
          objectType: 'ball',
          ballType: 'Dodgeball',
          left: 600,
          top: 333,
          radius: 10,
          fill: '#808080',
        },
      ],
    });
    expect(pageSchema.parse(page)).toEqual(page);
  });

  it('drops whitelisted properties of the wrong type but keeps the object', () => {
    const page = sanitizePage({
      backgroundImage: court,
      objects: [{ type: 'rect', uuid: 'r', width: '100', fill: 3, opacity: 2, role: 'Goalie' }],
    });
    expect(page.objects).toEqual([{ type: 'rect', uuid: 'r' }]);
  });

  it('drops objects without uuid, recursively, and objects breaking a rule', () => {
    const page = sanitizePage({
      backgroundImage: court,
      objects: [
        { type: 'rect' },
        { type: 'rect', uuid: 'bad', left: Number.NaN },
        {
          type: 'group',
          uuid: 'g',
          objects: [
            { type: 'circle', uuid: 'keep' },
            { type: 'circle' },
            { type: 'text', uuid: 'no-text' },
          ],
        },
      ],
    });
    expect(page.objects).toEqual([
      { type: 'group', uuid: 'g', objects: [{ type: 'circle', uuid: 'keep' }] },
    ]);
  });

  it('keeps images with a same-origin source, as a path', () => {
    const page = sanitizePage({
      backgroundImage: court,
      objects: [
        { type: 'Image', uuid: 'cone', src: 'http://localhost:3000/red-cone.svg', scaleX: 0.04 },
        { type: 'Image', uuid: 'remote', src: '//tracker.example/pixel.png' },
        { type: 'Image', uuid: 'inline', src: 'data:image/png;base64,AAAA' },
        { type: 'rect', uuid: 'r', src: '/ignored.svg' },
      ],
    });
    expect(page.objects).toEqual([
      { type: 'Image', uuid: 'cone', src: '/red-cone.svg', scaleX: 0.04 },
      { type: 'rect', uuid: 'r' },
    ]);
  });

  it('keeps unknown object types with their whitelisted properties', () => {
    const page = sanitizePage({
      backgroundImage: court,
      objects: [{ type: 'Sparkle', uuid: 's', left: 1, sparkle: true }],
    });
    expect(page.objects).toEqual([{ type: 'Sparkle', uuid: 's', left: 1 }]);
  });

  it('falls back to the full court and an empty object list', () => {
    expect(sanitizePage({ backgroundImage: { src: '/moon.svg' }, objects: 'x' })).toEqual(
      emptyPage(),
    );
    expect(sanitizePage(undefined)).toEqual(emptyPage());
    expect(sanitizePage({ backgroundImage: 'http://h/empty-court.svg' })).toEqual(
      emptyPage('/empty-court.svg'),
    );
  });

  it('cuts groups nested too deep', () => {
    const page = sanitizePage({ backgroundImage: court, objects: [nested(MAX_GROUP_DEPTH + 1)] });
    const innermost = JSON.stringify({ type: 'group', uuid: `g${MAX_GROUP_DEPTH}`, objects: [] });
    expect(JSON.stringify(page.objects)).toContain(innermost);
    const ok = sanitizePage({ backgroundImage: court, objects: [nested(MAX_GROUP_DEPTH)] });
    expect(JSON.stringify(ok.objects)).toContain('"leaf"');
  });

  it('keeps whole objects up to the object limit', () => {
    const page = sanitizePage({
      backgroundImage: court,
      objects: [
        ...circles(MAX_OBJECTS_PER_PAGE - 2),
        player('p', 'A', '1'),
        { type: 'rect', uuid: 'r' },
      ],
    });
    expect(page.objects).toHaveLength(MAX_OBJECTS_PER_PAGE - 1);
    expect(page.objects.at(-1)).toEqual({ type: 'rect', uuid: 'r' });
  });

  it('does not change its input', () => {
    const data = { backgroundImage: { src: 'http://h/full-court.svg' }, objects: [{ type: 'x' }] };
    const before = JSON.stringify(data);
    sanitizePage(data);
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe('parseStoredPage', () => {
  it('accepts a valid page and returns it sanitised', () => {
    const result = parseStoredPage({
      backgroundImage: { src: 'https://courtside.example/empty-court.svg' },
      objects: [player('p1', 'B', '7'), { type: 'rect', extra: 1 }],
      selection: true,
    });
    expect(result.error).toBeUndefined();
    expect(result.page).toEqual({
      version: PAGE_SCHEMA_VERSION,
      backgroundImage: { src: '/empty-court.svg' },
      objects: [
        {
          type: 'Group',
          uuid: 'p1',
          objectType: 'playerB',
          left: 250,
          top: 640,
          objects: [
            { type: 'Circle', uuid: 'p1-c', radius: 15, fill: '#3d85c6', stroke: 'black' },
            { type: 'Text', uuid: 'p1-t', text: '7', fontSize: 14 },
          ],
        },
      ],
    });
  });

  it.each([
    [null, '', 'page data must be an object'],
    [{ objects: [] }, 'backgroundImage', 'backgroundImage must be an object with a src'],
    [{ backgroundImage: { src: 5 }, objects: [] }, 'backgroundImage.src', undefined],
    [{ backgroundImage: { src: '/x.svg' }, objects: [] }, 'backgroundImage.src', undefined],
    [{ backgroundImage: court }, 'objects', 'objects must be an array'],
    [{ backgroundImage: court, objects: [], _id: 3 }, '_id', undefined],
    [{ backgroundImage: court, objects: [], version: 99 }, 'version', undefined],
    [
      {
        backgroundImage: court,
        objects: circles(4).concat({ type: 'r', uuid: 'x', left: '1' } as never),
      },
      'objects.4.left',
      'objects.4.left must be a finite number',
    ],
    [{ backgroundImage: court, objects: [{ uuid: 'u', type: 1 }] }, 'objects.0.type', undefined],
    [{ backgroundImage: court, objects: [7] }, 'objects.0', 'objects.0 must be an object'],
    [
      {
        backgroundImage: court,
        objects: [{ ...player('p', 'A', '1'), objects: [{ type: 'text', uuid: 't', text: 1 }] }],
      },
      'objects.0.objects.0.text',
      undefined,
    ],
    [{ backgroundImage: court, objects: [nested(MAX_GROUP_DEPTH + 1)] }, TOO_DEEP, undefined],
    [
      { backgroundImage: court, objects: [{ type: 'image', uuid: 'i', src: 'https:x' }] },
      'objects.0.src',
      undefined,
    ],
  ])('refuses %j with 400 at %s', (data, field, message) => {
    const { error, page } = parseStoredPage(data);
    expect(page).toBeUndefined();
    expect(error).toMatchObject({ status: 400, field });
    if (message) expect(error?.message).toBe(message);
  });

  it('drops objects without uuid instead of refusing them, whatever is wrong inside', () => {
    const result = parseStoredPage({
      backgroundImage: court,
      objects: [
        { type: 'group', left: 'x', objects: [{ type: 7 }] },
        { type: 'rect', uuid: 'r' },
      ],
    });
    expect(result.page?.objects).toEqual([{ type: 'rect', uuid: 'r' }]);
  });

  it('drops unknown and mistyped properties instead of refusing them', () => {
    const result = parseStoredPage({
      backgroundImage: court,
      objects: [{ type: 'rect', uuid: 'r', fill: 12, onload: 'x' }],
    });
    expect(result.page?.objects).toEqual([{ type: 'rect', uuid: 'r' }]);
  });

  it('answers 413 for more objects than allowed, counting group children', () => {
    const atLimit = circles(MAX_OBJECTS_PER_PAGE - 3).concat(player('p', 'A', '1') as never);
    expect(
      parseStoredPage({ backgroundImage: court, objects: atLimit }).page?.objects,
    ).toHaveLength(MAX_OBJECTS_PER_PAGE - 2);
    const over = circles(MAX_OBJECTS_PER_PAGE - 2).concat(player('p', 'A', '1') as never);
    expect(parseStoredPage({ backgroundImage: court, objects: over }).error).toEqual({
      status: 413,
      field: 'objects',
      message: `objects may hold at most ${MAX_OBJECTS_PER_PAGE} objects`,
    });
  });

  it('answers 413 for page JSON larger than allowed, counting UTF-8 bytes', () => {
    // 'ä' is two bytes in UTF-8, so this text is just over the limit though it has fewer characters.
    const text = 'ä'.repeat(MAX_PAGE_BYTES / 2);
    const result = parseStoredPage({
      backgroundImage: court,
      objects: [{ type: 'text', uuid: 't', text }],
    });
    expect(result.error).toMatchObject({ status: 413, field: '' });
  });

  it('refuses data that is not plain JSON', () => {
    const cyclic: Record<string, unknown> = { backgroundImage: court, objects: [] };
    cyclic.self = cyclic;
    expect(parseStoredPage(cyclic).error).toMatchObject({ status: 400, field: '' });
  });
});

describe('parsePageSave', () => {
  it('splits a save body into its revision and the checked page, and builds the body back', () => {
    const body = { ...emptyPage('/half-court.svg'), _id: 'p1', revision: 4 };
    const { save, error } = parsePageSave(body);
    expect(error).toBeUndefined();
    expect(save).toEqual({ revision: 4, page: emptyPage('/half-court.svg') });
    expect(save && pageSaveBody(save)).toEqual({ ...emptyPage('/half-court.svg'), revision: 4 });
  });

  it('refuses the page the way parseStoredPage does, naming the field', () => {
    const { save, error } = parsePageSave({
      revision: 2,
      objects: 'none',
      backgroundImage: { src: '/full-court.svg' },
    });
    expect(save).toBeUndefined();
    expect(error).toMatchObject({ status: 400, field: 'objects' });
  });
});

describe('emptyPage', () => {
  it('is a valid page on the chosen court', () => {
    expect(emptyPage('/half-court.svg')).toEqual({
      version: PAGE_SCHEMA_VERSION,
      objects: [],
      backgroundImage: { src: '/half-court.svg' },
    });
    expect(parseStoredPage(emptyPage()).page).toEqual(emptyPage());
  });
});

describe('animation data (issue 16)', () => {
  const ballOf = (more: Record<string, unknown>) => ({
    type: 'circle',
    uuid: 'q',
    objectType: 'ball',
    ballType: 'Volleyball',
    ...more,
  });
  /** Animation data counts from version 2 on; older pages lose it (see page-migrations). */
  const v2 = { version: PAGE_SCHEMA_VERSION, backgroundImage: court };
  const animated = {
    ...v2,
    transition: { holdMs: 3500, moveMs: 1500, easing: 'linear' },
    caption: 'Beater 1 takes the bludger; chaser 2 cuts',
    objects: [
      {
        ...player('p1', 'A', '1'),
        run: { along: 0.4, across: -0.25 },
        timing: { start: 0.2, end: 0.9 },
        knockedOut: true,
      },
      ballOf({ heldBy: 'p1', pass: { style: 'lob' }, timing: { start: 0.5, end: 0.5 } }),
    ],
  };

  it('keeps valid data on the page and its objects', () => {
    const result = parseStoredPage(animated);
    expect(result.error).toBeUndefined();
    expect(result.page).toMatchObject({
      transition: animated.transition,
      caption: animated.caption,
      objects: [
        { run: { along: 0.4, across: -0.25 }, timing: { start: 0.2, end: 0.9 }, knockedOut: true },
        { heldBy: 'p1', pass: { style: 'lob' }, timing: { start: 0.5, end: 0.5 } },
      ],
    });
    expect(sanitizePage(animated)).toEqual(result.page);
    expect(validatePage(animated)).toEqual([]);
    expect(pageSchema.parse(result.page)).toEqual(result.page);
  });

  it.each([
    [{ transition: { holdMs: 100 } }, 'transition.holdMs must be from 500 to 10000'],
    [{ transition: { holdMs: 12_000 } }, 'transition.holdMs must be from 500 to 10000'],
    [
      { transition: { holdMs: 1000.5 } },
      'transition.holdMs must be a whole number of milliseconds',
    ],
    [{ transition: { moveMs: -1 } }, 'transition.moveMs must be from 0 to 10000'],
    [{ transition: { moveMs: '1s' } }, 'transition.moveMs must be a number'],
    [{ transition: { easing: 'bounce' } }, 'transition.easing must be one of smooth, linear'],
    [{ transition: 'slow' }, 'transition must be an object'],
    [{ caption: 'two\nlines' }, 'caption must be one line'],
    [{ caption: 'x'.repeat(141) }, 'caption may be at most 140 characters'],
    [{ caption: 7 }, 'caption must be a string'],
  ])('refuses page data %j: %s', (more, message) => {
    const result = parseStoredPage({ ...v2, objects: [], ...more });
    expect(result.error).toEqual({
      status: 400,
      field: message.split(' ')[0],
      message,
    });
  });

  it.each([
    [{ run: { along: 0.5 } }, 'objects.0.run.across must be a number'],
    [{ run: { along: 0.5, across: 1e6 } }, 'objects.0.run.across must be from -100 to 100'],
    [{ run: [1, 2] }, 'objects.0.run must be an object with along and across'],
    [{ timing: { start: 0.6, end: 0.3 } }, 'objects.0.timing.end must not be before start'],
    [{ timing: { start: -0.1, end: 0.3 } }, 'objects.0.timing.start must be a number from 0 to 1'],
    [{ timing: { start: 0, end: 2 } }, 'objects.0.timing.end must be a number from 0 to 1'],
    [{ heldBy: '' }, 'objects.0.heldBy must not be empty'],
    [{ heldBy: 5 }, 'objects.0.heldBy must be a string'],
    [{ pass: { style: 'bounce' } }, 'objects.0.pass.style must be one of straight, lob'],
    [{ pass: 'lob' }, 'objects.0.pass must be an object with a style'],
    [{ knockedOut: 'yes' }, 'objects.0.knockedOut must be true or false'],
  ])('refuses object data %j: %s', (more, message) => {
    const result = parseStoredPage({ ...v2, objects: [ballOf(more)] });
    expect(result.error).toEqual({ status: 400, field: message.split(' ')[0], message });
  });

  it('names bad data inside groups too', () => {
    const group = { type: 'group', uuid: 'g', objects: [ballOf({ timing: { start: 2, end: 1 } })] };
    expect(parseStoredPage({ ...v2, objects: [group] }).error?.field).toBe(
      'objects.0.objects.0.timing.start',
    );
  });

  it('drops bad values on load but keeps their objects, and warns about them', () => {
    const data = {
      ...v2,
      transition: { holdMs: 1 },
      caption: 'a\nb',
      objects: [ballOf({ run: { along: 'x', across: 0 }, heldBy: 'p1', knockedOut: 1 })],
    };
    const page = sanitizePage(data);
    expect(page.transition).toBeUndefined();
    expect(page.caption).toBeUndefined();
    expect(page.objects).toEqual([ballOf({ heldBy: 'p1' })]);
    expect(validatePage(data)).toEqual([
      'transition.holdMs must be from 500 to 10000',
      'caption must be one line',
      'objects.0.run.along must be a number',
      'objects.0.knockedOut must be true or false',
    ]);
  });

  it('drops animation data from a page without a version, as from any old page', () => {
    const { version: _version, ...unversioned } = animated;
    const page = sanitizePage(unversioned);
    expect(page.caption).toBeUndefined();
    expect(page.objects[1]).toEqual(ballOf({}));
  });

  it('keeps a carrier that is not on the page: the ball is loose when played', () => {
    const result = parseStoredPage({ ...v2, objects: [ballOf({ heldBy: 'gone' })] });
    expect(result.page?.objects[0]).toMatchObject({ heldBy: 'gone' });
  });
});
