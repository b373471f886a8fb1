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
import { memo, useId, type ReactNode } from 'react';
import { formationObjects } from '../core/object-factories.ts';
import { useBoardEditorT, type BoardEditorKey } from '../i18n.ts';
import type { NewObject } from '../core/board-editor.ts';
import type { BoardItemFactories } from './board-canvas.ts';
import { AccessorySwatch, BallSwatch, PlayerSwatch } from './item-swatch.tsx';
import { useDrawerDrag, type DrawerDragTarget } from './use-drawer-drag.tsx';

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
  /** Page objects now, for numbering a formation's players. */
  currentObjects: () => readonly CanvasObject[];
  /** Places the item `make` builds from the page's objects (which number a new player takes). */
  onAdd: (make: NewObject) => void;
  /** A formation's players, added as one step. */
  onAddMany: (objects: CanvasObject[]) => void;
  /** Where items dragged out of the drawer go; without it items are only clicked. */
  dragTarget?: DrawerDragTarget;
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
export const ItemsDrawer = memo(function ItemsDrawer(props: ItemsDrawerProps) {
  const { items, onAdd, disabled } = props;
  const t = useBoardEditorT();
  const drag = useDrawerDrag(disabled ? undefined : props.dragTarget);
  const item = (label: string, make: NewObject, swatch?: ReactNode) => {
    const itemDrag = drag.itemDrag(make, { swatch, label });
    return (
      <Button
        key={label}
        size="small"
        variant="outlined"
        disabled={disabled}
        onClick={() => {
          if (!itemDrag.clickWasDrag()) onAdd(make);
        }}
        onPointerDown={itemDrag.onPointerDown}
        onContextMenu={itemDrag.onContextMenu}
        startIcon={swatch}
        sx={{
          justifyContent: 'flex-start',
          // The browser scrolls the drawer for a finger moving up or down; a sideways move is a
          // drag (see drawer-gesture.ts).
          touchAction: 'pan-y',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          WebkitTouchCallout: 'none',
        }}
      >
        {label}
      </Button>
    );
  };
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
      ref={drag.drawerRef}
      component="aside"
      aria-label={t('items.label')}
      sx={{ width: ITEMS_DRAWER_WIDTH, p: 2, boxSizing: 'border-box' }}
    >
      {props.dragTarget && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dragDrop.hint')}
        </Typography>
      )}
      {TEAMS.map((team) => (
        <Section key={team} title={t(TEAM_LABEL[team])}>
          {PLAYER_ROLES.map((role) =>
            item(
              t(`items.role.${role}`),
              (onPage) => items.newPlayer(team, role, onPage),
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
      {drag.ghost}
    </Box>
  );
  if (props.permanent) {
    return (
      <Drawer
        variant="permanent"
        // In the editor's row rather than fixed to the window: as tall as the canvas column,
        // scrolling inside itself, and without the drawer's z-index, which would paint it over
        // the app's sticky top bar. Size containment keeps its long list out of the row's height.
        slotProps={{
          paper: { sx: { position: 'relative', height: 'auto', flex: 1, zIndex: 'auto' } },
        }}
        sx={{ width: ITEMS_DRAWER_WIDTH, flexShrink: 0, display: 'flex', contain: 'size' }}
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
});
