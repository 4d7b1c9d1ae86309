import { describeApiSuite } from '../test/api-suite.ts';
import { pgliteDriver } from '../test/test-databases.ts';
import { apiCases } from './api.cases.ts';

describeApiSuite(pgliteDriver, apiCases);
