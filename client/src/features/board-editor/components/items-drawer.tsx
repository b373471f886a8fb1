import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCESSORY_TYPES,
  BALL_TYPES,
  FORMATIONS,
  ITEMS_DRAWER_WIDTH,
  PLAYER_ROLES,
  TEAMS,
  type CanvasObject,
  type Formation,
  type Team,
} from '@courtside/domain';
import { useId, type ReactNode } from 'react';
import { formationObjects } from '../core/object-factories.ts';
import { useBoardEditorT, type BoardEditorKey } from '../i18n.ts';
import type { BoardItemFactories } from './board-canvas.ts';
import { AccessorySwatch, BallSwatch, PlayerSwatch } from './item-swatch.tsx';

/** The temporary drawer ignores toggles while it slides out (spec §4). */
export type DrawerState = 'open' | 'closed' | 'closing';

export function toggledDrawer(state: DrawerState): DrawerState {
  if (state === 'closing') return state;
  return state === 'open' ? 'closing' : 'open';
}

interface ItemsDrawerProps {
  permanent: boolean;
  state: DrawerState;
  onStateChange: (state: DrawerState) => void;
  items: BoardItemFactories;
  /** Page objects now, for numbering new players. */
  currentObjects: () => readonly CanvasObject[];
  onAdd: (object: CanvasObject) => void;
  /** A formation's players, added as one step. */
  onAddMany: (objects: CanvasObject[]) => void;
  disabled: boolean;
}

const TEAM_LABEL = { A: 'items.teamA', B: 'items.teamB' } as const satisfies Record<Team, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ mb: 2 }}>
      <Typography id={id} variant="overline" component="h2">
        {title}
      </Typography>
      <Stack spacing={0.5}>{children}</Stack>
    </Box>
  );
}

/** Players of both teams, balls, accessories and a text box to put on the court. */
export function ItemsDrawer(props: ItemsDrawerProps) {
  const { items, onAdd, disabled } = props;
  const t = useBoardEditorT();
  const item = (label: string, make: () => CanvasObject, swatch?: ReactNode) => (
    <Button
      key={label}
      size="small"
      variant="outlined"
      disabled={disabled}
      onClick={() => onAdd(make())}
      startIcon={swatch}
      sx={{ justifyContent: 'flex-start' }}
    >
      {label}
    </Button>
  );
  const formation = (formation: Formation, team: Team) => (
    <Button
      key={`${formation.id}-${team}`}
      size="small"
      disabled={disabled}
      onClick={() =>
        props.onAddMany(formationObjects(formation, team, props.currentObjects(), items.newPlayer))
      }
      sx={{ justifyContent: 'flex-start' }}
    >
      {/* Formations are data; locales.test.ts checks each id has its text in both languages. */}
      {t(`items.formation.${formation.id}` as BoardEditorKey)}
    </Button>
  );
  const content = (
    <Box
      component="aside"
      aria-label={t('items.label')}
      sx={{ width: ITEMS_DRAWER_WIDTH, p: 2, boxSizing: 'border-box' }}
    >
      {TEAMS.map((team) => (
        <Section key={team} title={t(TEAM_LABEL[team])}>
          {PLAYER_ROLES.map((role) =>
            item(
              t(`items.role.${role}`),
              () => items.newPlayer(team, role, props.currentObjects()),
              <PlayerSwatch team={team} role={role} />,
            ),
          )}
          <Typography variant="caption" color="text.secondary" sx={{ pt: 1 }}>
            {t('items.formations')}
          </Typography>
          {FORMATIONS.filter((entry) => entry.teams === 'one').map((entry) =>
            formation(entry, team),
          )}
        </Section>
      ))}
      <Section title={t('items.formations')}>
        {FORMATIONS.filter((entry) => entry.teams === 'both').map((entry) => formation(entry, 'A'))}
      </Section>
      <Section title={t('items.balls')}>
        {BALL_TYPES.map((type) =>
          item(t(`items.ball.${type}`), () => items.newBall(type), <BallSwatch type={type} />),
        )}
      </Section>
      <Section title={t('items.accessories')}>
        {ACCESSORY_TYPES.map((type) =>
          item(
            t(`items.accessory.${type}`),
            () => items.newAccessory(type),
            <AccessorySwatch type={type} />,
          ),
        )}
      </Section>
      <Section title={t('items.text')}>
        {item(t('items.addText'), () => items.newText(t('items.defaultText')))}
      </Section>
    </Box>
  );
  if (props.permanent) {
    return (
      <Drawer
        variant="permanent"
        slotProps={{ paper: { sx: { position: 'relative', height: 'auto' } } }}
        sx={{ width: ITEMS_DRAWER_WIDTH, flexShrink: 0 }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={props.state === 'open'}
      onClose={() => props.onStateChange('closing')}
      slotProps={{
        transition: { onExited: () => props.onStateChange('closed') },
      }}
    >
      {content}
    </Drawer>
  );
}
