import { Anchor } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { VacancyDetail, VacancyListItem } from '../../api/vacancy';
import { formatLongDate } from '../../lib/format-date';
import type { VacancyPageStore } from '../../stores/vacancies/VacancyPageStore';
import { useStores } from '../../stores/StoresContext';
import { VacancyCard } from './VacancyCard';
import classes from './VacancyPage.module.css';

/** The company's other vacancies and similar vacancies of other companies (spec point 2), kept
 *  apart (issue 22): the first a compact list in a tinted panel (all of one company, so no logos),
 *  the second full cards with their companies; each titled, and left out when it has nothing. */
export const VacancyRelatedLists = observer(function VacancyRelatedLists({ page }: { page: VacancyPageStore }) {
  const related = page.relatedLists;
  const details = page.vacancy.value;
  if (!related || !details) return null;
  return (
    <>
      {related.otherVacancies.length > 0 && <OtherVacancies company={details.company} items={related.otherVacancies} />}
      {related.similarVacancies.length > 0 && <SimilarVacancies items={related.similarVacancies} />}
    </>
  );
});

function OtherVacancies({ company, items }: { company: VacancyDetail['company']; items: VacancyListItem[] }) {
  const { t } = useTranslation();
  const { language } = useStores();
  return (
    <section aria-labelledby="other-vacancies" className={classes.otherVacancies}>
      <h2 id="other-vacancies" className={classes.sectionTitle}>
        {t('vacancyPage.otherVacancies')}
      </h2>
      <p className={classes.sectionHint}>{t('vacancyPage.otherVacanciesHint', { company: company.name })}</p>
      <ul className={classes.otherList}>
        {items.map((item) => {
          const facts = [item.city, item.employmentType].flatMap((ref) =>
            ref ? [language.pick(ref.name, ref.nameGE)] : [],
          );
          const published = formatLongDate(item.publishedAt, language.locale);
          return (
            <li key={item.id} className={classes.otherItem}>
              <Link to={`/vacancies/${item.id}`} className={classes.otherTitle}>
                {language.pick(item.title, item.titleGE)}
              </Link>
              <span className={classes.otherMeta}>{[...facts, published].filter(Boolean).join(' · ')}</span>
            </li>
          );
        })}
      </ul>
      <Anchor
        component={Link}
        to={`/companies/${company.transformedName}/vacancies`}
        size="sm"
        className={classes.allLink}
      >
        {t('vacancyPage.allCompanyVacancies', { company: company.name })}
      </Anchor>
    </section>
  );
}

function SimilarVacancies({ items }: { items: VacancyListItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="similar-vacancies" className={classes.similarVacancies}>
      <h2 id="similar-vacancies" className={classes.sectionTitle}>
        {t('vacancyPage.similarVacancies')}
      </h2>
      <p className={classes.sectionHint}>{t('vacancyPage.similarVacanciesHint')}</p>
      <ul className={classes.similarGrid}>
        {items.map((item) => (
          <li key={item.id}>
            <VacancyCard vacancy={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
