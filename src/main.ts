import cluster from 'node:cluster';
import { AppConfig } from './config/app-config.js';
import { ConfigurationError } from './config/environment.js';
import { createApp } from './app.factory.js';
import { applySchedulerCronOverride } from './core/schedule/scheduler-cron-override.js';
import { runServerProcesses } from './server-processes.js';

function loadConfig(): AppConfig {
  try {
    return AppConfig.fromProcessEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: AppConfig): Promise<void> {
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  applySchedulerCronOverride(app, config);
  console.log(`TechBoard.ge is listening on http://localhost:${config.port}`);
}

const config = loadConfig();
if (cluster.isPrimary && config.webConcurrency > 1) runServerProcesses(config.webConcurrency);
else void serve(config);
