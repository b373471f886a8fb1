import { randomUUID } from 'node:crypto';
import {
  BALL_FILLS,
  BALL_RADIUS,
  PLAYER_RADIUS,
  PLAYER_STROKE_WIDTH,
  ROLE_BORDER_COLORS,
  TEAM_COLORS,
  type BallType,
  type CanvasObject,
  type CourtBackground,
  type Page,
  type PlayerRole,
  type Team,
} from '@courtside/domain';

/** Players and balls placed by their ids, so the same object moves from page to page. */
type Placement = Record<string, readonly [number, number]>;

interface Piece {
  make: (id: string, left: number, top: number) => CanvasObject;
}

function player(team: Team, number: number, role: PlayerRole): Piece {
  return {
    make: (id, left, top) => ({
      type: 'group',
      uuid: id,
      objectType: team === 'A' ? 'playerA' : 'playerB',
      team,
      role,
      playerNumber: number,
      left,
      top,
      originX: 'center',
      originY: 'center',
      objects: [
        {
          type: 'circle',
          uuid: `${id}-circle`,
          radius: PLAYER_RADIUS,
          fill: TEAM_COLORS[team],
          stroke: ROLE_BORDER_COLORS[role],
          strokeWidth: PLAYER_STROKE_WIDTH,
          originX: 'center',
          originY: 'center',
          left: 0,
          top: 0,
        },
        {
          type: 'text',
          uuid: `${id}-label`,
          text: String(number),
          fontSize: 14,
          fontFamily: 'Roboto',
          fill: '#ffffff',
          originX: 'center',
          originY: 'center',
          left: 0,
          top: 0,
        },
      ],
    }),
  };
}

function ball(ballType: BallType): Piece {
  return {
    make: (id, left, top) => ({
      type: 'circle',
      uuid: id,
      objectType: 'ball',
      ballType,
      radius: BALL_RADIUS,
      fill: BALL_FILLS[ballType],
      stroke: '#333333',
      strokeWidth: 1,
      originX: 'center',
      originY: 'center',
      left,
      top,
    }),
  };
}

function pagesOf(
  background: CourtBackground,
  pieces: Record<string, Piece>,
  frames: Placement[],
): Page[] {
  // Ids are stable per board so animation matches objects across pages.
  const ids = Object.fromEntries(Object.keys(pieces).map((key) => [key, randomUUID()]));
  return frames.map((frame) => ({
    version: 1,
    backgroundImage: { src: background },
    objects: Object.entries(frame).flatMap(([key, [left, top]]) => {
      const piece = pieces[key];
      const id = ids[key];
      return piece && id ? [piece.make(id, left, top)] : [];
    }),
  }));
}

export interface DemoBoard {
  key: 'setPiece' | 'beaterPlay' | 'seekerDrill';
  name: string;
  tags: string[];
  description: string;
  coachingPoints: string;
  pages: Page[];
}

export function demoBoards(): DemoBoard[] {
  return [
    {
      key: 'setPiece',
      name: 'Kick-off set piece: quick quaffle',
      tags: ['set piece', 'chaser', 'offense'],
      description:
        'After brooms up the keeper passes long to the wing chaser, who feeds the point chaser at the hoops.',
      coachingPoints:
        '- Wing chaser sprints on the whistle\n- Point chaser waits behind the keeper zone line\n- Shoot early, before beaters recover',
      pages: pagesOf(
        '/full-court.svg',
        {
          k: player('A', 1, 'Keeper'),
          c1: player('A', 2, 'Chaser'),
          c2: player('A', 3, 'Chaser'),
          q: ball('Volleyball'),
        },
        [
          { k: [70, 343], c1: [70, 250], c2: [70, 436], q: [610, 343] },
          { k: [420, 343], c1: [560, 220], c2: [520, 470], q: [600, 340] },
          { k: [640, 343], c1: [860, 250], c2: [820, 430], q: [860, 255] },
          { k: [760, 343], c1: [980, 290], c2: [1020, 380], q: [1030, 343] },
        ],
      ),
    },
    {
      key: 'beaterPlay',
      name: 'Beater play: take bludger control',
      tags: ['beater', 'defense', 'bludger control'],
      description:
        'Two beaters win control: one beats the opposing beater while the other keeps the second bludger safe.',
      coachingPoints:
        '- Communicate who takes the lead beat\n- Keep the safe bludger away from the opposing beater\n- Reset to defensive positions after the beat',
      pages: pagesOf(
        '/half-court.svg',
        {
          b1: player('A', 4, 'Beater'),
          b2: player('A', 5, 'Beater'),
          o1: player('B', 4, 'Beater'),
          d1: ball('Dodgeball'),
          d2: ball('Dodgeball'),
        },
        [
          { b1: [300, 250], b2: [300, 450], o1: [850, 343], d1: [330, 250], d2: [330, 450] },
          { b1: [560, 300], b2: [380, 470], o1: [760, 330], d1: [590, 300], d2: [400, 480] },
          { b1: [700, 320], b2: [420, 420], o1: [800, 380], d1: [770, 350], d2: [440, 430] },
        ],
      ),
    },
    {
      key: 'seekerDrill',
      name: 'Seeker drill: flag runner approach',
      tags: ['seeker', 'drill', 'snitch'],
      description: 'The seeker approaches the flag runner from the blind side and times the grab.',
      coachingPoints:
        '- Approach on the side of the flag\n- Stay low, reach with the far hand\n- Keep moving after a miss',
      pages: pagesOf('/empty-court.svg', { s: player('A', 7, 'Seeker'), f: ball('FlagRunner') }, [
        { s: [200, 500], f: [800, 250] },
        { s: [520, 380], f: [760, 300] },
        { s: [700, 320], f: [740, 320] },
      ]),
    },
  ];
}
