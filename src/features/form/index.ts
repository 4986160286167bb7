// Form block (9). Its server HTML is a working form (the fields take typing), so no React runs until
// the visitor touches it: the light part only counts the render (`/api/census/form-render`); the
// island (island.tsx) takes over at the first interaction, which is replayed on it, and sends. A form
// with a captcha starts its island at once: the captcha widget is drawn by script. The builder's forms
// (no JSON, no `data-ssr`) are read from their markup and rendered by the island at once.

import { recordFormRender } from '../../analytics/census';
import { pageFieldsSource } from '../../analytics/page-fields';
import { importPart } from '../../core/lazy-part';
import type { PageContext } from '../../core/page-context';
import { deferred } from '../../island/deferred';
import type { FormIslandProps } from './Form';
import { addressSuggestions, parseForm } from './model';

type BuilderRead = typeof import('./builder-read.lazy');

function islandProps(raw: unknown, context: PageContext): FormIslandProps {
  const form = parseForm(raw, context);
  return { ...form, page: pageFieldsSource(context), ...addressSuggestions(form, context) };
}

export default deferred<FormIslandProps>({
  island: 'form.island',
  parse: islandProps,
  // The builder's forms: its definition script, or its server-rendered fields.
  read: async (el, context) => islandProps((await importPart<BuilderRead>('form.builder-read')).readBuilderForm(el), context),
  light(_el, props, ctx) {
    void recordFormRender(props.formId, ctx.context);
    return undefined;
  },
  now: (props) => props.captcha !== undefined,
});
