// The 40-object board the browser benchmarks draw (editor open, playback): two squads of players
// and four balls, the same uuids on every page so that they move, in the stored shape the app
// saves (players are groups of a circle and a number; the demo boards' colours).
import { randomUUID } from 'node:crypto';

const TEAM_COLORS = { A: '#3d85c6', B: '#dd2d2d' };
const ROLE_BORDER_COLORS = {
  Keeper: '#03fc35',
  Chaser: 'white',
  Beater: 'black',
  Seeker: '#ffd700',
};
const ROLES = ['Keeper', 'Chaser', 'Chaser', 'Chaser', 'Beater', 'Beater', 'Seeker'];
const BALLS = [
  ['Volleyball', 'white'],
  ['Dodgeball', '#808080'],
  ['Dodgeball', '#808080'],
  ['Dodgeball', '#808080'],
];

/** `count - 4` players, alternating teams, and 4 balls. */
export function pieces(count) {
  const players = Array.from({ length: count - BALLS.length }, (_, i) => ({
    uuid: randomUUID(),
    team: i % 2 === 0 ? 'A' : 'B',
    role: ROLES[Math.floor(i / 2) % ROLES.length],
    number: Math.floor(i / 2) + 1,
  }));
  const balls = BALLS.map(([ballType, fill]) => ({ uuid: randomUUID(), ballType, fill }));
  return { players, balls };
}

function playerObject(player, position, extra) {
  const part = { originX: 'center', originY: 'center', left: 0, top: 0 };
  return {
    type: 'group',
    uuid: player.uuid,
    objectType: player.team === 'A' ? 'playerA' : 'playerB',
    team: player.team,
    role: player.role,
    playerNumber: player.number,
    originX: 'center',
    originY: 'center',
    ...position,
    ...extra,
    objects: [
      {
        type: 'circle',
        uuid: `${player.uuid}-circle`,
        radius: 15,
        fill: TEAM_COLORS[player.team],
        stroke: ROLE_BORDER_COLORS[player.role],
        strokeWidth: 3,
        ...part,
      },
      {
        type: 'text',
        uuid: `${player.uuid}-label`,
        text: String(player.number),
        fontSize: 14,
        fontFamily: 'Roboto',
        fill: '#ffffff',
        ...part,
      },
    ],
  };
}

function ballObject(ball, position, extra) {
  return {
    type: 'circle',
    uuid: ball.uuid,
    objectType: 'ball',
    ballType: ball.ballType,
    radius: 10,
    fill: ball.fill,
    stroke: '#333333',
    strokeWidth: 1,
    originX: 'center',
    originY: 'center',
    ...position,
    ...extra,
  };
}

/**
 * Page `pageIndex` (schema 2): everyone stands somewhere else than on the page before, except the
 * first `still` players, who keep their place on every page. With `animated`, runs bend, some
 * start late, one player is knocked out, every ball is held and passed to another player on each
 * move (one lobbed), and the page has a caption (issue 16).
 */
export function boardPage({ players, balls }, pageIndex, { animated = false, still = 0 } = {}) {
  const at = (i) => {
    const page = i < still ? 0 : pageIndex;
    return {
      left: 60 + ((i * 97 + page * 131) % 1100),
      top: 60 + ((i * 53 + page * 97) % 560),
    };
  };
  const playerObjects = players.map((player, i) =>
    playerObject(player, at(i), {
      ...(animated && i % 3 === 0 ? { run: { along: 0.5, across: i % 2 ? 0.3 : -0.3 } } : {}),
      ...(animated && i % 4 === 1 ? { timing: { start: 0.2, end: 0.9 } } : {}),
      ...(animated && i === (pageIndex * 5) % players.length ? { knockedOut: true } : {}),
    }),
  );
  const ballObjects = balls.map((ball, i) => {
    if (!animated) return ballObject(ball, at(players.length + i), {});
    const carrier = players[(i * 7 + pageIndex * 3) % players.length];
    const { left, top } = at(players.indexOf(carrier));
    return ballObject(
      ball,
      { left: left + 15, top: top + 15 },
      {
        heldBy: carrier.uuid,
        timing: { start: 0.3, end: 0.8 },
        ...(i === 0 ? { pass: { style: 'lob' } } : {}),
      },
    );
  });
  return {
    version: 2,
    backgroundImage: { src: '/full-court.svg' },
    ...(animated
      ? {
          caption: `Page ${pageIndex + 1}: beater ${pageIndex + 1} takes the bludger; chaser 2 cuts`,
        }
      : {}),
    objects: [...playerObjects, ...ballObjects],
  };
}
