// Strings kept past one exchange of a recording, copied out of the parser's chunks.
/**
 * A copy of a string that holds no reference to the text it was cut from. Strings the streaming
 * parser gives are slices of its input chunks; one kept slice would keep its whole chunk (64 kB)
 * alive, so everything kept past an exchange is detached first.
 */
export function detach(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
