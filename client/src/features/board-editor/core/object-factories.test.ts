import {
  FORMATIONS,
  formationPlayers,
  ACCESSORY_TYPES,
  BALL_TYPES,
  parseStoredPage,
  playerNumberOf,
  sanitizePage,
  TEXT_MIN_WIDTH,
} from '@courtside/domain';
import type { CanvasObject } from '@courtside/domain';
import { describe, expect, it } from 'vitest';
import { page } from '../testing/board-fixtures.ts';
import {
  formationObjects,
  newAccessory,
  newBall,
  newLine,
  newPlayer,
  newText,
} from './object-factories.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

/** The object survives the server's check and the client's sanitising unchanged. */
function expectStorable(object: CanvasObject) {
  const stored = page([object]);
  expect(parseStoredPage(stored)).toEqual({ page: stored });
  expect(sanitizePage(stored).objects).toEqual([object]);
}

describe('newPlayer', () => {
  it('is a group of a team circle with the role border and a number label at the start', () => {
    const player = newPlayer('A', 'Keeper', []);
    expect(player).toMatchObject({
      type: 'group',
      objectType: 'playerA',
      team: 'A',
      role: 'Keeper',
      playerNumber: 0,
      left: 250,
      top: 640,
    });
    expect(player.uuid).toMatch(UUID_V4);
    expect(player.objects).toEqual([
      expect.objectContaining({
        type: 'circle',
        radius: 15,
        strokeWidth: 3,
        fill: '#3d85c6',
        stroke: '#03fc35',
      }),
      expect.objectContaining({ type: 'text', text: '0' }),
    ]);
    expectStorable(player);
  });

  it('places team B on its side with its colour and uses the team colour as border without a role', () => {
    const player = newPlayer('B', undefined, []);
    expect(player).toMatchObject({ objectType: 'playerB', left: 940, top: 640 });
    expect(player).not.toHaveProperty('role');
    expect(player.objects?.[0]).toMatchObject({ fill: '#dd2d2d', stroke: '#dd2d2d' });
    expectStorable(player);
  });

  it('takes the smallest number the team does not use yet, ignoring the other team', () => {
    const a0 = newPlayer('A', 'Chaser', []);
    const a1 = newPlayer('A', 'Chaser', [a0]);
    const b0 = newPlayer('B', 'Chaser', [a0, a1]);
    const a2 = newPlayer('A', 'Beater', [a0, a1, b0]);
    expect([a0, a1, b0, a2].map(playerNumberOf)).toEqual([0, 1, 0, 2]);
    const refill = newPlayer('A', 'Seeker', [a0, a2]);
    expect(playerNumberOf(refill)).toBe(1);
    expect(refill.objects?.[1]?.text).toBe('1');
  });

  it('gives every player and its parts their own uuids', () => {
    const first = newPlayer('A', 'Chaser', []);
    const second = newPlayer('A', 'Chaser', [first]);
    const uuids = [first, second].flatMap((p) => [p.uuid, ...(p.objects ?? []).map((c) => c.uuid)]);
    expect(new Set(uuids).size).toBe(6);
  });
});

describe('newBall', () => {
  it.each([
    ['Volleyball', 'white'],
    ['Dodgeball', '#808080'],
    ['FlagRunner', '#FFD700'],
  ] as const)('%s is a circle of radius 10 filled %s at 600,333', (ballType, fill) => {
    const ball = newBall(ballType);
    expect(ball).toMatchObject({
      type: 'circle',
      objectType: 'ball',
      ballType,
      radius: 10,
      fill,
      left: 600,
      top: 333,
    });
    expectStorable(ball);
  });

  it('covers every ball type with a fresh uuid', () => {
    const uuids = BALL_TYPES.map((type) => newBall(type).uuid);
    expect(new Set(uuids).size).toBe(BALL_TYPES.length);
  });
});

describe('newAccessory', () => {
  it.each([
    ['RedCone', '/accessories/red-cone.svg', 0.04],
    ['YellowCone', '/accessories/yellow-cone.svg', 0.04],
    ['BlueCone', '/accessories/blue-cone.svg', 0.04],
    ['Hoop', '/accessories/hoop.svg', 0.45],
    ['Ladder', '/accessories/ladder.svg', 0.1],
    ['Hurdle', '/accessories/hurdle.svg', 0.06],
  ] as const)('%s is an image of %s scaled %s', (accessoryType, src, scale) => {
    const accessory = newAccessory(accessoryType);
    expect(accessory).toMatchObject({
      type: 'image',
      objectType: 'accessory',
      accessoryType,
      src,
      scaleX: scale,
      scaleY: scale,
    });
    expect(accessory.width).toBeGreaterThan(0);
    expect(accessory.height).toBeGreaterThan(0);
    expectStorable(accessory);
  });

  it('has a fresh uuid each time', () => {
    const uuids = ACCESSORY_TYPES.map((type) => newAccessory(type).uuid);
    expect(new Set([...uuids, newAccessory('Hoop').uuid]).size).toBe(ACCESSORY_TYPES.length + 1);
  });
});

describe('newText', () => {
  it('is a text box with the minimum width', () => {
    const text = newText('Press high');
    expect(text).toMatchObject({ type: 'textbox', text: 'Press high', minWidth: TEXT_MIN_WIDTH });
    expect(text.width).toBeGreaterThanOrEqual(TEXT_MIN_WIDTH);
    expect(text.uuid).toMatch(UUID_V4);
    expectStorable(text);
  });
});

describe('newLine', () => {
  it.each([
    ['solid', null],
    ['dashed', [20, 10]],
    ['dotted', [3, 10]],
  ] as const)('a %s line has the dash pattern %j', (lineStyle, dash) => {
    const line = newLine(lineStyle);
    expect(line).toMatchObject({
      type: 'line',
      lineStyle,
      strokeDashArray: dash,
      stroke: '#000000',
      strokeWidth: 2,
    });
    expectStorable(line);
  });

  it('does not share the dash array with the constants', () => {
    const line = newLine('dashed');
    line.strokeDashArray?.push(1);
    expect(newLine('dashed').strokeDashArray).toEqual([20, 10]);
  });
});

describe('formationObjects', () => {
  it('builds a whole team on its spots, numbered after the players already there', () => {
    const kickOff = FORMATIONS.find((formation) => formation.id === 'kickOff');
    if (!kickOff) throw new Error('no kick-off formation');
    const existing = [newPlayer('A', 'Chaser', [])];
    const players = formationObjects(kickOff, 'A', existing);
    expect(players).toHaveLength(7);
    expect(players.map((player) => player.playerNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(players.map((player) => [player.left, player.top])).toEqual(
      formationPlayers(kickOff, 'A').map((spot) => [spot.left, spot.top]),
    );
    expect(new Set(players.map((player) => player.uuid)).size).toBe(7);
  });

  it('fills in what is missing of a formation instead of stacking it on the players there', () => {
    const kickOff = FORMATIONS.find((formation) => formation.id === 'kickOff');
    const both = FORMATIONS.find((formation) => formation.id === 'bothKickOff');
    if (!kickOff || !both) throw new Error('no kick-off formations');
    const teamA = formationObjects(kickOff, 'A', []);
    expect(formationObjects(kickOff, 'A', teamA)).toEqual([]);
    // Both teams' kick-off after team A's adds team B alone, numbered from 0.
    const added = formationObjects(both, 'A', teamA);
    expect(added.map((player) => player.team)).toEqual(Array(7).fill('B'));
    expect(added.map((player) => player.playerNumber)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // A player moved off its spot leaves the spot free again.
    const [keeper, ...rest] = teamA;
    const moved = [{ ...keeper!, left: (keeper!.left ?? 0) + 100 }, ...rest];
    expect(formationObjects(kickOff, 'A', moved).map((player) => player.role)).toEqual([
      keeper!.role,
    ]);
  });

  it('puts both teams on the court for a two-team formation, each numbered from 0', () => {
    const both = FORMATIONS.find((formation) => formation.id === 'bothKickOff');
    if (!both) throw new Error('no two-team formation');
    const players = formationObjects(both, 'A', []);
    expect(players.filter((player) => player.team === 'A')).toHaveLength(7);
    expect(players.filter((player) => player.team === 'B')).toHaveLength(7);
    expect(
      players.filter((player) => player.team === 'B').map((player) => player.playerNumber),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
