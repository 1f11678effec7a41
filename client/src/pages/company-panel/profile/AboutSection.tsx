import { Stack, Text, Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ClipboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormErrors } from '../../../components/forms/FormErrors';
import { useMessageText } from '../../../components/forms/message';
import { ABOUT_MAX_LENGTH } from '../../../lib/validation/company-profile-rules';
import type { AboutEditor, AboutField } from '../../../stores/company-panel/AboutEditor';
import type { CompanyProfileStore } from '../../../stores/company-panel/CompanyProfileStore';
import { CardFact, ProfileCard, ProfilePending } from './ProfileCard';
import { EditDialog } from './EditDialog';

const AboutTextarea = observer(function AboutTextarea({
  editor,
  field,
  label,
  hint,
}: {
  editor: AboutEditor;
  field: AboutField;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain') || event.clipboardData.getData('text');
    const caret = editor.paste(
      field,
      pasted,
      target.selectionStart ?? target.value.length,
      target.selectionEnd ?? target.value.length,
    );
    if (caret === undefined) return;
    event.preventDefault();
    setTimeout(() => target.setSelectionRange(caret, caret), 0);
  };
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description={
          <>
            <span>{hint}</span>
            {' · '}
            <span>{t('panel.edit.about.charactersLeft', { count: editor.remaining(field) })}</span>
          </>
        }
        value={editor.form.values[field]}
        onChange={(event) => editor.set(field, event.currentTarget.value)}
        onBlur={() => editor.form.touch(field)}
        onPaste={paste}
        error={text(editor.form.error(field))}
        maxLength={ABOUT_MAX_LENGTH}
        rows={7}
      />
      {editor.trimmed[field] && (
        <Text size="sm" c="orange" role="status">
          {t('panel.edit.about.pasteShortened', { max: ABOUT_MAX_LENGTH })}
        </Text>
      )}
    </Stack>
  );
});

/** The about dialog: English and Georgian texts with their characters-left counters. */
const AboutDialog = observer(function AboutDialog({ editor }: { editor: AboutEditor }) {
  const { t } = useTranslation();
  return (
    <EditDialog
      title={t('panel.edit.about.dialogTitle')}
      opened={editor.opened}
      saving={editor.saving}
      onClose={() => editor.close()}
      onSave={() => void editor.save()}
    >
      <AboutTextarea
        editor={editor}
        field="aboutEn"
        label={t('panel.edit.about.english')}
        hint={t('panel.edit.englishOnly')}
      />
      <AboutTextarea
        editor={editor}
        field="aboutGe"
        label={t('panel.edit.about.georgian')}
        hint={t('panel.edit.georgianOrEnglish')}
      />
      <FormErrors messages={editor.form.formErrors} />
    </EditDialog>
  );
});

/** The "About" card: both texts as saved, with the dialog that edits them. */
export const AboutSection = observer(function AboutSection({ profile }: { profile: CompanyProfileStore }) {
  const { t } = useTranslation();
  const info = profile.profile.value;
  const texts: [string, string | null | undefined][] = [
    [t('panel.edit.about.english'), info?.about],
    [t('panel.edit.about.georgian'), info?.aboutGe],
  ];
  return (
    <ProfileCard
      title={t('panel.edit.about.title')}
      editLabel={t('panel.edit.about.dialogTitle')}
      onEdit={() => profile.about.open()}
      editDisabled={!profile.profile.value}
    >
      {!info && <ProfilePending failed={profile.profile.failed} />}
      <Stack component="dl" gap="md" m={0} hidden={!info}>
        {texts.map(([label, value]) => (
          <CardFact key={label} label={label}>
            {value ? (
              <Text component="span" style={{ whiteSpace: 'pre-line' }}>
                {value}
              </Text>
            ) : (
              <Text component="span" c="dimmed">
                {t('panel.edit.notFilled')}
              </Text>
            )}
          </CardFact>
        ))}
      </Stack>
      <AboutDialog editor={profile.about} />
    </ProfileCard>
  );
});
