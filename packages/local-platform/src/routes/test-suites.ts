import { Hono, type MiddlewareHandler } from 'hono';
import type { PlatformDeps } from '../deps.ts';
import { requireUuid } from '../http/body.ts';
import type { PlatformEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { startRun } from '../test-suites/run-tests.ts';
import { mountCrud } from './crud.ts';

/**
 * `/test-suite` with its tests (`/test-suite/{testSuiteId}/test`) and runs
 * (`/test-suite/{testSuiteId}/run`); creating a run plays the suite's tests by chat.
 */
export function testSuiteRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const base = '/test-suite/{testSuiteId}';

  const children = new Hono<PlatformEnv>();
  const suiteMustExist: MiddlewareHandler<PlatformEnv> = async (c, next) => {
    const suiteId = requireUuid(c.req.param('testSuiteId')!, 'testSuiteId');
    if (!(await deps.store.get(c.get('orgId'), 'test-suite', suiteId)))
      throw notFound('Test suite');
    await next();
  };
  children.use('/test/*', suiteMustExist);
  children.use('/run/*', suiteMustExist);

  const tests = new Hono<PlatformEnv>();
  mountCrud(tests, deps, {
    kind: 'test-suite-test',
    path: `${base}/test`,
    label: 'Test',
    listShape: 'paginated',
    parentParam: 'testSuiteId',
    discriminator: 'type',
    prepareCreate: (body, c) => ({ data: { ...body, testSuiteId: c.req.param('testSuiteId') } }),
  });

  const runs = new Hono<PlatformEnv>();
  mountCrud(runs, deps, {
    kind: 'test-suite-run',
    path: `${base}/run`,
    label: 'Test suite run',
    listShape: 'paginated',
    parentParam: 'testSuiteId',
    prepareCreate: (body, c) => ({
      data: { ...body, status: 'queued', testSuiteId: c.req.param('testSuiteId'), testResults: [] },
    }),
    afterCreate: async (run, c) => {
      const suite = await deps.store.get(c.get('orgId'), 'test-suite', String(run.testSuiteId));
      if (suite) startRun(deps, c.get('orgId'), suite, run.id);
    },
  });

  children.route('/test', tests);
  children.route('/run', runs);
  app.route('/:testSuiteId', children);

  mountCrud(app, deps, {
    kind: 'test-suite',
    path: '/test-suite',
    label: 'Test suite',
    listShape: 'paginated',
    afterDelete: (suite) => deps.store.removeChildren(suite.orgId, suite.id),
  });
  return app;
}
