import '@mantine/core/styles/Alert.css';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_IN_HANDOVER_PATH } from '../../../../shared/page-routes';
import { ApiError } from '../../api/api-error';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from './AuthCard';
import { NextStepButtons } from './NextStepButtons';

export const TOKEN_ID_PARAM = 'tokenId';

type Failure = { key: 'signInLink.missing' | 'errors.incorrectLink' } | { text: string };

/**
 * /signIn/continue?tokenId=: where a staff view-as link and the end of a Google or LinkedIn sign-in
 * land (spec point 4, login by link), and the only page that exchanges a tokenId. The exchange is
 * one call from this page; the server accepts it only from the browser the link was made for. Then
 * on to the panel (goToProfile) or home; a refused link says why, without the link in the address.
 */
export const SignInLinkPage = observer(function SignInLinkPage() {
  const { t } = useTranslation();
  const { auth } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tokenId = searchParams.get(TOKEN_ID_PARAM);
  const [failure, setFailure] = useState<Failure | null>(tokenId ? null : { key: 'signInLink.missing' });

  useEffect(() => {
    if (!tokenId) return;
    let active = true;
    auth.exchangeTokenLink(tokenId).then(
      (target) => {
        if (active) void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const serverText = error instanceof ApiError && error.status !== 0 ? error.messagesFor('_')[0] : undefined;
        setFailure(serverText ? { text: serverText } : { key: 'errors.incorrectLink' });
        void navigate(SIGN_IN_HANDOVER_PATH, { replace: true });
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new tokenId starts an exchange (the store shares one exchange per tokenId)
  }, [tokenId]);

  return (
    <AuthCard title={t('signInLink.title')}>
      {!failure ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          {t('signInLink.working')}
        </Group>
      ) : (
        <>
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {'text' in failure ? failure.text : t(failure.key)}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('signInLink.hint')}
          </Text>
          <NextStepButtons other={{ to: '/', label: t('notFound.home') }} />
        </>
      )}
    </AuthCard>
  );
});
