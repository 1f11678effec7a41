import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { InvitationStatus } from '../../api/talent-directory';

const COLORS: Record<InvitationStatus, string> = {
  [InvitationStatus.Pending]: 'blue',
  [InvitationStatus.Accepted]: 'green',
  [InvitationStatus.Declined]: 'red',
  [InvitationStatus.Expired]: 'gray',
};

/** Where an invitation of the talent directory stands (both panels). */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`invitationStatus.${status}`)}
    </Badge>
  );
}
