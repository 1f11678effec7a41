import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Button.css';
import '../../styles/combobox';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Drawer, MultiSelect } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { totalLabel } from '../../lib/total-label';
import type { VacancyIdFilter } from '../../../../shared/list-settings';
import type { VacancySearchStore } from '../../stores/vacancies/VacancySearchStore';
import classes from './VacancyFilters.module.css';

const comboboxProps = { withinPortal: true };

/** One multi-select filter with its label and "any" placeholder. */
const FilterSelect = observer(function FilterSelect({
  search,
  name,
}: {
  search: VacancySearchStore;
  name: VacancyIdFilter;
}) {
  const { t } = useTranslation();
  const value = search.filters[name];
  return (
    <MultiSelect<number>
      label={t(`vacanciesPage.filters.${name}`)}
      placeholder={value.length ? undefined : t('vacanciesPage.filters.any')}
      data={search.filterChoices[name]}
      value={value}
      onChange={(ids) => search.setFilter(name, ids)}
      // Until the choices come (the visitor has just reached the filters), the list says so.
      nothingFoundMessage={search.dictionary.isLoaded ? t('fields.nothingFound') : t('common.loading')}
      searchable
      // The first match of what is typed is highlighted, so Enter picks it. Turned on once the choices
      // are there: Mantine highlights again when the flag changes, so text typed before they came
      // gets its first match too.
      selectFirstOptionOnChange={search.dictionary.isLoaded}
      hidePickedOptions
      comboboxProps={comboboxProps}
    />
  );
});

/** The filters themselves, one under another: the same in the side column and in the drawer. */
const FilterFields = observer(function FilterFields({ search }: { search: VacancySearchStore }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect search={search} name="technologies" />
      <FilterSelect search={search} name="jobFunctions" />
      <FilterSelect search={search} name="experiences" />
      <FilterSelect search={search} name="employmentTypes" />
      <FilterSelect search={search} name="workLocations" />
      <FilterSelect search={search} name="cities" />
      {/* A checkbox: Mantine's Switch puts a div inside its label, which HTML does not allow (issue 20). */}
      <Checkbox
        label={t('vacanciesPage.filters.salaryShown')}
        checked={search.salaryShown}
        onChange={(event) => search.setSalaryShown(event.currentTarget.checked)}
      />
    </>
  );
});

/**
 * The side column of wide screens. Its filters are drawn once the page runs in a browser that wide
 * (`wide` is false on the server and in the hydrating render): six comboboxes are the costliest part of
 * the page to render, and a crawler or a phone has no use for them. Their choices load when the
 * visitor comes to them (or at once when the URL names some, see VacanciesPage).
 */
export const VacancyFilterColumn = observer(function VacancyFilterColumn({
  search,
  wide,
}: {
  search: VacancySearchStore;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const loadChoices = () => void search.loadFilterChoices();
  return (
    <section
      className={classes.column}
      role="search"
      aria-labelledby={headingId}
      onPointerEnter={loadChoices}
      onFocusCapture={loadChoices}
    >
      <h2 className={classes.heading} id={headingId}>
        {t('vacanciesPage.filters.title')}
      </h2>
      {wide && (
        // Marked for the hydration test, which compares the server's text with the hydrated page's.
        <div className={classes.fields} data-drawn-after-hydration>
          <FilterFields search={search} />
        </div>
      )}
    </section>
  );
});

/** The drawer's fields and its "Show N vacancies" button (drawn only while the drawer is open). */
const FilterDrawerBody = observer(function FilterDrawerBody({
  search,
  onDone,
}: {
  search: VacancySearchStore;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const result = search.result;
  return (
    <>
      <div role="search" className={classes.fields} aria-label={t('vacanciesPage.filters.label')}>
        <FilterFields search={search} />
      </div>
      <Button className={classes.showResults} fullWidth loading={search.isLoading} onClick={onDone}>
        {result
          ? t('vacanciesPage.filters.showResults', {
              count: result.totalCount,
              total: totalLabel(result.totalCount, result.totalCountCapped),
            })
          : t('vacanciesPage.filters.showResultsPlain')}
      </Button>
    </>
  );
});

/**
 * Narrow screens: one "Filters" button with the number of filters chosen, opening a drawer with
 * them, so the first vacancy stays on the first screen (hidden by CSS on wide screens). The
 * search follows every change at once; the drawer's last button shows what it found.
 */
export const VacancyFilterDrawer = observer(function VacancyFilterDrawer({
  search,
  wide,
}: {
  search: VacancySearchStore;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The drawer exists from its first opening on (it keeps its closing animation after that).
  const [used, setUsed] = useState(false);
  const count = search.chosenFilterCount;
  const open = () => {
    void search.loadFilterChoices();
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <Button
        className={classes.drawerButton}
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={count > 0 ? <span className={classes.count}>{count}</span> : undefined}
        aria-label={count > 0 ? t('vacanciesPage.filters.openChosen', { count }) : undefined}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={open}
      >
        {t('vacanciesPage.filters.title')}
      </Button>
      {used && (
        <Drawer
          opened={opened && !wide}
          onClose={() => setOpened(false)}
          position="bottom"
          size="100%"
          title={t('vacanciesPage.filters.label')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
          classNames={{ body: classes.drawerBody }}
        >
          <FilterDrawerBody search={search} onDone={() => setOpened(false)} />
        </Drawer>
      )}
    </>
  );
});
