import { PageNotFound, pageNotFoundMetadata } from './_components/PageNotFound'

export const metadata = pageNotFoundMetadata

export default PageNotFound
