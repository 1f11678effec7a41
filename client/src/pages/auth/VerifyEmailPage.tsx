import '@mantine/core/styles/Alert.css';
import { Alert, Group, Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { serverText } from '../../lib/forms/server-text';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from './AuthCard';
import { NextStepButtons } from './NextStepButtons';

type Result = { verified: true } | { verified: false; text?: string };

/** /verifyEmail?verificationId&email, the verification mail's link (spec point 4): success says
 *  so (and a signed-in account becomes verified); failure shows the server's text. */
export const VerifyEmailPage = observer(function VerifyEmailPage() {
  const { t } = useTranslation();
  const { account } = useStores();
  const [searchParams] = useSearchParams();
  const verificationId = searchParams.get('verificationId') ?? '';
  const email = searchParams.get('email') ?? '';
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    if (!verificationId || !email) {
      setResult({ verified: false });
      return;
    }
    let active = true;
    account.verifyEmail({ verificationId, email }).then(
      () => active && setResult({ verified: true }),
      (error: unknown) => {
        const text = serverText(error);
        if (active) setResult({ verified: false, text });
      },
    );
    return () => {
      active = false;
    };
  }, [account, verificationId, email]);

  return (
    <AuthCard title={t('verifyEmail.title')}>
      {!result ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          {t('verifyEmail.verifying')}
        </Group>
      ) : result.verified ? (
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {t('verifyEmail.success')}
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {result.text ?? t('verifyEmail.failed')}
        </Alert>
      )}
      {result && <NextStepButtons other={{ to: '/', label: t('notFound.home') }} />}
    </AuthCard>
  );
});
