import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { LoadError } from '../../../components/feedback/LoadError';
import { AnonymousTalentCard } from '../../../components/talents/AnonymousTalentCard';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import { TalentPageStore } from '../../../stores/company-panel/talents/TalentPageStore';
import { useStores } from '../../../stores/StoresContext';
import { DirectoryRefusal } from './DirectoryRefusal';
import { InviteForm } from './InviteForm';
import { RevealedContact } from './RevealedContact';
import { withTalentDirectory } from '../../../api/talent-directory';

/** The page of one talent, by the `:talentId` of its route. */
export function TalentPage() {
  const { talentId = '' } = useParams();
  return <TalentPageBody key={talentId} talentId={talentId} />;
}

/** /companyPanel/talents/:talentId: the anonymous profile, or the contact the talent revealed by
 *  accepting an invitation; the invite form. */
const TalentPageBody = observer(function TalentPageBody({ talentId }: { talentId: string }) {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new TalentPageStore(
        { api: withTalentDirectory(root.api, root.http), toast: (kind, message) => root.toast(kind, message) },
        talentId,
      ),
  );
  useEffect(() => store.start(), [store]);
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => store.reload(),
      ),
    [store, root.language],
  );
  const talent = store.talent.value;
  const title = talent?.revealed?.fullName ?? talent?.headline ?? t('talentSearch.talent.title');
  useCrumbTitle(`/companyPanel/talents/${talentId}`, title);

  const back = (
    <Anchor component={Link} to="/companyPanel/talents" size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('talentSearch.talent.back')}
    </Anchor>
  );
  if (store.refusal !== undefined) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('talentSearch.talent.title')}</Title>
        <DirectoryRefusal message={store.refusal} />
      </Stack>
    );
  }
  if (store.isNotFound) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{t('talentSearch.talent.notFoundTitle')}</Title>
        <Text>{t('talentSearch.talent.notFound')}</Text>
      </Stack>
    );
  }
  if (!talent) {
    return store.talent.error ? (
      <LoadError onRetry={() => void store.talent.load()} />
    ) : (
      <Skeleton height={320} radius="lg" aria-busy="true" aria-label={t('talentSearch.talent.loading')} />
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>{title}</Title>
      {talent.revealed && <RevealedContact revealed={talent.revealed} />}
      <AnonymousTalentCard talent={talent} />
      <InviteForm store={store} />
    </Stack>
  );
});
