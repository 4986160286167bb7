// Form block (9): server-rendered with the same component, hydrated when it comes near or is touched.
// Each rendered form is counted once (`/api/census/form-render`).

import { recordFormRender } from '../../analytics/census';
import { pageFieldsSource } from '../../analytics/page-fields';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';
import { island } from '../../island/island';
import { Form, type FormIslandProps } from './Form';
import { parseForm } from './model';

const base = island(
  Form,
  (raw: unknown, context: PageContext): FormIslandProps => ({ ...parseForm(raw, context), page: pageFieldsSource(context) }),
);

const feature: FeatureModule<FormIslandProps> = {
  ...base,
  async mount(el, props, ctx) {
    const unmount = await base.mount(el, props, ctx);
    void recordFormRender(props.formId, ctx.context);
    return unmount;
  },
};

export default feature;
