import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Avatar, Badge, Group, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import type { TalentApplication } from '../../../api/applications';
import { formatNumericDate } from '../../../lib/format-date';
import { useStores } from '../../../stores/StoresContext';
import { VerifiedBadge } from '../../companies/CompanyBits';
import { ApplicationStatusBadge } from '../../company-panel/applicants/ApplicationStatusBadge';
import listClasses from '../../home/ListCards.module.css';
import cardClasses from '../../vacancies/VacancyCard.module.css';
import classes from './JobLists.module.css';

/** One of the talent's applications: the vacancy (title in the page's language, linking to it),
 *  the company, when the talent applied, where the application stands and since when. */
export const ApplicationCard = observer(function ApplicationCard({ application }: { application: TalentApplication }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const titleId = useId();
  const { vacancy } = application;
  const title = language.pick(vacancy.title, vacancy.titleGE);

  return (
    <article className={`${listClasses.card} ${cardClasses.card}`} aria-labelledby={titleId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={vacancy.company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
          {vacancy.company.name.charAt(0)}
        </Avatar>
        <span className={listClasses.text} style={{ flex: 1 }}>
          <Link
            to={`/vacancies/${vacancy.id}`}
            className={`${listClasses.title} ${cardClasses.titleLink}`}
            id={titleId}
          >
            {title}
          </Link>
          <span className={`${listClasses.meta} ${cardClasses.company}`}>
            {vacancy.company.name}
            {vacancy.company.isVerified && <VerifiedBadge />}
          </span>
        </span>
        <Group gap={6} className={classes.badges} justify="flex-end">
          {vacancy.isExpired && (
            <Badge color="gray" variant="outline">
              {t('talentJobs.applications.expired')}
            </Badge>
          )}
          <VisuallyHidden>{t('talentJobs.applications.status')}: </VisuallyHidden>
          <ApplicationStatusBadge status={application.status} />
        </Group>
      </Group>
      <span className={`${listClasses.meta} ${classes.dates}`}>
        <span>{t('talentJobs.applications.appliedOn', { date: formatNumericDate(application.createdAt) })}</span>
        <span>
          {t('talentJobs.applications.statusSince', { date: formatNumericDate(application.statusChangedAt) })}
        </span>
      </span>
    </article>
  );
});
