import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '../../components/content/RatingStars';

/** The "verified" badge of a company (a `span`: it stands in lines of text too). */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge component="span" variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
      {t('companies.verified')}
    </Badge>
  );
}

/** Stars and the number of a rating (none yet: says so). */
export function RatingView({ rate, reviewCount, size = 'sm' }: { rate: number | null; reviewCount?: number; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (!rate) {
    return (
      <Text size="sm" c="dimmed">
        {t('companies.noRating')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" aria-label={t('companies.ratingLabel', { rate: rate.toFixed(1) })} role="img">
      <RatingStars value={rate} size={size} />
      <Text size="sm" fw={600} aria-hidden>
        {rate.toFixed(1)}
      </Text>
      {reviewCount !== undefined && (
        <Text size="sm" c="dimmed" aria-hidden>
          ({t('companies.reviewCount', { count: reviewCount })})
        </Text>
      )}
    </Group>
  );
}
