import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { ActionIcon, Avatar, Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconHeart, IconHeartFilled, IconMapPin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VacancyListItem } from '../../api/vacancy';
import { formatLongDate } from '../../lib/format-date';
import { formatSalary } from '../../lib/salary';
import { useStores } from '../../stores/StoresContext';
import { VerifiedBadge } from '../companies/CompanyBits';
import listClasses from '../home/ListCards.module.css';
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
 *  company, where and how, technologies, salary when shown, publication date, and a favourite
 *  toggle when one is given. */
export const VacancyCard = observer(function VacancyCard({ vacancy, favorite }: Props) {
  const { t } = useTranslation();
  const { language } = useStores();
  const titleId = useId();
  const title = language.pick(vacancy.title, vacancy.titleGE);
  const salary = vacancy.salary && formatSalary(vacancy.salary, language.locale);
  const published = formatLongDate(vacancy.publishedAt, language.locale);
  const facts = [
    { key: 'city', icon: IconMapPin, ref: vacancy.city, label: t('vacanciesPage.card.city') },
    { key: 'employmentType', icon: IconBriefcase, ref: vacancy.employmentType, label: t('vacanciesPage.card.employmentType') },
    { key: 'workLocation', icon: IconBuilding, ref: vacancy.workLocation, label: t('vacanciesPage.card.workLocation') },
  ].flatMap(({ ref, ...fact }) => (ref ? [{ ...fact, name: language.pick(ref.name, ref.nameGE) }] : []));

  return (
    <article className={`${listClasses.card} ${classes.card}`} aria-labelledby={titleId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={vacancy.company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
          {vacancy.company.name.charAt(0)}
        </Avatar>
        <span className={listClasses.text} style={{ flex: 1 }}>
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
      </Group>
      {facts.length > 0 && (
        <ul className={`${listClasses.meta} ${classes.facts}`}>
          {facts.map(({ key, icon: Icon, name, label }) => (
            <li key={key} className={classes.fact} title={label}>
              <Icon size={14} aria-hidden />
              <VisuallyHidden>{label}: </VisuallyHidden>
              {name}
            </li>
          ))}
        </ul>
      )}
      {vacancy.technologies.length > 0 && (
        <Group gap={6} role="list" aria-label={t('vacanciesPage.card.technologies')}>
          {vacancy.technologies.map((technology) => (
            <Badge key={technology.id} role="listitem" variant="default" size="sm" radius="sm" tt="none">
              {language.pick(technology.name, technology.nameGE)}
            </Badge>
          ))}
        </Group>
      )}
      <div className={classes.footer}>
        {salary ? <span className={listClasses.salary}>{salary}</span> : <span />}
        {vacancy.isExpired && (
          <Badge color="gray" variant="light" size="sm">
            {t('vacanciesPage.card.expired')}
          </Badge>
        )}
        {published && <span className={listClasses.meta}>{t('vacanciesPage.card.published', { date: published })}</span>}
      </div>
    </article>
  );
});
