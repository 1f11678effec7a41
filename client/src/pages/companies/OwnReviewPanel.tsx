import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { ReviewStatus } from '../../api/reviews';
import { RatingStars } from '../../components/content/RatingStars';
import type { OwnReviewStore } from '../../stores/companies/OwnReviewStore';
import { useStores } from '../../stores/StoresContext';
import { ConfirmDialog } from './ConfirmDialog';

const STATUS_COLORS: Record<ReviewStatus, string> = {
  [ReviewStatus.Pending]: 'yellow',
  [ReviewStatus.Approved]: 'teal',
  [ReviewStatus.Rejected]: 'red',
};

/** The editing address of the talent's own review. */
export const editReviewPath = (reviewId: number) => `createReview?reviewId=${reviewId}`;

/** "Your review" on a company's reviews tab: its status, rating and headline, and the way to edit
 *  (back to approval) or delete it. */
export const OwnReviewPanel = observer(function OwnReviewPanel({ own }: { own: OwnReviewStore }) {
  const { t } = useTranslation();
  const store = useStores();
  const review = own.review;
  if (!review) return null;

  const remove = async () => {
    if (await own.remove()) store.toast('success', { key: 'reviews.own.deleted' });
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="own-review-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={2} size="h4" id="own-review-title">
                {t('reviews.own.title')}
              </Title>
              <Badge variant="light" color={STATUS_COLORS[review.status] ?? 'gray'}>
                {t(own.statusKey!)}
              </Badge>
            </Group>
            <RatingStars value={review.rating} label={t('companies.ratingLabel', { rate: review.rating })} />
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to={editReviewPath(review.id)}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('reviews.own.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => own.askDelete()}
            >
              {t('reviews.own.delete')}
            </Button>
          </Group>
        </Group>
        <Text fw={600}>{review.headline}</Text>
        {review.status === ReviewStatus.Rejected && review.rejectionReason && (
          <Text size="sm" c="red.8">
            {t('reviews.own.rejectionReason', { reason: review.rejectionReason })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t(review.status === ReviewStatus.Pending ? 'reviews.own.pendingNote' : 'reviews.own.reapprovalNote')}
        </Text>
      </Stack>
      <ConfirmDialog
        opened={own.confirmingDelete}
        title={t('reviews.own.deleteTitle')}
        text={t('reviews.own.deleteText')}
        confirmLabel={t('reviews.own.deleteConfirm')}
        loading={own.deleting}
        errors={own.deleteErrors}
        onConfirm={() => void remove()}
        onClose={() => own.cancelDelete()}
      />
    </Paper>
  );
});
