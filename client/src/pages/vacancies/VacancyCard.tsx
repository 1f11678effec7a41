import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { VacancyListItem } from '../../api/vacancy';
import { formatLongDate } from '../../lib/format-date';
import { formatSalary } from '../../lib/salary';
import badges from '../../components/plain/badges.module.css';
import icons from '../../components/plain/icons.module.css';
import hidden from '../../components/plain/visually-hidden.module.css';
import { useStores } from '../../stores/StoresContext';
import { VerifiedBadge } from '../companies/CompanyBits';
import listClasses from '../home/ListCards.module.css';
import { MatchBadge } from './MatchBadge';
import classes from './VacancyCard.module.css';

/** The favourite toggle of a card (only for a signed-in talent). */
export interface VacancyCardFavorite {
  isFavorite: boolean;
  pending: boolean;
  onToggle: () => void;
}

interface Props {
  /** `isExpired` where the list knows it (saved vacancies): shown as a badge. */
  vacancy: VacancyListItem & { isExpired?: boolean };
  favorite?: VacancyCardFavorite;
}

/** One vacancy as lists show it: title (in the page's language) linking to the vacancy, the
 *  company, where and how, technologies, salary when shown, the match for a signed-in talent,
 *  publication date, and a favourite toggle when one is given. Plain elements and CSS rather than Mantine's layout components and
 *  inline icons: a search page draws dozens of cards, and each is parsed, then hydrated. */
export const VacancyCard = observer(function VacancyCard({ vacancy, favorite }: Props) {
  const { t } = useTranslation();
  const { language } = useStores();
  const titleId = useId();
  const title = language.pick(vacancy.title, vacancy.titleGE);
  const salary = vacancy.salary && formatSalary(vacancy.salary, language.locale);
  const published = formatLongDate(vacancy.publishedAt, language.locale);
  const facts = [
    { key: 'city', icon: icons.mapPin, ref: vacancy.city, label: t('vacanciesPage.card.city') },
    {
      key: 'employmentType',
      icon: icons.briefcase,
      ref: vacancy.employmentType,
      label: t('vacanciesPage.card.employmentType'),
    },
    {
      key: 'workLocation',
      icon: icons.building,
      ref: vacancy.workLocation,
      label: t('vacanciesPage.card.workLocation'),
    },
  ].flatMap(({ ref, ...fact }) => (ref ? [{ ...fact, name: language.pick(ref.name, ref.nameGE) }] : []));

  return (
    <article className={`${listClasses.card} ${classes.card}`} aria-labelledby={titleId}>
      <div className={listClasses.head}>
        {vacancy.company.smallProfileImageUrl ? (
          <img
            className={listClasses.logo}
            src={vacancy.company.smallProfileImageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={listClasses.logo} aria-hidden>
            {vacancy.company.name.charAt(0)}
          </span>
        )}
        <span className={`${listClasses.text} ${classes.headText}`}>
          <Link to={`/vacancies/${vacancy.id}`} className={`${listClasses.title} ${classes.titleLink}`} id={titleId}>
            {title}
          </Link>
          <span className={`${listClasses.meta} ${classes.company}`}>
            {vacancy.company.name}
            {vacancy.company.isVerified && <VerifiedBadge />}
          </span>
        </span>
        {favorite && (
          <ActionIcon
            className={classes.favorite}
            variant={favorite.isFavorite ? 'light' : 'subtle'}
            color="pink"
            size="lg"
            aria-pressed={favorite.isFavorite}
            aria-label={t('vacanciesPage.favorite.label', { title })}
            loading={favorite.pending}
            onClick={favorite.onToggle}
          >
            {favorite.isFavorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
          </ActionIcon>
        )}
      </div>
      {facts.length > 0 && (
        <ul className={`${listClasses.meta} ${classes.facts}`}>
          {facts.map(({ key, icon, name, label }) => (
            <li key={key} className={classes.fact} title={label}>
              <span className={`${icons.icon} ${icon}`} aria-hidden />
              <span className={hidden.hidden}>{`${label}: `}</span>
              {name}
            </li>
          ))}
        </ul>
      )}
      {vacancy.technologies.length > 0 && (
        <ul className={badges.list} aria-label={t('vacanciesPage.card.technologies')}>
          {vacancy.technologies.map((technology) => (
            <li key={technology.id} className={`${badges.badge} ${badges.outline}`}>
              {language.pick(technology.name, technology.nameGE)}
            </li>
          ))}
        </ul>
      )}
      <div className={classes.footer}>
        {salary ? <span className={listClasses.salary}>{salary}</span> : <span />}
        {vacancy.match && <MatchBadge match={vacancy.match} />}
        {vacancy.isExpired && (
          <span className={`${badges.badge} ${badges.gray}`}>{t('vacanciesPage.card.expired')}</span>
        )}
        {published && (
          <span className={listClasses.meta}>{t('vacanciesPage.card.published', { date: published })}</span>
        )}
      </div>
    </article>
  );
});
