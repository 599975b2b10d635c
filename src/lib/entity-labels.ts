/**
 * What editors call each collection and global, for the change history (which stores the
 * slug, so filters keep working) and anywhere else a slug would otherwise show.
 */
export const ENTITY_LABELS: Record<string, string> = {
  'home-page': 'Home page',
  'named-pages': 'Page',
  'carousel-items': 'News or event item',
  announcements: 'Banner',
  media: 'Image',
  'video-files': 'Video file',
  'contact-requests': 'Contact request',
  users: 'User',
  'site-settings': 'Site settings',
}

export function entityLabel(slug: string): string {
  return ENTITY_LABELS[slug] ?? slug
}
