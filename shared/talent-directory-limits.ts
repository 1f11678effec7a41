/** The talent directory's limits (issue 24), shared by the server's checks and the client's forms. */
export const TALENT_DIRECTORY_LIMITS = {
  experienceYears: 60,
  hiddenCompanies: 100,
  pageSize: 20,
  maxPageSize: 50,
  maxPage: 1000,
  filterItems: 30,
  invitationMessage: 2000,
  invitationsPerDay: 20,
  invitationDays: 14,
} as const;
