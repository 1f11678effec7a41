import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { BlogUnsubscribeStore, type UnsubscribeState } from '../../stores/news/BlogUnsubscribeStore';
import { useStores } from '../../stores/StoresContext';
import { useNewsTexts } from './use-news-texts';

const TEXT_KEYS: Record<Exclude<UnsubscribeState, 'checking'>, { title: string; text: string }> = {
  noToken: { title: 'news.unsubscribe.title', text: 'news.unsubscribe.noToken' },
  invalid: { title: 'news.unsubscribe.invalidTitle', text: 'news.unsubscribe.invalidText' },
  already: { title: 'news.unsubscribe.alreadyTitle', text: 'news.unsubscribe.alreadyText' },
  confirm: { title: 'news.unsubscribe.title', text: 'news.unsubscribe.question' },
  done: { title: 'news.unsubscribe.doneTitle', text: 'news.unsubscribe.doneText' },
  failed: { title: 'news.unsubscribe.title', text: 'errors.somethingWentWrong' },
};

/** /unsubscribe?token=…: leave the blog's mailing list from a news mail's link. */
export const UnsubscribePage = observer(function UnsubscribePage() {
  useNewsTexts();
  const { t } = useTranslation();
  const { api } = useStores();
  const [params, setParams] = useSearchParams();
  const [store] = useState(() => new BlogUnsubscribeStore(api, params.get('token')));

  // The token is a credential that never expires: kept in memory only, out of the address (and so
  // out of the history, referrers and any analytics that read the page's address).
  useEffect(() => {
    if (params.has('token')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('token');
          return next;
        },
        { replace: true },
      );
    }
    void store.check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the token was taken into the store
  }, [store]);

  const keys = store.state === 'checking' ? undefined : TEXT_KEYS[store.state];
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md" aria-live="polite">
          <IconMailOff size={48} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
          {!keys ? (
            <Loader aria-label={t('common.loading')} />
          ) : (
            <>
              <Title order={1} size="h2">
                {t(keys.title)}
              </Title>
              <Text c="dimmed">{t(keys.text)}</Text>
              {store.state === 'confirm' && (
                <Button color="red" loading={store.isSubmitting} onClick={() => void store.unsubscribe()}>
                  {t('news.unsubscribe.button')}
                </Button>
              )}
              <Button component={Link} to="/news" variant="subtle">
                {t('news.allNews')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
});
