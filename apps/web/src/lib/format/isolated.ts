/**
 * A text isolated from its surroundings (Unicode FSI … PDI): a Latin place name inside an Arabic sentence keeps its
 * own order, and the sentence's words stay where they belong. For texts passed into a translated sentence (a `<bdi>`
 * cannot go inside a string).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
