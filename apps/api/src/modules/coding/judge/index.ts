export type { Checker, CustomChecker } from './checkers.ts';
export { customCheckers, registerChecker } from './checkers.ts';
export { createJudge } from './judge.ts';
export type { Judge, JudgeRequest, JudgeResult, JudgeTest, TestOutcome } from './types.ts';
