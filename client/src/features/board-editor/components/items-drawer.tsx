import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
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
import { memo, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../../components/icons.tsx';
import { ITEMS_TRAY_HEIGHT } from './editor-layout.ts';
import { formationObjects } from '../core/object-factories.ts';
import { useBoardEditorT, type BoardEditorKey } from '../i18n.ts';
import type { NewObject } from '../core/board-editor.ts';
import type { BoardItemFactories } from './board-canvas.ts';
import { AccessorySwatch, BallSwatch, PlayerSwatch } from './item-swatch.tsx';
import { useDrawerDrag, type DrawerDragTarget } from './use-drawer-drag.tsx';

/** The drawer ignores toggles while it slides out (spec §4). */
export type DrawerState = 'open' | 'closed' | 'closing';

export function toggledDrawer(state: DrawerState): DrawerState {
  if (state === 'closing') return state;
  return state === 'open' ? 'closing' : 'open';
}

/**
 * Where the items are: always beside the board (a wide screen), in a drawer beside it that opens
 * and closes, or in a tray below it (a phone or tablet held upright). Neither of the last two is
 * modal: the board stays in sight, undimmed, while items land on it.
 */
export type ItemsLayout = 'permanent' | 'beside' | 'tray';

interface ItemsDrawerProps {
  layout: ItemsLayout;
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

/** In the tray a section's items fill two rows, column by column, beside the next section. */
const trayItemsSx = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridTemplateRows: 'repeat(2, auto)',
  gap: 0.5,
  '& button': { whiteSpace: 'nowrap' },
} as const;

function Section(props: { title: string; tray: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={props.tray ? { flex: 'none' } : { mb: 2 }}>
      <Typography id={id} variant="overline" component="h2" sx={{ lineHeight: 2 }}>
        {props.title}
      </Typography>
      {props.tray ? (
        <Box sx={trayItemsSx}>{props.children}</Box>
      ) : (
        <Stack spacing={0.5}>{props.children}</Stack>
      )}
    </Box>
  );
}

/**
 * A drawer that opens and closes is no modal, so it does what a modal drawer did by itself: Escape
 * closes it wherever the focus is (but in a field or a dialog, which use Escape themselves), and
 * closing gives the focus back to where it was when it opened, if the focus was in the drawer.
 */
function useDrawerKeyboard(
  open: boolean,
  drawer: RefObject<HTMLElement | null>,
  close: () => void,
) {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = drawer.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const { target } = event;
      if (target instanceof Element && target.closest('input, textarea, [role="dialog"]')) return;
      latestClose.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      const focused = document.activeElement;
      const inDrawer = focused === document.body || (focused && element?.contains(focused));
      if (inDrawer && returnTo?.isConnected) returnTo.focus();
    };
  }, [open, drawer]);
}

/** Players of both teams, balls, accessories and a text box to put on the court. */
export const ItemsDrawer = memo(function ItemsDrawer(props: ItemsDrawerProps) {
  const { items, onAdd, disabled } = props;
  const tray = props.layout === 'tray';
  const t = useBoardEditorT();
  const drag = useDrawerDrag(disabled ? undefined : props.dragTarget, tray ? 'x' : 'y');
  const close = () => props.onStateChange('closing');
  useDrawerKeyboard(props.layout !== 'permanent' && props.state === 'open', drag.drawerRef, close);
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
          // The browser scrolls the drawer for a finger moving along it; a move across it is a
          // drag (see drawer-gesture.ts).
          touchAction: tray ? 'pan-x' : 'pan-y',
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
  const sections = (
    <>
      {TEAMS.map((team) => (
        <Section key={team} tray={tray} title={t(TEAM_LABEL[team])}>
          {PLAYER_ROLES.map((role) =>
            item(
              t(`items.role.${role}`),
              (onPage) => items.newPlayer(team, role, onPage),
              <PlayerSwatch team={team} role={role} />,
            ),
          )}
          {/* In the tray the formations follow the players in the same rows. */}
          {!tray && (
            <Typography variant="caption" color="text.secondary" sx={{ pt: 1 }}>
              {t('items.formations')}
            </Typography>
          )}
          {FORMATIONS.filter((entry) => entry.teams === 'one').map((entry) =>
            formation(entry, team),
          )}
        </Section>
      ))}
      {/* Each team's formations are listed under it; these place both teams at once. */}
      <Section tray={tray} title={t('items.bothTeams')}>
        {FORMATIONS.filter((entry) => entry.teams === 'both').map((entry) => formation(entry, 'A'))}
      </Section>
      <Section tray={tray} title={t('items.balls')}>
        {BALL_TYPES.map((type) =>
          item(t(`items.ball.${type}`), () => items.newBall(type), <BallSwatch type={type} />),
        )}
      </Section>
      <Section tray={tray} title={t('items.accessories')}>
        {ACCESSORY_TYPES.map((type) =>
          item(
            t(`items.accessory.${type}`),
            () => items.newAccessory(type),
            <AccessorySwatch type={type} />,
          ),
        )}
      </Section>
      <Section tray={tray} title={t('items.text')}>
        {item(t('items.addText'), () => items.newText(t('items.defaultText')))}
      </Section>
    </>
  );
  const hint = props.dragTarget && (
    <Typography
      variant={tray ? 'caption' : 'body2'}
      color="text.secondary"
      sx={tray ? { px: 2 } : { mb: 1 }}
    >
      {t(tray ? 'dragDrop.hintTray' : 'dragDrop.hint')}
    </Typography>
  );
  // A drawer that opens and closes says what it is and can be closed where the finger is.
  const header = props.layout !== 'permanent' && (
    <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 1, pt: 0.5 }}>
      <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
        {t('items.label')}
      </Typography>
      <IconButton aria-label={t('items.close')} onClick={close}>
        <Icon name="close" />
      </IconButton>
    </Stack>
  );
  const content = tray ? (
    <Box
      ref={drag.drawerRef}
      component="aside"
      aria-label={t('items.label')}
      sx={{ height: ITEMS_TRAY_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      {header}
      {hint}
      <Box
        data-tray-items
        sx={{
          display: 'flex',
          gap: 3,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          px: 2,
          pb: 1,
          flex: 1,
          alignItems: 'flex-start',
        }}
      >
        {sections}
      </Box>
      {drag.ghost}
    </Box>
  ) : (
    <Box
      ref={drag.drawerRef}
      component="aside"
      aria-label={t('items.label')}
      sx={{ width: ITEMS_DRAWER_WIDTH, boxSizing: 'border-box' }}
    >
      {header}
      <Box sx={{ p: 2, pt: header ? 0 : 2 }}>
        {hint}
        {sections}
      </Box>
      {drag.ghost}
    </Box>
  );
  const open = props.state === 'open';
  const onExited = () => props.onStateChange('closed');
  if (tray) {
    // Below the board, not over it: the board stays in sight and in reach while items land.
    return (
      <Drawer
        variant="persistent"
        anchor="bottom"
        open={open}
        slotProps={{
          transition: { onExited },
          paper: {
            sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12, boxShadow: 8 },
          },
        }}
      >
        {content}
      </Drawer>
    );
  }
  // In the editor's row rather than fixed to the window: as tall as the canvas column, scrolling
  // inside itself, and without the drawer's z-index, which would paint it over the app's sticky
  // top bar. Size containment keeps its long list out of the row's height. The drawer that opens
  // and closes takes its room while it is out, so the board beside it shrinks instead of hiding
  // its left edge, and gives the room back once it has slid away.
  const permanent = props.layout === 'permanent';
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'persistent'}
      open={permanent || open}
      slotProps={{
        transition: { onExited },
        paper: { sx: { position: 'relative', height: 'auto', flex: 1, zIndex: 'auto' } },
      }}
      sx={{
        width: permanent || props.state !== 'closed' ? ITEMS_DRAWER_WIDTH : 0,
        flexShrink: 0,
        display: 'flex',
        contain: 'size',
        overflow: 'hidden',
      }}
    >
      {content}
    </Drawer>
  );
});
