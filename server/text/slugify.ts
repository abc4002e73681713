/** 'Used Titleist TSR2 Driver 10.5° Stiff' → 'used-titleist-tsr2-driver-10-5-stiff'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
