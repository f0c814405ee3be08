/** Latin letters that NFD does not split into a base letter and an accent. */
const unsplitLetters: Record<string, string> = {
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
  ħ: 'h',
};

/**
 * Text as the place search compares it: accents stripped (NFD, combining marks dropped), lower
 * case, every run of non-letters/digits one space. "São Paulo" and "sao-paulo" both give "sao paulo".
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øßæœłđıþðħ]/g, (letter) => unsplitLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
