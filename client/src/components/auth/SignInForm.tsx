import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormState } from '../../lib/forms/form-state';
import { currentPasswordRule, emailRule } from '../../lib/validation/account-rules';
import { useStores } from '../../stores/StoresContext';
import { useRememberedEmail } from './use-remembered-email';
import { useTextField } from '../forms/field-props';
import { FormErrors } from '../forms/FormErrors';
import { BotCheckWidget } from './BotCheckWidget';

interface SignInValues {
  email: string;
  password: string;
  botToken: string;
}

/** E-mail and password (the e-mail remembered from the last sign-in); after three failures the
 *  bot check. Used by the sign-in page and the back office. */
export const SignInForm = observer(function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { auth } = useStores();
  const [form] = useState(
    () =>
      new FormState<SignInValues>(
        { email: '', password: '', botToken: '' },
        { email: emailRule, password: currentPasswordRule },
      ),
  );
  useRememberedEmail(form);
  // A bot check payload is good for one try: a failed try gets a fresh widget.
  const [botWidgetKey, setBotWidgetKey] = useState(0);
  const field = useTextField(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['email', 'password'])) return;
    const { email, password, botToken } = form.values;
    try {
      await auth.signIn({ email: email.trim(), password, ...(botToken ? { botToken } : {}) });
      onSignedIn();
    } catch (error) {
      form.set('botToken', '');
      form.applyServerErrors(error);
      setBotWidgetKey((key) => key + 1);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
      <Stack gap="md">
        <FormErrors messages={form.formErrors} />
        <TextInput {...field('email')} type="email" label={t('fields.email')} autoComplete="email" required />
        <PasswordInput
          {...field('password')}
          label={t('fields.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        />
        {auth.needsBotCheck && (
          <BotCheckWidget
            key={botWidgetKey}
            onChange={(payload) => form.set('botToken', payload ?? '')}
            error={form.error('botToken')}
          />
        )}
        <Button type="submit" loading={auth.loading.signIn} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
});
