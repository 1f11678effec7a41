import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Rating.css';
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  Radio,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ReviewVisibility } from '../../api/enums';
import type { SignInState } from '../../components/auth/guards';
import { PageLoader } from '../../components/feedback/PageLoader';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { HEADLINE_MAX, ReviewEditorStore, type ReviewValues } from '../../stores/companies/ReviewEditorStore';
import { writesReviews } from '../../stores/companies/review-permissions';
import { useStores } from '../../stores/StoresContext';
import { useCompany } from './CompanyLayout';
import { useReviewsTexts } from './use-reviews-texts';

/** reviews/createReview: a talent's review of the company, new or their own one edited
 *  (`?reviewId=`); either way it waits for approval. */
export const CreateReviewPage = observer(function CreateReviewPage() {
  useReviewsTexts();
  const { t } = useTranslation();
  const store = useStores();
  const { auth, api } = store;
  const company = useCompany();
  const details = company.details.value!;
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const text = useMessageText();
  const [editor] = useState(() => new ReviewEditorStore(api, details.id));
  const form = editor.form;
  const reviewId = Number(searchParams.get('reviewId')) || undefined;
  const writes = writesReviews(auth);

  useEffect(() => {
    if (writes) void editor.prepare(reviewId);
  }, [editor, writes, reviewId]);

  if (auth.isLoggedIn && !auth.userLoaded) return <PageLoader />;
  if (auth.isCompany) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('reviews.notForBusiness')}
      </Alert>
    );
  }
  if (auth.isTalent && auth.viewAs) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('reviews.own.viewAs')}
      </Alert>
    );
  }
  if (!auth.isTalent) {
    const state: SignInState = { from: location.pathname };
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack align="flex-start" gap="sm">
          <Text>{t('reviews.signInToReview')}</Text>
          <Button component={Link} to={SIGN_IN_PATH} state={state}>
            {t('header.signIn')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (!editor.ready) return <PageLoader />;

  const field = <K extends Exclude<keyof ReviewValues, 'rating'>>(name: K) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
  });
  const shown = editor.showsAuthor;
  const editing = editor.isEditing;
  const title = t(editing ? 'reviews.own.editTitle' : 'reviews.formTitle', { name: details.name });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await editor.submit())) return;
    store.toast('success', { key: editing ? 'reviews.own.updated' : 'reviews.submitted' });
    // An edited review is pending again: if it was published, the company's rating changes.
    if (editing) void company.details.load();
    void navigate(`/companies/${company.slug}/reviews`);
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="md" maw={640}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {editing && (
            <Alert color="blue" variant="light">
              {t('reviews.own.reapprovalNote')}
            </Alert>
          )}
          <FormErrors messages={form.formErrors} />
          <Input.Wrapper
            label={t('reviews.fields.rating')}
            required
            error={text(form.error('rating'))}
            id="review-rating"
          >
            <Rating
              value={form.values.rating}
              onChange={(value) => form.set('rating', value)}
              size="lg"
              getSymbolLabel={(value) => t('reviews.stars', { count: value })}
            />
          </Input.Wrapper>
          <TextInput
            {...field('headline')}
            label={t('reviews.fields.headline')}
            required
            maxLength={HEADLINE_MAX + 50}
          />
          <Textarea {...field('description')} label={t('reviews.fields.description')} required rows={5} />
          <Textarea {...field('pros')} label={t('reviews.fields.pros')} rows={3} />
          <Textarea {...field('cons')} label={t('reviews.fields.cons')} rows={3} />
          <Textarea {...field('advice')} label={t('reviews.fields.advice')} rows={3} />
          <Textarea {...field('benefits')} label={t('reviews.fields.benefits')} rows={3} />
          <Radio.Group
            label={t('reviews.fields.visibility')}
            value={form.values.visibility}
            onChange={(value) => form.set('visibility', value)}
            error={text(form.error('visibility'))}
          >
            <Stack gap="xs" mt="xs">
              <Radio value={String(ReviewVisibility.Anonymous)} label={t('reviews.visibility.anonymous')} />
              <Radio value={String(ReviewVisibility.ActualDetails)} label={t('reviews.visibility.shown')} />
            </Stack>
          </Radio.Group>
          {shown && (
            <Group grow align="flex-start">
              <TextInput {...field('position')} label={t('reviews.fields.position')} />
              <TextInput {...field('tenure')} label={t('reviews.fields.tenure')} />
            </Group>
          )}
          {!editing && (
            <Text size="sm" c="dimmed">
              {t('reviews.approvalNote')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={editor.sending}>
              {t(editing ? 'reviews.own.save' : 'reviews.submit')}
            </Button>
            <Button component={Link} to={`/companies/${company.slug}/reviews`} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
});
