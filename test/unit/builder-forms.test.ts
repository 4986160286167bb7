// @vitest-environment jsdom
// Issue 28: the builder's form and newsletter blocks, read into our block data. The definitions here are
// objects of our own in the builder's shape (its field names, its 7.0 and 7.1 markup), never copies.

import { describe, expect, it } from 'vitest';
import { readBuilderForm } from '../../src/features/form/builder';
import { parseForm } from '../../src/features/form/model';
import { readBuilderNewsletter } from '../../src/features/newsletter/builder';
import { parseNewsletter } from '../../src/features/newsletter/props';

function block(html: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'sqs-block form-block';
  el.setAttribute('data-block-type', '9');
  el.innerHTML = html;
  return el;
}

const definition = (fields: Record<string, unknown>): string =>
  `<script type="application/json" id="form-context-f1" class="sqs-form-block-context">${JSON.stringify(fields)}</script>`;

const builderDefinition = {
  secureUrl: 'https://example-host.invalid',
  formSubmitButtonText: 'Request',
  formSubmissionMessage: { html: '<p>Got it.</p>' },
  formName: 'Quote request',
  collectionId: 'c1',
  formId: 'f1',
  useLightbox: true,
  lightboxHandleText: 'Ask for a quote',
  successRedirect: '/thanks',
  showTitle: true,
  captchaEnabled: false,
  objectName: 'page-c1',
  formFields: [
    {
      type: 'text',
      id: 'text-1',
      locked: false,
      title: 'Company',
      description: '',
      placeholder: 'Your company',
      required: true,
      text: true,
    },
    { type: 'name', id: 'name-1', locked: false, title: 'Name', description: '', required: true, name: true },
    { type: 'email', id: 'email-1', title: 'Email', required: false, email: true, mailingList: true },
    { type: 'textarea', id: 'textarea-1', title: 'Message', required: true, textarea: true, maxLength: '' },
    { type: 'select', id: 'select-1', title: 'Size', required: false, options: ['Small', 'Large'] },
  ],
};

describe('the definition script (7.0 and 7.1)', () => {
  it('is read into our form: ids, types, required flags, button, message, redirect and the lightbox', () => {
    const form = parseForm(readBuilderForm(block(definition(builderDefinition))));
    expect(form).toMatchObject({
      formId: 'f1',
      collectionId: 'c1',
      objectName: 'page-c1',
      title: 'Quote request',
      submitButtonText: 'Request',
      redirectUrl: '/thanks',
      submissionHtml: '<p>Got it.</p>',
      lightbox: { buttonText: 'Ask for a quote' },
      isOverlayForm: false,
    });
    expect(form.captcha).toBeUndefined();
    expect(form.fields.map(({ id, type, title, required }) => [id, type, title, required])).toEqual([
      ['text-1', 'text', 'Company', true],
      ['name-1', 'name', 'Name', true],
      ['email-1', 'email', 'Email', false],
      ['textarea-1', 'textarea', 'Message', true],
      ['select-1', 'select', 'Size', false],
    ]);
    expect(form.fields[0]?.placeholder).toBe('Your company');
    expect(form.fields[3]?.maxLength).toBeUndefined();
    expect(form.fields[4]?.options).toEqual(['Small', 'Large']);
  });

  it('no title unless the builder shows it; inline without a lightbox; a captcha when enabled', () => {
    const form = parseForm(
      readBuilderForm(block(definition({ ...builderDefinition, showTitle: false, useLightbox: false, captchaEnabled: true }))),
    );
    expect(form.title).toBe('');
    expect(form.lightbox).toBeUndefined();
    expect(form.captcha).toMatchObject({ siteKey: '', scriptUrl: '/captcha/provider.js' });
  });

  it('a lightbox with no words of its own takes the handle the builder rendered; with none, it shows inline', () => {
    const withHandle = block(
      `${definition({ ...builderDefinition, lightboxHandleText: '' })}<div class="lightbox-handle-wrapper"><button class="lightbox-handle">
        Open it
      </button></div>`,
    );
    expect(parseForm(readBuilderForm(withHandle)).lightbox).toEqual({ buttonText: 'Open it' });
    expect(parseForm(readBuilderForm(block(definition({ ...builderDefinition, lightboxHandleText: '' })))).lightbox).toBeUndefined();
  });

  it('a definition it cannot read fails the block with a clear error, never a half form', () => {
    expect(() => readBuilderForm(block('<script type="application/json" class="sqs-form-block-context">{"formId":</script>'))).toThrow(
      /form definition is not JSON/,
    );
    expect(() => parseForm(readBuilderForm(block(definition({ ...builderDefinition, formId: '' }))))).toThrow(/formId/);
    const unknown = { ...builderDefinition, formFields: [{ type: 'signature', id: 'signature-1', title: 'Sign' }] };
    expect(() => parseForm(readBuilderForm(block(definition(unknown))))).toThrow(/unknown type "signature"/);
    expect(() => readBuilderForm(block('<p>No form here.</p>'))).toThrow(/block data must be an object/);
  });

  it("the builder's hidden server form beside it changes nothing: the definition wins", () => {
    const el = block(`${definition(builderDefinition)}<div class="form-wrapper hidden"><form data-form-id="other"></form></div>`);
    expect(parseForm(readBuilderForm(el)).formId).toBe('f1');
  });
});

const handler = (formId: string, collectionId: string, objectName: string): string =>
  `return (function (form) { Y.use('squarespace-form-submit', 'node', function (Y) { (new Y.Squarespace.FormSubmit(form)).submit({
    formId: '${formId}', collectionId: '${collectionId}', objectName: '${objectName}' }); }); return false; })(this);`;

describe('a 7.0 form with its fields in the markup only', () => {
  const markup = `<div class="form-wrapper"><div class="form-title">Write to us</div><div class="form-inner-wrapper">
    <form data-form-id="f7" data-success-redirect="" method="POST" action="https://example-host.invalid"
      onsubmit="${handler('f7', 'c7', 'page-c7')}">
      <div class="field-list">
        <div id="text-7" class="form-item field text required"><label class="title" for="text-7-field">
          Company <span class="required" aria-hidden="true">*</span></label>
          <input class="field-element text" type="text" id="text-7-field" placeholder="Acme"/></div>
        <fieldset id="name-7" class="form-item fields name"><legend class="title">Name</legend>
          <input name="fname" type="text"/><input name="lname" type="text"/></fieldset>
        <fieldset id="checkbox-7" class="form-item field checkbox"><legend class="title">Days</legend>
          <div class="description">Pick any.</div>
          <label><input type="checkbox" value="Mon"/> Mon</label><label><input type="checkbox" value="Tue"/> Tue</label></fieldset>
        <div id="select-7" class="form-item field select"><label class="title">Size</label>
          <select><option value="">Select an option</option><option value="S">S</option><option value="L">L</option></select></div>
        <div id="textarea-7" class="form-item field textarea required"><label class="title">Message</label>
          <textarea maxlength="500"></textarea></div>
      </div>
      <input class="button" type="submit" value="Write"/>
      <div class="hidden form-submission-text">Thanks <b>friend</b> &lt;3</div>
    </form></div></div>`;

  it("is read from the markup: the handler's collection and object name, each field's type, title and rules", () => {
    const form = parseForm(readBuilderForm(block(markup)));
    expect(form).toMatchObject({
      formId: 'f7',
      collectionId: 'c7',
      objectName: 'page-c7',
      title: 'Write to us',
      submitButtonText: 'Write',
    });
    expect(form.redirectUrl).toBeUndefined();
    expect(form.fields.map(({ id, type, title, required }) => [id, type, title, required])).toEqual([
      ['text-7', 'text', 'Company', true],
      ['name-7', 'name', 'Name', false],
      ['checkbox-7', 'checkbox', 'Days', false],
      ['select-7', 'select', 'Size', false],
      ['textarea-7', 'textarea', 'Message', true],
    ]);
    expect(form.fields[0]?.placeholder).toBe('Acme');
    expect(form.fields[2]).toMatchObject({ description: 'Pick any.', options: ['Mon', 'Tue'] });
    expect(form.fields[3]?.options).toEqual(['S', 'L']);
    expect(form.fields[4]?.maxLength).toBe(500);
    // The success text is text: escaped into a paragraph, never markup.
    expect(form.submissionHtml).toBe('<p>Thanks friend &lt;3</p>');
  });

  it('a field of a type it does not know fails the block rather than drop the field', () => {
    const el = block(markup.replace('form-item field select', 'form-item field signature'));
    expect(() => parseForm(readBuilderForm(el))).toThrow(/unknown type/);
  });
});

describe("the builder's newsletter form", () => {
  const newsletter = (extra = '', footnote = ''): HTMLElement => {
    const el = document.createElement('div');
    el.innerHTML = `<div class="newsletter-form-wrapper"><form class="newsletter-form" data-form-id="n1" method="POST"
      onsubmit="${handler('n1', '', 'footerBlocks')}">
      <header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Letters</h2>
        <div class="newsletter-form-header-description"><p>Now and then.</p></div></header>
      <div class="newsletter-form-fields-wrapper form-fields">${extra}
        <div id="email-n1" class="newsletter-form-field-wrapper form-item field email required">
          <label class="title" for="email-n1-field">Email Address</label><input id="email-n1-field" name="email" type="text"/></div>
      </div>
      <button type="submit"><span class="newsletter-form-button-label">Join</span></button>
      <div class="newsletter-form-footnote">${footnote}</div>
      <div class="hidden form-submission-text">Welcome.</div></form></div>`;
    return el;
  };

  it("is read into our newsletter: form id, object name, texts and the email field's id", () => {
    expect(parseNewsletter(readBuilderNewsletter(newsletter()))).toEqual({
      formId: 'n1',
      objectName: 'footerBlocks',
      title: 'Letters',
      description: 'Now and then.',
      buttonText: 'Join',
      emailFieldId: 'email-n1',
      submissionHtml: '<p>Welcome.</p>',
    });
  });

  it('with its footnote as published (rich text), none when the builder published an empty paragraph', () => {
    const note = '<p>We respect your <a href="/privacy">privacy</a>.</p>';
    expect(parseNewsletter(readBuilderNewsletter(newsletter('', note))).footnoteHtml).toBe(note);
    const empty = newsletter('', '<p data-rte-preserve-empty="true" style="white-space:pre-wrap;"></p>');
    expect(parseNewsletter(readBuilderNewsletter(empty))).not.toHaveProperty('footnoteHtml');
  });

  it('with a name field, its id too; without a form, a clear error', () => {
    const withName = newsletter('<div id="name-n1" class="form-item fields name"><input name="fname"/><input name="lname"/></div>');
    expect(parseNewsletter(readBuilderNewsletter(withName)).nameFieldId).toBe('name-n1');
    expect(() => readBuilderNewsletter(document.createElement('div'))).toThrow(/block data must be an object/);
  });
});
