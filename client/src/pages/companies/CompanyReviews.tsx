import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Progress.css';
import { Avatar, Button, EmptyState, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPencil, IconThumbUp } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { CompanyReview } from '../../api/company';
import { ReviewVisibility } from '../../api/enums';
import { ReviewStatus } from '../../api/reviews';
import { RatingStars } from '../../components/content/RatingStars';
import { LoadError } from '../../components/feedback/LoadError';
import { ReportButton } from '../../components/reports/ReportButton';
import { ReportItemType } from '../../api/reports';
import { formatLongDate } from '../../lib/format-date';
import { OwnReviewStore } from '../../stores/companies/OwnReviewStore';
import { ReviewReplyStore } from '../../stores/companies/ReviewReplyStore';
import { ownsCompany, writesReviews } from '../../stores/companies/review-permissions';
import { useStores } from '../../stores/StoresContext';
import cardClasses from '../home/ListCards.module.css';
import { RatingView } from './CompanyBits';
import { companyProfilePage, useCompany } from './CompanyLayout';
import { ConfirmDialog } from './ConfirmDialog';
import { editReviewPath, OwnReviewPanel } from './OwnReviewPanel';
import { ReviewReplyControls } from './ReviewReplyControls';
import { ListPagination } from '../../components/content/ListPagination';
import { withPrepare } from '../../lib/preload-route';
import { useReviewsTexts } from './use-reviews-texts';

/** Who wrote a review: "Anonymous", or the position and tenure the author chose to show. */
export function authorLine(review: CompanyReview, anonymous: string): string {
  if (review.visibility === ReviewVisibility.Anonymous || !review.author) return anonymous;
  return [review.author.position, review.author.tenure].filter(Boolean).join(' · ') || anonymous;
}

/** One approved review; `replies` only when the signed-in company owns the page. */
const ReviewCard = observer(function ReviewCard({
  review,
  replies,
}: {
  review: CompanyReview;
  replies?: ReviewReplyStore;
}) {
  const { t, i18n } = useTranslation();
  const { auth } = useStores();
  const company = useCompany();
  const anonymous = review.visibility === ReviewVisibility.Anonymous || !review.author;
  const sections = [
    ['pros', review.pros],
    ['cons', review.cons],
    ['advice', review.advice],
    ['benefits', review.benefits],
  ] as const;
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-label={review.headline}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={anonymous ? null : review.author?.smallProfileImageUrl} alt="" radius="xl" />
            <div>
              <Text fw={600}>{authorLine(review, t('reviews.anonymous'))}</Text>
              <Text size="xs" c="dimmed">
                {formatLongDate(review.createdAt, i18n.language)}
              </Text>
            </div>
          </Group>
          <RatingStars value={review.rating} label={t('companies.ratingLabel', { rate: review.rating })} />
        </Group>
        <Title order={3} size="h5">
          {review.headline}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{review.description}</Text>
        {sections.map(([key, text]) =>
          text ? (
            <div key={key}>
              <Text fw={600} size="sm">
                {t(`reviews.fields.${key}`)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {text}
              </Text>
            </div>
          ) : null,
        )}
        {review.reply && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Text fw={600} size="sm">
              {t('reviews.reply')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply.text}
            </Text>
          </Paper>
        )}
        {replies && <ReviewReplyControls review={review} replies={replies} />}
        <Group>
          {writesReviews(auth) ? (
            <Button
              variant={review.likedByMe ? 'filled' : 'default'}
              size="xs"
              leftSection={<IconThumbUp size={14} aria-hidden />}
              aria-pressed={review.likedByMe}
              loading={company.liking.has(review.id)}
              onClick={() => void company.toggleLike(review.id)}
            >
              {t('reviews.helpful', { count: review.likeCount })}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('reviews.helpful', { count: review.likeCount })}
            </Text>
          )}
          <ReportButton
            itemType={ReportItemType.Review}
            itemId={review.id}
            name={review.headline}
            own={review.isMine}
            size="xs"
          />
        </Group>
      </Stack>
    </Paper>
  );
});

/** "Write a review", or "Edit your review" once the talent has one (one review per company). A
 *  talent sees it once their review was looked up; a view-as session and the company itself not. */
const WriteReviewButton = observer(function WriteReviewButton({
  own,
  talent,
  hidden,
}: {
  own: OwnReviewStore;
  talent: boolean;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  if (hidden || (talent && !own.settled)) return null;
  const review = talent ? own.review : null;
  return (
    <Button
      component={Link}
      to={review ? editReviewPath(review.id) : 'createReview'}
      leftSection={<IconPencil size={16} aria-hidden />}
    >
      {t(review ? 'reviews.own.editYours' : 'reviews.write')}
    </Button>
  );
});

/** The reviews tab: the summary, the reviews page by page, and the way to write one. */
export const CompanyReviews = observer(function CompanyReviews() {
  useReviewsTexts();
  const { t } = useTranslation();
  const store = useStores();
  const { auth, api } = store;
  const company = useCompany();
  const details = company.details.value!;
  const reviews = company.reviews;
  const talent = writesReviews(auth);
  const owner = ownsCompany(auth, details.id);
  const [own] = useState(
    () =>
      new OwnReviewStore(api, details.id, (deleted) => {
        void company.loadReviews();
        // A published review counted in the company's rating.
        if (deleted.status === ReviewStatus.Approved) void company.details.load();
      }),
  );
  const [replies] = useState(() => new ReviewReplyStore(api, () => company.loadReviews()));

  useEffect(() => {
    void company.loadReviews(1);
  }, [company]);

  useEffect(() => {
    if (talent) void own.load();
  }, [own, talent]);

  const total = reviews?.reviewCount ?? details.reviewCount;
  const pageCount = reviews ? Math.max(1, Math.ceil(reviews.totalCount / (reviews.pageSize || 10))) : 1;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('reviews.summary')}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {t('reviews.summary')}
            </Title>
            <RatingView rate={reviews?.companyRate ?? details.companyRate} reviewCount={total} size="md" />
          </Stack>
          <WriteReviewButton own={own} talent={talent} hidden={auth.viewAs || owner} />
        </Group>
        {reviews && total > 0 && (
          <Stack gap={4} mt="md" maw={420}>
            {[5, 4, 3, 2, 1].map((rating) => {
              const count = reviews.ratingDistribution.find((item) => item.rating === rating)?.count ?? 0;
              return (
                <Group key={rating} gap="sm" wrap="nowrap">
                  <Text size="sm" w={16}>
                    {rating}
                  </Text>
                  <Progress
                    value={(count / total) * 100}
                    style={{ flex: 1 }}
                    aria-label={t('reviews.distribution', { rating, count })}
                  />
                  <Text size="sm" c="dimmed" w={32}>
                    {count}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </Paper>
      {talent && <OwnReviewPanel own={own} />}
      {company.reviewsFailed && !reviews ? (
        <LoadError onRetry={() => void company.loadReviews()} />
      ) : !reviews ? (
        <Skeleton height={160} radius="lg" />
      ) : reviews.items.length === 0 ? (
        <EmptyState
          className={cardClasses.empty}
          icon={<IconMessageCircle size={28} aria-hidden />}
          variant="light"
          title={t('reviews.emptyTitle')}
          description={t('reviews.emptyText')}
        />
      ) : (
        <Stack gap="md">
          {reviews.items.map((review) => (
            <ReviewCard key={review.id} review={review} replies={owner ? replies : undefined} />
          ))}
        </Stack>
      )}
      {reviews && pageCount > 1 && (
        <Group justify="center">
          <ListPagination
            total={pageCount}
            value={company.reviewsPage}
            onChange={(page) => void company.loadReviews(page)}
          />
        </Group>
      )}
      {owner && (
        <ConfirmDialog
          opened={replies.confirmingDeleteId !== null}
          title={t('reviews.replies.deleteTitle')}
          text={t('reviews.replies.deleteText')}
          confirmLabel={t('reviews.replies.deleteConfirm')}
          loading={replies.deleting}
          errors={replies.deleteErrors}
          onConfirm={() =>
            void replies.remove().then((done) => done && store.toast('success', { key: 'reviews.replies.deleted' }))
          }
          onClose={() => replies.cancelDelete()}
        />
      )}
    </Stack>
  );
});

withPrepare(CompanyReviews, ({ root, params }) => {
  const company = companyProfilePage.prepare(root, params.slug ?? '');
  // Its reviews are asked for by the company's id, known once its details are here.
  void company.details.ensureLoaded().then(() => company.loadReviews(1));
});
