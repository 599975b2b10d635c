import { BrokenLinksNotice as BrokenLinksNotice_bf2ecd18830d43133cb74aea2bee47d5 } from '../../../admin/links/BrokenLinksNotice'
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
import { RichTextWarnings as RichTextWarnings_8aacb17b384c398ed4d1f87e42929987 } from '../../../admin/checks/EditingWarnings'
import { LinkTargetField as LinkTargetField_0526767c00433fb0957664243508b63b } from '../../../admin/fields/LinkTargetField'
import { IconPickerField as IconPickerField_6d5effdc0586b9d3003c81eb726473e4 } from '../../../admin/fields/IconPickerField'
import { HeroButtonWarnings as HeroButtonWarnings_e81a83cb916d3480e96d693b61a0154f } from '../../../admin/checks/ButtonWarnings'
import { ContactBandButtonWarnings as ContactBandButtonWarnings_e81a83cb916d3480e96d693b61a0154f } from '../../../admin/checks/ButtonWarnings'
import { LastEditedByField as LastEditedByField_da0a0326b4dcf7b60dce0617f67f7623 } from '../../../admin/fields/LastEditedByField'
import { ReviewPanel as ReviewPanel_b4754b6b73392de12a889a26212fa1fa } from '../../../admin/review/ReviewPanel'
import { VersionHistory as VersionHistory_6ed5ff2dae22636c397e907c4c1f0448 } from '../../../admin/versions/VersionHistory'
import { UploadRules as UploadRules_ada8710e86487605194a3d0e3af2b6ba } from '../../../admin/upload/UploadRules'
import { AltTextWarnings as AltTextWarnings_8aacb17b384c398ed4d1f87e42929987 } from '../../../admin/checks/EditingWarnings'
import { TargetCell as TargetCell_ad20470ce9e9b4ae98da88f8a4873435 } from '../../../admin/labels/TargetCell'
import { CheckLinksNowButton as CheckLinksNowButton_1f057d1717efb5e805bc8da020223415 } from '../../../admin/links/CheckLinksNowButton'
import { SessionsPanel as SessionsPanel_1785dfaef7ff81f32b90669d47d9b4d2 } from '../../../admin/sign-in/SessionsPanel'
import { SecondFactorPanel as SecondFactorPanel_738fcf1d18aad10c7e19bff7712037b9 } from '../../../admin/sign-in/SecondFactorPanel'
import { CurrentPasswordField as CurrentPasswordField_10d738b338a6acf023e0908921cb0f67 } from '../../../admin/sign-in/CurrentPasswordField'
import { WrongAddressNotice as WrongAddressNotice_c8346b2e1f35da739c150a0be11144e0 } from '../../../admin/address/WrongAddressNotice'
import { SignOutButton as SignOutButton_5440d80f8f4dee2546ef887eb5fa29a6 } from '../../../admin/sign-in/SignOutButton'
import { SiteIcon as SiteIcon_6c542be95a421103057b9b95841be14a } from '../../../admin/sign-in/SiteLogo'
import { SiteLogo as SiteLogo_6c542be95a421103057b9b95841be14a } from '../../../admin/sign-in/SiteLogo'
import { HomePageCard as HomePageCard_547d995590d84c67fbb0db27fe1fbc22 } from '../../../admin/nav/HomePageCard'
import { ReviewDashboard as ReviewDashboard_27e50692c7b53ccb166fee5c1a869a80 } from '../../../admin/review/ReviewDashboard'
import { HomePageLink as HomePageLink_317b4f88993b178cda36de75212a601d } from '../../../admin/nav/HomePageLink'
import { SignInView as SignInView_f40ae5f0c2472971c60edb7621a22416 } from '../../../admin/sign-in/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/links/BrokenLinksNotice#BrokenLinksNotice": BrokenLinksNotice_bf2ecd18830d43133cb74aea2bee47d5,
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
  "/admin/checks/EditingWarnings#RichTextWarnings": RichTextWarnings_8aacb17b384c398ed4d1f87e42929987,
  "/admin/fields/LinkTargetField#LinkTargetField": LinkTargetField_0526767c00433fb0957664243508b63b,
  "/admin/fields/IconPickerField#IconPickerField": IconPickerField_6d5effdc0586b9d3003c81eb726473e4,
  "/admin/checks/ButtonWarnings#HeroButtonWarnings": HeroButtonWarnings_e81a83cb916d3480e96d693b61a0154f,
  "/admin/checks/ButtonWarnings#ContactBandButtonWarnings": ContactBandButtonWarnings_e81a83cb916d3480e96d693b61a0154f,
  "/admin/fields/LastEditedByField#LastEditedByField": LastEditedByField_da0a0326b4dcf7b60dce0617f67f7623,
  "/admin/review/ReviewPanel#ReviewPanel": ReviewPanel_b4754b6b73392de12a889a26212fa1fa,
  "/admin/versions/VersionHistory#VersionHistory": VersionHistory_6ed5ff2dae22636c397e907c4c1f0448,
  "/admin/upload/UploadRules#UploadRules": UploadRules_ada8710e86487605194a3d0e3af2b6ba,
  "/admin/checks/EditingWarnings#AltTextWarnings": AltTextWarnings_8aacb17b384c398ed4d1f87e42929987,
  "/admin/labels/TargetCell#TargetCell": TargetCell_ad20470ce9e9b4ae98da88f8a4873435,
  "/admin/links/CheckLinksNowButton#CheckLinksNowButton": CheckLinksNowButton_1f057d1717efb5e805bc8da020223415,
  "/admin/sign-in/SessionsPanel#SessionsPanel": SessionsPanel_1785dfaef7ff81f32b90669d47d9b4d2,
  "/admin/sign-in/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_738fcf1d18aad10c7e19bff7712037b9,
  "/admin/sign-in/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_10d738b338a6acf023e0908921cb0f67,
  "/admin/address/WrongAddressNotice#WrongAddressNotice": WrongAddressNotice_c8346b2e1f35da739c150a0be11144e0,
  "/admin/sign-in/SignOutButton#SignOutButton": SignOutButton_5440d80f8f4dee2546ef887eb5fa29a6,
  "/admin/sign-in/SiteLogo#SiteIcon": SiteIcon_6c542be95a421103057b9b95841be14a,
  "/admin/sign-in/SiteLogo#SiteLogo": SiteLogo_6c542be95a421103057b9b95841be14a,
  "/admin/nav/HomePageCard#HomePageCard": HomePageCard_547d995590d84c67fbb0db27fe1fbc22,
  "/admin/review/ReviewDashboard#ReviewDashboard": ReviewDashboard_27e50692c7b53ccb166fee5c1a869a80,
  "/admin/nav/HomePageLink#HomePageLink": HomePageLink_317b4f88993b178cda36de75212a601d,
  "/admin/sign-in/SignInView#SignInView": SignInView_f40ae5f0c2472971c60edb7621a22416,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
