import { describe, expect, it } from 'vitest'

import { FILE_SETTINGS, readSecretFiles } from './secret-files.mjs'

const files: Record<string, string> = {
  '/run/secrets/payload-secret': 'f3a9c1d7e5b2a8c4f3a9c1d7e5b2a8c4\n',
  '/run/secrets/redis-url': 'redis://:s3cret@redis:6379',
}
const read = (file: string) => {
  if (!(file in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' })
  return files[file]!
}

describe('settings kept in files', () => {
  it('sets each NAME from NAME_FILE, without the final line break, and leaves no _FILE behind', () => {
    const env = readSecretFiles(
      {
        PAYLOAD_SECRET_FILE: '/run/secrets/payload-secret',
        REDIS_URL_FILE: '/run/secrets/redis-url',
        SITE_URL: 'https://cloud.example.mil',
      },
      read,
    )
    expect(env).toEqual({
      PAYLOAD_SECRET: 'f3a9c1d7e5b2a8c4f3a9c1d7e5b2a8c4',
      REDIS_URL: 'redis://:s3cret@redis:6379',
      SITE_URL: 'https://cloud.example.mil',
    })
  })

  it('refuses a setting given both ways, and names a file it cannot read', () => {
    expect(() =>
      readSecretFiles({ PAYLOAD_SECRET: 'x'.repeat(32), PAYLOAD_SECRET_FILE: '/run/secrets/payload-secret' }, read),
    ).toThrow(/PAYLOAD_SECRET and PAYLOAD_SECRET_FILE are both set/)
    expect(() => readSecretFiles({ METRICS_TOKEN_FILE: '/run/secrets/nothing' }, read)).toThrow(
      /METRICS_TOKEN_FILE: cannot read \/run\/secrets\/nothing \(ENOENT\)/,
    )
  })

  it('leaves an empty NAME_FILE and other programs’ _FILE variables alone', () => {
    expect(readSecretFiles({ PAYLOAD_SECRET_FILE: '', TF_CLI_CONFIG_FILE: '/nowhere/.terraformrc' }, read)).toEqual({
      PAYLOAD_SECRET_FILE: '',
      TF_CLI_CONFIG_FILE: '/nowhere/.terraformrc',
    })
  })

  it('takes from files only settings the site has', async () => {
    const { SETTING_NAMES } = await import('@/config/env')
    expect(FILE_SETTINGS.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([])
  })
})
