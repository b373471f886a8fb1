import {
  LabelAutocomplete,
  type LabelAutocompleteProps,
  type LabelSuggestions,
} from '../../../components/label-autocomplete.tsx';
import { useGetTacticBoardTagsQuery } from '../api/tacticboards-api.ts';
import { useTacticBoardsT } from '../i18n.ts';

function useBoardTagSuggestions(pattern: string | undefined): LabelSuggestions {
  const { data, isFetching } = useGetTacticBoardTagsQuery(pattern);
  return { options: data ?? [], loading: isFetching };
}

/** Tag chips with the server's tactic-board tags as suggestions. */
export function TagAutocomplete(props: Omit<LabelAutocompleteProps, 'useSuggestions' | 't'>) {
  const t = useTacticBoardsT();
  return <LabelAutocomplete {...props} useSuggestions={useBoardTagSuggestions} t={t} />;
}
