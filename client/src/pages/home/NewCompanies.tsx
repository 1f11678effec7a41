import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Avatar, Badge } from '@mantine/core';
import { IconBuildingSkyscraper, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { LANDING_LIST_SIZE } from '../../stores/LandingStore';
import { useStores } from '../../stores/StoresContext';
import { CardList } from './CardList';
import { HomeSection } from './HomeSection';
import classes from './ListCards.module.css';

/** The companies that joined last. */
export const NewCompanies = observer(function NewCompanies() {
  const { t } = useTranslation();
  const { landing } = useStores();

  return (
    <HomeSection
      id="new-companies"
      title={t('home.newCompanies.title')}
      action={{ to: '/companies', label: t('home.newCompanies.seeAll') }}
    >
      <CardList
        list={landing.newCompanies}
        limit={LANDING_LIST_SIZE}
        keyOf={(company) => company.id}
        empty={{
          icon: <IconBuildingSkyscraper size={28} aria-hidden />,
          title: t('home.newCompanies.emptyTitle'),
          text: t('home.newCompanies.emptyText'),
        }}
        renderCard={(company) => (
          <Link to={`/companies/${company.transformedName}`} className={`${classes.card} ${classes.row}`}>
            <Avatar src={company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
              {company.name.charAt(0)}
            </Avatar>
            <span className={classes.text}>
              <span className={classes.title}>{company.name}</span>
              {company.isVerified && (
                <Badge
                  component="span"
                  variant="light"
                  color="teal"
                  size="sm"
                  leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}
                >
                  {t('home.newCompanies.verified')}
                </Badge>
              )}
            </span>
          </Link>
        )}
      />
    </HomeSection>
  );
});
