// Settings kept in files (container secrets: podman/Docker `secrets`, Kubernetes Secret
// volumes): NAME_FILE=/run/secrets/name sets NAME to that file's content, so a secret is
// never a plain environment variable that `inspect` or a compose tool prints.
import { readFileSync } from 'node:fs'

const SETTING = /^[A-Z][A-Z0-9_]*$/

/**
 * Moves every NAME_FILE in `env` to NAME, read from its file (one trailing line break
 * dropped). Throws, naming the setting, for an unreadable file or NAME set twice.
 * @param {Record<string, string | undefined>} env
 * @param {(file: string) => string} read
 */
export function readSecretFiles(env = process.env, read = (file) => readFileSync(file, 'utf8')) {
  for (const key of Object.keys(env)) {
    if (!key.endsWith('_FILE')) continue
    const name = key.slice(0, -'_FILE'.length)
    const file = env[key]
    if (!SETTING.test(name) || !file) continue
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
