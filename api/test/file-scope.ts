import * as nodeTest from 'node:test';

/**
 * `node:test` as the API test files see it when `npm test` runs several of them in one process (`compiled.ts`
 * groups them). A file's top-level `test`, `describe` and hooks are recorded while its module loads, then given
 * to `node:test` inside a suite named for the file (`scopeFiles`), so that a file's `before` and `after` apply to
 * its own tests, as they do when the file has a process of its own. Inside a running suite or test, every call
 * goes straight to `node:test`.
 */
type Recorded = () => unknown;
let recording: Recorded[] | null = null;

function deferred<F extends (...args: never[]) => unknown>(fn: F): F {
  return ((...args: Parameters<F>) => {
    if (!recording) return fn(...args);
    recording.push(() => fn(...args));
    return undefined;
  }) as F;
}

/** `test`, `it`, `describe`, `suite` with their `skip`, `todo` and `only` forms. */
type Runner = ((...args: never[]) => unknown) & Record<'skip' | 'todo' | 'only', (...args: never[]) => unknown>;
function deferredRunner<F extends Runner>(fn: F): F {
  return Object.assign(deferred(fn), { skip: deferred(fn.skip), todo: deferred(fn.todo), only: deferred(fn.only) }) as F;
}

export const test = deferredRunner(nodeTest.test);
export const it = deferredRunner(nodeTest.it);
export const describe = deferredRunner(nodeTest.describe);
export const suite = deferredRunner(nodeTest.suite);
export const before = deferred(nodeTest.before);
export const after = deferred(nodeTest.after);
export const beforeEach = deferred(nodeTest.beforeEach);
export const afterEach = deferred(nodeTest.afterEach);
export const mock = nodeTest.mock;
export default test;

/**
 * Loads each file (`load(file)` imports it) in turn, recording its top-level calls, and declares one suite per file
 * holding them. The environment a file's module left (`process.env.FILES_DIR = ...` at its top) is the one its suite
 * runs in; a file that fails to load fails as a test of its own, and the other files still run.
 */
export async function scopeFiles(files: readonly string[], load: (file: string) => Promise<unknown>): Promise<void> {
  const initialEnv = { ...process.env };
  const plans: { file: string; calls: Recorded[]; env: NodeJS.ProcessEnv; error?: unknown }[] = [];
  for (const file of files) {
    const calls: Recorded[] = [];
    recording = calls;
    let error: unknown;
    try {
      await load(file);
    } catch (e) {
      error = e;
    } finally {
      recording = null;
    }
    plans.push({ file, calls, env: { ...process.env }, error });
    setEnv(initialEnv);
  }
  for (const plan of plans) {
    nodeTest.describe(plan.file, () => {
      nodeTest.before(() => setEnv(plan.env));
      if (plan.error) {
        nodeTest.test('loads', () => {
          throw plan.error;
        });
        return;
      }
      for (const call of plan.calls) call();
    });
  }
}

function setEnv(env: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
}
