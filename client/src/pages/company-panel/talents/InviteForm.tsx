import '../../../styles/combobox';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { INVITATION_MESSAGE_MAX } from '../../../api/talent-directory';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { VacancyFitLine } from '../../../components/talents/VacancyFitLine';
import type { TalentPageStore } from '../../../stores/company-panel/talents/TalentPageStore';
import { useStores } from '../../../stores/StoresContext';
import { PanelSection } from '../../panel/PanelSection';

const comboboxProps = { withinPortal: true };

/** Inviting the talent to one of the company's active vacancies, with a message of its own. */
export const InviteForm = observer(function InviteForm({ store }: { store: TalentPageStore }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { language } = useStores();
  const { form } = store;
  const vacancies = store.vacancies.value ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.invite();
  };
  return (
    <PanelSection title={t('talentSearch.invite.title')}>
      {store.inviteRefusal !== undefined && (
        <Alert color="yellow" variant="light" role="status" icon={<IconInfoCircle size={18} aria-hidden />}>
          {store.inviteRefusal || t('talentSearch.refusal.fallback')}
        </Alert>
      )}
      {store.hasPendingInvitation ? (
        <Text size="sm">{t('talentSearch.invite.pending')}</Text>
      ) : store.vacancies.isLoaded && vacancies.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('talentSearch.invite.noVacancies')}</Text>
          <Anchor component={Link} to="/companyPanel/vacancies/create" size="sm">
            {t('talentSearch.invite.createVacancy')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('talentSearch.invite.title')}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('talentSearch.invite.intro')}
            </Text>
            <Select<number>
              label={t('talentSearch.invite.vacancy')}
              placeholder={t('fields.choose')}
              data={vacancies.map((vacancy) => ({
                value: vacancy.id,
                label: language.pick(vacancy.title, vacancy.titleGE),
              }))}
              value={form.values.vacancyId}
              onChange={(value) => store.chooseVacancy(value)}
              error={text(form.error('vacancyId'))}
              required
              comboboxProps={comboboxProps}
            />
            <VacancyFitLine fit={store.fit} />
            <Textarea
              label={t('talentSearch.invite.message')}
              description={t('talentSearch.invite.messageHint', {
                count: form.values.message.length,
                max: INVITATION_MESSAGE_MAX,
              })}
              value={form.values.message}
              onChange={(event) => form.set('message', event.currentTarget.value)}
              onBlur={() => form.touch('message')}
              error={text(form.error('message'))}
              maxLength={INVITATION_MESSAGE_MAX}
              rows={5}
              required
            />
            <FormErrors messages={form.formErrors} />
            <Group>
              <Button type="submit" loading={store.sending} leftSection={<IconSend size={16} aria-hidden />}>
                {t('talentSearch.invite.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PanelSection>
  );
});
