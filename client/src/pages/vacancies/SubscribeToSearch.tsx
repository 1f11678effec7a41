import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import type { SignInState } from '../../components/auth/guards';
import { SIGN_IN_PATH } from '../../components/layout/nav-links';
import { useStores } from '../../stores/StoresContext';
import { SAVED_SEARCH_NAME_MAX, SaveSearchStore } from '../../stores/user-panel/subscriptions/SaveSearchStore';
import { searchFilterOf, searchSummary } from '../../stores/user-panel/subscriptions/search-filter';
import type { VacancySearchStore } from '../../stores/vacancies/VacancySearchStore';
import { FrequencyControl } from '../user-panel/subscriptions/FrequencyControl';
import { SearchSummary } from '../user-panel/subscriptions/SearchSummary';

/** The dialog that saves the search: what it watches, a name (empty: the server names it after
 *  the filters) and how often its digest comes. */
const SaveSearchDialog = observer(function SaveSearchDialog({
  dialog,
  search,
}: {
  dialog: SaveSearchStore;
  search: VacancySearchStore;
}) {
  const { t } = useTranslation();
  const { language } = useStores();
  const summary = searchSummary(dialog.filter, search.dictionary.value, language, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dialog.submit();
  };
  return (
    <Modal
      opened={dialog.opened}
      onClose={() => dialog.close()}
      title={t('subscriptions.saveSearch.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('subscriptions.saveSearch.text')}</Text>
          <SearchSummary parts={summary} />
          <TextInput
            label={t('subscriptions.saveSearch.name')}
            description={t('subscriptions.saveSearch.nameHint')}
            placeholder={summary.map((part) => part.value).join(' · ')}
            value={dialog.name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(event) => dialog.setName(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('subscriptions.saveSearch.frequency')}
            </Text>
            <FrequencyControl
              label={t('subscriptions.saveSearch.frequency')}
              value={dialog.frequency}
              onChange={(frequency) => dialog.setFrequency(frequency)}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => dialog.close()} disabled={dialog.isSaving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={dialog.isSaving}>
              {t('subscriptions.saveSearch.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
});

/** "Subscribe to this search" (shown while the search narrows something): a talent saves it from
 *  a dialog, a visitor is asked to sign in first and comes back to the same search, a company is
 *  told the feature is for personal profiles. */
export const SubscribeToSearch = observer(function SubscribeToSearch({ search }: { search: VacancySearchStore }) {
  const { t } = useTranslation();
  const root = useStores();
  const { auth } = root;
  const location = useLocation();
  const [dialog] = useState(
    () => new SaveSearchStore({ api: root.api, toast: (kind, message) => root.toast(kind, message) }),
  );

  if (!search.hasFilters || (auth.isLoggedIn && !auth.isTalent && !auth.isCompany)) return null;
  const label = t('subscriptions.saveSearch.button');
  const icon = <IconBellPlus size={16} aria-hidden />;
  if (!auth.isLoggedIn) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return (
      <Button component={Link} to={SIGN_IN_PATH} state={state} variant="light" leftSection={icon}>
        {label}
      </Button>
    );
  }
  if (auth.isCompany) {
    return (
      <Button
        variant="light"
        leftSection={icon}
        onClick={() => root.toast('warning', { key: 'vacancyPage.businessNotice' })}
      >
        {label}
      </Button>
    );
  }
  const open = () => {
    // A text still being typed is part of the search being saved.
    search.applySearch();
    dialog.open(searchFilterOf(search.state));
  };
  return (
    <>
      <Button variant="light" leftSection={icon} disabled={auth.viewAs} onClick={open}>
        {label}
      </Button>
      <SaveSearchDialog dialog={dialog} search={search} />
    </>
  );
});
