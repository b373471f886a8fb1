import {
  LabelAutocomplete as SharedLabelAutocomplete,
  type LabelAutocompleteProps as SharedProps,
  type LabelSuggestions,
} from '../../../components/label-autocomplete.tsx';
import { useGetExerciseTagsQuery, useGetMaterialsQuery } from '../api/exercises-api.ts';
import { useExercisesT } from '../i18n.ts';

type LabelAutocompleteProps = Omit<SharedProps, 'useSuggestions' | 't'> & {
  kind: 'tags' | 'materials';
};

function useTagSuggestions(pattern: string | undefined): LabelSuggestions {
  const { data, isFetching } = useGetExerciseTagsQuery(pattern);
  return { options: data ?? [], loading: isFetching };
}

function useMaterialSuggestions(pattern: string | undefined): LabelSuggestions {
  const { data, isFetching } = useGetMaterialsQuery(pattern);
  return { options: data ?? [], loading: isFetching };
}

/** Tag or material chips with the server's exercise labels as suggestions. */
export function LabelAutocomplete({ kind, ...props }: LabelAutocompleteProps) {
  const t = useExercisesT();
  return (
    <SharedLabelAutocomplete
      {...props}
      useSuggestions={kind === 'tags' ? useTagSuggestions : useMaterialSuggestions}
      t={t}
    />
  );
}
