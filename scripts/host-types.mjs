// site-runtime.d.ts: the types of what a host's scripts see (window.SiteRuntime, the site-runtime:*
// events' details), the declarations of src/core/host-api.ts, which imports nothing, so the file stands
// alone. build.mjs writes it beside the entry; a host adds it to its TypeScript program and its listeners
// are checked (test/unit/host-types.test.ts compiles a host's file against it).

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../src/core/host-api.ts');

/** What a host's program has: the DOM and the language, none of our node_modules types. */
export const HOST_OPTIONS = {
  strict: true,
  types: [],
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
};

/** The text of site-runtime.d.ts for `version`; throws when host-api.ts has a type error or an import. */
export function hostTypes(version) {
  const program = ts.createProgram([SOURCE], { ...HOST_OPTIONS, declaration: true, emitDeclarationOnly: true });
  const [problem] = ts.getPreEmitDiagnostics(program);
  if (problem) throw new Error(`host types: src/core/host-api.ts: ${ts.flattenDiagnosticMessageText(problem.messageText, '\n')}`);
  let declarations = '';
  program.emit(program.getSourceFile(SOURCE), (_file, text) => {
    declarations = text;
  });
  if (/^import\b/m.test(declarations))
    throw new Error('host types: src/core/host-api.ts imports something; the host types must stand alone');
  const header = `// site-runtime ${version}: the types of window.SiteRuntime and the site-runtime:* events (src/core/host-api.ts).`;
  return `${header}\n${declarations}`;
}
