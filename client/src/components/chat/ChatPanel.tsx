import '@mantine/core/styles/Input.css';
import { Button, CloseButton, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BotCheckWidget } from '../auth/BotCheckWidget';
import { FormErrors } from '../forms/FormErrors';
import { useMessageText } from '../forms/message';
import classes from './ChatPanel.module.css';
import { CHAT_MESSAGE_MAX, type ChatValues, type SupportChatStore } from './SupportChatStore';

/** The open and complete states of the support chat: a non-modal dialog next to its button.
 *  Escape closes it; focus moves into it when it opens and when the message has gone. */
export const ChatPanel = observer(function ChatPanel({
  chat,
  id,
  onClose,
}: {
  chat: SupportChatStore;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const firstField = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const form = chat.form;
  const complete = chat.state === 'complete';

  useEffect(() => {
    (complete ? done.current : firstField.current)?.focus();
  }, [complete]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    chat.activity();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void chat.submit();
  };
  const field = (name: keyof ChatValues) => ({
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
  });

  return (
    <Paper
      id={id}
      role="dialog"
      aria-modal={false}
      aria-labelledby={`${id}-title`}
      shadow="lg"
      withBorder
      className={classes.panel}
      onKeyDown={onKeyDown}
      onPointerDown={() => chat.activity()}
      onPointerMove={() => chat.activity()}
    >
      <Stack gap="sm">
        <div className={classes.header}>
          <Title order={2} size="h4" id={`${id}-title`}>
            {t('chat.title')}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('chat.close')} />
        </div>
        {complete ? (
          <div ref={done} tabIndex={-1} role="status" className={classes.done}>
            <Text fw={600}>{t('chat.thanks')}</Text>
            <Text size="sm">{chat.answer}</Text>
            <Text size="xs" c="dimmed" mt="xs">
              {t('chat.closesSoon')}
            </Text>
          </div>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('chat.formLabel')}>
            <Stack gap="sm">
              <Text size="sm">{t('chat.intro')}</Text>
              <TextInput
                ref={firstField}
                label={t('chat.name')}
                required
                autoComplete="name"
                maxLength={80}
                {...field('name')}
              />
              <TextInput label={t('chat.email')} required type="email" autoComplete="email" {...field('email')} />
              <Textarea
                label={t('chat.message')}
                description={t('chat.messageHint', { max: CHAT_MESSAGE_MAX })}
                required
                rows={4}
                maxLength={CHAT_MESSAGE_MAX}
                {...field('message')}
              />
              <BotCheckWidget
                key={chat.botWidgetKey}
                onChange={(token) => chat.setBotToken(token)}
                error={chat.botError}
              />
              <FormErrors messages={form.formErrors} />
              <Button type="submit" loading={chat.sending}>
                {t('chat.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
});
