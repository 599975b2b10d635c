import { RecordTimes as RecordTimes_295b416f410ec6491727f58fef1d4557 } from '../../../admin/dates/RecordTimes'
import { BrokenLinksNotice as BrokenLinksNotice_4d8ba200e852dd06199a2a6d2cc041af } from '../../../governance/admin/BrokenLinksNotice'
import { AdministratorsOnlyTextField as AdministratorsOnlyTextField_b665a680c3c61547c2c734a673016e66 } from '../../../admin/fields/AdministratorsOnlyField'
import { HumanValueDiff as HumanValueDiff_b2e7fb98cb22ce0d174cdbd50c65f941 } from '../../../admin/fields/HumanValueDiff'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RichTextWarnings as RichTextWarnings_0f55b7525069404025b2a2144aaf8b4c } from '../../../governance/admin/EditingWarnings'
import { OwnershipField as OwnershipField_9020448e13fd6f99f54278e80fa6502a } from '../../../governance/admin/OwnershipField'
import { LastEditedByField as LastEditedByField_da0a0326b4dcf7b60dce0617f67f7623 } from '../../../admin/fields/LastEditedByField'
import { NoDiff as NoDiff_b06618c707328f5f6af4f0cdbf766cf4 } from '../../../publishing/admin/NoDiff'
import { ReviewPanelField as ReviewPanelField_a0f63de852600dfa1116f8ea83292d77 } from '../../../publishing/admin/ReviewPanelField'
import { SiteTimeCell as SiteTimeCell_9a1c1bc45c6ff1e165d629116dff9106 } from '../../../admin/dates/SiteTimeCell'
import { SiteTimeField as SiteTimeField_ff3a146face0e7054b92d9012667c17f } from '../../../admin/dates/SiteTimeField'
import { ReviewShortcut as ReviewShortcut_6f8c0aced96be1d77f9cd6656e8debf2 } from '../../../publishing/admin/ReviewShortcut'
import { PublishButton as PublishButton_95781709ecb71e7df956e2728d888b93 } from '../../../publishing/admin/PublishButton'
import { DocumentStatus as DocumentStatus_613fd9808248d9953b38eb15ab867eb4 } from '../../../publishing/admin/DocumentStatus'
import { VersionHistory as VersionHistory_674b5b1fb0b936e11deff56afe4b8d0f } from '../../../publishing/admin/VersionHistory'
import { LinkTargetField as LinkTargetField_0526767c00433fb0957664243508b63b } from '../../../admin/fields/LinkTargetField'
import { IconPickerField as IconPickerField_6d5effdc0586b9d3003c81eb726473e4 } from '../../../admin/fields/IconPickerField'
import { UploadRules as UploadRules_ada8710e86487605194a3d0e3af2b6ba } from '../../../admin/upload/UploadRules'
import { AltTextWarnings as AltTextWarnings_0f55b7525069404025b2a2144aaf8b4c } from '../../../governance/admin/EditingWarnings'
import { TargetCell as TargetCell_ad20470ce9e9b4ae98da88f8a4873435 } from '../../../admin/labels/TargetCell'
import { CurrentPasswordField as CurrentPasswordField_5bbec74cbe3707a878d61812d9f339d2 } from '../../../identity/admin/CurrentPasswordField'
import { SessionsPanel as SessionsPanel_61561e243265e9636e6b23936f74b906 } from '../../../identity/admin/SessionsPanel'
import { SecondFactorPanel as SecondFactorPanel_f30f7d0a3a6f582b114be6d1e41560f9 } from '../../../identity/admin/SecondFactorPanel'
import { FoundOnCell as FoundOnCell_8e274e8d813e009a29b039aee0e042a0 } from '../../../governance/admin/FoundOnCell'
import { CheckLinksNowButton as CheckLinksNowButton_92eb12662bd72979e3056b678482da3a } from '../../../governance/admin/CheckNowButton'
import { ColourPreview as ColourPreview_1d4688b284d359b616e06a8dd7d40893 } from '../../../admin/fields/ColourPreview'
import { HeroButtonWarnings as HeroButtonWarnings_8771ff0b70ed5914e4a1eb666f8bf226 } from '../../../governance/admin/ButtonWarnings'
import { ContactBandButtonWarnings as ContactBandButtonWarnings_8771ff0b70ed5914e4a1eb666f8bf226 } from '../../../governance/admin/ButtonWarnings'
import { WrongAddressNotice as WrongAddressNotice_c8346b2e1f35da739c150a0be11144e0 } from '../../../admin/address/WrongAddressNotice'
import { SignOutButton as SignOutButton_d312bd5d17ace5267c762874542ac812 } from '../../../identity/admin/SignOutButton'
import { SiteIcon as SiteIcon_e7720a92933ce624123531d9bfc51faf } from '../../../admin/brand/SiteLogo'
import { SiteLogo as SiteLogo_e7720a92933ce624123531d9bfc51faf } from '../../../admin/brand/SiteLogo'
import { StaffNavLink as StaffNavLink_6b10a4bf3f40a0c94aa915744c5eb94f } from '../../../admin/nav/StaffNavLink'
import { HomePageCard as HomePageCard_547d995590d84c67fbb0db27fe1fbc22 } from '../../../admin/nav/HomePageCard'
import { ReviewDashboard as ReviewDashboard_eae75ff9efc4b3d39c350ecb3841807b } from '../../../publishing/admin/ReviewDashboard'
import { HomePageLink as HomePageLink_317b4f88993b178cda36de75212a601d } from '../../../admin/nav/HomePageLink'
import { SiteClock as SiteClock_91fe99c237ecd2dbb1e088fc906b28c2 } from '../../../admin/dates/SiteClock'
import { NamedControls as NamedControls_0b861d9b6e7268691699c496ec50321e } from '../../../admin/accessibility/NamedControls'
import { KeepMenuOpen as KeepMenuOpen_31e9a12be6be46dd5f9b7c715d2218b0 } from '../../../admin/nav/KeepMenuOpen'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_b47124a43757613d7ecd1977f3252202 } from '../../../identity/admin/SignInView'
import { SignedOutView as SignedOutView_b47124a43757613d7ecd1977f3252202 } from '../../../identity/admin/SignInView'
import { ImportView as ImportView_e598c72770565b03f7cab91035760fe7 } from '../../../content-import/admin/ImportView'
import { SiteChecksView as SiteChecksView_e7434472fca317e97d0d8d6b27972a8c } from '../../../governance/admin/SiteChecksView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { PasswordsNotUsedView as PasswordsNotUsedView_fccd5a70f705f0db7b92c6581a6d2d12 } from '../../../identity/admin/PasswordsNotUsedView'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/dates/RecordTimes#RecordTimes": RecordTimes_295b416f410ec6491727f58fef1d4557,
  "/governance/admin/BrokenLinksNotice#BrokenLinksNotice": BrokenLinksNotice_4d8ba200e852dd06199a2a6d2cc041af,
  "/admin/fields/AdministratorsOnlyField#AdministratorsOnlyTextField": AdministratorsOnlyTextField_b665a680c3c61547c2c734a673016e66,
  "/admin/fields/HumanValueDiff#HumanValueDiff": HumanValueDiff_b2e7fb98cb22ce0d174cdbd50c65f941,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/governance/admin/EditingWarnings#RichTextWarnings": RichTextWarnings_0f55b7525069404025b2a2144aaf8b4c,
  "/governance/admin/OwnershipField#OwnershipField": OwnershipField_9020448e13fd6f99f54278e80fa6502a,
  "/admin/fields/LastEditedByField#LastEditedByField": LastEditedByField_da0a0326b4dcf7b60dce0617f67f7623,
  "/publishing/admin/NoDiff#NoDiff": NoDiff_b06618c707328f5f6af4f0cdbf766cf4,
  "/publishing/admin/ReviewPanelField#ReviewPanelField": ReviewPanelField_a0f63de852600dfa1116f8ea83292d77,
  "/admin/dates/SiteTimeCell#SiteTimeCell": SiteTimeCell_9a1c1bc45c6ff1e165d629116dff9106,
  "/admin/dates/SiteTimeField#SiteTimeField": SiteTimeField_ff3a146face0e7054b92d9012667c17f,
  "/publishing/admin/ReviewShortcut#ReviewShortcut": ReviewShortcut_6f8c0aced96be1d77f9cd6656e8debf2,
  "/publishing/admin/PublishButton#PublishButton": PublishButton_95781709ecb71e7df956e2728d888b93,
  "/publishing/admin/DocumentStatus#DocumentStatus": DocumentStatus_613fd9808248d9953b38eb15ab867eb4,
  "/publishing/admin/VersionHistory#VersionHistory": VersionHistory_674b5b1fb0b936e11deff56afe4b8d0f,
  "/admin/fields/LinkTargetField#LinkTargetField": LinkTargetField_0526767c00433fb0957664243508b63b,
  "/admin/fields/IconPickerField#IconPickerField": IconPickerField_6d5effdc0586b9d3003c81eb726473e4,
  "/admin/upload/UploadRules#UploadRules": UploadRules_ada8710e86487605194a3d0e3af2b6ba,
  "/governance/admin/EditingWarnings#AltTextWarnings": AltTextWarnings_0f55b7525069404025b2a2144aaf8b4c,
  "/admin/labels/TargetCell#TargetCell": TargetCell_ad20470ce9e9b4ae98da88f8a4873435,
  "/identity/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_5bbec74cbe3707a878d61812d9f339d2,
  "/identity/admin/SessionsPanel#SessionsPanel": SessionsPanel_61561e243265e9636e6b23936f74b906,
  "/identity/admin/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_f30f7d0a3a6f582b114be6d1e41560f9,
  "/governance/admin/FoundOnCell#FoundOnCell": FoundOnCell_8e274e8d813e009a29b039aee0e042a0,
  "/governance/admin/CheckNowButton#CheckLinksNowButton": CheckLinksNowButton_92eb12662bd72979e3056b678482da3a,
  "/admin/fields/ColourPreview#ColourPreview": ColourPreview_1d4688b284d359b616e06a8dd7d40893,
  "/governance/admin/ButtonWarnings#HeroButtonWarnings": HeroButtonWarnings_8771ff0b70ed5914e4a1eb666f8bf226,
  "/governance/admin/ButtonWarnings#ContactBandButtonWarnings": ContactBandButtonWarnings_8771ff0b70ed5914e4a1eb666f8bf226,
  "/admin/address/WrongAddressNotice#WrongAddressNotice": WrongAddressNotice_c8346b2e1f35da739c150a0be11144e0,
  "/identity/admin/SignOutButton#SignOutButton": SignOutButton_d312bd5d17ace5267c762874542ac812,
  "/admin/brand/SiteLogo#SiteIcon": SiteIcon_e7720a92933ce624123531d9bfc51faf,
  "/admin/brand/SiteLogo#SiteLogo": SiteLogo_e7720a92933ce624123531d9bfc51faf,
  "/admin/nav/StaffNavLink#StaffNavLink": StaffNavLink_6b10a4bf3f40a0c94aa915744c5eb94f,
  "/admin/nav/HomePageCard#HomePageCard": HomePageCard_547d995590d84c67fbb0db27fe1fbc22,
  "/publishing/admin/ReviewDashboard#ReviewDashboard": ReviewDashboard_eae75ff9efc4b3d39c350ecb3841807b,
  "/admin/nav/HomePageLink#HomePageLink": HomePageLink_317b4f88993b178cda36de75212a601d,
  "/admin/dates/SiteClock#SiteClock": SiteClock_91fe99c237ecd2dbb1e088fc906b28c2,
  "/admin/accessibility/NamedControls#NamedControls": NamedControls_0b861d9b6e7268691699c496ec50321e,
  "/admin/nav/KeepMenuOpen#KeepMenuOpen": KeepMenuOpen_31e9a12be6be46dd5f9b7c715d2218b0,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/identity/admin/SignInView#SignInView": SignInView_b47124a43757613d7ecd1977f3252202,
  "/identity/admin/SignInView#SignedOutView": SignedOutView_b47124a43757613d7ecd1977f3252202,
  "/content-import/admin/ImportView#ImportView": ImportView_e598c72770565b03f7cab91035760fe7,
  "/governance/admin/SiteChecksView#SiteChecksView": SiteChecksView_e7434472fca317e97d0d8d6b27972a8c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "/identity/admin/PasswordsNotUsedView#PasswordsNotUsedView": PasswordsNotUsedView_fccd5a70f705f0db7b92c6581a6d2d12
}
