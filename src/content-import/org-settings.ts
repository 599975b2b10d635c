/**
 * `--from org`: the connected app's settings come from the environment (docs/IMPORT.md),
 * never from the command line, where other users of the machine could read a secret.
 * The records to read are the custom objects the mapping names, with the fields it maps.
 */
import { readFile } from 'node:fs/promises'

import type { Mapping } from './mapping'
import { openOrgSource, type OrgSettings } from './sources/org'
import { ImportError, type ContentSource } from './sources/source'

const OBJECT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/

/** One SOQL query per custom object of the mapping: its id and the fields mapped. */
export function queriesFor(mapping: Mapping): OrgSettings['soql'] {
  return Object.entries(mapping.types)
    .filter(([type]) => type.endsWith('__c') && OBJECT_NAME.test(type))
    .map(([object, typeMapping]) => {
      const fields = [
        'Id',
        ...Object.keys(typeMapping.fields).filter((field) => OBJECT_NAME.test(field) && field !== 'Id'),
      ]
      return { object, query: `SELECT ${[...new Set(fields)].join(', ')} FROM ${object}` }
    })
}

export async function openOrgSourceFromEnvironment(
  mapping: Mapping,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<ContentSource> {
  const need = (name: string) => {
    const value = environment[name]
    if (!value) throw new ImportError(`--from org needs ${name} (see docs/IMPORT.md).`, true)
    return value
  }
  const instanceUrl = need('SALESFORCE_INSTANCE_URL').replace(/\/$/, '')
  const keyFile = environment.SALESFORCE_PRIVATE_KEY_FILE
  let auth: OrgSettings['auth']
  if (keyFile) {
    let privateKeyPem: string
    try {
      privateKeyPem = await readFile(keyFile, 'utf8')
    } catch {
      throw new ImportError(`SALESFORCE_PRIVATE_KEY_FILE ${keyFile} cannot be read.`, true)
    }
    auth = {
      kind: 'jwt-bearer',
      username: need('SALESFORCE_USERNAME'),
      privateKeyPem,
      audience: environment.SALESFORCE_AUDIENCE,
    }
  } else {
    auth = { kind: 'client-credentials', clientSecret: need('SALESFORCE_CLIENT_SECRET') }
  }
  return openOrgSource({
    instanceUrl,
    tokenUrl: environment.SALESFORCE_TOKEN_URL ?? `${instanceUrl}/services/oauth2/token`,
    clientId: need('SALESFORCE_CLIENT_ID'),
    auth,
    channelId: need('SALESFORCE_CHANNEL_ID'),
    soql: queriesFor(mapping),
  })
}
