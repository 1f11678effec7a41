import '@mantine/core/styles/Alert.css';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import {
  VacancyDetailsStore,
  vacancyIdOfTransformedTitle,
} from '../../../stores/company-panel/applicants/VacancyDetailsStore';
import { useStores } from '../../../stores/StoresContext';
import { ApplicantList } from './ApplicantList';
import { ApplicationDrawer } from './ApplicationDrawer';
import { RejectionMailSetting } from './RejectionMailSetting';
import { TalentDrawer } from './TalentDrawer';
import { VacancyHeader } from './VacancyHeader';

const DETAILS_PATH = '/companyPanel/vacancies/vacancyDetails';

function VacancyNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('applicants.pageTitle')}</Title>
      <Alert color="red" variant="light" role="alert" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('applicants.notFound')}</Text>
          <Button component={Link} to="/companyPanel/vacancies" variant="light" size="xs">
            {t('companyVacancies.form.backToList')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}

const VacancyDetails = observer(function VacancyDetails({
  vacancyId,
  crumbPath,
}: {
  vacancyId: number;
  crumbPath: string;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(
    () =>
      new VacancyDetailsStore(
        {
          api: root.api,
          toast: (kind, message) => root.toast(kind, message),
          favourites: root.favourites.talents,
        },
        vacancyId,
      ),
  );
  useEffect(() => store.start(), [store]);
  // Technologies, fields and experience come named in the request's language.
  useEffect(
    () =>
      reaction(
        () => root.language.locale,
        () => store.reloadForLanguage(),
      ),
    [store, root.language],
  );
  const vacancy = store.vacancy;
  useCrumbTitle(crumbPath, vacancy ? root.language.pick(vacancy.title, vacancy.titleGE) : undefined);

  if (store.notFound) return <VacancyNotFound />;
  if (store.error) return <LoadError onRetry={() => void store.loadVacancy()} />;
  return (
    <Stack gap="lg">
      {vacancy ? (
        <VacancyHeader vacancy={vacancy} />
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={t('applicants.loadingVacancy')}>
          <Skeleton height={36} width="60%" />
          <Skeleton height={20} width="30%" />
        </Stack>
      )}
      <RejectionMailSetting store={store.rejectionMail} />
      <ApplicantList store={store} />
      <ApplicationDrawer store={store.application} rejectionMailOn={store.rejectionMail.enabled} />
      <TalentDrawer store={store.talent} />
    </Stack>
  );
});

/** /companyPanel/vacancies/vacancyDetails/{vacancyTransformedTitle}: a vacancy of the company with
 *  its applicants; the title ends with the vacancy's id. */
export function VacancyDetailsPage() {
  const { t } = useTranslation();
  const { vacancyTransformedTitle = '' } = useParams();
  const vacancyId = vacancyIdOfTransformedTitle(vacancyTransformedTitle);
  useCrumbTitle(DETAILS_PATH, t('applicants.pageTitle'));
  if (vacancyId === undefined) return <VacancyNotFound />;
  // A store of its own for each vacancy: a link to another one starts afresh.
  return (
    <VacancyDetails key={vacancyId} vacancyId={vacancyId} crumbPath={`${DETAILS_PATH}/${vacancyTransformedTitle}`} />
  );
}
