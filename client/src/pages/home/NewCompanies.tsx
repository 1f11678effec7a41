import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Avatar, Badge, EmptyState, Skeleton } from '@mantine/core';
import { IconBuildingSkyscraper, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';
import { HomeSection } from './HomeSection';
import classes from './ListCards.module.css';

/** Companies that joined lately; an empty state when there are none or the list cannot be had. */
export const NewCompanies = observer(function NewCompanies() {
  const { t } = useTranslation();
  const { landing } = useStores();
  const { newCompanies } = landing;
  const items = newCompanies.value ?? [];

  return (
    <HomeSection id="new-companies" title={t('home.newCompanies.title')} action={{ to: '/companies', label: t('home.newCompanies.seeAll') }}>
      {newCompanies.isLoading && !newCompanies.isLoaded ? (
        <div className={classes.grid} aria-hidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={96} radius="lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          className={classes.empty}
          icon={<IconBuildingSkyscraper size={28} aria-hidden />}
          variant="light"
          title={t('home.newCompanies.emptyTitle')}
          description={t('home.newCompanies.emptyText')}
        />
      ) : (
        <ul className={classes.grid}>
          {items.slice(0, 6).map((company) => (
            <li key={company.id}>
              <Link to={`/companies/${company.transformedName}`} className={`${classes.card} ${classes.row}`}>
                <Avatar src={company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
                  {company.name.charAt(0)}
                </Avatar>
                <span className={classes.text}>
                  <span className={classes.title}>{company.name}</span>
                  {company.isVerified && (
                    <Badge variant="light" color="teal" size="sm" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
                      {t('home.newCompanies.verified')}
                    </Badge>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
});
