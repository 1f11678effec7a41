import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';

type FieldProps = Omit<ComponentProps<typeof PasswordInput>, 'label'>;

/** A new password with the rule as its helper text, and its repetition: sign-up, recovery and
 *  password change ask for them alike. */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel,
}: {
  password: FieldProps;
  confirmation: FieldProps;
  passwordLabel: string;
}) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('fields.togglePassword') };
  return (
    <>
      <PasswordInput
        {...password}
        label={passwordLabel}
        description={t('validation.passwordRule')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        {...confirmation}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
