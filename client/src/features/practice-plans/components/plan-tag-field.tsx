import {
  LabelAutocomplete,
  type LabelAutocompleteProps,
  type LabelSuggestions,
} from '../../../components/label-autocomplete.tsx';
import { useGetPracticePlanTagsQuery } from '../api/practice-plans-api.ts';
import { usePracticePlansT } from '../i18n.ts';

function usePlanTagSuggestions(pattern: string | undefined): LabelSuggestions {
  const answer = useGetPracticePlanTagsQuery(pattern);
  return { options: answer.data ?? [], loading: answer.isFetching };
}

/** Tag chips suggesting the tags plans already carry (/api/tags/practice-plans). */
export function PlanTagField(props: Omit<LabelAutocompleteProps, 'useSuggestions' | 't'>) {
  const t = usePracticePlansT();
  return <LabelAutocomplete {...props} useSuggestions={usePlanTagSuggestions} t={t} />;
}
