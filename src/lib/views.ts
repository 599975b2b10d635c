/**
 * View types: the shapes the server data layer hands to components. Components never
 * see a Payload document, only these (each block's own view type lives in its folder).
 */
import type { HomePage } from '@/payload-types'

/** A source of an image at one width. */
export type ImageSource = { url: string; width: number }

/** The spec's image data: Url, RawUrl, AltText, SrcSet (mobile, tablet, desktop), ContentKey, bgPosition, bgSizeOrRepeat. */
export type ImageView = {
  /** The address an image element starts with (the tablet width, or the original when smaller). */
  url: string
  /** The image as uploaded, at its own size. */
  rawUrl: string
  altText: string
  contentKey: string
  width: number | null
  height: number | null
  /** A source per device width the image is large enough for: mobile 640, tablet 960, desktop 1920. */
  srcSet: { mobile?: ImageSource; tablet?: ImageSource; desktop?: ImageSource }
  bgPosition: string
  bgSizeOrRepeat: string
}

export type LinkView = {
  href: string
  /** External addresses open in a new window. */
  external: boolean
}

export type SectionView = {
  maxContentWidth?: string
  sectionColumnGutterWidth?: string
  componentSpacerSize?: string
  sectionMinHeight?: string
  layoutDirectionDesktop: 'row' | 'column'
  layoutDirectionTablet: 'row' | 'column'
  layoutDirectionMobile: 'row' | 'column'
  sectionVerticalAlign: 'start' | 'center' | 'end' | 'stretch'
  columnWidth: number
  backgroundImage?: ImageView
  backgroundImageOverlay?: string
}

export type BannerView = {
  Key: string
  Version: number
  Title: string
  Message?: string
  LinkHref?: string
  LinkLabel?: string
  Theme: string
}

export type SearchPropertiesView = {
  pageTitle: string
  description?: string
  isSeoIndexed: boolean
  canonicalUrl?: string
  customHeadTags?: string
  hrefLangUrls?: { lang: string; url: string }[]
}

/** A block of any page layout, as stored (the home page and the named pages share one set of blocks). */
export type LayoutBlock = NonNullable<HomePage['layout']>[number]

export type HomeView = {
  layout: LayoutBlock[]
  searchProperties: SearchPropertiesView
}

export type NavLinkView = { label: string } & LinkView

export type SiteFrameView = {
  siteName: string
  agencyName: string
  navigation: NavLinkView[]
  footerLinks: NavLinkView[]
  defaultDescription?: string
}
