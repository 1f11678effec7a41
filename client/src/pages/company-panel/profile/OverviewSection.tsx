import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '../../../styles/combobox';
import { Alert, Button, Checkbox, Group, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/use-translation';
import type { KeyFactDefinition } from '../../../api/company';
import { KeyFactType } from '../../../api/enums';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { KEY_FACT_TEXT_MAX_LENGTH } from '../../../lib/validation/company-profile-rules';
import type { CompanyProfileStore } from '../../../stores/company-panel/CompanyProfileStore';
import type { KeyFactsEditor } from '../../../stores/company-panel/KeyFactsEditor';
import { useStores } from '../../../stores/StoresContext';
import { CardFact, ProfileCard } from './ProfileCard';
import { EditDialog } from './EditDialog';

const comboboxProps = { withinPortal: true };

/** The field (or fields) of one key fact, by its type. */
const KeyFactField = observer(function KeyFactField({
  editor,
  definition,
}: {
  editor: KeyFactsEditor;
  definition: KeyFactDefinition;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { language } = useStores();
  const name = language.pick(definition.name, definition.nameGE);
  const required = definition.isMandatory;
  const id = definition.id;
  const options = definition.options.map((option) => ({
    value: String(option.id),
    label: language.pick(option.name, option.nameGE),
  }));

  switch (definition.keyFactType) {
    case KeyFactType.Text:
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('panel.edit.overview.inEnglish', { name })}
            description={t('panel.edit.englishOnly')}
            withAsterisk={required}
            value={editor.text(id, 'descriptionEN')}
            maxLength={KEY_FACT_TEXT_MAX_LENGTH}
            onChange={(event) => editor.set(id, 'descriptionEN', event.currentTarget.value)}
            onBlur={() => editor.touch(id, 'descriptionEN')}
            error={text(editor.error(id, 'descriptionEN'))}
          />
          <TextInput
            label={t('panel.edit.overview.inGeorgian', { name })}
            description={t('panel.edit.georgianOrEnglish')}
            value={editor.text(id, 'descriptionGE')}
            maxLength={KEY_FACT_TEXT_MAX_LENGTH}
            onChange={(event) => editor.set(id, 'descriptionGE', event.currentTarget.value)}
            onBlur={() => editor.touch(id, 'descriptionGE')}
            error={text(editor.error(id, 'descriptionGE'))}
          />
        </SimpleGrid>
      );
    case KeyFactType.Number:
    case KeyFactType.Year: {
      const year = definition.keyFactType === KeyFactType.Year;
      return (
        <TextInput
          label={name}
          description={
            year
              ? t('panel.edit.overview.yearHint', { max: new Date().getUTCFullYear() })
              : t('panel.edit.overview.numberHint')
          }
          withAsterisk={required}
          inputMode="numeric"
          maxLength={year ? 4 : 15}
          value={editor.text(id, 'descriptionNumber')}
          onChange={(event) => editor.set(id, 'descriptionNumber', event.currentTarget.value)}
          onBlur={() => editor.touch(id, 'descriptionNumber')}
          error={text(editor.error(id, 'descriptionNumber'))}
          maw={year ? 200 : 280}
        />
      );
    }
    case KeyFactType.SingleChoice: {
      const picked = editor.options(id)[0];
      return (
        <Select
          label={name}
          placeholder={t('fields.choose')}
          withAsterisk={required}
          data={options}
          value={picked === undefined ? null : String(picked)}
          onChange={(value) => editor.set(id, 'checkedOptions', value ? [Number(value)] : [])}
          error={text(editor.error(id, 'checkedOptions'))}
          clearable={!required}
          comboboxProps={comboboxProps}
        />
      );
    }
    default:
      return (
        <Checkbox.Group
          label={name}
          withAsterisk={required}
          value={editor.options(id).map(String)}
          onChange={(values) => editor.set(id, 'checkedOptions', values.map(Number))}
          error={text(editor.error(id, 'checkedOptions'))}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={8} mt={6}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      );
  }
});

/** The key-facts dialog: a field per visible definition; spec point 5's banner when fields are wrong
 *  (Year facts only show their message on the field). */
const KeyFactsDialog = observer(function KeyFactsDialog({ editor }: { editor: KeyFactsEditor }) {
  const { t } = useTranslation();
  return (
    <EditDialog
      title={t('panel.edit.overview.dialogTitle')}
      opened={editor.opened}
      saving={editor.saving}
      onClose={() => editor.close()}
      onSave={() => void editor.save()}
      saveDisabled={!editor.form}
    >
      {editor.showIncorrectFields && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('panel.edit.incorrectFields')}
        </Alert>
      )}
      {editor.loading && <Loader size="sm" aria-label={t('panel.loading')} />}
      {editor.loadFailed && (
        <Group gap="sm">
          <Text c="red">{t('common.loadFailed')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => void editor.open()}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
      {editor.form && editor.definitions.length === 0 && (
        <Text c="dimmed">{t('panel.edit.overview.noDefinitions')}</Text>
      )}
      {editor.form && (
        <>
          <Text size="sm" c="dimmed">
            {t('panel.edit.requiredNote')}
          </Text>
          {editor.definitions.map((definition) => (
            <KeyFactField key={definition.id} editor={editor} definition={definition} />
          ))}
          <FormErrors messages={editor.form.formErrors} />
        </>
      )}
    </EditDialog>
  );
});

/** The "Overview" card: every visible key fact in order with its value, and its dialog. */
export const OverviewSection = observer(function OverviewSection({ profile }: { profile: CompanyProfileStore }) {
  const { t } = useTranslation();
  const definitions = profile.keyFactDefinitions;
  const rows = profile.keyFactOverview;
  return (
    <ProfileCard
      title={t('panel.edit.overview.title')}
      editLabel={t('panel.edit.overview.dialogTitle')}
      onEdit={() => void profile.keyFacts.open()}
      editDisabled={!profile.profile.value}
    >
      {definitions.isLoading && !definitions.value && <Loader size="sm" aria-label={t('panel.loading')} />}
      {definitions.failed && !definitions.value && <Text c="dimmed">{t('common.loadFailed')}</Text>}
      {rows.length > 0 && (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          {rows.map((row) => (
            <CardFact key={row.id} label={row.name}>
              {row.value ?? (
                <Text component="span" c="dimmed">
                  {t('panel.edit.notFilled')}
                </Text>
              )}
            </CardFact>
          ))}
        </SimpleGrid>
      )}
      <KeyFactsDialog editor={profile.keyFacts} />
    </ProfileCard>
  );
});
