import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Badge, Button, Container, Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconNews, IconSearch, IconUsers } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountKind } from '../../api/account';
import { ApiError } from '../../api/api-error';
import { SignInForm } from '../../components/auth/SignInForm';
import { PageLoader } from '../../components/feedback/PageLoader';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { FormState } from '../../lib/forms/form-state';
import { emailRule } from '../../lib/validation/account-rules';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from '../auth/AuthCard';
import { AdminBlogPosts } from './blog/AdminBlogPosts';

const ACCOUNT_KIND_KEYS: Record<AccountKind, string> = {
  [AccountKind.None]: 'admin.kindStaff',
  [AccountKind.User]: 'admin.kindTalent',
  [AccountKind.Company]: 'admin.kindCompany',
};

/** /admin, the staff back office: sign in here; staff find an account by e-mail and view the
 *  site as that account, and edit the blog's posts (`?tab=blog`). */
export const AdminPage = observer(function AdminPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
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
  return <BackOffice />;
});

/** The staff's sections, one tab each; the URL's `?tab=` keeps the one shown. */
function BackOffice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'blog' ? 'blog' : 'accounts';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('admin.title')}</Title>
        <Tabs value={tab} onChange={(value) => setParams(value === 'blog' ? { tab: 'blog' } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List aria-label={t('adminBlog.sections')}>
            <Tabs.Tab value="accounts" leftSection={<IconUsers size={16} aria-hidden />}>
              {t('adminBlog.tabAccounts')}
            </Tabs.Tab>
            <Tabs.Tab value="blog" leftSection={<IconNews size={16} aria-hidden />}>
              {t('adminBlog.tabBlog')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="accounts" pt="lg">
            <FindAccount />
          </Tabs.Panel>
          <Tabs.Panel value="blog" pt="lg">
            <AdminBlogPosts />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

const FindAccount = observer(function FindAccount() {
  const { t, i18n } = useTranslation();
  const { admin } = useStores();
  const [form] = useState(() => new FormState({ email: '' }, { email: emailRule }));
  const field = useTextField(form);
  const [viewAsError, setViewAsError] = useState<string>();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await admin.findAccount(form.values.email.trim());
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  const viewAs = async (accountId: number) => {
    setViewAsError(undefined);
    try {
      await admin.viewAs(accountId);
    } catch (error) {
      const text = error instanceof ApiError ? Object.values(error.errors).flat()[0] : undefined;
      setViewAsError(text ?? t('errors.somethingWentWrong'));
    }
  };

  const account = admin.found;
  return (
    <Stack gap="lg" maw={540}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={find} noValidate aria-label={t('admin.findAccount')}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('admin.findAccount')}
            </Title>
            <FormErrors messages={form.formErrors} />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput {...field('email')} type="email" label={t('admin.accountEmail')} style={{ flex: '1 1 14rem' }} required />
              <Button type="submit" loading={admin.isFinding} leftSection={<IconSearch size={16} aria-hidden />}>
                {t('admin.find')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {admin.notFound && (
        <Alert color="gray" variant="light" role="status">
          {t('admin.notFound')}
        </Alert>
      )}
      {account && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={t('admin.account')}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2}>
                <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                  {account.companyName ?? account.fullName}
                </Title>
                <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Text>
              </Stack>
              <Group gap={6}>
                <Badge variant="light">{t(ACCOUNT_KIND_KEYS[account.userType] ?? 'admin.kindStaff')}</Badge>
                <Badge variant="light" color={account.isEmailVerified ? 'teal' : 'gray'}>
                  {t(account.isEmailVerified ? 'admin.verified' : 'admin.notVerified')}
                </Badge>
              </Group>
            </Group>
            <Text size="sm">
              {t('admin.createdAt', { date: new Date(account.createdAt).toLocaleDateString(i18n.language) })}
            </Text>
            {viewAsError && (
              <Alert color="red" variant="light" role="alert">
                {viewAsError}
              </Alert>
            )}
            <Button
              onClick={() => void viewAs(account.id)}
              loading={admin.isCreatingViewAsLink}
              leftSection={<IconEye size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('admin.viewAs')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
});
