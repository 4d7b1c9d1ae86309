import { pgliteDriver } from '../test/test-databases.ts';
import { describeInterviewSuite } from './admin-interview.cases.ts';

describeInterviewSuite(pgliteDriver);
