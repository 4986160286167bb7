// Form block (9): server-rendered with the same component, hydrated when it comes near or is touched.
// Each rendered form is counted once (`/api/census/form-render`).

import { recordFormRender } from '../../analytics/census';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../runtime/feature';
import { island } from '../../runtime/island';
import { Form, type FormIslandProps } from './Form';
import { parseForm } from './model';

const base = island(Form, (raw: unknown, context: PageContext): FormIslandProps => ({ ...parseForm(raw, context), page: pageOf(context) }));

const feature: FeatureModule<FormIslandProps> = {
  ...base,
  async mount(el, props, ctx) {
    const unmount = await base.mount(el, props, ctx);
    void recordFormRender(props.formId, ctx.context);
    return unmount;
  },
};

export default feature;

/** What the page fields need from the context; kept small, since props live as long as the island. */
function pageOf(context: PageContext): PageContext {
  const { item, itemId, collection, collectionId } = context;
  return { item, itemId, collection, collectionId, pagePermissionType: context['pagePermissionType'] };
}
