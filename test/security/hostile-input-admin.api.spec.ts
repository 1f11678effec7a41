import { isStaffOnly } from './hostile-input-routes.js';
import { describeHostileInput } from './hostile-input-run.js';

describeHostileInput("hostile input: the back office's staff-only routes", (target) => isStaffOnly(target));
