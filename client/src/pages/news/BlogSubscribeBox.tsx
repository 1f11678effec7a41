import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailFast } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useTextField } from '../../components/forms/field-props';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { BlogSubscriptionForm } from '../../stores/news/BlogSubscriptionForm';
import { useStores } from '../../stores/StoresContext';

/** "Subscribe to the news" (spec point 5): e-mail and the terms box; the server mails a link to confirm. */
export const BlogSubscribeBox = observer(function BlogSubscribeBox() {
  const { t } = useTranslation();
  const store = useStores();
  const [subscription] = useState(() => new BlogSubscriptionForm(store.api, store.auth.email));
  const { form } = subscription;
  const textField = useTextField(form);
  const messageText = useMessageText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = await subscription.submit();
    if (message) store.toast('success', message);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="news-subscribe-title">
      <form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <IconMailFast size={32} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
          <Title order={2} size="h4" id="news-subscribe-title">
            {t('news.subscribe.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('news.subscribe.text')}
          </Text>
          <TextInput type="email" autoComplete="email" label={t('news.subscribe.email')} {...textField('email')} />
          <Checkbox
            checked={form.values.agreeToTerms}
            onChange={(event) => form.set('agreeToTerms', event.currentTarget.checked)}
            error={messageText(form.error('agreeToTerms'))}
            label={
              <Trans
                i18nKey="news.subscribe.terms"
                components={{ terms: <Anchor component={Link} to="/terms-of-use" size="sm" /> }}
              />
            }
          />
          <FormErrors messages={form.formErrors} />
          <Button type="submit" loading={subscription.isSubmitting}>
            {t('news.subscribe.submit')}
          </Button>
          {subscription.sentText && (
            <Text size="sm" c="teal" role="status">
              {subscription.sentText}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
});
