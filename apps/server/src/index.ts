// `@vibe/server`: what other workspaces (the benches) use to run the server in their own
// process. `npm start` runs main.ts; nothing here starts anything on import.
export { createOrganiser, type NewOrganiser } from './admin/organisers.ts';
export { createApp, type AppDeps } from './app.ts';
export { loadConfig, type ServerConfig } from './config.ts';
export {
  createDatabase,
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  type DatabaseHandle,
} from './db/client.ts';
export { startServer, type RunningServer, type StartOptions } from './server.ts';
export { createLogger } from './logger.ts';
export { replaceAnswers } from './db/queries/interviews.ts';
export { loadThemes, type ThemesOf } from './themes/theme-model.ts';
