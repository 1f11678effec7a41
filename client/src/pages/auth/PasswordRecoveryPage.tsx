import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BotCheckWidget } from '../../components/auth/BotCheckWidget';
import { NewPasswordFields } from '../../components/forms/NewPasswordFields';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { FormState } from '../../lib/forms/form-state';
import { confirmPasswordRule, emailRule, passwordRule } from '../../lib/validation/account-rules';
import { useRememberedEmail } from '../../components/auth/use-remembered-email';
import { useStores } from '../../stores/StoresContext';
import { AuthCard } from './AuthCard';
import { usePasswordRecoveryTexts } from './use-password-recovery-texts';

export const NEW_PASSWORD_STATUS = 'newPassword';

/** /passwordRecovery asks for the link; /passwordRecovery/newPassword (the mail's link) sets the
 *  new password. Any other status goes back to the request. */
export function PasswordRecoveryPage() {
  usePasswordRecoveryTexts();
  const { status } = useParams();
  if (status === undefined) return <RequestLink />;
  if (status === NEW_PASSWORD_STATUS) return <NewPassword />;
  return <Navigate to="/passwordRecovery" replace />;
}

const RequestLink = observer(function RequestLink() {
  const { t } = useTranslation();
  const { account, botCheck } = useStores();
  const [form] = useState(() => new FormState({ email: '', botToken: '' }, { email: emailRule }));
  useRememberedEmail(form);
  const [sent, setSent] = useState<string>();
  const [botWidgetKey, setBotWidgetKey] = useState(0);
  const field = useTextField(form);

  useEffect(() => {
    void botCheck.kind.ensureLoaded();
  }, [botCheck]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['email'])) return;
    if (botCheck.usesWidget && !form.values.botToken) {
      form.setFieldError('botToken', { key: 'botCheck.required' });
      return;
    }
    try {
      const { email, botToken } = form.values;
      setSent(await account.sendRecoveryLink({ email: email.trim(), ...(botToken ? { botToken } : {}) }));
    } catch (error) {
      form.set('botToken', '');
      form.applyServerErrors(error);
      setBotWidgetKey((key) => key + 1);
    }
  };

  return (
    <AuthCard title={t('passwordRecovery.title')} subtitle={t('passwordRecovery.subtitle')}>
      {sent ? (
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {sent}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('passwordRecovery.title')}>
          <Stack gap="md">
            <FormErrors messages={form.formErrors} />
            <TextInput {...field('email')} type="email" label={t('fields.email')} autoComplete="email" required />
            <BotCheckWidget
              key={botWidgetKey}
              onChange={(payload) => form.set('botToken', payload ?? '')}
              error={form.error('botToken')}
            />
            <Button type="submit" loading={account.loading.recoveryLink} fullWidth>
              {t('passwordRecovery.send')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/signIn" size="sm" ta="center">
        {t('passwordRecovery.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
});

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const NewPassword = observer(function NewPassword() {
  const { t } = useTranslation();
  const store = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const token = searchParams.get('token') ?? '';
  const [form] = useState(
    () =>
      new FormState<NewPasswordValues>(
        { newPassword: '', confirmPassword: '' },
        {
          newPassword: passwordRule,
          confirmPassword: (value, values) => confirmPasswordRule(value, values.newPassword),
        },
        { newPassword: ['confirmPassword'] },
      ),
  );
  const field = useTextField(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await store.account.recoverPassword({ email, token, ...form.values });
      store.toast('success', { key: 'messages.updatedSuccessfully' });
      void navigate('/signIn', { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  if (!email || !token) {
    return (
      <AuthCard title={t('passwordRecovery.newPasswordTitle')}>
        <FormErrors messages={[{ key: 'errors.incorrectLink' }]} />
        <Anchor component={Link} to="/passwordRecovery" size="sm" ta="center">
          {t('passwordRecovery.requestAgain')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('passwordRecovery.newPasswordTitle')} subtitle={t('passwordRecovery.newPasswordFor', { email })}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('passwordRecovery.newPasswordTitle')}>
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <NewPasswordFields
            password={field('newPassword')}
            confirmation={field('confirmPassword')}
            passwordLabel={t('fields.newPassword')}
          />
          <Button type="submit" loading={store.account.loading.recoverPassword} fullWidth>
            {t('passwordRecovery.save')}
          </Button>
        </Stack>
      </form>
      {form.formErrors.length > 0 && (
        <Anchor component={Link} to="/passwordRecovery" size="sm" ta="center">
          {t('passwordRecovery.requestAgain')}
        </Anchor>
      )}
    </AuthCard>
  );
});
