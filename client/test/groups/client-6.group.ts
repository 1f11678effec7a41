import { runFileGroup } from '../../../test/support/file-group.js';
import { clientFiles } from './client-files.js';

await runFileGroup(import.meta.url, clientFiles);
