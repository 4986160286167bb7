// The reader of the builder's published forms (builder.ts) as a part of its own (`chunks/form.builder-read`):
// fetched by a form block that has no JSON, so a page of our forms never runs it.

export { readBuilderForm } from './builder';
