import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTacticBoardsT } from '../../i18n.ts';

/** The private switch; the page shows it only to the owner or an admin. */
export function PrivacySection(props: {
  isPrivate: boolean;
  saving: boolean;
  onChange: (isPrivate: boolean) => void;
}) {
  const t = useTacticBoardsT();
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Switch
            checked={props.isPrivate}
            disabled={props.saving}
            onChange={(event) => props.onChange(event.target.checked)}
          />
        }
        label={t('profile.private')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('profile.privateHint')}
      </Typography>
    </Stack>
  );
}
