import Box from '@mui/material/Box';
import {
  ACCESSORY_IMAGES,
  BALL_FILLS,
  ROLE_BORDER_COLORS,
  TEAM_COLORS,
  type AccessoryType,
  type BallType,
  type PlayerRole,
  type Team,
} from '@courtside/domain';

const SIZE = 20;

/** A disc drawn like the canvas draws the item, so the drawer shows what a click places. */
function Disc({ fill, stroke }: { fill: string; stroke: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: SIZE,
        height: SIZE,
        borderRadius: '50%',
        boxSizing: 'border-box',
        bgcolor: fill,
        border: `3px solid ${stroke}`,
        flexShrink: 0,
      }}
    />
  );
}

export function PlayerSwatch({ team, role }: { team: Team; role: PlayerRole }) {
  return <Disc fill={TEAM_COLORS[team]} stroke={ROLE_BORDER_COLORS[role]} />;
}

export function BallSwatch({ type }: { type: BallType }) {
  return <Disc fill={BALL_FILLS[type]} stroke="#616161" />;
}

export function AccessorySwatch({ type }: { type: AccessoryType }) {
  return (
    <Box
      component="img"
      src={ACCESSORY_IMAGES[type]}
      alt=""
      aria-hidden
      sx={{ width: SIZE, height: SIZE, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
