// Secret settings kept in files (container secrets: podman/Docker `secrets`, Kubernetes
// Secret volumes): NAME_FILE=/run/secrets/name sets NAME to that file's content, so a
// secret is never a plain environment variable that `inspect` or a compose tool prints.

import { readFileSync } from 'node:fs'

/**
 * The settings that may come from a file: those that are secret or carry one. Only these,
 * because other programs' variables end in _FILE too (TF_CLI_CONFIG_FILE, HISTFILE).
 * Its test checks each is a setting of the site.
 */
export const FILE_SETTINGS = [
  'DATABASE_URI',
  'REDIS_URL',
  'PAYLOAD_SECRET',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'CLIENT_CERT_PROXY_SECRET',
  'OIDC_CLIENT_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_PASSWORD',
]

/**
 * Moves each NAME_FILE of FILE_SETTINGS in `env` to NAME, read from its file (one
 * trailing line break dropped). Throws, naming the setting, for an unreadable file or
 * NAME set both ways.
 * @param {Record<string, string | undefined>} env
 * @param {(file: string) => string} read
 */
export function readSecretFiles(env = process.env, read = (file) => readFileSync(file, 'utf8')) {
  for (const name of FILE_SETTINGS) {
    const key = `${name}_FILE`
    const file = env[key]
    if (!file) continue
    if (env[name]) throw new Error(`Invalid configuration:\n  ${name} and ${key} are both set: keep one`)
    let value
    try {
      value = read(file)
    } catch (error) {
      throw new Error(`Invalid configuration:\n  ${key}: cannot read ${file} (${error.code ?? error.message})`)
    }
    env[name] = value.replace(/\r?\n$/, '')
    delete env[key]
  }
  return env
}
