// The site's web fonts (spec 000 §1, first after the page markers): the fonts stylesheet service's
// sheet for `googleFonts` and the typekit kit for `website.typekitId`, added after first paint so
// they never block it. A family the page expects from the kit and the kit lacks is a console error.

import { reportError } from '../../../core/errors';
import type { PageContext } from '../../../core/page-context';
import type { Teardown } from '../../../island/feature';
import { expectedFonts, type Face, missingFonts } from './kit-check';
import { googleFontsHref, typekitHref } from './services';
import { addStylesheet } from './stylesheet';

export function startFonts(context: PageContext, signal: AbortSignal): Teardown {
  const links: HTMLLinkElement[] = [];
  const google = attempt(() => googleFontsHref(context));
  if (google) links.push(load(google, signal));
  const kit = attempt(() => typekitHref(context));
  if (kit) {
    const expected = attempt(() => expectedFonts(context)) ?? [];
    const link = addStylesheet(kit);
    links.push(link.link);
    link.loaded.then(
      () => !signal.aborted && reportMissing(missingFonts(expected, loadedFaces()), kit),
      (error: unknown) => !signal.aborted && reportError(error, 'fonts'),
    );
  }
  return () => {
    for (const link of links) link.remove();
  };
}

function load(href: string, signal: AbortSignal): HTMLLinkElement {
  const { link, loaded } = addStylesheet(href);
  loaded.catch((error: unknown) => !signal.aborted && reportError(error, 'fonts'));
  return link;
}

/** A malformed setting is reported and that service skipped; the other still loads. */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    reportError(error, 'fonts');
    return undefined;
  }
}

/** Every face the page's stylesheets declared, the kit's among them (readable even cross-origin). */
function loadedFaces(): Face[] {
  return [...document.fonts].map(({ family, style, weight }) => ({ family, style, weight }));
}

function reportMissing(missing: readonly string[], kit: string): void {
  for (const font of missing) reportError(new Error(`The font ${font} is missing from the typekit service (${kit})`), 'fonts');
}
