import { CONTENT_API_VERSION } from '@/lib/content-api'
import { canonicalRecordId } from '@/lib/record-id'
import { jsonError, serviceUnavailable } from '@/server/api-errors'
import { isOwnSiteOrChannel } from '@/server/site-settings'
import { getSearchProperties, SEARCH_PROPERTIES_CACHE_MS, selectFields } from '@/server/search-properties'

type Context = { params: Promise<{ version: string; communityId: string; recordId: string }> }

/** The search properties of one record, as one record of fields; cached for an hour. */
export async function GET(request: Request, { params }: Context) {
  const { version, communityId, recordId } = await params
  if (version !== CONTENT_API_VERSION) {
    return jsonError(404, `API version ${version.slice(0, 20)} is not supported; use ${CONTENT_API_VERSION}.`)
  }
  if (!canonicalRecordId(communityId) || !communityId.startsWith('0DM')) {
    return jsonError(400, "The 'communityId' parameter must be a site id (0DM...) of 15 or 18 characters.")
  }
  if (!canonicalRecordId(recordId)) {
    return jsonError(400, "The 'recordId' parameter must be a record identifier of 15 or 18 letters and digits.")
  }
  const fieldsParam = new URL(request.url).searchParams.get('fields')
  if (fieldsParam !== null && !/^[A-Za-z0-9_,\s]{0,500}$/.test(fieldsParam)) {
    return jsonError(400, "The 'fields' parameter must be a comma-separated list of field names.")
  }
  try {
    if (!(await isOwnSiteOrChannel('site', communityId))) {
      return jsonError(404, `No community has the id ${communityId}.`)
    }
    const record = await getSearchProperties(recordId)
    if (!record) return jsonError(404, `No record has the id ${recordId}.`)
    const fields = fieldsParam?.split(',').map((field) => field.trim()).filter(Boolean) ?? null
    const seconds = SEARCH_PROPERTIES_CACHE_MS / 1000
    return Response.json(selectFields(record, fields), {
      headers: { 'Cache-Control': `public, max-age=${seconds}, s-maxage=${seconds}` },
    })
  } catch (error) {
    return serviceUnavailable('Search properties', error)
  }
}
