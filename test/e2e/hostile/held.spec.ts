// Attacks an outside probe made that the runtime withstood: kept here, each as the attacker wrote it
// (markup and data attributes only), so that none comes back. Each runs under the site's own policy
// and under a strict host's; the page's own blocks beside the attack keep working.

import { expect, test, waitForState } from '../fixtures';
import { block, hostilePage, type Policy, pwned } from './page';

const SCHEMES = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=2',
  'java\tscript:window.__pwned=3',
  '\u0001javascript:window.__pwned=4',
  'data:text/html,<script>window.__pwned=5</script>',
  'vbscript:msgbox(1)',
];

/** A gallery slide as the builder publishes it, with `url` as its click-through address. */
const gallerySlide = (url: string, i: number): string =>
  `<div class="slide" data-type="image" data-slide-id="s${i}" data-slide-url="s${i}"
    data-click-through-url="${url.replace(/"/g, '&quot;').replace(/</g, '&lt;')}"><div class="margin-wrapper">
    <a class="image-slide-anchor"><img data-src="/images/bread-1200x1500.jpg" data-image-dimensions="1200x1500"
    alt="Slide ${i}" data-load="false"></a></div></div>`;

/** Every link on the page whose address, as the browser reads it, would run or render code. */
const liveUnsafeLinks = (page: import('@playwright/test').Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')]
      .filter((link) => ['javascript:', 'data:', 'vbscript:'].includes(new URL(link.href, location.href).protocol))
      .map((link) => link.outerHTML),
  );

const ACCORDION = (id: string, content: string) =>
  block(69, id, { headingLevel: 2, items: [{ title: `Open ${id}`, content }] }, `<p>Server HTML of ${id}.</p>`);

for (const policy of ['self', 'strict'] as Policy[]) {
  test.describe(`under the ${policy} policy`, () => {
    test('an unsafe scheme in every link field of block data never becomes a live link', async ({ page, testTag }) => {
      const buttons = SCHEMES.map((url, i) => block(53, `button-${i}`, { text: `Button ${i}`, url }));
      const gallery = `<div class="sqs-block gallery-block" data-block-type="8" id="gallery" data-load="load"
        data-block-json='{"design":"grid"}'>
        <div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery sqs-gallery-design-grid">
        ${SCHEMES.map(gallerySlide).join('')}</div></div></div>`;
      const body = [...buttons, gallery, block(53, 'button-safe', { text: 'Safe button', url: '/fixtures/home.html' })].join('\n');
      await page.goto(await hostilePage(page, testTag, body, { policy }));

      await waitForState(page, '#button-safe', 'live');
      for (let i = 0; i < SCHEMES.length; i++) await waitForState(page, `#button-${i}`, 'live');
      await waitForState(page, '#gallery', 'live');
      await expect(page.getByRole('link', { name: 'Safe button' })).toHaveAttribute('href', '/fixtures/home.html');
      // Each unsafe button shows its text, with no address to follow.
      for (let i = 0; i < SCHEMES.length; i++) await expect(page.locator(`#button-${i}`)).toContainText(`Button ${i}`);
      expect(await liveUnsafeLinks(page)).toEqual([]);
      for (let i = 0; i < SCHEMES.length; i++) await page.locator(`#button-${i}`).getByText(`Button ${i}`).click({ force: true });
      expect(await pwned(page)).toBeUndefined();
      expect(page.url()).toContain(`hostile-${testTag}`);
    });

    test('script in every HTML field of block data never runs, and text fields stay text', async ({ page, testTag }) => {
      const payload = [
        '<p>Kept text.</p>',
        '<img src="/x.png" onerror="window.__pwned=1">',
        '<script>window.__pwned=2</script>',
        '<a href="javascript:window.__pwned=3">a link</a>',
        '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
        '<svg><animate onbegin="window.__pwned=5" attributeName="x" dur="1s"></animate></svg>',
        '<form action="javascript:window.__pwned=6"><button>go</button></form>',
        '<style>body{display:none}</style>',
      ].join('');
      const body = [
        ACCORDION('accordion', payload),
        block(53, 'button-html', { text: '<img src=/x.png onerror="window.__pwned=7">Text button', url: '/fixtures/home.html' }),
      ].join('\n');
      await page.goto(await hostilePage(page, testTag, body, { policy }));

      await page.getByRole('button', { name: 'Open accordion' }).click();
      const region = page.getByRole('region', { name: 'Open accordion' });
      await expect(region).toContainText('Kept text.');
      await expect(region.locator('script, iframe, style, form, [onerror], [onbegin]')).toHaveCount(0);
      await waitForState(page, '#button-html', 'live');
      await expect(page.getByRole('link', { name: '<img src=/x.png onerror="window.__pwned=7">Text button' })).toBeVisible();
      expect(await liveUnsafeLinks(page)).toEqual([]);
      await expect(page.locator('body')).toBeVisible();
      expect(await pwned(page)).toBeUndefined();
    });

    test('__proto__ and constructor keys in block data and the page context pollute nothing', async ({ page, testTag }) => {
      // JSON.stringify drops an object literal's __proto__, so the keys are written into the text itself.
      const POLLUTING = '"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}},';
      const hostile = (data: object): string => JSON.stringify(data).replace('{', `{${POLLUTING}`);
      const context =
        `{${POLLUTING}"website":${hostile({ id: 'w', identifier: 'fixture-cafe' })},` +
        `"websiteSettings":${hostile({ storeSettings: JSON.parse(hostile({ selectedCurrency: 'USD' })) })},"locale":"en-US"}`;
      const attribute = (data: object): string => hostile(data).replace(/'/g, '&#39;');
      const body = [
        `<div class="sqs-block" data-block-type="53" id="button" data-load="load"
          data-block-json='${attribute({ text: 'Still a button', url: '/fixtures/home.html' })}'></div>`,
        `<div class="sqs-block" data-block-type="69" id="accordion" data-load="load" data-block-json='${attribute({
          headingLevel: 2,
          items: [JSON.parse(hostile({ title: 'Still an accordion', content: '<p>Yes.</p>' }))],
        })}'><p>Server HTML.</p></div>`,
      ].join('\n');
      await page.goto(await hostilePage(page, testTag, body, { policy, context }));

      await waitForState(page, '#button', 'live');
      await page.getByRole('button', { name: 'Still an accordion' }).click();
      await expect(page.getByRole('region', { name: 'Still an accordion' })).toHaveText('Yes.');
      await expect(page.getByRole('link', { name: 'Still a button' })).toHaveAttribute('href', '/fixtures/home.html');
      const polluted = await page.evaluate(() => {
        const probe: Record<string, unknown> = {};
        return [
          probe['polluted'],
          (Object.prototype as Record<string, unknown>)['polluted'],
          ([] as unknown as Record<string, unknown>)['polluted'],
        ];
      });
      expect(polluted).toEqual([undefined, undefined, undefined]);
    });
  });
}

test("an embed's script stays in its sandboxed frame: it reaches neither the page nor its cookies", async ({ page, testTag }) => {
  const html =
    '<p id="in-frame">Embedded.</p><script>' +
    'try { window.top.__pwned = 1 } catch (e) {}' +
    'try { parent.document.body.textContent = "defaced" } catch (e) {}' +
    'try { document.cookie = "sr_embed=1; path=/" } catch (e) {}' +
    '</script>';
  const body = [block(22, 'embed', { html }, '<p>Server HTML of the embed.</p>'), '<p id="page-text">The page itself.</p>'].join('\n');
  await page.goto(await hostilePage(page, testTag, body));

  await waitForState(page, '#embed', 'live');
  const frame = page.frameLocator('#embed iframe');
  await expect(frame.locator('#in-frame')).toHaveText('Embedded.');
  await expect(page.locator('#embed iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.locator('#embed iframe')).not.toHaveAttribute('sandbox', /allow-same-origin/);
  await expect(page.locator('#page-text')).toHaveText('The page itself.');
  expect(await pwned(page)).toBeUndefined();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('sr_embed');
});

test("a foreign frame's messages move nothing: an embed heeds only its own frame", async ({ page, testTag, baseURL }) => {
  const foreign = new URL(baseURL!);
  foreign.hostname = 'localhost';
  foreign.pathname = `/__foreign-${testTag}.html`;
  await page.route(foreign.href, (route) =>
    route.fulfill({ status: 200, headers: { 'Content-Type': 'text/html' }, body: '<!doctype html><title>Foreign</title><p>Foreign</p>' }),
  );
  const body = [
    // A script: an embed with nothing to run stays as its server HTML, unframed (src/features/embed/).
    block(22, 'embed', { html: '<p style="height:120px;margin:0" id="in-frame">Embedded.</p><script>1</script>' }, '<p>Server HTML.</p>'),
    `<iframe id="foreign" title="Foreign" src="${foreign.href}"></iframe>`,
  ].join('\n');
  await page.goto(await hostilePage(page, testTag, body));
  await waitForState(page, '#embed', 'live');
  await expect(page.frameLocator('#embed iframe').locator('#in-frame')).toHaveText('Embedded.');
  const embedFrame = page.locator('#embed iframe');
  const height = (): Promise<string> => embedFrame.evaluate((frame: HTMLIFrameElement) => frame.style.height);
  await expect.poll(async () => Number.parseFloat(await height())).toBeGreaterThan(100);
  const before = await height();

  // The page answers a ping after every message before it: messages from one window to another arrive
  // in order, so once the pong is heard the runtime has handled (and answered, if it would) the rest.
  await page.evaluate(() =>
    window.addEventListener('message', (event) => event.data === 'ping' && (event.source as Window).postMessage('pong', '*')),
  );
  const frame = page.frames().find((candidate) => candidate.url() === foreign.href);
  expect(frame).toBeDefined();
  const answers = await frame!.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const heard: unknown[] = [];
        window.addEventListener('message', (event) => (event.data === 'pong' ? resolve(heard) : heard.push(event.data)));
        for (const type of ['sr-embed:ready', 'sr-embed:height']) parent.postMessage({ type, height: 9000 }, '*');
        parent.postMessage('{"type":"sr-embed:height","height":9000}', '*');
        parent.postMessage('ping', '*');
      }),
  );
  expect(answers).toEqual([]);
  expect(await height()).toBe(before);
});

test('a form sends once and follows no unsafe redirect after it', async ({ page, testTag, submissions }) => {
  const form = (id: string, redirectUrl: string): string =>
    block(
      9,
      id,
      {
        formId: 'form-redirect',
        objectName: 'Quick question',
        submitButtonText: `Ask ${id}`,
        redirectUrl,
        fields: [
          { id: 'email-3', type: 'email', title: 'Email', required: true },
          { id: 'textarea-3', type: 'textarea', title: 'Question' },
        ],
      },
      '',
    );
  const body = [form('form-js', 'javascript:window.__pwned=1'), form('form-data', 'data:text/html,<script>alert(1)</script>')].join('\n');
  const path = await hostilePage(page, testTag, body);
  await page.goto(path);

  for (const id of ['form-js', 'form-data']) {
    await waitForState(page, `#${id}`, 'live');
    const formBlock = page.locator(`#${id}`);
    await formBlock.getByLabel('Email').fill(`${id}@example.com`);
    await formBlock.getByRole('button', { name: `Ask ${id}` }).click();
    await expect(formBlock).toContainText('Thank you!');
  }
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await pwned(page)).toBeUndefined();
  const sent = await submissions();
  expect(sent.map((submission) => submission.form['email-3']).sort()).toEqual(['form-data@example.com', 'form-js@example.com']);
});
