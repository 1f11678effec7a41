import '@mantine/core/styles/Chip.css';
import { Chip, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicationStatus } from '../../../api/enums';
import type { VacancyApplicantsStore } from '../../../stores/company-panel/applicants/VacancyApplicantsStore';
import { APPLICATION_STATUSES, statusLabelKey } from './application-status';

const ALL = 'all';

/** All applicants or those of one status; a choice starts again at page 1. */
export const ApplicantStatusFilter = observer(function ApplicantStatusFilter({
  store,
}: {
  store: VacancyApplicantsStore;
}) {
  const { t } = useTranslation();
  return (
    <Chip.Group
      value={store.status === undefined ? ALL : String(store.status)}
      onChange={(value) => store.setStatus(value === ALL ? undefined : (Number(value) as ApplicationStatus))}
    >
      <Group gap="xs" role="radiogroup" aria-label={t('applicants.filterLabel')}>
        <Chip value={ALL} size="sm" color="indigo">
          {t('applicants.all')}
        </Chip>
        {APPLICATION_STATUSES.map((entry) => (
          <Chip key={entry.status} value={String(entry.status)} size="sm" color={entry.color}>
            {t(statusLabelKey(entry.status))}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
});
