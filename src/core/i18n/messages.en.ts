/** Server messages in English. Keys are shared with messages.ka.ts; a unit test keeps them in step. */
export const en = {
  errors: {
    somethingWentWrong: 'Something went wrong, Please reload the page',
    notFound: 'The requested resource was not found',
    routeNotFound: 'There is no such address: {{path}}',
    unauthorized: 'Please sign in to continue',
    forbidden: 'You do not have permission to do this',
    invalidJson: 'The request body is not valid JSON',
    payloadTooLarge: 'The request is too large',
    databaseDown: 'The database is not reachable',
    fillAllFields: 'Please fill all fields correctly',
  },
  validation: {
    forbiddenCharacters: '{{property}} contains characters that are not allowed',
    isInt: '{{property}} must be a whole number',
    isPositive: '{{property}} must be a positive number',
    min: '{{property}} must not be less than {{constraint1}}',
    max: '{{property}} must not be greater than {{constraint1}}',
    isEnum: '{{property}} must be one of: {{constraint2}}',
    isIn: '{{property}} must be one of: {{constraint1}}',
    isString: '{{property}} must be text',
    isNotEmpty: '{{property}} must not be empty',
    maxLength: '{{property}} must be at most {{constraint1}} characters long',
    minLength: '{{property}} must be at least {{constraint1}} characters long',
    isBoolean: '{{property}} must be true or false',
    arrayMaxSize: '{{property}} must contain at most {{constraint1}} items',
    whitelistValidation: 'Unknown field {{property}}',
    unknownValue: 'Unexpected value',
    textTooLong: 'The text must be at most {{max}} characters long',
  },
};

export type Messages = typeof en;
