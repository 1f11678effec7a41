import '@mantine/core/styles/ThemeIcon.css';
import { Skeleton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/use-translation';
import { useStores } from '../../stores/StoresContext';
import classes from './Partners.module.css';
import { PartnersSection } from './PartnersSection';
import type { PartnersStore } from './PartnersStore';
import { isFigureWorthClaiming, roundedFigure } from './rounded-figure';
import { ThemeIcon } from '../../components/content/ThemeIcon';

/** Talents, open vacancies (Common/GetIndexPageCount) and technologies (the dictionary), shown as
 *  modest rounded claims, then "more features coming". A figure that failed to load, or one too
 *  small to impress, is left out. */
export const PartnerFigures = observer(function PartnerFigures({ store }: { store: PartnersStore }) {
  const { t } = useTranslation();
  const { language } = useStores();
  const counts = store.counts.value;
  const technologies = store.technologyCount.value;
  const figures = [
    { key: 'talents', value: counts?.userCount, loading: store.counts.isLoading },
    { key: 'vacancies', value: counts?.activeVacancyCount, loading: store.counts.isLoading },
    { key: 'technologies', value: technologies, loading: store.technologyCount.isLoading },
  ].filter((figure) => (figure.value === undefined ? figure.loading : isFigureWorthClaiming(figure.value)));

  return (
    <PartnersSection
      id="partners-figures"
      title={t('partners.figures.title')}
      subtitle={t('partners.figures.subtitle')}
      tinted
    >
      <ul className={classes.figures} aria-busy={figures.some((figure) => figure.value === undefined)}>
        {figures.map((figure) => (
          <li key={figure.key} className={classes.figure}>
            {figure.value === undefined ? (
              <Skeleton height={64} radius="md" />
            ) : (
              <>
                <span className={classes.figureValue}>{roundedFigure(figure.value, language.locale)}</span>
                <span className={classes.figureLabel}>
                  {t(`partners.figures.${figure.key}`, { count: figure.value })}
                </span>
              </>
            )}
          </li>
        ))}
        <li className={`${classes.figure} ${classes.figureMore}`}>
          <ThemeIcon size={40} radius="xl" variant="white" aria-hidden>
            <IconSparkles size={22} />
          </ThemeIcon>
          <span className={classes.figureMoreTitle}>{t('partners.figures.moreTitle')}</span>
          <span className={classes.figureMoreText}>{t('partners.figures.moreText')}</span>
        </li>
      </ul>
    </PartnersSection>
  );
});
