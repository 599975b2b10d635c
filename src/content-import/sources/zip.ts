/**
 * Zip archives read as Salesforce exports arrive, from people we do not control: only the
 * central directory is held in memory, each file is streamed on demand, and an archive that
 * names a path outside itself, holds a link, or unpacks to far more than it weighs is
 * refused before anything is read from it.
 */
import { createWriteStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import yauzl, { type Entry, type ZipFile } from 'yauzl'

import { ImportError } from './source'

export type ZipLimits = {
  /** All files of the archive together, unpacked. */
  maxTotalBytes: number
  /** One JSON file, unpacked. */
  maxJsonBytes: number
  /** Unpacked size over packed size, for files larger than a megabyte. */
  maxRatio: number
  maxEntries: number
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 8 * 1024 ** 3,
  maxJsonBytes: 16 * 1024 ** 2,
  maxRatio: 200,
  maxEntries: 200_000,
}

const RATIO_APPLIES_ABOVE_BYTES = 1024 ** 2
const S_IFMT = 0o170000
const S_IFLNK = 0o120000

export type ZipArchive = {
  readonly name: string
  /** File names (folders left out), in the archive's order. */
  readonly files: string[]
  has(fileName: string): boolean
  size(fileName: string): number
  /** A stream of one file; it fails if the file unpacks to more than it declared. */
  open(fileName: string): Promise<Readable>
  /** One file's bytes, refused above `maxBytes`. */
  read(fileName: string, maxBytes: number): Promise<Buffer>
  /** Copies one file (a zip inside the zip) to `target`. */
  extract(fileName: string, target: string): Promise<void>
  close(): void
}

const refused = (name: string, why: string) => new ImportError(`${name} was refused: ${why}`, true)

function openZipFile(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      file,
      // validateEntrySizes: a file that unpacks to more than its header says fails as it streams.
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  )
}

/** Why yauzl refused a name, in an operator's words. */
function explainEntryError(message: string): string {
  if (/absolute path/i.test(message)) return `it holds a file with an absolute path (${message.replace(/^.*: /, '')})`
  if (/relative path/i.test(message)) return `it holds a file outside its own folder (${message.replace(/^.*: /, '')})`
  if (/invalid characters/i.test(message)) return `it holds a file name with a backslash or other invalid character`
  return `it is not a readable zip archive (${message})`
}

export async function openZip(
  file: string,
  label: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipArchive> {
  let zip: ZipFile
  try {
    zip = await openZipFile(file)
  } catch (error) {
    throw refused(label, explainEntryError((error as Error).message))
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close()
    throw refused(label, `it holds ${zip.entryCount} files; at most ${limits.maxEntries} are read`)
  }
  const entries = new Map<string, Entry>()
  try {
    let total = 0
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(refused(label, explainEntryError(error.message))))
      zip.on('end', () => resolve())
      zip.on('entry', (entry: Entry) => {
        const name = entry.fileName
        if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
          return reject(refused(label, `it holds a symbolic link (${name}), which could point anywhere`))
        }
        if (entry.isEncrypted()) return reject(refused(label, `${name} is encrypted`))
        if (!name.endsWith('/')) {
          total += entry.uncompressedSize
          if (total > limits.maxTotalBytes) {
            return reject(refused(label, `it unpacks to more than ${gib(limits.maxTotalBytes)} (limit of one import)`))
          }
          const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
          if (entry.uncompressedSize > RATIO_APPLIES_ABOVE_BYTES && ratio > limits.maxRatio) {
            return reject(
              refused(label, `${name} unpacks to ${Math.round(ratio)} times its packed size, as zip bombs do`),
            )
          }
          if (entries.has(name)) return reject(refused(label, `it holds ${name} twice`))
          entries.set(name, entry)
        }
        zip.readEntry()
      })
      zip.readEntry()
    })
  } catch (error) {
    zip.close()
    throw error
  }
  const entryOf = (fileName: string) => {
    const entry = entries.get(fileName)
    if (!entry) throw new ImportError(`${label} has no file ${fileName}`)
    return entry
  }
  const open = (fileName: string) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entryOf(fileName), (error, stream) =>
        error ? reject(new ImportError(`${fileName} in ${label} cannot be read: ${error.message}`)) : resolve(stream),
      ),
    )
  return {
    name: label,
    files: [...entries.keys()],
    has: (fileName) => entries.has(fileName),
    size: (fileName) => entryOf(fileName).uncompressedSize,
    open,
    async read(fileName, maxBytes) {
      if (entryOf(fileName).uncompressedSize > maxBytes) {
        throw new ImportError(`${fileName} in ${label} is larger than ${mib(maxBytes)}`)
      }
      const chunks: Buffer[] = []
      let length = 0
      try {
        for await (const chunk of await open(fileName)) {
          length += (chunk as Buffer).length
          if (length > maxBytes) throw new ImportError(`${fileName} in ${label} is larger than ${mib(maxBytes)}`)
          chunks.push(chunk as Buffer)
        }
      } catch (error) {
        if (error instanceof ImportError) throw error
        throw refused(label, `${fileName} does not unpack to what its header declares (${(error as Error).message})`)
      }
      return Buffer.concat(chunks, length)
    },
    async extract(fileName, target) {
      try {
        await pipeline(await open(fileName), createWriteStream(target, { flags: 'wx' }))
      } catch (error) {
        if (error instanceof ImportError) throw error
        throw refused(label, `${fileName} does not unpack to what its header declares (${(error as Error).message})`)
      }
    },
    close: () => zip.close(),
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`
const gib = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`
