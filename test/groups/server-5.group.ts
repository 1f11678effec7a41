import { runFileGroup } from '../support/file-group.js';
import { serverFiles } from './server-files.js';

await runFileGroup(import.meta.url, serverFiles);
