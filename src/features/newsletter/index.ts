// Newsletter block (51). Its server HTML is a working sign-up form, so no React runs until the visitor
// touches it: the light part counts the render as a form's (`/api/census/form-render`); the island
// (island.tsx) takes over at the first interaction, which is replayed on it, and signs up.

import { recordFormRender } from '../../analytics/census';
import { pageFieldsSource } from '../../analytics/page-fields';
import type { PageContext } from '../../core/page-context';
import { deferred } from '../../island/deferred';
import { readBuilderNewsletter } from './builder';
import type { NewsletterIslandProps } from './Newsletter';
import { parseNewsletter } from './props';

const islandProps = (raw: unknown, context: PageContext): NewsletterIslandProps => ({
  ...parseNewsletter(raw, context),
  page: pageFieldsSource(context),
});

export default deferred<NewsletterIslandProps>({
  island: 'newsletter.island',
  parse: islandProps,
  // The builder's sign-up forms: read from their server-rendered form, and rendered by the island at once.
  read: (el, context) => islandProps(readBuilderNewsletter(el), context),
  light(_el, props, ctx) {
    void recordFormRender(props.formId, ctx.context);
    return undefined;
  },
});
