import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconLogout, IconUnlink } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { SignInProvider } from '../../api/users-profile';
import { LoadError } from '../../components/feedback/LoadError';
import { useLogout } from '../../components/layout/use-logout';
import { useStores } from '../../stores/StoresContext';
import { SignInSecurityStore } from '../../stores/user-panel/SignInSecurityStore';
import { ConfirmDialog } from '../companies/ConfirmDialog';
import { PanelSection } from './PanelSection';

/** Brand names, the same in both languages. */
const PROVIDER_NAMES: Record<SignInProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

function MethodRow({ name, on, state, action }: { name: string; on: boolean; state: string; action?: ReactNode }) {
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Text fw={600}>{name}</Text>
        <Badge variant="light" color={on ? 'teal' : 'gray'}>
          {state}
        </Badge>
      </Group>
      {action}
    </Group>
  );
}

/** Account settings of both panels: how one signs in (password, Google, LinkedIn), unlinking a
 *  provider, and signing out on every device. */
export const SignInSecuritySection = observer(function SignInSecuritySection() {
  const { t } = useTranslation();
  const store = useStores();
  const logout = useLogout();
  const [security] = useState(
    () => new SignInSecurityStore({ api: store.api, toast: (kind, message) => store.toast(kind, message) }),
  );
  useEffect(() => {
    void security.methods.load();
  }, [security]);
  const methods = security.methods.value;

  const signOutEverywhere = async () => {
    if (await security.signOutEverywhere()) await logout('/signIn');
  };

  return (
    <PanelSection title={t('security.title')}>
      {!methods ? (
        security.methods.failed ? (
          <LoadError onRetry={() => void security.methods.load()} />
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label={t('panel.loading')}>
            <Skeleton height={28} radius="sm" />
            <Skeleton height={28} radius="sm" />
          </Stack>
        )
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('security.methods')}>
          <MethodRow
            name={t('security.password')}
            on={methods.hasPassword}
            state={t(methods.hasPassword ? 'security.passwordSet' : 'security.passwordNotSet')}
          />
          {security.providers.map(({ provider, connected }) => (
            <MethodRow
              key={provider}
              name={PROVIDER_NAMES[provider]}
              on={connected}
              state={t(connected ? 'security.connected' : 'security.notConnected')}
              action={
                connected && (
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconUnlink size={14} aria-hidden />}
                    loading={security.disconnecting === provider}
                    disabled={security.disconnecting !== null && security.disconnecting !== provider}
                    onClick={() => void security.disconnect(provider)}
                    aria-label={t('security.disconnectLabel', { provider: PROVIDER_NAMES[provider] })}
                  >
                    {t('security.disconnect')}
                  </Button>
                )
              }
            />
          ))}
        </Stack>
      )}
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('security.signOutEverywhereText')}</Text>
        <Button
          variant="outline"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => security.askSignOut()}
        >
          {t('security.signOutEverywhere')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={security.confirmingSignOut}
        title={t('security.signOutConfirmTitle')}
        text={t('security.signOutConfirmText')}
        confirmLabel={t('security.signOutEverywhere')}
        loading={security.signingOut}
        errors={security.signOutErrors}
        onConfirm={() => void signOutEverywhere()}
        onClose={() => security.cancelSignOut()}
      />
    </PanelSection>
  );
});
