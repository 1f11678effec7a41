import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { KeyFactType, type AdminKeyFactDefinition } from '../../../../api/admin-content';
import { useTextField } from '../../../../components/forms/field-props';
import { FormErrors } from '../../../../components/forms/FormErrors';
import { FormState } from '../../../../lib/forms/form-state';
import { useStores } from '../../../../stores/StoresContext';
import type { KeyFactsStore } from '../../../../stores/admin/KeyFactsStore';
import { SaveButtons } from '../LanguageColumns';

export const KEY_FACT_TYPES = [
  KeyFactType.Text,
  KeyFactType.Number,
  KeyFactType.Year,
  KeyFactType.MultipleChoice,
  KeyFactType.SingleChoice,
];
export const isChoice = (type: KeyFactType) => type === KeyFactType.MultipleChoice || type === KeyFactType.SingleChoice;
const MAX_NAME = 200;
const MIN_OPTIONS = 2;
const MAX_OPTIONS = 50;

interface OptionRow {
  /** A stable React key: the option's id, or a number for a new row. */
  rowKey: string;
  id?: number;
  name: string;
  nameGE: string;
}

let newRows = 0;
const newRow = (): OptionRow => ({ rowKey: `new-${++newRows}`, name: '', nameGE: '' });
const required = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** The editor of one key fact: titles in both languages, the type (fixed once companies filled it
 *  in), the options of a choice type in order, mandatory, hidden and the place in the list. */
export const KeyFactForm = observer(function KeyFactForm({
  store,
  definition,
}: {
  store: KeyFactsStore;
  definition?: AdminKeyFactDefinition;
}) {
  const { t } = useTranslation();
  const root = useStores();
  const [form] = useState(
    () =>
      new FormState(
        { name: definition?.name ?? '', nameGE: definition?.nameGE ?? '' },
        { name: required('adminContent.nameEnRequired'), nameGE: required('adminContent.nameGeRequired') },
      ),
  );
  const field = useTextField(form);
  const [type, setType] = useState(definition?.keyFactType ?? KeyFactType.Text);
  const [isMandatory, setMandatory] = useState(definition?.isMandatory ?? false);
  const [hide, setHide] = useState(definition?.hide ?? false);
  const [orderIndex, setOrderIndex] = useState<number | string>(definition?.orderIndex ?? '');
  const [options, setOptions] = useState<OptionRow[]>(
    () =>
      definition?.options.map((option) => ({
        rowKey: String(option.id),
        id: option.id,
        name: option.name,
        nameGE: option.nameGE,
      })) ?? [newRow(), newRow()],
  );
  const [optionsError, setOptionsError] = useState<string>();
  const typeLocked = (definition?.usageCount ?? 0) > 0;

  const changeOption = (rowKey: string, change: Partial<OptionRow>) =>
    setOptions((rows) => rows.map((row) => (row.rowKey === rowKey ? { ...row, ...change } : row)));
  const moveOption = (index: number, step: -1 | 1) =>
    setOptions((rows) => {
      const next = [...rows];
      [next[index], next[index + step]] = [next[index + step]!, next[index]!];
      return next;
    });

  const checkOptions = (): boolean => {
    if (!isChoice(type)) return true;
    const filled = options.filter((row) => row.name.trim() || row.nameGE.trim());
    const complete = filled.every((row) => row.name.trim() && row.nameGE.trim());
    const message = !complete
      ? t('adminContent.keyFacts.optionNamesRequired')
      : filled.length < MIN_OPTIONS
        ? t('adminContent.keyFacts.optionsRequired')
        : undefined;
    setOptionsError(message);
    return !message;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    if (!checkOptions() || !valid) return;
    try {
      await store.save({
        name: form.values.name.trim(),
        nameGE: form.values.nameGE.trim(),
        keyFactType: type,
        isMandatory,
        hide,
        ...(typeof orderIndex === 'number' ? { orderIndex } : {}),
        options: isChoice(type)
          ? options
              .filter((row) => row.name.trim())
              .map(({ id, name, nameGE }) => ({ ...(id ? { id } : {}), name: name.trim(), nameGE: nameGE.trim() }))
          : [],
      });
      root.notify('success', t('adminContent.saved'));
    } catch (error) {
      form.applyServerErrors(error);
    }
  };

  const title = t(definition ? 'adminContent.keyFacts.editTitle' : 'adminContent.keyFacts.newTitle');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={3} size="h4">
            {title}
          </Title>
          <FormErrors messages={form.formErrors} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              {...field('name')}
              label={t('adminContent.keyFacts.nameEn')}
              required
              maxLength={MAX_NAME}
              lang="en"
            />
            <TextInput
              {...field('nameGE')}
              label={t('adminContent.keyFacts.nameGe')}
              required
              maxLength={MAX_NAME}
              lang="ka"
            />
          </SimpleGrid>
          <Group align="flex-start" gap="md" wrap="wrap">
            <NativeSelect
              label={t('adminContent.keyFacts.type')}
              value={String(type)}
              onChange={(event) => setType(Number(event.currentTarget.value) as KeyFactType)}
              disabled={typeLocked}
              description={typeLocked ? t('adminContent.keyFacts.typeLocked') : undefined}
              data={KEY_FACT_TYPES.map((value) => ({
                value: String(value),
                label: t(`adminContent.keyFacts.types.${value}`),
              }))}
              style={{ flex: '1 1 14rem' }}
            />
            <NumberInput
              label={t('adminContent.keyFacts.order')}
              description={t('adminContent.keyFacts.orderHint')}
              value={orderIndex}
              onChange={setOrderIndex}
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              style={{ flex: '0 1 12rem' }}
            />
          </Group>
          <Switch
            checked={isMandatory}
            onChange={(event) => setMandatory(event.currentTarget.checked)}
            label={t('adminContent.keyFacts.mandatory')}
            description={t('adminContent.keyFacts.mandatoryHint')}
          />
          <Switch
            checked={hide}
            onChange={(event) => setHide(event.currentTarget.checked)}
            label={t('adminContent.keyFacts.hidden')}
            description={t('adminContent.keyFacts.hiddenHint')}
          />
          {isChoice(type) && (
            <Fieldset legend={t('adminContent.keyFacts.options')} radius="md">
              <Stack gap="sm">
                {options.map((row, index) => (
                  <Group
                    key={row.rowKey}
                    align="flex-end"
                    gap="xs"
                    wrap="wrap"
                    role="group"
                    aria-label={t('adminContent.keyFacts.optionNumber', { number: index + 1 })}
                  >
                    <TextInput
                      label={t('adminContent.keyFacts.optionEn')}
                      value={row.name}
                      onChange={(event) => changeOption(row.rowKey, { name: event.currentTarget.value })}
                      maxLength={MAX_NAME}
                      lang="en"
                      style={{ flex: '1 1 12rem' }}
                    />
                    <TextInput
                      label={t('adminContent.keyFacts.optionGe')}
                      value={row.nameGE}
                      onChange={(event) => changeOption(row.rowKey, { nameGE: event.currentTarget.value })}
                      maxLength={MAX_NAME}
                      lang="ka"
                      style={{ flex: '1 1 12rem' }}
                    />
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => moveOption(index, -1)}
                        disabled={index === 0}
                        aria-label={t('adminContent.keyFacts.optionUp')}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        onClick={() => moveOption(index, 1)}
                        disabled={index === options.length - 1}
                        aria-label={t('adminContent.keyFacts.optionDown')}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        onClick={() => setOptions((rows) => rows.filter((other) => other.rowKey !== row.rowKey))}
                        aria-label={t('adminContent.keyFacts.optionRemove')}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                ))}
                {optionsError && (
                  <Text size="sm" c="red" role="alert">
                    {optionsError}
                  </Text>
                )}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setOptions((rows) => [...rows, newRow()])}
                  disabled={options.length >= MAX_OPTIONS}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('adminContent.keyFacts.addOption')}
                </Button>
              </Stack>
            </Fieldset>
          )}
          <SaveButtons saving={store.isSaving} onCancel={() => store.close()} />
        </Stack>
      </form>
    </Paper>
  );
});
