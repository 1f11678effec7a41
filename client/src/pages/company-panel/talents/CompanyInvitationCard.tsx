import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { InvitationStatus, type CompanyInvitationView } from '../../../api/talent-directory';
import { InvitationStatusBadge } from '../../../components/talents/InvitationStatusBadge';
import { formatNumericDate } from '../../../lib/format-date';

/** One of the company's invitations: the talent (by headline), the vacancy, the message, where it
 *  stands; an accepted one leads to the vacancy's applicants. */
export function CompanyInvitationCard({ invitation }: { invitation: CompanyInvitationView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const vacancyPath = `/companyPanel/vacancies/vacancyDetails/${invitation.vacancy.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h5" id={titleId}>
              <Anchor component={Link} to={`/companyPanel/talents/${invitation.talentId}`} inherit>
                {invitation.headline || t('talentCard.noHeadline')}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {t('companyInvitations.forVacancy', { vacancy: invitation.vacancy.title })}
            </Text>
          </Stack>
          <InvitationStatusBadge status={invitation.status} />
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {invitation.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('companyInvitations.sentOn', { date: formatNumericDate(invitation.createdAt) })}
          {' · '}
          {invitation.status === InvitationStatus.Pending
            ? t('companyInvitations.expiresOn', { date: formatNumericDate(invitation.expiresAt) })
            : invitation.respondedAt
              ? t('companyInvitations.answeredOn', { date: formatNumericDate(invitation.respondedAt) })
              : t('companyInvitations.expiredOn', { date: formatNumericDate(invitation.expiresAt) })}
        </Text>
        {invitation.status === InvitationStatus.Accepted && invitation.applicationId !== null && (
          <Anchor component={Link} to={vacancyPath} size="sm">
            {t('companyInvitations.toApplicants')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
