/** The spec's enumerations with their wire values: the server's own file, so the two cannot drift. */
export {
  AccountKind,
  ApplicationSource,
  ApplicationStatus,
  ClaimStatus,
  Currency,
  DeclineReason,
  DictionaryType,
  InvitationStatus,
  KeyFactType,
  NotificationFrequency,
  ReviewVisibility,
  StaticContentType,
  StatisticsPeriod,
  UserActivePage,
} from '../../../shared/enums';
