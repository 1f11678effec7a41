import '@mantine/core/styles/Input.css';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconMessageReply, IconPencil, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CompanyReview } from '../../api/company';
import { REVIEW_REPLY_MAX } from '../../api/reviews';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import type { ReviewReplyStore } from '../../stores/companies/ReviewReplyStore';
import { useStores } from '../../stores/StoresContext';

/** Under a review of the company's own page: Reply, or Edit reply and Delete reply; the reply
 *  form opens in place. */
export const ReviewReplyControls = observer(function ReviewReplyControls({
  review,
  replies,
}: {
  review: CompanyReview;
  replies: ReviewReplyStore;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const text = useMessageText();
  const form = replies.form;

  if (replies.editingId === review.id) {
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      const had = review.reply !== null;
      if (await replies.save())
        store.toast('success', { key: had ? 'reviews.replies.updated' : 'reviews.replies.published' });
    };
    return (
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('reviews.replies.formLabel', { headline: review.headline })}
      >
        <Stack gap="sm">
          <Textarea
            label={t('reviews.replies.field')}
            description={t('reviews.replies.remaining', { count: Math.max(0, replies.remaining) })}
            required
            rows={4}
            maxLength={REVIEW_REPLY_MAX}
            value={form.values.text}
            onChange={(event) => form.set('text', event.currentTarget.value)}
            onBlur={() => form.touch('text')}
            error={text(form.error('text'))}
            autoFocus
          />
          <FormErrors messages={form.formErrors} />
          <Group gap="sm">
            <Button type="submit" size="xs" loading={replies.saving}>
              {t('reviews.replies.publish')}
            </Button>
            <Button variant="default" size="xs" onClick={() => replies.close()} disabled={replies.saving}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Group gap="xs">
      {review.reply ? (
        <>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => replies.open(review)}
          >
            {t('reviews.replies.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => replies.askDelete(review.id)}
          >
            {t('reviews.replies.delete')}
          </Button>
        </>
      ) : (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconMessageReply size={14} aria-hidden />}
          onClick={() => replies.open(review)}
        >
          {t('reviews.replies.reply')}
        </Button>
      )}
    </Group>
  );
});
