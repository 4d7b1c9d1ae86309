import type { APIPromise } from '../core/api-promise.ts';
import { PaginatedPage, type PagePromise } from '../core/pagination.ts';
import type { RequestOptions } from '../core/request-options.ts';
import { path } from '../internal/utils/path.ts';
import { APIResource, type QueryOf, type Schemas } from './resource.ts';

/** The tests of a test suite (`/test-suite/{testSuiteId}/test`). */
export class TestSuiteTests extends APIResource {
  /** Lists a suite's tests page by page (`GET /test-suite/{testSuiteId}/test`). */
  list(
    testSuiteId: string,
    query?: TestSuitePageParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<TestSuiteTest>, TestSuiteTest> {
    return this._client.getAPIList(
      path`/test-suite/${testSuiteId}/test`,
      PaginatedPage<TestSuiteTest>,
      { query, ...options },
    );
  }

  /**
   * Adds a voice or chat test to a suite (`POST /test-suite/{testSuiteId}/test`).
   *
   * @example
   * await client.testSuites.tests.create(suiteId, {
   *   type: 'chat',
   *   script: 'Ask for the opening hours.',
   *   scorers: [{ type: 'ai', rubric: 'The assistant gives the opening hours.' }],
   * });
   */
  create(
    testSuiteId: string,
    body: CreateTestSuiteTest,
    options?: RequestOptions,
  ): APIPromise<TestSuiteTest> {
    return this._client.post(path`/test-suite/${testSuiteId}/test`, { body, ...options });
  }

  /** Retrieves a test (`GET /test-suite/{testSuiteId}/test/{id}`). */
  retrieve(testSuiteId: string, id: string, options?: RequestOptions): APIPromise<TestSuiteTest> {
    return this._client.get(path`/test-suite/${testSuiteId}/test/${id}`, options);
  }

  /** Updates a test (`PATCH /test-suite/{testSuiteId}/test/{id}`). */
  update(
    testSuiteId: string,
    id: string,
    body: Schemas['UpdateTestSuiteTestDto'],
    options?: RequestOptions,
  ): APIPromise<TestSuiteTest> {
    return this._client.patch(path`/test-suite/${testSuiteId}/test/${id}`, { body, ...options });
  }

  /** Deletes a test and answers with it (`DELETE /test-suite/{testSuiteId}/test/{id}`). */
  delete(testSuiteId: string, id: string, options?: RequestOptions): APIPromise<TestSuiteTest> {
    return this._client.delete(path`/test-suite/${testSuiteId}/test/${id}`, options);
  }
}

/** The runs of a test suite (`/test-suite/{testSuiteId}/run`). */
export class TestSuiteRuns extends APIResource {
  /** Lists a suite's runs page by page (`GET /test-suite/{testSuiteId}/run`). */
  list(
    testSuiteId: string,
    query?: TestSuitePageParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<TestSuiteRun>, TestSuiteRun> {
    return this._client.getAPIList(
      path`/test-suite/${testSuiteId}/run`,
      PaginatedPage<TestSuiteRun>,
      { query, ...options },
    );
  }

  /**
   * Starts a run of every test of a suite (`POST /test-suite/{testSuiteId}/run`).
   *
   * @example
   * const run = await client.testSuites.runs.create(suiteId, { name: 'nightly' });
   */
  create(
    testSuiteId: string,
    body: Schemas['CreateTestSuiteRunDto'] = {},
    options?: RequestOptions,
  ): APIPromise<TestSuiteRun> {
    return this._client.post(path`/test-suite/${testSuiteId}/run`, { body, ...options });
  }

  /** Retrieves a run with its results (`GET /test-suite/{testSuiteId}/run/{id}`). */
  retrieve(testSuiteId: string, id: string, options?: RequestOptions): APIPromise<TestSuiteRun> {
    return this._client.get(path`/test-suite/${testSuiteId}/run/${id}`, options);
  }

  /** Renames a run (`PATCH /test-suite/{testSuiteId}/run/{id}`). */
  update(
    testSuiteId: string,
    id: string,
    body: Schemas['UpdateTestSuiteRunDto'],
    options?: RequestOptions,
  ): APIPromise<TestSuiteRun> {
    return this._client.patch(path`/test-suite/${testSuiteId}/run/${id}`, { body, ...options });
  }

  /** Deletes a run and answers with it (`DELETE /test-suite/{testSuiteId}/run/{id}`). */
  delete(testSuiteId: string, id: string, options?: RequestOptions): APIPromise<TestSuiteRun> {
    return this._client.delete(path`/test-suite/${testSuiteId}/run/${id}`, options);
  }
}

/** Test suites: scripted conversations that check an assistant (`/test-suite`). */
export class TestSuites extends APIResource {
  /** The tests of a suite. */
  tests = new TestSuiteTests(this._client);
  /** The runs of a suite. */
  runs = new TestSuiteRuns(this._client);

  /**
   * Creates a test suite (`POST /test-suite`).
   *
   * @example
   * const suite = await client.testSuites.create({ name: 'Support', targetPlan: { assistantId } });
   */
  create(body: CreateTestSuite, options?: RequestOptions): APIPromise<TestSuite> {
    return this._client.post('/test-suite', { body, ...options });
  }

  /** Lists test suites page by page (`GET /test-suite`). */
  list(
    query?: TestSuitePageParams,
    options?: RequestOptions,
  ): PagePromise<PaginatedPage<TestSuite>, TestSuite> {
    return this._client.getAPIList('/test-suite', PaginatedPage<TestSuite>, { query, ...options });
  }

  /** Retrieves a test suite (`GET /test-suite/{id}`). */
  retrieve(id: string, options?: RequestOptions): APIPromise<TestSuite> {
    return this._client.get(path`/test-suite/${id}`, options);
  }

  /** Updates a test suite (`PATCH /test-suite/{id}`). */
  update(id: string, body: UpdateTestSuite, options?: RequestOptions): APIPromise<TestSuite> {
    return this._client.patch(path`/test-suite/${id}`, { body, ...options });
  }

  /** Deletes a test suite and answers with it (`DELETE /test-suite/{id}`). */
  delete(id: string, options?: RequestOptions): APIPromise<TestSuite> {
    return this._client.delete(path`/test-suite/${id}`, options);
  }
}

/** A test suite: its tester and target plans. */
export type TestSuite = Schemas['TestSuite'];
/** A voice or chat test of a suite. */
export type TestSuiteTest = Schemas['TestSuiteTest'];
/** A run of a suite, with each test's attempts and scores. */
export type TestSuiteRun = Schemas['TestSuiteRun'];
/** The body of `testSuites.create`. */
export type CreateTestSuite = Schemas['CreateTestSuiteDto'];
/** The body of `testSuites.update`. */
export type UpdateTestSuite = Schemas['UpdateTestSuiteDto'];
/** The body of `testSuites.tests.create`. */
export type CreateTestSuiteTest = Schemas['CreateTestSuiteTestDto'];
/** Filters and page of the test-suite lists. */
export type TestSuitePageParams = QueryOf<'TestSuiteController_findAllPaginated'>;
