import { Button, Group } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router-dom';
import type { Locale } from '../../i18n/locales';
import { useStores } from '../../stores/StoresContext';
import classes from './LanguageSwitcher.module.css';

const OPTIONS: { locale: Locale; labelKey: string; name: string; lang: string }[] = [
  { locale: 'en-US', labelKey: 'language.en', name: 'English', lang: 'en' },
  { locale: 'ka-GE', labelKey: 'language.ka', name: 'ქართული', lang: 'ka' },
];

/** EN / ქართ: each button names its language in that language; the pressed one is the current. */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useStores();
  const [searchParams, setSearchParams] = useSearchParams();
  const choose = (locale: Locale) => {
    void language.setLanguage(locale);
    // A `?lang=` of the address (from a search engine's link) would undo the choice on reload.
    if (searchParams.has('lang')) {
      searchParams.delete('lang');
      setSearchParams(searchParams, { replace: true });
    }
  };
  return (
    <Group gap={4} role="group" aria-label={t('language.switcherLabel')}>
      {OPTIONS.map((option) => {
        const current = language.locale === option.locale;
        return (
          <Button
            key={option.locale}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            aria-pressed={current}
            aria-label={option.name}
            lang={option.lang}
            className={classes.option}
            onClick={() => choose(option.locale)}
          >
            {t(option.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
});
