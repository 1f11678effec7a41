import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Rating.css';
import { Alert, Button, Group, Input, Paper, Radio, Rating, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ReviewVisibility } from '../../api/enums';
import type { SignInState } from '../../components/auth/guards';
import { PageLoader } from '../../components/feedback/PageLoader';
import { FormErrors } from '../../components/forms/FormErrors';
import { useMessageText } from '../../components/forms/message';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { FormState } from '../../lib/forms/form-state';
import { useStores } from '../../stores/StoresContext';
import { useCompany } from './CompanyLayout';

export const HEADLINE_MAX = 150;

export interface ReviewValues {
  rating: number;
  headline: string;
  description: string;
  pros: string;
  cons: string;
  advice: string;
  benefits: string;
  visibility: string;
  position: string;
  tenure: string;
}

export const newReviewForm = () =>
  new FormState<ReviewValues>(
    { rating: 0, headline: '', description: '', pros: '', cons: '', advice: '', benefits: '', visibility: String(ReviewVisibility.Anonymous), position: '', tenure: '' },
    {
      rating: (value) => (value >= 1 && value <= 5 ? undefined : 'reviews.validation.ratingRequired'),
      headline: (value) =>
        !value.trim() ? 'reviews.validation.headlineRequired' : value.trim().length > HEADLINE_MAX ? 'reviews.validation.headlineTooLong' : undefined,
      description: (value) => (value.trim() ? undefined : 'reviews.validation.descriptionRequired'),
    },
  );

const optional = (value: string) => value.trim() || null;

/** reviews/createReview: a talent's review of the company; it waits for approval. */
export const CreateReviewPage = observer(function CreateReviewPage() {
  const { t } = useTranslation();
  const store = useStores();
  const { auth, api } = store;
  const company = useCompany();
  const details = company.details.value!;
  const navigate = useNavigate();
  const location = useLocation();
  const text = useMessageText();
  const [form] = useState(newReviewForm);
  const [sending, setSending] = useState(false);

  if (auth.isLoggedIn && !auth.userLoaded) return <PageLoader />;
  if (auth.isCompany) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('reviews.notForBusiness')}
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

  const field = <K extends Exclude<keyof ReviewValues, 'rating'>>(name: K) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.currentTarget.value),
    onBlur: () => form.touch(name),
    error: text(form.error(name)),
  });
  const shown = form.values.visibility === String(ReviewVisibility.ActualDetails);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const values = form.values;
    setSending(true);
    try {
      await api.company.createUpdateReview({
        companyId: details.id,
        rating: values.rating,
        headline: values.headline.trim(),
        description: values.description.trim(),
        pros: optional(values.pros),
        cons: optional(values.cons),
        advice: optional(values.advice),
        benefits: optional(values.benefits),
        visibility: Number(values.visibility) as ReviewVisibility,
        position: shown ? optional(values.position) : null,
        tenure: shown ? optional(values.tenure) : null,
      });
      store.toast('success', { key: 'reviews.submitted' });
      navigate(`/companies/${company.slug}/reviews`);
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate aria-label={t('reviews.formTitle', { name: details.name })}>
        <Stack gap="md" maw={640}>
          <Title order={2} size="h4">
            {t('reviews.formTitle', { name: details.name })}
          </Title>
          <FormErrors messages={form.formErrors} />
          <Input.Wrapper label={t('reviews.fields.rating')} required error={text(form.error('rating'))} id="review-rating">
            <Rating
              value={form.values.rating}
              onChange={(value) => form.set('rating', value)}
              size="lg"
              getSymbolLabel={(value) => t('reviews.stars', { count: value })}
            />
          </Input.Wrapper>
          <TextInput {...field('headline')} label={t('reviews.fields.headline')} required maxLength={HEADLINE_MAX + 50} />
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
          <Text size="sm" c="dimmed">
            {t('reviews.approvalNote')}
          </Text>
          <Group>
            <Button type="submit" loading={sending}>
              {t('reviews.submit')}
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
