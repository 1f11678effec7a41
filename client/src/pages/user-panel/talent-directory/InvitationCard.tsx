import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { ReportItemType } from '../../../api/reports';
import { InvitationStatus, type TalentInvitationView } from '../../../api/talent-directory';
import { ReportButton } from '../../../components/reports/ReportButton';
import { InvitationStatusBadge } from '../../../components/talents/InvitationStatusBadge';
import { useReadOnly } from '../../../components/view-as/use-read-only';
import { formatNumericDate } from '../../../lib/format-date';
import type { TalentInvitationsStore } from '../../../stores/user-panel/talent-directory/TalentInvitationsStore';

/** One company's invitation: who, to which vacancy, their message, where it stands and until when;
 *  a pending one is accepted or declined here, and any is reported to staff (spam, abuse). */
export const InvitationCard = observer(function InvitationCard({
  invitation,
  store,
}: {
  invitation: TalentInvitationView;
  store: TalentInvitationsStore;
}) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const titleId = useId();
  const { company, vacancy } = invitation;
  const busy = store.busyId === invitation.id;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={company.logoUrl} alt="" radius="sm" color="indigo" aria-hidden>
              {company.name.charAt(0)}
            </Avatar>
            <Stack gap={0}>
              <Title order={3} size="h5" id={titleId}>
                <Anchor component={Link} to={`/vacancies/${vacancy.id}`} inherit>
                  {vacancy.title}
                </Anchor>
              </Title>
              <Anchor component={Link} to={`/companies/${company.transformedName}`} size="sm" c="dimmed">
                {company.name}
              </Anchor>
            </Stack>
          </Group>
          <InvitationStatusBadge status={invitation.status} />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {invitation.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('talentDirectory.invitations.sentOn', { date: formatNumericDate(invitation.createdAt) })}
          {' · '}
          {invitation.status === InvitationStatus.Pending
            ? t('talentDirectory.invitations.expiresOn', { date: formatNumericDate(invitation.expiresAt) })
            : invitation.respondedAt
              ? t('talentDirectory.invitations.answeredOn', { date: formatNumericDate(invitation.respondedAt) })
              : t('talentDirectory.invitations.expiredOn', { date: formatNumericDate(invitation.expiresAt) })}
        </Text>
        {invitation.declineReason !== null && (
          <Text size="xs" c="dimmed">
            {t('talentDirectory.invitations.yourReason', {
              reason: t(`talentDirectory.declineReasons.${invitation.declineReason}`),
            })}
          </Text>
        )}
        {invitation.status === InvitationStatus.Pending && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={busy}
              disabled={readOnly}
              onClick={() => void store.accept(invitation)}
            >
              {t('talentDirectory.invitations.accept')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={readOnly || busy}
              onClick={() => store.openDecline(invitation)}
            >
              {t('talentDirectory.invitations.decline')}
            </Button>
          </Group>
        )}
        {invitation.status === InvitationStatus.Accepted && invitation.applicationId !== null && (
          <Anchor component={Link} to="/userPanel/jobs" size="sm">
            {t('talentDirectory.invitations.toApplications')}
          </Anchor>
        )}
        <Group justify="flex-end">
          <ReportButton itemType={ReportItemType.Invitation} itemId={invitation.id} name={vacancy.title} size="xs" />
        </Group>
      </Stack>
    </Paper>
  );
});
