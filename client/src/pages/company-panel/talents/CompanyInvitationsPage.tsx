import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import { Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { INVITATION_STATUSES, type InvitationStatus, withTalentDirectory } from '../../../api/talent-directory';
import { ListPagination } from '../../../components/content/ListPagination';
import { LoadError } from '../../../components/feedback/LoadError';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import { CompanyInvitationsStore } from '../../../stores/company-panel/talents/CompanyInvitationsStore';
import { useStores } from '../../../stores/StoresContext';
import { CompanyInvitationCard } from './CompanyInvitationCard';
import { DirectoryRefusal } from './DirectoryRefusal';

const comboboxProps = { withinPortal: true };

/** The status of `?status=`, when it is one. */
const statusOf = (value: string | null): InvitationStatus | null =>
  INVITATION_STATUSES.find((status) => String(status) === value) ?? null;

/** /companyPanel/invitations: the talents the company invited and where each invitation stands;
 *  the status shown is in the address (`?status=2`). */
export const CompanyInvitationsPage = observer(function CompanyInvitationsPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const [store] = useState(
    () =>
      new CompanyInvitationsStore({
        api: withTalentDirectory(root.api, root.http),
        status: statusOf(searchParams.get('status')),
      }),
  );
  const { list } = store;
  useCrumbTitle('/companyPanel/invitations', t('companyInvitations.title'));
  useEffect(() => list.ensureLoaded(), [list]);
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => void list.load(),
      ),
    [list, root.language],
  );

  const refusal = store.refusal;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('companyInvitations.title')}</Title>
      {refusal !== undefined ? (
        <DirectoryRefusal message={refusal} />
      ) : (
        <>
          <Select<InvitationStatus>
            maw={260}
            label={t('companyInvitations.status')}
            placeholder={t('companyInvitations.allStatuses')}
            data={INVITATION_STATUSES.map((status) => ({ value: status, label: t(`invitationStatus.${status}`) }))}
            value={store.status}
            onChange={(status) => {
              store.setStatus(status);
              setSearchParams(status === null ? {} : { status: String(status) }, { replace: true });
            }}
            clearable
            comboboxProps={comboboxProps}
          />
          {list.error ? (
            <LoadError onRetry={() => void list.load()} />
          ) : !list.isLoaded ? (
            <Stack gap="sm" aria-busy="true" aria-label={t('companyInvitations.loading')}>
              <Skeleton height={120} radius="lg" />
              <Skeleton height={120} radius="lg" />
            </Stack>
          ) : list.isEmpty ? (
            <Text>{store.status === null ? t('companyInvitations.empty') : t('companyInvitations.emptyOfStatus')}</Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('companyInvitations.listLabel')}
              aria-busy={list.isLoading}
            >
              {list.items.map((invitation) => (
                <li key={invitation.id}>
                  <CompanyInvitationCard invitation={invitation} />
                </li>
              ))}
            </Stack>
          )}
          {list.isLoaded && (
            <ListPagination total={list.pageCount} value={list.page} onChange={(page) => void list.load(page)} />
          )}
        </>
      )}
    </Stack>
  );
});
