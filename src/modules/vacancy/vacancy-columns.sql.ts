/** The vacancy's columns other modules name in their joins, conditions and positional selections,
 *  as the driver answers them. */
export interface VacancyColumns {
  id: number;
  company_id: number;
  title: string;
  title_ge: string | null;
  published_at: Date | null;
}

/** One column of the vacancy joined as `alias`, for a condition, an order or an expression. */
export const vacancyColumn = (alias: string, column: keyof VacancyColumns): string => `${alias}.${column}`;
