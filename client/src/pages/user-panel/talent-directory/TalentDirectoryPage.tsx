import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/feedback/LoadError';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import type { FieldMessage } from '../../../lib/forms/form-state';
import type { ToastKind } from '../../../stores/RootStore';
import { useStores } from '../../../stores/StoresContext';
import { TalentDirectoryStore } from '../../../stores/user-panel/talent-directory/TalentDirectoryStore';
import { TalentInvitationsStore } from '../../../stores/user-panel/talent-directory/TalentInvitationsStore';
import { DirectorySettingsSection } from './DirectorySettingsSection';
import { HiddenCompaniesSection } from './HiddenCompaniesSection';
import { InvitationsSection } from './InvitationsSection';
import { PreviewSection } from './PreviewSection';
import { withTalentDirectory } from '../../../api/talent-directory';

/** /userPanel/talentDirectory: the talent's anonymous profile for companies (shown or not, what it
 *  shows, who may not see it, its preview) and the companies' invitations. */
export const TalentDirectoryPage = observer(function TalentDirectoryPage() {
  const { t } = useTranslation();
  const root = useStores();
  const [stores] = useState(() => {
    const deps = {
      api: withTalentDirectory(root.api, root.http),
      toast: (kind: ToastKind, message: FieldMessage) => root.toast(kind, message),
    };
    return { directory: new TalentDirectoryStore(deps), invitations: new TalentInvitationsStore(deps) };
  });
  const { directory, invitations } = stores;
  useCrumbTitle('/userPanel/talentDirectory', t('talentDirectory.title'));
  useEffect(() => {
    void directory.view.load();
    invitations.list.ensureLoaded();
  }, [directory, invitations]);
  // The preview's names and the invitations' vacancies come in the request's language.
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => {
          void directory.view.load();
          void invitations.list.load();
        },
      ),
    [root.language, directory, invitations],
  );

  const view = directory.view;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('talentDirectory.title')}</Title>
        <Text c="dimmed">{t('talentDirectory.intro')}</Text>
      </Stack>
      {view.error && !view.isLoaded ? (
        <LoadError onRetry={() => void view.load()} />
      ) : !view.isLoaded ? (
        <Stack gap="md" aria-busy="true" aria-label={t('talentDirectory.loading')}>
          <Skeleton height={220} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : (
        <>
          <DirectorySettingsSection store={directory} />
          <PreviewSection store={directory} />
          <HiddenCompaniesSection store={directory} />
        </>
      )}
      <InvitationsSection store={invitations} />
    </Stack>
  );
});
