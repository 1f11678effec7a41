import type {} from 'altcha/types/react';
import { Loader, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BOT_CHALLENGE_URL } from '../../api/account';
import type { FieldMessage } from '../../lib/forms/form-state';
import { useStores } from '../../stores/StoresContext';
import { useMessageText } from '../forms/message';

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

/** The anti-bot check: the altcha widget when the server asks for altcha, nothing otherwise.
 *  Its code loads only here. Tells its payload once verified, undefined when it lapses. */
export const BotCheckWidget = observer(function BotCheckWidget({
  onChange,
  error,
}: {
  onChange: (payload: string | undefined) => void;
  error?: FieldMessage;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { botCheck, language } = useStores();
  const widget = useRef<HTMLElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const shown = botCheck.usesWidget;

  useEffect(() => {
    void botCheck.kind.ensureLoaded();
  }, [botCheck]);

  useEffect(() => {
    if (shown) void botCheck.loadWidget();
  }, [botCheck, shown]);

  const ready = shown && botCheck.widgetReady;
  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      latestOnChange.current(detail.state === 'verified' && detail.payload ? detail.payload : undefined);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ready]);

  if (!shown) return null;
  const message = text(error) ?? (botCheck.widgetFailed ? t('botCheck.loadFailed') : undefined);
  return (
    <Stack gap={4}>
      {ready ? (
        <altcha-widget ref={widget} challenge={BOT_CHALLENGE_URL} language={language.shortCode} auto="onload" />
      ) : (
        !botCheck.widgetFailed && <Loader size="sm" aria-label={t('botCheck.loading')} />
      )}
      {message && (
        <Text size="sm" c="red.8" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
});
