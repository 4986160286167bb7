// @vitest-environment node
// dist/site-runtime.d.ts checks a host's scripts: a host's file that uses window.SiteRuntime and listens
// to every site-runtime:* event compiles against it, and each line that misuses them (a detail field
// that does not exist, a method the runtime lacks, a detail of the wrong type) is an error there.

import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOST_OPTIONS, hostTypes } from '../../scripts/host-types.mjs';

const TYPES = '/host/site-runtime.d.ts';
const HOST = '/host/page.ts';
/** The compiler reads the DOM's types once for all the tests here (they are most of its time). */
const libraries = new Map<string, ts.SourceFile | undefined>();
let types = '';

beforeAll(() => {
  types = hostTypes('test');
}, 60_000);

/** The line numbers (1-based) of `code` with a type error, compiled with the types as a host would. */
function errorLines(code: string): number[] {
  const files = new Map([
    [TYPES, types],
    [HOST, code],
  ]);
  const options = { ...HOST_OPTIONS, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = files.get(name);
    if (text !== undefined) return ts.createSourceFile(name, text, language);
    if (!libraries.has(name)) libraries.set(name, getSourceFile(name, language));
    return libraries.get(name);
  };
  const program = ts.createProgram([TYPES, HOST], options, host);
  const problems = ts.getPreEmitDiagnostics(program);
  // Only the host's file may have problems: the types themselves must compile clean.
  expect(problems.filter((problem) => problem.file?.fileName !== HOST).map((problem) => problem.messageText)).toEqual([]);
  return problems.map((problem) => (problem.file?.getLineAndCharacterOfPosition(problem.start ?? 0).line ?? -1) + 1);
}

describe('site-runtime.d.ts', () => {
  it("types window.SiteRuntime and every event's detail for a host's listeners", () => {
    const host = [
      "document.addEventListener('site-runtime:ready', (e) => console.log(e.detail.version.toUpperCase()));",
      "document.addEventListener('site-runtime:destroyed', (e) => console.log(e.detail.version));",
      "document.addEventListener('site-runtime:island-error', (e) =>",
      '  console.log(e.detail.block, e.detail.blockType, e.detail.element.id, e.detail.error, e.detail.retry?.()));',
      "document.addEventListener('site-runtime:system-error', (e) => console.log(e.detail.message ?? e.detail.error));",
      "document.addEventListener('site-runtime:login-required', (e) => console.log(e.detail.url));",
      "document.addEventListener('site-runtime:consent', (e) => { const choice: 'granted' | 'denied' = e.detail.consent; });",
      "document.addEventListener('site-runtime:form-submitted', (e) => console.log(e.detail.formId, e.detail.isOverlayForm));",
      "document.addEventListener('site-runtime:member-session', (e) => console.log(e.detail.signedIn));",
      "document.addEventListener('site-runtime:upgrade-needed', (e) => console.log(e.detail.element, e.detail.feature));",
      "if (window.SiteRuntime?.state === 'initialized') window.SiteRuntime.refresh(document.body);",
      'window.SiteRuntime?.destroy(); window.SiteRuntime?.init(); export {};',
    ].join('\n');
    expect(errorLines(host)).toEqual([]);
  }, 60_000);

  it('rejects a detail field that does not exist, a method the runtime lacks and a detail of the wrong type', () => {
    const host = [
      "document.addEventListener('site-runtime:ready', (e) => console.log(e.detail.version));",
      "document.addEventListener('site-runtime:ready', (e) => console.log(e.detail.build));",
      'window.SiteRuntime?.start();',
      "document.addEventListener('site-runtime:member-session', (e) => { const name: string = e.detail.signedIn; });",
      "if (window.SiteRuntime?.state === 'running') console.log('never');",
      'export {};',
    ].join('\n');
    expect(errorLines(host)).toEqual([2, 3, 4, 5]);
  }, 60_000);

  it('checks the listeners docs/serving.md shows a host', () => {
    const docs = readFileSync(new URL('../../docs/serving.md', import.meta.url), 'utf8');
    const snippets = [...docs.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    expect(snippets).toHaveLength(1);
    expect(errorLines(`${snippets[0]}\nexport {};`)).toEqual([]);
  }, 60_000);
});
