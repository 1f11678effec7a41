import { isStaffOnly } from './hostile-input-routes.js';
import { describeHostileInput } from './hostile-input-run.js';

// The back office's routes are in hostile-input-admin.api.spec.ts, so that the two halves run side by side.
describeHostileInput('hostile input: the public, talent and company routes', (target) => !isStaffOnly(target));
