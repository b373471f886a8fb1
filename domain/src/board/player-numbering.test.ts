import { describe, expect, it } from 'vitest';
import { nextPlayerNumber, playerNumberOf, playerTeamOf } from './player-numbering.ts';

function player(team: 'A' | 'B', label: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'Group',
    uuid: `${team}-${label}`,
    objectType: `player${team}`,
    objects: [
      { type: 'Circle', uuid: 'c', radius: 15 },
      { type: 'Text', uuid: 't', text: label },
    ],
    ...extra,
  };
}

describe('nextPlayerNumber', () => {
  it('starts at 0 on an empty page', () => {
    expect(nextPlayerNumber([], 'A')).toBe(0);
  });

  it('takes the next number after a run', () => {
    expect(nextPlayerNumber([player('A', '0'), player('A', '1'), player('A', '2')], 'A')).toBe(3);
  });

  it('fills the smallest gap', () => {
    expect(nextPlayerNumber([player('A', '0'), player('A', '2'), player('A', '3')], 'A')).toBe(1);
    expect(nextPlayerNumber([player('A', '1'), player('A', '2')], 'A')).toBe(0);
  });

  it('ignores the other team', () => {
    const objects = [player('B', '0'), player('B', '1'), player('A', '0')];
    expect(nextPlayerNumber(objects, 'A')).toBe(1);
    expect(nextPlayerNumber(objects, 'B')).toBe(2);
  });

  it('ignores labels that are not plain integers and non-player texts', () => {
    const objects = [
      player('A', 'C'),
      player('A', '1a'),
      player('A', '-1'),
      player('A', '0.5'),
      { type: 'Text', uuid: 'note', text: '0' },
      { type: 'Group', uuid: 'g', objectType: 'ball', objects: [{ type: 'Text', text: '0' }] },
    ];
    expect(nextPlayerNumber(objects, 'A')).toBe(0);
  });

  it('counts players inside user-made groups', () => {
    const formation = {
      type: 'Group',
      uuid: 'f',
      objects: [player('A', '0'), { type: 'Group', uuid: 'g', objects: [player('A', '1')] }],
    };
    expect(nextPlayerNumber([formation], 'A')).toBe(2);
  });

  it('prefers a playerNumber property and reads i-text and textbox labels', () => {
    const objects = [
      player('A', 'Kim', { playerNumber: 0 }),
      { type: 'Group', objectType: 'playerA', objects: [{ type: 'i-text', text: ' 1 ' }] },
      { type: 'Group', objectType: 'playerA', objects: [{ type: 'Textbox', text: '2' }] },
    ];
    expect(nextPlayerNumber(objects, 'A')).toBe(3);
  });

  it('tolerates junk', () => {
    expect(nextPlayerNumber([null, 7, 'x', { objectType: 'playerA' }], 'A')).toBe(0);
  });
});

describe('playerNumberOf / playerTeamOf', () => {
  it('reads number and team', () => {
    expect(playerNumberOf(player('B', '12'))).toBe(12);
    expect(playerNumberOf(player('B', 'x'))).toBeUndefined();
    expect(playerNumberOf({ playerNumber: -2 })).toBeUndefined();
    expect(playerTeamOf(player('B', '1'))).toBe('B');
    expect(playerTeamOf({ objectType: 'ball' })).toBeUndefined();
  });
});
