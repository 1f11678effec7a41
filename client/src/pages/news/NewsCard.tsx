import { IconNews } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../api/blog';
import { formatLongDate } from '../../lib/format-date';
import { useStores } from '../../stores/StoresContext';
import classes from './News.module.css';

/** One article in the list: cover, date and reading time, title, summary; the whole card links. */
export const NewsCard = observer(function NewsCard({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation();
  const { language } = useStores();
  return (
    <Link to={`/news/${encodeURIComponent(post.id)}`} className={classes.card}>
      {post.coverUrl ? (
        <img src={post.coverUrl} alt="" className={classes.cover} loading="lazy" width={1600} height={900} />
      ) : (
        <span className={classes.cover} aria-hidden>
          <IconNews size={48} stroke={1.25} />
        </span>
      )}
      <span className={classes.cardBody}>
        <span className={classes.meta}>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, language.locale)}</time>
          {' · '}
          {t('news.readingTime', { count: post.readingMinutes })}
        </span>
        <span className={classes.cardTitle}>{post.title}</span>
        {post.summary && <span className={classes.summary}>{post.summary}</span>}
      </span>
    </Link>
  );
});
