import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon.tsx';

/** Placeholder until the drafting board lands. */
export function Component() {
  const { t } = useTranslation();
  return <ComingSoon title={t('nav.draftingBoard')} />;
}
