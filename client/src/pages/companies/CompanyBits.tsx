import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { RatingStars } from '../../components/content/RatingStars';
import { formatDecimal } from '../../lib/format-date';
import badges from '../../components/plain/badges.module.css';
import icons from '../../components/plain/icons.module.css';

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

/** Stars and the number of a rating (none yet: says so). */
export function RatingView({ rate, reviewCount, size = 'sm' }: { rate: number | null; reviewCount?: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useTranslation();
  if (!rate) {
    return (
      <Text size="sm" c="dimmed">
        {t('companies.noRating')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" aria-label={t('companies.ratingLabel', { rate: formatDecimal(rate, i18n.language) })} role="img">
      <RatingStars value={rate} size={size} />
      <Text size="sm" fw={600} aria-hidden>
        {formatDecimal(rate, i18n.language)}
      </Text>
      {reviewCount !== undefined && (
        <Text size="sm" c="dimmed" aria-hidden>
          ({t('companies.reviewCount', { count: reviewCount })})
        </Text>
      )}
    </Group>
  );
}
