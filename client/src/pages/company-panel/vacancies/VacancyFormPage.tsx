import '@mantine/core/styles/Alert.css';
import '../../../styles/combobox';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { VacancyApproval, VacancyStatus } from '../../../api/company-vacancies';
import { EditorField } from '../../../components/content/EditorField';
import { LoadError } from '../../../components/feedback/LoadError';
import { useTextField } from '../../../components/forms/field-props';
import { useMessageText } from '../../../components/forms/message';
import { useCrumbTitle } from '../../../lib/use-crumb-title';
import { listPathOf } from '../../../stores/company-panel/VacancyListStore';
import {
  MAX_SALARY,
  createVacancyFormStore,
  type VacancyFormStore,
  type VacancyFormValues,
} from '../../../stores/company-panel/VacancyFormStore';
import { useStores } from '../../../stores/StoresContext';
import { PanelSection } from '../../panel/PanelSection';
import { useVacancyAccess } from './VacancyGuard';
import { ReadOnlyFieldset } from '../../../components/view-as/ReadOnlyFieldset';

const comboboxProps = { withinPortal: true };

/** A typed salary: a number, or '' for none (NumberInput answers strings while it is empty). */
const salaryOf = (value: number | string): number | '' =>
  typeof value === 'number' ? value : value.trim() === '' ? '' : Number(value);

type MultiChoiceField = 'technologyIds' | 'benefitIds' | 'languages';

/** The props every multiple choice of the form shares: label, value, change, error, search. */
function useMultiSelectProps(store: VacancyFormStore) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;
  return <K extends MultiChoiceField>(name: K, emptyPlaceholder: string) => ({
    label: t(`companyVacancies.form.${name}`),
    placeholder: form.values[name].length ? undefined : emptyPlaceholder,
    value: form.values[name],
    onChange: (values: VacancyFormValues[K]) => store.set(name, values),
    error: text(form.error(name)),
    searchable: true,
    hidePickedOptions: true,
    nothingFoundMessage: t('fields.nothingFound'),
    comboboxProps,
  });
}

const DictionaryFields = observer(function DictionaryFields({ store }: { store: VacancyFormStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;
  const select = (name: 'experienceId' | 'employmentTypeId' | 'workLocationId' | 'cityId', required: boolean) => ({
    label: t(`companyVacancies.form.${name}`),
    placeholder: t('fields.choose'),
    value: form.values[name],
    onChange: (value: number | null) => store.set(name, value),
    error: text(form.error(name)),
    withAsterisk: required,
    clearable: true,
    comboboxProps,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select<number> {...select('experienceId', true)} data={store.experienceOptions} />
      <Select<number> {...select('employmentTypeId', true)} data={store.employmentTypeOptions} />
      <Select<number> {...select('workLocationId', true)} data={store.workLocationOptions} />
      <Select<number>
        {...select('cityId', false)}
        data={store.cityOptions}
        searchable
        nothingFoundMessage={t('fields.nothingFound')}
      />
      <Select<number>
        label={t('companyVacancies.form.jobFunctionId')}
        placeholder={t('fields.choose')}
        data={store.jobFunctionGroups}
        value={form.values.jobFunctionId}
        onChange={(value) => store.set('jobFunctionId', value)}
        error={text(form.error('jobFunctionId'))}
        withAsterisk
        clearable
        searchable
        nothingFoundMessage={t('fields.nothingFound')}
        comboboxProps={comboboxProps}
      />
    </SimpleGrid>
  );
});

/** A whole, non-negative salary amount (min or max). */
const SalaryInput = observer(function SalaryInput({
  store,
  field,
}: {
  store: VacancyFormStore;
  field: 'salaryMin' | 'salaryMax';
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;
  return (
    <NumberInput
      label={t(`companyVacancies.form.${field}`)}
      value={form.values[field]}
      onChange={(value) => store.set(field, salaryOf(value))}
      onBlur={() => form.touch(field)}
      error={text(form.error(field))}
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={MAX_SALARY}
      clampBehavior="none"
      hideControls
    />
  );
});

const SalaryFields = observer(function SalaryFields({ store }: { store: VacancyFormStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { form } = store;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SalaryInput store={store} field="salaryMin" />
        <SalaryInput store={store} field="salaryMax" />
        <Select<number>
          label={t('companyVacancies.form.currency')}
          data={store.currencyOptions}
          value={form.values.currency}
          onChange={(value) => value !== null && store.set('currency', value)}
          error={text(form.error('currency'))}
          allowDeselect={false}
          comboboxProps={comboboxProps}
        />
      </SimpleGrid>
      <Switch
        label={t('companyVacancies.form.showSalary')}
        description={t('companyVacancies.form.showSalaryHint')}
        checked={form.values.showSalary}
        onChange={(event) => store.set('showSalary', event.currentTarget.checked)}
        error={text(form.error('showSalary'))}
      />
    </Stack>
  );
});

const VacancyForm = observer(function VacancyForm({ vacancyId }: { vacancyId?: number }) {
  const { t } = useTranslation();
  const root = useStores();
  const access = useVacancyAccess();
  const navigate = useNavigate();
  const [store] = useState(() => createVacancyFormStore(root, vacancyId));
  const textField = useTextField(store.form);
  const text = useMessageText();
  const multiSelect = useMultiSelectProps(store);
  useEffect(() => {
    void store.load();
  }, [store]);

  const heading = store.isUpdate ? t('companyVacancies.form.updateTitle') : t('companyVacancies.form.createTitle');
  const savedTitle = store.vacancy?.value;
  useCrumbTitle('/companyPanel/vacancies/create', store.isUpdate ? undefined : heading);
  useCrumbTitle('/companyPanel/vacancies/update', store.isUpdate ? heading : undefined);
  useCrumbTitle(
    `/companyPanel/vacancies/update/${vacancyId}`,
    savedTitle ? root.language.pick(savedTitle.title, savedTitle.titleGE) : undefined,
  );
  const backPath = `/companyPanel/vacancies/${store.status === undefined ? 'active' : listPathOf(store.status)}`;

  if (store.loadFailed) {
    return (
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        {store.notFound ? (
          <Alert color="red" variant="light" role="alert" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('companyVacancies.form.notFound')}</Text>
              <Button component={Link} to="/companyPanel/vacancies" variant="light" size="xs">
                {t('companyVacancies.form.backToList')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <LoadError onRetry={() => void store.load()} />
        )}
      </Stack>
    );
  }

  if (!store.ready) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('companyVacancies.loading')}>
        <Title order={1}>{heading}</Title>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={160} radius="lg" />
        ))}
      </Stack>
    );
  }

  const { form } = store;
  const saved = store.vacancy?.value;
  const submit = async (publish: boolean) => {
    const result = await store.submit(publish);
    if (result) void navigate(`/companyPanel/vacancies/${listPathOf(result.status)}`);
  };
  const canPublish = !store.isUpdate || store.isDraft;
  const showsReviewNote = !access.isVerified && store.status !== VacancyStatus.Ended;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={heading}>
      <ReadOnlyFieldset>
        <Stack gap="lg">
          <Title order={1}>{heading}</Title>
          <Text size="sm" c="dimmed">
            {t('companyVacancies.form.requiredNote')}
          </Text>
          {showsReviewNote && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('companyVacancies.form.reviewNote')}
            </Alert>
          )}
          {saved?.approval === VacancyApproval.Rejected && (
            <Alert
              color="red"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t('companyVacancies.review.rejected')}
            >
              {saved.rejectionReason
                ? t('companyVacancies.review.reason', { reason: saved.rejectionReason })
                : t('companyVacancies.form.rejectedNote')}
            </Alert>
          )}

          <PanelSection title={t('companyVacancies.form.sections.title')}>
            <TextInput
              label={t('companyVacancies.form.title')}
              description={t('companyVacancies.form.englishOnly')}
              withAsterisk
              {...textField('title')}
            />
            <TextInput
              label={t('companyVacancies.form.titleGE')}
              description={t('companyVacancies.form.georgianOrEnglish')}
              {...textField('titleGE')}
            />
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.description')}>
            <EditorField
              label={t('companyVacancies.form.descriptionEN')}
              description={t('companyVacancies.form.descriptionENHint')}
              initialValue={form.values.descriptionEN}
              onChange={(document) => store.set('descriptionEN', document)}
              error={text(form.error('descriptionEN'))}
              required
            />
            <EditorField
              label={t('companyVacancies.form.descriptionGE')}
              description={t('companyVacancies.form.georgianOrEnglish')}
              initialValue={form.values.descriptionGE}
              onChange={(document) => store.set('descriptionGE', document)}
              error={text(form.error('descriptionGE'))}
            />
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.details')}>
            <DictionaryFields store={store} />
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.technologies')}>
            <MultiSelect<number>
              {...multiSelect('technologyIds', t('fields.search'))}
              description={t('companyVacancies.form.technologiesHint')}
              data={store.technologyGroups}
              withAsterisk
            />
            <Group>
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} aria-hidden />}
                loading={store.suggesting}
                onClick={() => void store.suggestTechnologies()}
              >
                {t('companyVacancies.form.suggest')}
              </Button>
            </Group>
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.benefitsAndLanguages')}>
            <MultiSelect<number> {...multiSelect('benefitIds', t('fields.choose'))} data={store.benefitGroups} />
            <MultiSelect {...multiSelect('languages', t('fields.choose'))} data={store.languageOptions} />
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.salary')}>
            <SalaryFields store={store} />
          </PanelSection>

          <PanelSection title={t('companyVacancies.form.sections.publishing')}>
            <Radio.Group
              label={t('companyVacancies.form.callToAction')}
              description={t('companyVacancies.form.callToActionHint')}
              value={String(form.values.callToAction)}
              onChange={(value) => store.set('callToAction', Number(value))}
              error={text(form.error('callToAction'))}
            >
              <Group gap="lg" mt="xs">
                {store.callToActionOptions.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
            <Select<number>
              label={t('companyVacancies.form.deadlineMonths')}
              description={t('companyVacancies.form.deadlineHint')}
              data={store.deadlineOptions}
              value={form.values.deadlineMonths}
              onChange={(value) => value !== null && store.set('deadlineMonths', value)}
              error={text(form.error('deadlineMonths'))}
              allowDeselect={false}
              comboboxProps={comboboxProps}
              maw={320}
            />
          </PanelSection>

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={backPath} variant="subtle" color="gray">
              {t('common.cancel')}
            </Button>
            {store.isUpdate ? (
              <Button
                variant={canPublish ? 'default' : 'filled'}
                loading={store.saving === 'save'}
                disabled={store.saving === 'publish'}
                onClick={() => void submit(false)}
              >
                {t('companyVacancies.form.save')}
              </Button>
            ) : (
              <Button
                variant="default"
                loading={store.saving === 'save'}
                disabled={store.saving === 'publish'}
                onClick={() => void submit(false)}
              >
                {t('companyVacancies.form.saveDraft')}
              </Button>
            )}
            {canPublish && (
              <Button
                loading={store.saving === 'publish'}
                disabled={store.saving === 'save'}
                onClick={() => void submit(true)}
              >
                {t('companyVacancies.form.publish')}
              </Button>
            )}
          </Group>
        </Stack>
      </ReadOnlyFieldset>
    </form>
  );
});

/** /companyPanel/vacancies/create and /companyPanel/vacancies/update/{vacancyId}. */
export function VacancyFormPage() {
  const { vacancyId } = useParams();
  const id = vacancyId === undefined ? undefined : /^\d+$/.test(vacancyId) ? Number(vacancyId) : Number.NaN;
  if (Number.isNaN(id)) return <InvalidVacancy />;
  return <VacancyForm key={vacancyId ?? 'new'} vacancyId={id} />;
}

function InvalidVacancy() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('companyVacancies.form.updateTitle')}</Title>
      <Alert color="red" variant="light" role="alert" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('companyVacancies.form.notFound')}</Text>
          <Button component={Link} to="/companyPanel/vacancies" variant="light" size="xs">
            {t('companyVacancies.form.backToList')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
