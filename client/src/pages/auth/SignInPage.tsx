import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import { Alert, Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { GOOGLE_SIGN_IN_URL, LINKEDIN_SIGN_IN_URL } from '../../api/account';
import type { SignInState } from '../../components/auth/guards';
import { SignInForm } from '../../components/auth/SignInForm';
import { withPrepare } from '../../lib/preload-route';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from './AuthCard';

/** Only paths of this site are followed back after signing in. */
const safeReturnPath = (from: unknown) =>
  typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';

/** /signIn: e-mail and password, Google and LinkedIn when the server offers them, and the way to
 *  password recovery and sign-up. Back to the page that asked for sign-in, or home. */
export const SignInPage = observer(function SignInPage() {
  const { t } = useTranslation();
  const { auth, language } = useStores();
  // A new account made by the provider takes the language the visitor is reading in.
  const withLanguage = (url: string) => `${url}?lang=${language.shortCode}`;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const providers = auth.oauthProviders.value;

  useEffect(() => {
    void auth.oauthProviders.ensureLoaded();
  }, [auth]);

  const signedIn = () => navigate(safeReturnPath((location.state as SignInState | null)?.from), { replace: true });

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {searchParams.has('oauthError') && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('signIn.oauthError')}
        </Alert>
      )}
      <SignInForm onSignedIn={signedIn} />
      <Anchor component={Link} to="/passwordRecovery" size="sm" ta="center">
        {t('signIn.forgotPassword')}
      </Anchor>
      {(providers?.google || providers?.linkedIn) && (
        <Stack gap="sm">
          <Divider label={t('signIn.or')} labelPosition="center" />
          <Stack gap="sm">
            {providers.google && (
              <Button
                component="a"
                href={withLanguage(GOOGLE_SIGN_IN_URL)}
                variant="default"
                leftSection={<IconBrandGoogle size={18} aria-hidden />}
              >
                {t('signIn.google')}
              </Button>
            )}
            {providers.linkedIn && (
              <Button
                component="a"
                href={withLanguage(LINKEDIN_SIGN_IN_URL)}
                variant="default"
                leftSection={<IconBrandLinkedin size={18} aria-hidden />}
              >
                {t('signIn.linkedIn')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <Text size="sm" ta="center">
        {t('signIn.noAccount')}{' '}
        <Anchor component={Link} to="/signUp">
          {t('signIn.signUpLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
});

// The sign-in methods offered (Google, LinkedIn) are drawn by the server too.
withPrepare(SignInPage, ({ root }) => void root.auth.oauthProviders.ensureLoaded());
