import type { components } from './generated/openapi';

/** The request bodies and answers the server's OpenAPI document describes (generated/openapi.ts,
 *  `npm run api-types`): the api modules alias these instead of declaring the shapes again. */
export type Schemas = components['schemas'];
