/** A text for a LIKE pattern: its `%`, `_` and `\` match themselves (PostgreSQL's default escape character). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
