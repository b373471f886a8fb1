import type { DemoBoard } from './demo-boards.ts';

interface DemoBlock {
  description: string;
  coaching_points?: string;
  time_min: number;
  video_url?: string;
  board?: DemoBoard['key'];
}

export interface DemoExercise {
  name: string;
  persons: number;
  beaters: number;
  chasers: number;
  tags: string[];
  materials: string[];
  blocks: DemoBlock[];
  /** Names of other demo exercises. */
  related?: string[];
}

export const demoExercises: DemoExercise[] = [
  {
    name: 'Dynamic warm-up with brooms',
    persons: 14,
    beaters: 0,
    chasers: 0,
    tags: ['warm-up', 'all positions'],
    materials: ['brooms', 'cones'],
    blocks: [
      {
        description:
          'Jog two laps around the pitch, then **high knees**, butt kicks and side steps between the cones.',
        time_min: 6,
      },
      {
        description: 'Broom mount and dismount at speed: ten reps each side.',
        coaching_points: '- Broom always between the legs\n- Eyes up',
        time_min: 4,
      },
    ],
    related: ['Passing triangles'],
  },
  {
    name: 'Passing triangles',
    persons: 9,
    beaters: 0,
    chasers: 9,
    tags: ['chaser', 'passing', 'warm-up'],
    materials: ['quaffles', 'cones', 'brooms'],
    blocks: [
      {
        description:
          'Groups of three pass around a cone triangle of 8 m sides, then rotate direction.',
        coaching_points: '- Call the name before the pass\n- Hands ready as a target',
        time_min: 8,
      },
      { description: 'Add a defender in the middle who tries to intercept.', time_min: 7 },
    ],
    related: ['Hoop shooting circuit', 'Kick-off quick quaffle'],
  },
  {
    name: 'Hoop shooting circuit',
    persons: 10,
    beaters: 0,
    chasers: 10,
    tags: ['chaser', 'shooting', 'offense'],
    materials: ['quaffles', 'hoops', 'cones'],
    blocks: [
      {
        description:
          'Shoot from three cones in front of the hoops: left, centre, right. Rebound your own ball.',
        time_min: 10,
      },
      {
        description: 'Add a keeper. Shooters must fake once before shooting.',
        coaching_points: '- Aim for the far side of the hoop\n- Follow your shot',
        time_min: 10,
      },
    ],
  },
  {
    name: 'Kick-off quick quaffle',
    persons: 6,
    beaters: 0,
    chasers: 3,
    tags: ['set piece', 'chaser', 'offense'],
    materials: ['quaffles', 'hoops', 'brooms'],
    blocks: [
      {
        description: 'Walk the set piece on the board, then run it at half speed.',
        time_min: 5,
        board: 'setPiece',
      },
      {
        description: 'Full speed against three defenders. Score within 15 seconds.',
        coaching_points: '- Sprint on the whistle\n- Shoot early',
        time_min: 10,
      },
    ],
    related: ['Passing triangles'],
  },
  {
    name: 'Beater pairs: throw and catch',
    persons: 8,
    beaters: 8,
    chasers: 0,
    tags: ['beater', 'throwing', 'warm-up'],
    materials: ['dodgeballs', 'brooms'],
    blocks: [
      {
        description:
          'Pairs throw at each other from 6 m: the partner catches or dodges. Switch arms every ten throws.',
        time_min: 8,
      },
      { description: 'Increase the distance to 10 m and throw at the legs only.', time_min: 6 },
    ],
    related: ['Bludger control two versus one'],
  },
  {
    name: 'Bludger control two versus one',
    persons: 6,
    beaters: 6,
    chasers: 0,
    tags: ['beater', 'defense', 'bludger control'],
    materials: ['dodgeballs', 'brooms', 'bibs'],
    blocks: [
      {
        description: 'Study the beater play on the board: one beats, one keeps the safe bludger.',
        time_min: 5,
        board: 'beaterPlay',
      },
      {
        description:
          'Two beaters with two bludgers against one beater without: win control within 20 seconds.',
        coaching_points: '- Talk: "mine" or "yours"\n- Never give up the second bludger',
        time_min: 12,
      },
    ],
    related: ['Beater pairs: throw and catch'],
  },
  {
    name: 'Seeker grab technique',
    persons: 4,
    beaters: 0,
    chasers: 0,
    tags: ['seeker', 'snitch', 'technique'],
    materials: ['flag belts', 'brooms'],
    blocks: [
      { description: 'Walk through the approach on the board.', time_min: 4, board: 'seekerDrill' },
      {
        description: 'Flag runner defends a 5 m circle; seekers try one grab each, then rotate.',
        coaching_points: '- Approach from the flag side\n- Reach with the far hand',
        time_min: 12,
        video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
    ],
  },
  {
    name: 'Keeper zone defense',
    persons: 8,
    beaters: 2,
    chasers: 3,
    tags: ['keeper', 'defense', 'chaser'],
    materials: ['quaffles', 'hoops', 'bibs'],
    blocks: [
      {
        description:
          'The keeper organises three chasers in a zone in front of the hoops against four attackers.',
        coaching_points: '- Keeper calls the ball side\n- Close the centre first',
        time_min: 15,
      },
    ],
    related: ['Hoop shooting circuit'],
  },
  {
    name: 'Transition game after a beat',
    persons: 12,
    beaters: 4,
    chasers: 6,
    tags: ['transition', 'beater', 'chaser', 'game form'],
    materials: ['quaffles', 'dodgeballs', 'hoops', 'bibs'],
    blocks: [
      {
        description:
          'Half-court attack; when a defender is beaten the defense switches to offense and races to the far hoops.',
        time_min: 15,
      },
      { description: 'Debrief: what triggered the fastest transitions?', time_min: 5 },
    ],
  },
  {
    name: 'Tackling fundamentals',
    persons: 10,
    beaters: 0,
    chasers: 10,
    tags: ['tackling', 'defense', 'safety'],
    materials: ['mats', 'bibs'],
    blocks: [
      {
        description: 'Wrap tackles on mats at walking pace, head to the side.',
        coaching_points: '- Wrap the arms\n- Head always to the side\n- No tackles from behind',
        time_min: 10,
      },
      { description: 'One-on-one in a 5 m channel at half speed.', time_min: 10 },
    ],
  },
  {
    name: 'Conditioning: broom sprints',
    persons: 16,
    beaters: 0,
    chasers: 0,
    tags: ['conditioning', 'all positions'],
    materials: ['cones', 'brooms'],
    blocks: [
      {
        description:
          'Six sprints over 30 m with brooms, 30 seconds rest between. Then three shuttle runs 5-10-15 m.',
        time_min: 12,
      },
    ],
    related: ['Dynamic warm-up with brooms'],
  },
  {
    name: 'Scrimmage with conditions',
    persons: 21,
    beaters: 4,
    chasers: 8,
    tags: ['game form', 'scrimmage', 'all positions'],
    materials: ['quaffles', 'dodgeballs', 'hoops', 'bibs', 'flag belts'],
    blocks: [
      { description: 'Full-pitch scrimmage. Goals only count after three passes.', time_min: 15 },
      {
        description: 'Second half: beaters may only beat with their weak arm.',
        coaching_points: '- Referee calls conditions loudly\n- Pause to fix spacing',
        time_min: 15,
      },
    ],
    related: ['Transition game after a beat', 'Kick-off quick quaffle'],
  },
];
