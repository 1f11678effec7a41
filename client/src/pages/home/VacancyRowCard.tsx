import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { VacancyListItem } from '../../api/vacancy';
import { formatSalary } from '../../lib/salary';
import { useStores } from '../../stores/StoresContext';
import classes from './ListCards.module.css';

/** A vacancy as a compact card: logo, title, company, city and the salary when shown. */
export const VacancyRowCard = observer(function VacancyRowCard({ vacancy }: { vacancy: VacancyListItem }) {
  const { language } = useStores();
  return (
    <Link to={`/vacancies/${vacancy.id}`} className={`${classes.card} ${classes.row}`}>
      <Avatar src={vacancy.company.smallProfileImageUrl} alt="" radius="md" size="lg" color="indigo">
        {vacancy.company.name.charAt(0)}
      </Avatar>
      <span className={classes.text}>
        <span className={classes.title}>{language.pick(vacancy.title, vacancy.titleGE)}</span>
        <span className={classes.meta}>{vacancy.company.name}</span>
        {vacancy.city && (
          <span className={classes.meta}>
            <IconMapPin size={14} aria-hidden /> {language.pick(vacancy.city.name, vacancy.city.nameGE)}
          </span>
        )}
        {vacancy.salary && <span className={classes.salary}>{formatSalary(vacancy.salary, language.locale)}</span>}
      </span>
    </Link>
  );
});
