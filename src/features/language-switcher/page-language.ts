// Which of a site's languages the page is in, from the document's `lang`. Apart from languages.ts (the
// host's data, through the data layer) so the published list's light part carries only these lines.

/** The code the page's `lang` names: whole, else by its primary subtag (`fr-CA` is `fr`); or none. */
export function pageLanguage(codes: readonly string[], pageLang: string): string | undefined {
  const lang = pageLang.toLowerCase();
  if (lang === '') return undefined;
  const primary = (code: string): string => code.toLowerCase().split('-')[0] ?? '';
  return codes.find((code) => code.toLowerCase() === lang) ?? codes.find((code) => primary(code) === primary(lang));
}
