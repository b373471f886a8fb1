import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BREAK_NOTE_MAX,
  MAX_ITEM_MINUTES,
  PLAN_TEXT_MAX,
  type PlanActivity,
} from '@courtside/domain';
import { useId, useState } from 'react';
import { DEFAULT_ITEM_MINUTES, type CatalogEntry, type PlannerCatalog } from '../catalog.ts';
import type { PickedActivity } from '../hooks/use-planner.ts';
import { usePlannerT } from '../i18n.ts';
import { MinutesField } from './minutes-field.tsx';
import { PickerResults } from './picker-results.tsx';

type PickerTab = 'exercise' | 'tacticboard' | 'break' | 'text';

interface Picked {
  kind: 'exercise' | 'tacticboard';
  entry: CatalogEntry;
}

const clampMinutes = (minutes: number | undefined) =>
  Math.min(MAX_ITEM_MINUTES, Math.max(1, Math.round(minutes || DEFAULT_ITEM_MINUTES)));

function activityOf({ kind, entry }: Picked): PickedActivity {
  const activity: PlanActivity =
    kind === 'exercise'
      ? { kind, exerciseId: entry._id, minutes: clampMinutes(entry.minutes) }
      : { kind, tacticboardId: entry._id, minutes: DEFAULT_ITEM_MINUTES };
  return { activity, name: entry.name };
}

interface PickerDialogProps {
  open: boolean;
  /** Several for a section (with breaks); one for a group, which cannot hold a break. */
  mode: 'several' | 'one';
  /** The section the items go to, named in the title. */
  sectionTitle?: string;
  catalog: PlannerCatalog;
  onPick: (picked: PickedActivity[]) => void;
  onClose: () => void;
}

/** Finds exercises and boards by name, or makes a break or free text, to add to the plan. */
export function PickerDialog(props: PickerDialogProps) {
  const { open, mode, sectionTitle, catalog, onPick, onClose } = props;
  const t = usePlannerT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [tab, setTab] = useState<PickerTab>('exercise');
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const [breakMinutes, setBreakMinutes] = useState(5);
  // Whether the break's or the text's minutes field holds a number the plan may take.
  const [minutesValid, setMinutesValid] = useState(true);
  const [breakNote, setBreakNote] = useState('');
  const [text, setText] = useState('');
  const [textMinutes, setTextMinutes] = useState(5);
  const several = mode === 'several';
  const tabs: PickerTab[] = several
    ? ['exercise', 'tacticboard', 'break', 'text']
    : ['exercise', 'tacticboard', 'text'];

  const finish = (activities: PickedActivity[]) => {
    onPick(activities);
    setPicked(new Map());
    setText('');
    setBreakNote('');
  };

  // A minutes field left invalid goes with its tab or the dialog; the next one starts valid.
  const close = () => {
    setMinutesValid(true);
    onClose();
  };

  const toggle = (kind: Picked['kind']) => (entry: CatalogEntry) => {
    if (!several) {
      finish([activityOf({ kind, entry })]);
      return;
    }
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(entry._id)) next.delete(entry._id);
      else next.set(entry._id, { kind, entry });
      return next;
    });
  };
  const selected = several ? new Set(picked.keys()) : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {several
          ? sectionTitle
            ? t('picker.titleSection', { section: sectionTitle })
            : t('picker.titleSeveral')
          : t('picker.titleOne')}
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: PickerTab) => {
          setTab(next);
          setMinutesValid(true);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('picker.kinds')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((kind) => (
          <Tab key={kind} value={kind} label={t(`picker.tabs.${kind}`)} />
        ))}
      </Tabs>
      <DialogContent sx={{ pt: 2 }}>
        {tab === 'exercise' && (
          <PickerResults
            kind="exercise"
            useResults={catalog.useExercises}
            selected={selected}
            onToggle={toggle('exercise')}
          />
        )}
        {tab === 'tacticboard' && (
          <PickerResults
            kind="tacticboard"
            useResults={catalog.useBoards}
            selected={selected}
            onToggle={toggle('tacticboard')}
          />
        )}
        {tab === 'break' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <MinutesField
              value={breakMinutes}
              min={1}
              onChange={setBreakMinutes}
              onDone={() => undefined}
              onValidityChange={setMinutesValid}
            />
            <TextField
              label={t('item.breakNote')}
              value={breakNote}
              onChange={(event) => setBreakNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: BREAK_NOTE_MAX } }}
            />
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={!minutesValid}
              onClick={() => {
                const note = breakNote.trim();
                finish([
                  { activity: { kind: 'break', minutes: breakMinutes, ...(note ? { note } : {}) } },
                ]);
              }}
            >
              {t('picker.addBreak')}
            </Button>
          </Stack>
        )}
        {tab === 'text' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('item.text')}
              required
              multiline
              minRows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
              slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
            />
            <MinutesField
              value={textMinutes}
              min={0}
              onChange={setTextMinutes}
              onDone={() => undefined}
              onValidityChange={setMinutesValid}
            />
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={!text.trim() || !minutesValid}
              onClick={() =>
                finish([{ activity: { kind: 'text', text: text.trim(), minutes: textMinutes } }])
              }
            >
              {t('picker.addText')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{t('picker.cancel')}</Button>
        {several && (tab === 'exercise' || tab === 'tacticboard') && (
          <Button
            variant="contained"
            disabled={picked.size === 0}
            onClick={() => finish([...picked.values()].map(activityOf))}
          >
            {picked.size === 0
              ? t('picker.addNone')
              : t('picker.addSelected', { count: picked.size })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
