/** ASCII slug of a name for e-mail addresses and domains ('Jürgen Schäfer' -> 'jurgen-schafer'). */
export const slugify = (text: string, maxLength: number): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
