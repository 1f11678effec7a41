import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicantsSort } from '../../../api/company-applicants';
import type { VacancyApplicantsStore } from '../../../stores/company-panel/applicants/VacancyApplicantsStore';

/** Newest or oldest applications first; a choice starts again at page 1. */
export const ApplicantSortControl = observer(function ApplicantSortControl({
  store,
}: {
  store: VacancyApplicantsStore;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('applicants.sortLabel')}
      value={store.sort}
      onChange={(value) => store.setSort(value as ApplicantsSort)}
      data={[
        { value: 'newest', label: t('applicants.sortNewest') },
        { value: 'oldest', label: t('applicants.sortOldest') },
      ]}
    />
  );
});
