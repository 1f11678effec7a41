import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Avatar, Badge, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CompanyListItem } from '../../api/company';
import { formatLongDate } from '../../lib/format-date';
import { useStores } from '../../stores/StoresContext';
import { VerifiedBadge } from '../companies/CompanyBits';
import { useCompareTexts } from './use-compare-texts';

/** Spec point 2: the list stays open this long after the box loses focus, so a click lands. */
export const PICKER_CLOSE_DELAY_MS = 100;
const SEARCH_DELAY_MS = 250;

/** The company a picker holds: its name and logo show in the box. */
export type ChosenCompany = Pick<CompanyListItem, 'name' | 'smallProfileImageUrl'>;

/** A company search box for the comparison: logo, name, verified badge and date, claiming marker.
 *  The chosen company's name and logo fill the box until the visitor types to look for another. */
export function CompanyPicker({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: ChosenCompany | undefined;
  onSelect: (company: CompanyListItem) => void;
}) {
  // Its texts are /compare's, and it is used on the subscriptions page too.
  useCompareTexts();
  const { t, i18n } = useTranslation();
  const { api } = useStores();
  const listId = useId();
  // What the visitor typed; null while the box shows the chosen company.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? '';
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<CompanyListItem[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      api.company
        .getCompareCompanies(text.trim())
        .then((found) => current && setItems(found))
        .catch(() => current && setItems([]));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, open, text]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (company: CompanyListItem) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setTyped(null);
    onSelect(company);
  };

  return (
    <Stack gap={4} pos="relative">
      <TextInput
        label={label}
        placeholder={t('compare.searchPlaceholder')}
        leftSection={
          typed === null && selected ? (
            <Avatar src={selected.smallProfileImageUrl} alt="" size={24} radius="sm" color="indigo" aria-hidden>
              {selected.name.charAt(0)}
            </Avatar>
          ) : (
            <IconSearch size={16} aria-hidden />
          )
        }
        value={typed ?? selected?.name ?? ''}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          clearTimeout(closeTimer.current);
          // Typing replaces the chosen company's name at once.
          event.currentTarget.select();
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setTyped(null);
          }, PICKER_CLOSE_DELAY_MS);
        }}
      />
      {open && (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p={4}
          style={{ position: 'absolute', top: '100%', left: 0, right: 0, zIndex: 20 }}
        >
          <div role="listbox" id={listId} aria-label={label}>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {t('fields.nothingFound')}
              </Text>
            ) : (
              items.map((company) => (
                <UnstyledButton
                  key={company.id}
                  role="option"
                  aria-selected={company.name === selected?.name}
                  onClick={() => choose(company)}
                  style={{ display: 'block', width: '100%', padding: '0.5rem', borderRadius: 6 }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={company.smallProfileImageUrl} alt="" size="sm" radius="sm" color="indigo">
                      {company.name.charAt(0)}
                    </Avatar>
                    <div>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {company.name}
                        </Text>
                        {company.isVerified && <VerifiedBadge />}
                        {company.isClaimingNecessary && (
                          <Badge size="xs" variant="outline" color="gray">
                            {t('compare.notClaimed')}
                          </Badge>
                        )}
                      </Group>
                      {company.isVerified && company.verifiedDate && (
                        <Text size="xs" c="dimmed">
                          {t('compare.verifiedOn', { date: formatLongDate(company.verifiedDate, i18n.language) })}
                        </Text>
                      )}
                    </div>
                  </Group>
                </UnstyledButton>
              ))
            )}
          </div>
        </Paper>
      )}
    </Stack>
  );
}
