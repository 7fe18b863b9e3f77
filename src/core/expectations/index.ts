// Expectations: what a robots.txt must keep allowing or disallowing, written as a
// small text file (./syntax.ts) and checked by the engine (./check.ts).

export {
  formatExpectation,
  formatExpectations,
  parseExpectations,
  verdictWord,
  type Expectation,
  type ExpectationError,
  type ExpectationsFile,
  type ExpectedVerdict,
  type ParsedExpectation,
} from './syntax.ts';
export { checkExpectations, type CheckOptions, type ExpectationResult } from './check.ts';
