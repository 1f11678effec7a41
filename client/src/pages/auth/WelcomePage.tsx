import { Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from './AuthCard';
import { NextStepButtons } from './NextStepButtons';

/** /welcome, after registration: a greeting, the verification mail, and where to go next. */
export const WelcomePage = observer(function WelcomePage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const name = auth.fullName;
  return (
    <AuthCard title={name ? t('welcome.titleNamed', { name }) : t('welcome.title')}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconMailCheck size={28} color="var(--mantine-color-indigo-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Text>
            {auth.email ? t('welcome.verificationSentTo', { email: auth.email }) : t('welcome.verificationSent')}
          </Text>
        </Group>
        <Text c="dimmed" size="sm">
          {t('welcome.verificationHint')}
        </Text>
        <NextStepButtons other={{ to: '/vacancies', label: t('welcome.toVacancies') }} />
      </Stack>
    </AuthCard>
  );
});
