import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { adminModerationApi, type PendingReview } from '../../../api/admin-moderation';
import { ReviewVisibility } from '../../../api/enums';
import { RatingStars } from '../../../components/content/RatingStars';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { DecisionButtons, ModerationQueue } from './ModerationQueue';
import { ModerationQueueStore } from '../../../stores/admin/ModerationQueueStore';
import { RejectDialog } from './RejectDialog';
import { useReviewsTexts } from '../../companies/use-reviews-texts';

const SECTIONS = ['pros', 'cons', 'advice', 'benefits'] as const;

/** The back office's "Reviews": the moderation queue, each review whole with who wrote it (staff
 *  alone see the author of an anonymous review), to approve or reject with a reason for the author. */
export const AdminReviewQueue = observer(function AdminReviewQueue() {
  useReviewsTexts();
  const { t } = useTranslation();
  const root = useStores();
  const [store] = useState(() => {
    const api = adminModerationApi(root.http);
    return new ModerationQueueStore<PendingReview>({
      fetchPage: api.getPendingReviews,
      approve: api.approveReview,
      reject: api.rejectReview,
    });
  });
  return (
    <>
      <ModerationQueue
        store={store}
        heading={t('adminReviews.heading')}
        emptyText={t('adminReviews.empty')}
        renderItem={(review) => <ReviewCard review={review} store={store} />}
      />
      <RejectDialog
        store={store}
        title={t('adminReviews.rejectTitle', { headline: store.rejecting?.headline ?? '' })}
        hint={t('adminReviews.rejectHint')}
      />
    </>
  );
});

function ReviewCard({ review, store }: { review: PendingReview; store: ModerationQueueStore<PendingReview> }) {
  const { t } = useTranslation();
  const anonymous = review.visibility === ReviewVisibility.Anonymous;
  const shownAs = [review.position, review.tenure].filter(Boolean).join(' · ');
  return (
    <Stack gap="sm" component="article" aria-label={review.headline}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {review.headline}
            </Text>
            <Badge variant="light" color={anonymous ? 'gray' : 'blue'}>
              {t(anonymous ? 'adminReviews.anonymous' : 'adminReviews.withDetails')}
            </Badge>
          </Group>
          <RatingStars value={review.rating} label={t('companies.ratingLabel', { rate: review.rating })} />
          <Anchor
            component={Link}
            to={`/companies/${review.company.transformedName}/reviews`}
            size="sm"
            style={{ alignSelf: 'flex-start' }}
          >
            {review.company.name}
          </Anchor>
        </Stack>
        <DecisionButtons
          store={store}
          item={review}
          name={review.headline}
          approveText={t('adminReviews.approveText', { headline: review.headline })}
        />
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {review.author
          ? t('adminReviews.author', {
              name: review.author.fullName ?? review.author.email,
              email: review.author.email,
            })
          : t('adminReviews.authorDeleted')}
      </Text>
      <Text size="xs" c="dimmed">
        {anonymous
          ? t('adminReviews.anonymousNote')
          : t('adminReviews.shownAs', { details: shownAs || t('reviews.anonymous') })}
        {' · '}
        {t('adminModeration.waitingSince', { date: formatNumericDate(review.updatedAt) })}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.description}</Text>
      {SECTIONS.map((key) =>
        review[key] ? (
          <div key={key}>
            <Text fw={600} size="sm">
              {t(`reviews.fields.${key}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review[key]}
            </Text>
          </div>
        ) : null,
      )}
    </Stack>
  );
}
