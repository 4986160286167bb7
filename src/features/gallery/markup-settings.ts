// What a 7.0 gallery block's markup says of its settings: the builder writes them as classes on its
// `.sqs-gallery-container` (`sqs-gallery-block-<design>`, `sqs-gallery-thumbnails-per-row-3`, …). A block
// without `data-block-json` is read from these alone; the JSON, where there is one, says the rest.

const PREFIX = 'sqs-gallery-';

/** The settings the container's classes name, keyed as the block's JSON keys them. */
export function settingsFromMarkup(el: Element): Record<string, unknown> {
  const container = el.matches('.sqs-gallery-container') ? el : el.querySelector('.sqs-gallery-container');
  if (!container) return {};
  const settings: Record<string, unknown> = {};
  for (const name of container.classList) {
    if (!name.startsWith(PREFIX)) continue;
    const rest = name.slice(PREFIX.length);
    const design = /^block-(?!show-meta$|meta-)([a-z0-9-]+)$/.exec(rest)?.[1];
    if (design) settings['design'] = design;
    const perRow = /^thumbnails-per-row-(\d+)$/.exec(rest)?.[1];
    if (perRow) settings['thumbnails-per-row'] = Number(perRow);
    const ratio = /^aspect-ratio-([a-z-]+)$/.exec(rest)?.[1];
    if (ratio) settings['aspect-ratio'] = ratio;
    const position = /^block-meta-position-([a-z]+)$/.exec(rest)?.[1];
    if (position) settings['meta-position'] = position;
    if (rest === 'block-show-meta') settings['show-meta'] = true;
    if (rest === 'block-meta-hover') settings['show-meta-on-hover'] = true;
    if (rest === 'has-thumbnails') settings['thumbnails'] = true;
  }
  return settings;
}
