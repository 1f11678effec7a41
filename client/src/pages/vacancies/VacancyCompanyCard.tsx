import { Anchor, Avatar } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import type { VacancyPageCompany } from '../../api/vacancy';
import { useStores } from '../../stores/StoresContext';
import type { SubscribeToCompanyStore } from '../../stores/user-panel/subscriptions/SubscribeToCompanyStore';
import { RatingView, VerifiedBadge } from '../companies/CompanyBits';
import { SubscribeToCompanyButton } from '../user-panel/subscriptions/SubscribeToCompanyButton';
import classes from './VacancyPage.module.css';

/** The company's card beside a vacancy (issue 22): logo, name, verified mark, tagline in the page's
 *  language, team size, rating, its page and the follow (subscribe) button the company page has. */
export const VacancyCompanyCard = observer(function VacancyCompanyCard({
  company,
  subscribe,
}: {
  company: VacancyPageCompany;
  subscribe: SubscribeToCompanyStore;
}) {
  const { t } = useTranslation();
  const { language } = useStores();
  const tagline = language.pick(company.tagline ?? '', company.taglineGe);
  const page = `/companies/${company.transformedName}`;
  return (
    <section className={classes.companyCard} aria-label={t('vacancyPage.companyCard.label')}>
      <div className={classes.companyHead}>
        <Avatar
          src={company.profileImageUrl ?? company.smallProfileImageUrl}
          alt=""
          size={56}
          radius="md"
          color="indigo"
        >
          {company.name.charAt(0)}
        </Avatar>
        <div className={classes.companyName}>
          <h2 className={classes.companyTitle}>
            <Link to={page}>{company.name}</Link>
          </h2>
          {company.isVerified && <VerifiedBadge />}
        </div>
      </div>
      {tagline && <p className={classes.tagline}>{tagline}</p>}
      <dl className={classes.companyFacts}>
        {company.teamSize && (
          <div>
            <dt>{t('vacancyPage.companyCard.teamSize')}</dt>
            <dd>{company.teamSize}</dd>
          </div>
        )}
        <div>
          <dt>{t('vacancyPage.companyCard.rating')}</dt>
          <dd>
            <RatingView rate={company.companyRate} reviewCount={company.reviewCount} />
          </dd>
        </div>
      </dl>
      <div className={classes.companyActions}>
        <SubscribeToCompanyButton companyId={company.id} label={t('subscriptions.subscribe')} store={subscribe} />
        <Anchor component={Link} to={page} size="sm" className={classes.companyLink}>
          {t('vacancyPage.companyCard.companyPage')}
          <IconArrowRight size={14} aria-hidden />
        </Anchor>
      </div>
    </section>
  );
});
