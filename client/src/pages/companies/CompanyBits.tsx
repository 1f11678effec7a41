import { useTranslation } from '../../i18n/use-translation';
import { RatingStars } from '../../components/content/RatingStars';
import { formatDecimal } from '../../lib/format-date';
import badges from '../../components/plain/badges.module.css';
import icons from '../../components/plain/icons.module.css';
import classes from './CompanyBits.module.css';

/** The "verified" badge of a company (a `span`: it stands in lines of text too). Plain markup:
 *  directory and vacancy lists repeat it on every card. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className={`${badges.badge} ${badges.teal}`}>
      <span className={`${icons.icon} ${icons.verified}`} aria-hidden />
      {t('companies.verified')}
    </span>
  );
}

/** Stars and the number of a rating (none yet: says so). Plain markup: directory cards repeat it. */
export function RatingView({
  rate,
  reviewCount,
  size = 'sm',
}: {
  rate: number | null;
  reviewCount?: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation();
  if (!rate) return <p className={`${classes.text} ${classes.dimmed}`}>{t('companies.noRating')}</p>;
  const figure = formatDecimal(rate, i18n.language);
  return (
    <div className={classes.rating} aria-label={t('companies.ratingLabel', { rate: figure })} role="img">
      <RatingStars value={rate} size={size} />
      <span className={`${classes.text} ${classes.figure}`} aria-hidden>
        {figure}
      </span>
      {reviewCount !== undefined && (
        <span className={`${classes.text} ${classes.dimmed}`} aria-hidden>
          ({t('companies.reviewCount', { count: reviewCount })})
        </span>
      )}
    </div>
  );
}
