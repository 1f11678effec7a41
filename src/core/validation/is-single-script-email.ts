import { ValidateBy } from 'class-validator';
import { emailMixesScripts } from '../../../shared/email-scripts.js';

/** Refuses an address that mixes alphabets within its local part or a domain label (a look-alike). */
export const IsSingleScriptEmail = (message: string) =>
  ValidateBy(
    {
      name: 'isSingleScriptEmail',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !emailMixesScripts(value) },
    },
    { message },
  );
