import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/icons.tsx';
import { SIDE_NAV_COLORS } from '../../../lib/shell-styles.ts';
import type { LayoutState, SidenavColor } from '../layout-slice.ts';
import { layoutActions, selectLayout } from '../layout-slice.ts';

type SwitchSetting = 'miniSidenav' | 'transparentSidenav' | 'fixedNavbar' | 'transparentNavbar';

const switchActions = {
  miniSidenav: layoutActions.setMiniSidenav,
  transparentSidenav: layoutActions.setTransparentSidenav,
  fixedNavbar: layoutActions.setFixedNavbar,
  transparentNavbar: layoutActions.setTransparentNavbar,
} satisfies Record<SwitchSetting, unknown>;

/** The settings side menu (spec §2): its title, the thank-you text and the layout options. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const layout: LayoutState = useSelector(selectLayout);
  const close = () => dispatch(layoutActions.setOpenConfigurator(false));

  return (
    <Drawer
      anchor="right"
      open={layout.openConfigurator}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box role="region" aria-labelledby="settings-menu-title" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="settings-menu-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('settings.title')}
          </Typography>
          <IconButton onClick={close} aria-label={t('settings.close')}>
            <Icon name="close" />
          </IconButton>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('settings.thankYou')}
        </Typography>
        <Stack spacing={1}>
          {(Object.keys(switchActions) as SwitchSetting[]).map((setting) => (
            <FormControlLabel
              key={setting}
              control={
                <Switch
                  checked={layout[setting]}
                  onChange={(_event, checked) => dispatch(switchActions[setting](checked))}
                />
              }
              label={t(`settings.${setting}`)}
            />
          ))}
        </Stack>
        <Typography id="settings-sidenav-color" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t('settings.sidenavColor')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={layout.sidenavColor}
          aria-labelledby="settings-sidenav-color"
          onChange={(_event, color: SidenavColor | null) => {
            if (color) dispatch(layoutActions.setSidenavColor(color));
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {SIDE_NAV_COLORS.map((color) => (
            <ToggleButton key={color} value={color} aria-label={t(`settings.colors.${color}`)}>
              <Box
                component="span"
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: color === 'dark' ? 'grey.900' : `${color}.main`,
                }}
              />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Drawer>
  );
}
