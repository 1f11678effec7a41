import { Button, Group, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BotCheckWidget } from '../../../components/auth/BotCheckWidget';
import { ImagePicker } from '../../../components/auth/ImagePicker';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import type { SignUpStore } from '../../../stores/SignUpStore';

/** Step 3: the profile photo (optional) or the company logo (required), the bot check, submit. */
export const ImageStep = observer(function ImageStep({
  wizard,
  onSubmit,
}: {
  wizard: SignUpStore;
  onSubmit: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={t(wizard.isPersonal ? 'signUp.steps.photo' : 'signUp.steps.logo')}
    >
      <Stack gap="lg">
        <FormErrors messages={wizard.formErrors} />
        <ImagePicker
          title={t(wizard.isPersonal ? 'signUp.photoTitle' : 'signUp.logoTitle')}
          buttonLabel={t(wizard.isPersonal ? 'signUp.uploadPhoto' : 'signUp.uploadLogo')}
          file={wizard.image}
          onPick={(file) => wizard.setImage(file)}
          error={text(wizard.imageError)}
        />
        <BotCheckWidget
          key={wizard.botWidgetKey}
          onChange={(payload) => wizard.setBotToken(payload)}
          error={wizard.botError}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => wizard.back()}>
            {t('signUp.back')}
          </Button>
          <Button type="submit" loading={wizard.isSubmitting}>
            {t('signUp.createAccount')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
});
