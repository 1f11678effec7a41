import { AppConfig } from './config/app-config.js';
import { ConfigurationError } from './config/environment.js';
import { createApp } from './app.factory.js';
import { applySchedulerCronOverride } from './core/schedule/scheduler-cron-override.js';

async function bootstrap(): Promise<void> {
  let config: AppConfig;
  try {
    config = AppConfig.fromProcessEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  applySchedulerCronOverride(app, config);
  console.log(`TechBoard.ge is listening on http://localhost:${config.port}`);
}

void bootstrap();
