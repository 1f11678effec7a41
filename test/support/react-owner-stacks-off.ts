import * as React from 'react';

/**
 * React's development build (which tests run: the client's in jsdom, the server's page rendering)
 * creates an Error for every element it makes, to print "owner stacks" in its warnings: about a
 * tenth of the client tests' CPU and of the server-rendered pages' in API tests. With its counter
 * pinned past its limit React shares one stack instead; warnings keep their message and component
 * stack, and nothing a test checks changes.
 */
const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => {} });
}
