import { Skeleton, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { dictionaryText } from '../../i18n/localize';
import { useStores } from '../../stores/StoresContext';
import { HomeSection } from './HomeSection';
import classes from './PopularTechnologies.module.css';

/** The grid has two, four or six columns (PopularTechnologies.module.css): a multiple of twelve
 *  fills every row at every width. */
const FULL_ROWS = 12;

/** As many of the list as fill whole rows: a multiple of twelve when there are twelve or more
 *  (fewer are all shown). */
export const fillingRows = <T,>(items: T[]): T[] =>
  items.length < FULL_ROWS ? items : items.slice(0, items.length - (items.length % FULL_ROWS));

/** The technologies staff put on the home screen, with their open vacancies. */
export const PopularTechnologies = observer(function PopularTechnologies() {
  const { t } = useTranslation();
  const { landing, language } = useStores();
  const { technologies } = landing;
  const items = fillingRows(technologies.value ?? []);

  return (
    <HomeSection
      id="popular-technologies"
      title={t('home.technologies.title')}
      subtitle={t('home.technologies.subtitle')}
    >
      {technologies.isLoading && !technologies.isLoaded ? (
        <div className={classes.grid} aria-hidden>
          {Array.from({ length: FULL_ROWS }, (_, index) => (
            <Skeleton key={index} height={64} radius="lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('home.technologies.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/vacancies?technologies=${item.id}`} className={classes.card}>
                {item.iconUrl ? (
                  <img src={item.iconUrl} alt="" width={32} height={32} className={classes.icon} loading="lazy" />
                ) : (
                  <span className={classes.initial} aria-hidden>
                    {item.name.charAt(0)}
                  </span>
                )}
                <span className={classes.text}>
                  <span className={classes.name}>{dictionaryText(item, language.locale).name}</span>
                  <span className={classes.count}>
                    {t('home.technologies.vacancyCount', { count: item.activeVacancyCount ?? 0 })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});
