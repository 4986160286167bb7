// Newsletter block (51): server-rendered, hydrated when it comes near or is touched; counted once as a
// rendered form.

import { recordFormRender } from '../../analytics/census';
import { pageFieldsSource } from '../../analytics/page-fields';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';
import { island } from '../../island/island';
import { Newsletter, type NewsletterIslandProps } from './Newsletter';
import { parseNewsletter } from './props';

const base = island(
  Newsletter,
  (raw: unknown, context: PageContext): NewsletterIslandProps => ({
    ...parseNewsletter(raw, context),
    page: pageFieldsSource(context),
  }),
);

const feature: FeatureModule<NewsletterIslandProps> = {
  ...base,
  async mount(el, props, ctx) {
    const unmount = await base.mount(el, props, ctx);
    void recordFormRender(props.formId, ctx.context);
    return unmount;
  },
};

export default feature;
