import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApplicationStatus } from '../../../api/enums';
import { statusInfo, statusLabelKey } from './application-status';

/** Where an application stands, in one colour per status (company panel and the talent's own applications). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusInfo(status).color} variant="light">
      {t(statusLabelKey(status))}
    </Badge>
  );
}
