// Runs a source module of the runtime inside a fixture page: bundled on the fly with esbuild and served
// from the page's own origin through page.route, so the page's CSP allows it and nothing test-only ships.

import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import * as esbuild from 'esbuild';

export interface Harness {
  /** The address the page imports the module from. */
  readonly url: string;
  /** Serves the module to this page (call before the page imports it). */
  serve(page: Page): Promise<void>;
}

/** `source`: a path from the repository root, e.g. `src/core/api.ts`. */
export function harness(source: string): Harness {
  const url = `/__harness/${source.replace(/[^\w.]+/g, '-')}.js`;
  let bundle: Promise<string> | undefined;
  const build = (): Promise<string> =>
    (bundle ??= esbuild
      .build({
        entryPoints: [fileURLToPath(new URL(`../../${source}`, import.meta.url))],
        bundle: true,
        format: 'esm',
        write: false,
        logLevel: 'silent',
      })
      .then((result) => result.outputFiles[0]!.text));
  return {
    url,
    async serve(page) {
      const code = await build();
      await page.route(`**${url}`, (route) => route.fulfill({ body: code, contentType: 'text/javascript' }));
    },
  };
}
