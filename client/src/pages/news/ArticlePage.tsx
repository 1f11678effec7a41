import { Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNews } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Markdown } from '../../components/content/Markdown';
import { LoadError } from '../../components/feedback/LoadError';
import { formatLongDate } from '../../lib/format-date';
import { usePageSubject } from '../../lib/head/page-head-state';
import { articleSubject } from '../../lib/head/subject-heads';
import { useCrumbTitle } from '../../lib/use-crumb-title';
import { ArticleStore } from '../../stores/news/ArticleStore';
import type { PrepareContext } from '../../lib/preload-route';
import { definePageStore } from '../../ssr/page-stores';
import { useStores } from '../../stores/StoresContext';
import { BlogSubscribeBox } from './BlogSubscribeBox';
import classes from './News.module.css';
import { ShareButtons } from './ShareButtons';
import { useNewsTexts } from './use-news-texts';

/** An article's store (prepared for the first page, see definePageStore). */
const articlePage = definePageStore(
  'article',
  (id: string) => id,
  (root, id) => new ArticleStore(root.api, id),
);

/** /news/{id}: one article. */
export function ArticlePage() {
  useNewsTexts();
  const { id = '' } = useParams();
  return <ArticleView key={id} id={id} />;
}

const ArticleView = observer(function ArticleView({ id }: { id: string }) {
  const { t } = useTranslation();
  const root = useStores();
  const { language } = root;
  const { pathname } = useLocation();
  const store = articlePage.use(id);
  const post = store.article.value;
  useCrumbTitle(pathname, store.notFound ? t('news.notFoundTitle') : post?.title);
  usePageSubject(store.notFound ? { kind: 'notFound' } : post && articleSubject(post));

  useEffect(() => {
    if (store.validId && !articlePage.loadedForPage(root, store)) void store.article.load();
  }, [root, store, language.locale]);

  if (store.notFound) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" gap="md" ta="center">
          <IconNews size={56} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
          <Title order={1}>{t('news.notFoundTitle')}</Title>
          <Text c="dimmed">{t('news.notFoundText')}</Text>
          <Button component={Link} to="/news" mt="sm">
            {t('news.allNews')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <div className={classes.layout}>
        <Stack gap="lg" className={classes.article}>
          <Anchor component={Link} to="/news" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t('news.allNews')}
            </Group>
          </Anchor>
          {store.article.failed && !post ? (
            <LoadError onRetry={() => void store.article.load()} />
          ) : !post ? (
            <Stack gap="md" aria-hidden>
              <Skeleton height={36} width="80%" />
              <Skeleton height={280} radius="lg" />
              <Skeleton height={120} />
            </Stack>
          ) : (
            <article lang={post.language} aria-labelledby="article-title">
              <Stack gap="md">
                <Title order={1} id="article-title">
                  {post.title}
                </Title>
                <Text size="sm" c="dimmed">
                  <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, language.locale)}</time>
                  {' · '}
                  {t('news.readingTime', { count: post.readingMinutes })}
                  {post.author && ` · ${post.author}`}
                </Text>
                {post.language !== language.shortCode && (
                  <Text size="sm" c="dimmed" fs="italic">
                    {t('news.otherLanguage')}
                  </Text>
                )}
                {post.coverUrl && <img src={post.coverUrl} alt="" className={classes.articleCover} />}
                {post.summary && (
                  <Text size="lg" fw={500}>
                    {post.summary}
                  </Text>
                )}
                <Markdown>{post.body}</Markdown>
                <ShareButtons title={post.title} />
              </Stack>
            </article>
          )}
        </Stack>
        <BlogSubscribeBox />
      </div>
    </Container>
  );
});

ArticlePage.prepare = ({ root, pathname, params }: PrepareContext) => {
  const store = articlePage.prepare(root, params.id ?? '');
  if (!store.validId) return;
  // The breadcrumb (drawn before the page) names the article in the first render too.
  void store.article.load().then(() => {
    const title = store.article.value?.title;
    if (title) root.crumbTitles.set(pathname, title);
  });
};
