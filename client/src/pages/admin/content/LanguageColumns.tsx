import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** One language's column of a bilingual form: the suffix of its field names (`titleEN`, `titleGE`),
 *  its language tag and the legend naming it. */
export interface LanguageSide {
  suffix: 'EN' | 'GE';
  lang: 'en' | 'ka';
  legend: string;
}

/** A back-office form's fields in English and in Georgian, side by side from `from` up. An observer:
 *  the fields it renders read the form's state. */
export const LanguageColumns = observer(function LanguageColumns({
  children,
  from = 'md',
}: {
  children: (side: LanguageSide) => ReactNode;
  from?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const sides: LanguageSide[] = [
    { suffix: 'EN', lang: 'en', legend: t('adminContent.english') },
    { suffix: 'GE', lang: 'ka', legend: t('adminContent.georgian') },
  ];
  return (
    <SimpleGrid cols={{ base: 1, [from]: 2 }} spacing="lg">
      {sides.map((side) => (
        <Fieldset key={side.suffix} legend={side.legend} radius="md">
          <Stack gap="sm">{children(side)}</Stack>
        </Fieldset>
      ))}
    </SimpleGrid>
  );
});

/** A back-office form's closing buttons: cancel (where the form can be left) and save. */
export function SaveButtons({ saving, onCancel }: { saving: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
        {t('adminContent.save')}
      </Button>
    </Group>
  );
}
