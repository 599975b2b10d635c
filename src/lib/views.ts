/**
 * View types: the shapes the server data layer hands to components. Components never
 * see a Payload document, only these.
 */

export type ImageView = {
  url: string
  altText: string
  contentKey: string
  width: number | null
  height: number | null
  /** Candidate sources for mobile, tablet and desktop widths. */
  srcSet: { url: string; width: number }[]
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

export type HeroView = {
  eyebrowText?: string
  titleText: string
  subtitleText?: string
  buttonText?: string
  /** The target as the editor entered it (api name or address). */
  buttonTarget?: string
  button?: LinkView
  buttonIcon?: string
  eyebrowClass: string
  titleClass: string
  subtitleClass: string
  boolAddGradient: boolean
  boolLeftAligned: boolean
  subtitleWidth: number
  heroInnerWidth: number
  heroHeight: number
  backgroundImage?: ImageView
  backgroundImageOverlay: string
}

export type SolutionCardView = {
  id: string
  title: string
  text?: string
  url?: string
  apiName?: string
  link?: LinkView
}

export type SolutionsTabsView = {
  headerText: string
  tabs: { id: string; header: string; cards: SolutionCardView[] }[]
}

export type ServiceTileView = {
  id: string
  name: string
  apiName?: string
  /** The tile's managed-content image (read with the page); absent when it is not published. */
  image?: ImageView
  overlayText?: string
  title: string
  description?: string
  contactTarget?: string
  link?: LinkView
}

export type ContactBandView = {
  headerText: string
  subHeaderText: string
  buttonLabel: string
  buttonPage?: string
  targetIsUrl: boolean
  button?: LinkView
}

export type CarouselSettingsView = {
  carouselTitle?: string
  carouselSubTitle?: string
  siteName?: string
  carouselLocation?: string
  contentType?: string
  productAlias?: string
}

export type BlockView =
  | { blockType: 'announcements'; id: string; section: SectionView }
  | { blockType: 'hero'; id: string; section: SectionView; hero: HeroView }
  | { blockType: 'solutionsTabs'; id: string; section: SectionView; solutions: SolutionsTabsView }
  | { blockType: 'services'; id: string; section: SectionView; headerText?: string; tiles: ServiceTileView[] }
  | { blockType: 'contactBand'; id: string; section: SectionView; contact: ContactBandView }
  | { blockType: 'carousel'; id: string; section: SectionView; carousel: CarouselSettingsView }

export type SearchPropertiesView = {
  pageTitle: string
  description?: string
  isSeoIndexed: boolean
  canonicalUrl?: string
  customHeadTags?: string
  hrefLangUrls?: { lang: string; url: string }[]
}

export type HomeView = {
  blocks: BlockView[]
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
