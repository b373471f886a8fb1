import { describe, expect, it } from 'vitest';
import { HELD_BALL_OFFSET } from '../board/constants.ts';
import { carrierOf, dodgeballCount, heldBallPosition, isBall } from './possession.ts';

const centred = { originX: 'center', originY: 'center' } as const;
const player = (uuid: string, team: 'A' | 'B') => ({
  uuid,
  objectType: team === 'A' ? 'playerA' : 'playerB',
  left: 100,
  top: 100,
  ...centred,
});
const dodgeball = (uuid: string, heldBy?: string) => ({
  uuid,
  objectType: 'ball',
  ballType: 'Dodgeball',
  ...(heldBy ? { heldBy } : {}),
});

describe('heldBallPosition', () => {
  it('puts the ball’s centre at the offset from the carrier’s centre', () => {
    expect(heldBallPosition(player('p', 'A'), { objectType: 'ball', ...centred })).toEqual({
      left: 100 + HELD_BALL_OFFSET.x,
      top: 100 + HELD_BALL_OFFSET.y,
    });
  });

  it('allows for objects drawn from their top-left corner', () => {
    const carrier = { objectType: 'playerA', left: 100, top: 100 };
    const ball = { objectType: 'ball', radius: 10 };
    expect(heldBallPosition(carrier, ball)).toEqual({
      left: 100 + 16.5 + HELD_BALL_OFFSET.x - 10,
      top: 100 + 16.5 + HELD_BALL_OFFSET.y - 10,
    });
  });
});

describe('carrierOf', () => {
  const objects = [player('p', 'A'), dodgeball('d1', 'p'), dodgeball('d2', 'd1')];

  it('finds the holder, and nothing for a loose ball or a ball held by a ball', () => {
    expect(carrierOf(objects, objects[1]!)?.uuid).toBe('p');
    expect(carrierOf(objects, objects[2]!)).toBeUndefined();
    expect(carrierOf(objects, dodgeball('d3'))).toBeUndefined();
    expect(isBall(objects[1]!)).toBe(true);
    expect(isBall(objects[0]!)).toBe(false);
  });
});

describe('dodgeballCount', () => {
  it('gives control to the team holding two of three', () => {
    const objects = [
      player('a1', 'A'),
      player('a2', 'A'),
      player('b1', 'B'),
      dodgeball('d1', 'a1'),
      dodgeball('d2', 'a2'),
      dodgeball('d3', 'b1'),
      { uuid: 'q', objectType: 'ball', ballType: 'Volleyball', heldBy: 'b1' },
    ];
    expect(dodgeballCount(objects)).toEqual({ A: 2, B: 1, loose: 0, control: 'A' });
  });

  it('gives no one control with one each and one loose', () => {
    const objects = [
      player('a1', 'A'),
      player('b1', 'B'),
      dodgeball('d1', 'a1'),
      dodgeball('d2', 'b1'),
      dodgeball('d3'),
    ];
    expect(dodgeballCount(objects)).toEqual({ A: 1, B: 1, loose: 1, control: undefined });
  });
});
