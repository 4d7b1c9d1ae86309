export * from './resources.ts';
export * from './keys.ts';
export * from './request-logs.ts';
export * from './assistant-versions.ts';
export * from './org-users.ts';
export * from './file-blobs.ts';
export * from './recordings.ts';
