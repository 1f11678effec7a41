import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Title } from '@mantine/core';
import {
  IconBook,
  IconCurrencyDollar,
  IconHelpCircle,
  IconListDetails,
  IconPhoto,
  IconSeo,
  IconFileText,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import { AdminDictionaries } from './dictionaries/AdminDictionaries';
import { AdminFaq } from './faq/AdminFaq';
import { AdminHeroEditor } from './hero/AdminHeroEditor';
import { AdminKeyFacts } from './key-facts/AdminKeyFacts';
import { AdminStaticPageEditor } from './pages/AdminStaticPageEditor';
import { AdminSeoEditor } from './seo/AdminSeoEditor';
import { AdminCurrencyRates } from './currency-rates/AdminCurrencyRates';

const PARTS: { value: string; icon: Icon; Component: ComponentType }[] = [
  { value: 'dictionaries', icon: IconBook, Component: AdminDictionaries },
  { value: 'keyFacts', icon: IconListDetails, Component: AdminKeyFacts },
  { value: 'pages', icon: IconFileText, Component: AdminStaticPageEditor },
  { value: 'faq', icon: IconHelpCircle, Component: AdminFaq },
  { value: 'hero', icon: IconPhoto, Component: AdminHeroEditor },
  { value: 'seo', icon: IconSeo, Component: AdminSeoEditor },
  { value: 'currencyRates', icon: IconCurrencyDollar, Component: AdminCurrencyRates },
];

/** The back office's "Content": dictionaries, key facts, static pages, FAQ, hero, SEO texts and the
 *  currency rates of the salary statistics, one
 *  sub-tab each; the URL's `?part=` keeps the one shown. */
export function AdminContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const part = PARTS.find((item) => item.value === params.get('part'))?.value ?? PARTS[0]!.value;
  const choose = (value: string | null) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set('part', value);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md" component="section" aria-label={t('adminContent.heading')}>
      <Title order={2} size="h3">
        {t('adminContent.heading')}
      </Title>
      <Tabs value={part} onChange={choose} keepMounted={false} variant="pills">
        <Tabs.List aria-label={t('adminContent.parts')}>
          {PARTS.map(({ value, icon: PartIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<PartIcon size={16} aria-hidden />}>
              {t(`adminContent.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PARTS.map(({ value, Component }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Component />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
