/** The spec's enumerations with their wire values: the server's own file, so the two cannot drift. */
export { AccountKind, Currency, DictionaryType, StaticContentType } from '../../../src/core/domain/enums';
