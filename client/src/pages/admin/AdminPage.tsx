import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Container, Stack, Tabs, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { SignInForm } from '../../components/auth/SignInForm';
import { PageLoader } from '../../components/feedback/PageLoader';
import { useAccountTexts } from '../../i18n/use-account-texts';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from '../auth/AuthCard';
import { ADMIN_SECTIONS } from './admin-sections';

/** /admin, the staff back office: sign in here; then the sections of admin-sections.tsx, one tab
 *  each, the dashboard first. */
export const AdminPage = observer(function AdminPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  // The back office's own texts come with it (useAccountTexts).
  const textsReady = useAccountTexts();
  if (!auth.isLoggedIn) {
    return (
      <AuthCard title={t('admin.title')} subtitle={t('admin.signInPrompt')}>
        <SignInForm onSignedIn={() => {}} />
      </AuthCard>
    );
  }
  if (!auth.userLoaded) return <PageLoader />;
  if (!auth.isAdmin) {
    return (
      <AuthCard title={t('admin.title')}>
        <Alert color="yellow" variant="light" role="alert">
          {t('admin.notStaff')}
        </Alert>
      </AuthCard>
    );
  }
  if (!textsReady) return <PageLoader waitingFor="texts" />;
  return <BackOffice />;
});

/** The staff's sections, one tab each (admin-sections.tsx); the URL's `?tab=` keeps the one shown. */
function BackOffice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = ADMIN_SECTIONS.find((section) => section.value === asked)?.value ?? ADMIN_SECTIONS[0].value;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('admin.title')}</Title>
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value && value !== ADMIN_SECTIONS[0].value ? { tab: value } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('adminBlog.sections')}>
            {ADMIN_SECTIONS.map(({ value, labelKey, icon: Icon }) => (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {t(labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_SECTIONS.map(({ value, Component }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Component />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
