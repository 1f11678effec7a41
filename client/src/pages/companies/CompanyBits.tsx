import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Rating.css';
import { Badge, Group, Rating, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The "verified" badge of a company. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
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
      <Rating value={rate} fractions={10} readOnly size={size} aria-hidden />
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
