import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useExercisesT } from '../i18n.ts';
import { autocompleteTexts } from '../../../components/autocomplete-texts.ts';

export interface BoardOption {
  _id: string;
  name: string;
}

/** The boards a block may reference; the route module fetches them from the tactic-board feature. */
export interface BoardOptions {
  options: readonly BoardOption[];
  loading: boolean;
  failed: boolean;
}

export const noBoardOptions: BoardOptions = { options: [], loading: false, failed: false };

interface TacticBoardPickerProps {
  boards: BoardOptions;
  value: string | null;
  onChange: (boardId: string | null) => void;
  label: string;
}

export function TacticBoardPicker({ boards, value, onChange, label }: TacticBoardPickerProps) {
  const t = useExercisesT();
  const selected =
    value === null
      ? null
      : (boards.options.find((board) => board._id === value) ?? {
          _id: value,
          name: t('form.unknownBoard'),
        });
  return (
    <Autocomplete
      options={boards.options as BoardOption[]}
      value={selected}
      onChange={(_event, board) => onChange(board?._id ?? null)}
      getOptionLabel={(board) => board.name}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      loading={boards.loading}
      {...autocompleteTexts(t)}
      noOptionsText={boards.failed ? t('form.boardsFailed') : t('form.noBoards')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={boards.failed ? t('form.boardsFailed') : ' '}
        />
      )}
    />
  );
}
