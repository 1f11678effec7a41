import { Skeleton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format-date';
import { useStores } from '../../stores/StoresContext';
import classes from './FiguresRow.module.css';

/** Open vacancies, companies and talents from Common/GetIndexPageCount; nothing if that fails. */
export const FiguresRow = observer(function FiguresRow() {
  const { t } = useTranslation();
  const { landing, language } = useStores();
  const counts = landing.counts.value;
  if (!counts && !landing.counts.isLoading) return null;

  const figures = counts
    ? [
        { key: 'vacancies', value: counts.activeVacancyCount },
        { key: 'companies', value: counts.companyCount },
        { key: 'talents', value: counts.userCount },
      ]
    : [];

  return (
    <div className={classes.figures} aria-label={t('home.figures.label')} role="group" aria-busy={!counts}>
      {counts
        ? figures.map((figure) => (
            <div key={figure.key} className={classes.figure}>
              <span className={classes.value}>{formatNumber(figure.value, language.locale)}</span>
              <span className={classes.label}>{t(`home.figures.${figure.key}`, { count: figure.value })}</span>
            </div>
          ))
        : [0, 1, 2].map((index) => <Skeleton key={index} height={88} radius="lg" />)}
    </div>
  );
});
