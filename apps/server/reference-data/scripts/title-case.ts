/**
 * Port names are title-cased when shown (docs/product/quoting.md#places): each word starts with a capital letter.
 * The rest of the word keeps the source's case, so "Port-of-Spain", "Fos-sur-Mer" and "Illichivs'k"
 * stay as UN/LOCODE writes them, while "Khor al Fakkan" becomes "Khor Al Fakkan".
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(
      /(^|[\s(/])(['‘’]?)(\p{Ll})/gu,
      (_match, separator: string, quote: string, letter: string) =>
        `${separator}${quote}${letter.toLocaleUpperCase('en')}`,
    );
}
