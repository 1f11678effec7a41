import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Paper, Switch } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { RejectionMailStore } from '../../../stores/company-panel/applicants/RejectionMailStore';
import { useReadOnly } from '../../../components/view-as/use-read-only';

/** Whether rejecting an applicant sends them a polite mail (a setting of the company). */
export const RejectionMailSetting = observer(function RejectionMailSetting({ store }: { store: RejectionMailStore }) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={store.enabled}
        disabled={!store.isLoaded || readOnly}
        onChange={(event) => void store.set(event.currentTarget.checked)}
        label={t('applicants.rejectionMail.label')}
        // The label element wraps the description too; the name is the label alone.
        aria-label={t('applicants.rejectionMail.label')}
        description={t('applicants.rejectionMail.description')}
      />
    </Paper>
  );
});
