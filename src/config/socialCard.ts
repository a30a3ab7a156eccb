/** The social preview image (og:image) of each locale, drawn by `npm run social-cards`. */
export const socialCardSize = {width: 1200, height: 630};

/** Its path under static/ (and so under the built site's root). */
export function socialCardFile(locale: string): string {
  return `img/social-card-${locale}.png`;
}
