import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Navigate, Outlet, useOutletContext } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { COMPANY_PANEL_HOME } from '../../../stores/SessionStore';
import { VacancyAccessStore } from '../../../stores/company-panel/VacancyAccessStore';
import { useStores } from '../../../stores/StoresContext';

/** /companyPanel/vacancies/...: the pages show only to a verified company or one whose profile is
 *  complete; any other is sent to its general information with a toast saying why (spec point 4). */
export const VacancyGuard = observer(function VacancyGuard() {
  const { t } = useTranslation();
  const root = useStores();
  const [access] = useState(
    () => new VacancyAccessStore({ api: root.api, toast: (kind, message) => root.toast(kind, message) }),
  );
  useEffect(() => {
    void access.check();
  }, [access]);

  switch (access.access) {
    case 'allowed':
      return <Outlet context={access} />;
    case 'denied':
      return <Navigate to={COMPANY_PANEL_HOME} replace />;
    case 'failed':
      return <LoadError onRetry={() => void access.check()} />;
    default:
      return (
        <Center py="xl">
          <Loader size="sm" aria-label={t('companyVacancies.checkingAccess')} />
        </Center>
      );
  }
});

/** The guard's answer, for the pages under it (whether the company is verified). */
export const useVacancyAccess = (): VacancyAccessStore => useOutletContext<VacancyAccessStore>();
