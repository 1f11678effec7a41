import '../../../styles/combobox';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { DictionaryItem } from '../../../api/common';
import type { Loadable } from '../../../stores/base/Loadable';
import type { JobFunctionSubscriptionsStore } from '../../../stores/user-panel/subscriptions/JobFunctionSubscriptionsStore';
import { useStores } from '../../../stores/StoresContext';
import { FrequencyControl } from './FrequencyControl';
import { SubscriptionSection, sectionState } from './SubscriptionSection';

/** The job functions the talent follows, chosen under their groups; saving none removes them. */
export const JobFunctionSubscriptions = observer(function JobFunctionSubscriptions({
  store,
  dictionary,
}: {
  store: JobFunctionSubscriptionsStore;
  dictionary: Loadable<DictionaryItem[]>;
}) {
  const { t } = useTranslation();
  const { auth } = useStores();
  return (
    <SubscriptionSection
      title={t('subscriptions.jobFunctions.title')}
      description={t('subscriptions.jobFunctions.description')}
      state={sectionState(store.loaded, dictionary)}
      onRetry={() => {
        void dictionary.ensureLoaded();
        void store.load();
      }}
    >
      <MultiSelect<number>
        label={t('subscriptions.jobFunctions.label')}
        placeholder={store.selected.length ? undefined : t('subscriptions.jobFunctions.placeholder')}
        data={store.options}
        value={store.selected}
        onChange={(ids) => store.setSelected(ids)}
        nothingFoundMessage={t('fields.nothingFound')}
        searchable
        hidePickedOptions
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="space-between" align="center" gap="sm">
        <FrequencyControl
          label={t('subscriptions.jobFunctions.frequency')}
          value={store.frequency}
          onChange={(frequency) => store.setFrequency(frequency)}
        />
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={store.isSaving}
          disabled={auth.viewAs}
          onClick={() => void store.save()}
        >
          {t('subscriptions.jobFunctions.save')}
        </Button>
      </Group>
    </SubscriptionSection>
  );
});
