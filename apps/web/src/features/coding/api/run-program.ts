import {
  type CodingProblem,
  type CodingRun,
  type CodingRunRequest,
  ZCodingRunResponseSchema,
} from '@pathshala/shared/coding';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** Runs the program on the server's judge, on the samples or on custom input, and answers at once. */
export async function runProgram(request: CodingRunRequest): Promise<CodingRun> {
  const response = await api.post('/api/coding/runs', request, {
    schema: import.meta.env.DEV ? ZCodingRunResponseSchema : undefined,
  });
  return response.data.run;
}

export interface RunAnswer {
  run: CodingRun;
  /** Where it ran: in this browser (Python and JavaScript) or on the server's judge. */
  ranIn: 'browser' | 'server';
}

/** What a Run needs of a problem: a practice problem or one in a mock test's coding section. */
type RunnableProblem = Pick<CodingProblem, 'samples' | 'timeLimitMs' | 'memoryLimitMb' | 'checker'>;

/** Python and JavaScript run in the browser, unless the problem's checker is its own (it runs on the server). */
export const runsInBrowser = (request: CodingRunRequest, problem: RunnableProblem) =>
  (request.language === 'python' || request.language === 'javascript') &&
  (request.customInput !== undefined || problem.checker.kind !== 'custom');

/**
 * Run: Python and JavaScript in the browser on the judge's engines (ADR 037), so samples answer at once and work
 * offline; C++, Java, and any language whose engine cannot start in this browser, on the server.
 */
export function useRunProgram(problem: RunnableProblem | undefined) {
  /** Set while the browser's engine loads for the first time (seconds for Python). */
  const [loadingEngine, setLoadingEngine] = useState(false);
  const mutation = useMutation({
    // Not paused while the browser is offline: Python and JavaScript run without the network.
    networkMode: 'always',
    mutationFn: async (request: CodingRunRequest): Promise<RunAnswer> => {
      if (problem && runsInBrowser(request, problem)) {
        const language = request.language as 'python' | 'javascript';
        try {
          const { browserRunner } = await import('../browser-run/run-in-browser');
          if (!browserRunner.isReady(language)) setLoadingEngine(true);
          const run = await browserRunner.run(
            {
              language,
              source: request.source,
              tests: request.customInput !== undefined ? [{ input: request.customInput }] : problem.samples,
              timeLimitMs: problem.timeLimitMs,
              memoryLimitMb: problem.memoryLimitMb,
              checker: problem.checker,
            },
            { onReady: () => setLoadingEngine(false) },
          );
          return { run, ranIn: 'browser' };
        } catch {
          // The engine cannot start in this browser (offline before its first load, no WebAssembly, …).
        } finally {
          setLoadingEngine(false);
        }
      }
      return { run: await runProgram(request), ranIn: 'server' };
    },
  });
  return { ...mutation, loadingEngine };
}
