import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { serverText } from '../../lib/forms/server-text';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from '../auth/AuthCard';
import { useInvitationDeclineTexts } from './use-invitation-decline-texts';
import { NextStepButtons } from '../auth/NextStepButtons';

type State = 'asking' | 'sending' | 'done' | { failed: string | undefined };

/** /invitations/notInterested?token=…: the invitation mail's "not interested" link. It asks first
 *  (a mail scanner that opens links changes nothing), then declines without signing in. */
export function NotInterestedPage() {
  useInvitationDeclineTexts();
  const { t } = useTranslation();
  const { http } = useStores();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'asking' : { failed: undefined });

  const decline = () => {
    setState('sending');
    // The call itself, not the directory's API module: this public page stays out of its chunk.
    http.post(`/Users/DeclineTalentInvitationByToken?token=${encodeURIComponent(token)}`, {}).then(
      () => setState('done'),
      (error: unknown) => setState({ failed: serverText(error) }),
    );
  };

  return (
    <AuthCard title={t('invitationDecline.title')}>
      {state === 'done' ? (
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {t('invitationDecline.done')}
        </Alert>
      ) : typeof state === 'object' ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {state.failed ?? t('invitationDecline.failed')}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>{t('invitationDecline.intro')}</Text>
          <Button onClick={decline} loading={state === 'sending'} color="red" variant="light">
            {t('invitationDecline.decline')}
          </Button>
        </Stack>
      )}
      {(state === 'done' || typeof state === 'object') && (
        <NextStepButtons other={{ to: '/userPanel/talentDirectory', label: t('invitationDecline.toInvitations') }} />
      )}
    </AuthCard>
  );
}
