import { InitialSchema1763798400000 } from './1763798400000-InitialSchema.js';

/** Every migration, in order. Listed explicitly so ESM builds need no file globbing. */
export const migrations = [InitialSchema1763798400000];
