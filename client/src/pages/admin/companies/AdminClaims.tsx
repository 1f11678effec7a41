import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { AdminClaimItem } from '../../../api/admin-companies';
import { serverText } from '../../../lib/forms/server-text';
import { ClaimStatus } from '../../../api/enums';
import { formatNumericDate } from '../../../lib/format-date';
import type { FieldMessage } from '../../../lib/forms/form-state';
import { useStores } from '../../../stores/StoresContext';
import { ConfirmDialog } from '../../companies/ConfirmDialog';
import { ReasonDialog } from '../ReasonDialog';
import { PagedRows } from '../shared/PagedRows';
import type { AdminClaimsStore, ClaimFilter } from '../../../stores/admin/AdminClaimsStore';

const STATUS_KEYS: Record<ClaimStatus, string> = {
  [ClaimStatus.Pending]: 'adminCompanies.claimPending',
  [ClaimStatus.Approved]: 'adminCompanies.claimApproved',
  [ClaimStatus.Rejected]: 'adminCompanies.claimRejected',
};
const STATUS_COLORS: Record<ClaimStatus, string> = {
  [ClaimStatus.Pending]: 'yellow',
  [ClaimStatus.Approved]: 'teal',
  [ClaimStatus.Rejected]: 'gray',
};

const claimantName = (claim: AdminClaimItem) => claim.claimant.fullName ?? claim.claimant.email;

/** The claims of unclaimed company pages: pending ones first in line; approve (the page passes to
 *  the claimant) or reject with a reason the claimant is mailed. */
export const AdminClaims = observer(function AdminClaims({ store }: { store: AdminClaimsStore }) {
  const { t } = useTranslation();
  const root = useStores();
  const [approveErrors, setApproveErrors] = useState<FieldMessage[]>([]);
  useEffect(() => store.list.ensureLoaded(), [store]);

  const approve = async () => {
    setApproveErrors([]);
    try {
      await store.confirmApprove();
      root.notify('success', t('adminCompanies.claimApprovedDone'));
    } catch (error) {
      setApproveErrors([
        {
          text: serverText(error) || t('errors.somethingWentWrong'),
        },
      ]);
    }
  };

  const { list } = store;
  return (
    <Stack gap="md" component="section" aria-label={t('adminCompanies.claimsHeading')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {t('adminCompanies.claimsHeading')}
        </Title>
        <NativeSelect
          label={t('adminCompanies.claimStatusLabel')}
          value={store.status}
          onChange={(event) => store.setStatus(event.currentTarget.value as ClaimFilter)}
          data={[
            { value: 'pending', label: t('adminCompanies.claimPending') },
            { value: 'approved', label: t('adminCompanies.claimApproved') },
            { value: 'rejected', label: t('adminCompanies.claimRejected') },
            { value: 'all', label: t('adminCompanies.claimAll') },
          ]}
        />
      </Group>
      <PagedRows
        list={list}
        emptyText={t('adminCompanies.noClaims')}
        renderItem={(claim) => (
          <Paper
            key={claim.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            aria-label={t('adminCompanies.claimOf', { company: claim.company.name })}
          >
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={`/companies/${claim.company.transformedName}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {claim.company.name}
                  </Anchor>
                  <Badge variant="light" color={STATUS_COLORS[claim.status]}>
                    {t(STATUS_KEYS[claim.status])}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('adminCompanies.claimant', { name: claimantName(claim), email: claim.claimant.email })}
                </Text>
                {claim.claimant.companyName && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('adminCompanies.claimantPage', { name: claim.claimant.companyName })}
                  </Text>
                )}
                {claim.message && (
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {claim.message}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {claim.decidedAt
                    ? t('adminCompanies.claimDecidedOn', { date: formatNumericDate(claim.decidedAt) })
                    : t('adminCompanies.claimSentOn', { date: formatNumericDate(claim.createdAt) })}
                </Text>
              </Stack>
              {claim.status === ClaimStatus.Pending && (
                <Group gap="xs">
                  <Button
                    size="compact-md"
                    leftSection={<IconCheck size={16} aria-hidden />}
                    onClick={() => {
                      setApproveErrors([]);
                      store.openApprove(claim);
                    }}
                    aria-label={t('adminCompanies.approveNamed', { company: claim.company.name })}
                  >
                    {t('adminCompanies.approve')}
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="compact-md"
                    leftSection={<IconX size={16} aria-hidden />}
                    onClick={() => store.openReject(claim)}
                    aria-label={t('adminCompanies.rejectNamed', { company: claim.company.name })}
                  >
                    {t('adminCompanies.reject')}
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        )}
      />
      <ConfirmDialog
        opened={!!store.approving}
        title={t('adminCompanies.approveTitle')}
        text={t('adminCompanies.approveText', {
          company: store.approving?.company.name ?? '',
          name: store.approving ? claimantName(store.approving) : '',
        })}
        confirmLabel={t('adminCompanies.approve')}
        loading={store.busyId !== undefined}
        errors={approveErrors}
        onConfirm={() => void approve()}
        onClose={() => store.closeDialogs()}
      />
      <ReasonDialog
        opened={!!store.rejecting}
        title={t('adminCompanies.rejectTitle', { company: store.rejecting?.company.name ?? '' })}
        hint={t('adminCompanies.rejectHint')}
        confirmLabel={t('adminCompanies.reject')}
        loading={store.busyId !== undefined}
        onSubmit={async (reason) => {
          await store.confirmReject(reason);
          root.notify('success', t('adminCompanies.claimRejectedDone'));
        }}
        onClose={() => store.closeDialogs()}
      />
    </Stack>
  );
});
