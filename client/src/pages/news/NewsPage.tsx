import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Input.css';
import {
  Alert,
  Button,
  CloseButton,
  Container,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconNews, IconRefresh, IconSearch } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { newsFeedUrl } from '../../api/blog';
import { ListPagination } from '../../components/content/ListPagination';
import { NewsListStore } from '../../stores/news/NewsListStore';
import { withPrepare } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { RssLink } from '../vacancies/RssLink';
import { BlogSubscribeBox } from './BlogSubscribeBox';
import { NewsCard } from './NewsCard';
import classes from './News.module.css';
import { useSubscriptionConfirmation } from './use-subscription-confirmation';
import { useNewsTexts } from './use-news-texts';

/** The article list (prepared for the first page, see definePageStore). */
const newsListPage = definePageStore(
  'news',
  (search: string) => search,
  (root, search) => new NewsListStore(root.api, search),
);

/** /news: the latest articles, a search over them, pages, the feed and the e-mail subscription. */
export const NewsPage = observer(function NewsPage() {
  useNewsTexts();
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const [params, setParams] = useSearchParams();
  const news = newsListPage.use(params.get('search') ?? '');
  const { list } = news;
  useSubscriptionConfirmation();

  useEffect(() => {
    if (!newsListPage.loadedForPage(root, news)) void news.load(news.list.page);
  }, [root, news, language.locale]);
  useEffect(() => () => news.dispose(), [news]);

  // The applied search lives in the address, so a search can be shared and survives a reload; a
  // move of the address (the header's News link, Back) moves the search with it.
  const urlSearch = params.get('search') ?? '';
  useEffect(() => {
    news.followAddress(urlSearch);
  }, [news, urlSearch]);
  useEffect(() => {
    if ((params.get('search') ?? '') === news.searchTerm) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (news.searchTerm) next.set('search', news.searchTerm);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new search writes the address; a new address is followed by the effect above
  }, [news.searchTerm, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    news.applySearch();
  };
  const changePage = (page: number) => {
    void list.load(page);
    void window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('news.title')}</Title>
            <Text c="dimmed">{t('news.subtitle')}</Text>
          </div>
          <RssLink href={newsFeedUrl(language.shortCode)} label={t('news.feedLabel')} />
        </Group>
        <div className={classes.layout}>
          <Stack gap="lg">
            <form role="search" onSubmit={submit}>
              <TextInput
                type="search"
                aria-label={t('news.searchLabel')}
                placeholder={t('news.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                rightSection={
                  news.searchInput ? (
                    <CloseButton aria-label={t('news.clearSearch')} onClick={() => news.clearSearch()} />
                  ) : null
                }
                value={news.searchInput}
                onChange={(event) => news.type(event.currentTarget.value)}
              />
            </form>
            {list.isLoaded && (
              <Text size="sm" c="dimmed" role="status">
                {news.searchTerm
                  ? t('news.foundCount', { count: list.totalCount, term: news.searchTerm })
                  : t('news.articleCount', { count: list.totalCount })}
              </Text>
            )}
            {list.error ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{list.error.message}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    onClick={() => void list.load(list.page)}
                  >
                    {t('common.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : !list.isLoaded ? (
              <div className={classes.grid} aria-hidden>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} height={300} radius="lg" />
                ))}
              </div>
            ) : list.isEmpty ? (
              <EmptyState
                icon={<IconNews size={32} aria-hidden />}
                variant="light"
                title={news.searchTerm ? t('news.nothingFound') : t('news.noArticles')}
                description={news.searchTerm ? t('news.nothingFoundHint') : t('news.noArticlesHint')}
              />
            ) : (
              <ul className={classes.grid} aria-label={t('news.listLabel')} aria-busy={list.isLoading}>
                {list.items.map((post) => (
                  <li key={post.id}>
                    <NewsCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            <ListPagination total={list.pageCount} value={list.page} onChange={changePage} />
          </Stack>
          <BlogSubscribeBox />
        </div>
      </Stack>
    </Container>
  );
});

withPrepare(NewsPage, ({ root, search }) => {
  const news = newsListPage.prepare(root, search.get('search') ?? '');
  void news.load(news.list.page);
});
