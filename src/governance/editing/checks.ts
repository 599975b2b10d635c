/**
 * Accessibility and plain-language checks on what editors write. They only warn: the
 * warnings are shown beside the field and never stop a save, because each rule is a
 * heuristic and the editor has the last word.
 */
import type {
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedTableCellNode,
  SerializedTextNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

export type EditorialWarning = { rule: string; message: string; where?: string }

/** Plain-language guidance for federal sites: write for about grade 8. */
export const READING_GRADE_TARGET = 8
const LONG_SENTENCE_WORDS = 25
const ALT_TEXT_MAX_LENGTH = 150
/** Below this much text a reading grade says more about chance than about the writing. */
const MIN_SENTENCES_TO_GRADE = 3
const MIN_WORDS_TO_GRADE = 30

/** “Text” shortened to about `max` characters for a message, ending in … when cut. */
function quote(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return `“${flat}”`
  const cut = flat.slice(0, max)
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut // whole words when possible
  return `“${atWord.trimEnd()}…”`
}

// Alternative text

const IMAGE_FILE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|bmp|heic)$/i
/** Names cameras, phones and screenshot tools give files: IMG_1234, DSC0001, PXL_2024… */
const CAMERA_FILE_NAME = /^(?:img|dsc[nf]?|pxl|mvimg|dcim|screenshot|screen shot)[\s_-]*\d/i
const REDUNDANT_PREFIX = /^(?:an?\s+)?(?:image|picture|photo|photograph|graphic)\s+of\b/i

function looksLikeFileName(text: string): boolean {
  if (IMAGE_FILE_EXTENSION.test(text) || CAMERA_FILE_NAME.test(text)) return true
  if (/\s/.test(text)) return false
  // One "word" joined by underscores, or by hyphens with digits or several parts: banner_final, hero-2024.
  return text.includes('_') || (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(text) && (/\d/.test(text) || /-.*-/.test(text)))
}

export function checkAltText(alt: string | null | undefined, where?: string): EditorialWarning[] {
  const text = (alt ?? '').trim()
  const at = where ? { where } : {}
  if (!text) {
    return [
      {
        rule: 'alt-text-missing',
        message: 'This image has no alternative text. Describe what it shows for people who cannot see it.',
        ...at,
      },
    ]
  }
  const warnings: EditorialWarning[] = []
  if (looksLikeFileName(text)) {
    warnings.push({
      rule: 'alt-text-file-name',
      message: `The alternative text ${quote(text)} looks like a file name. Describe what the image shows instead.`,
      ...at,
    })
  }
  const prefix = REDUNDANT_PREFIX.exec(text)
  if (prefix) {
    warnings.push({
      rule: 'alt-text-redundant-start',
      message: `Leave out ${quote(prefix[0])}: screen readers already say it is an image. Start with what it shows.`,
      ...at,
    })
  }
  if (text.length > ALT_TEXT_MAX_LENGTH) {
    warnings.push({
      rule: 'alt-text-too-long',
      message: `The alternative text is ${text.length} characters long. Keep it under ${ALT_TEXT_MAX_LENGTH} and put the details in a caption or in the text beside the image.`,
      ...at,
    })
  }
  return warnings
}

// Link text

/** Link text that says nothing about where the link goes once read on its own. */
const VAGUE_LINK_TEXT = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'this link',
  'link',
  'more info',
  'more information',
  'go',
  'this',
])

const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i
const EMAIL_ADDRESS = /^(?:mailto:)?[^\s@]+@[^\s@]+\.[^\s@]+$/i

export function checkLinkText(text: string | null | undefined, where?: string): EditorialWarning[] {
  const trimmed = (text ?? '').trim()
  const at = where ? { where } : {}
  if (!trimmed) {
    return [{ rule: 'link-text-empty', message: 'This link has no text. Add words that say where it goes.', ...at }]
  }
  const words = trimmed
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (VAGUE_LINK_TEXT.has(words)) {
    return [
      {
        rule: 'link-text-vague',
        message: `${quote(trimmed)} does not say where the link goes. Screen reader users often hear links on their own, so describe the destination, for example “Contact the service desk”.`,
        ...at,
      },
    ]
  }
  if (WEB_ADDRESS.test(trimmed)) {
    return [
      {
        rule: 'link-text-address',
        message:
          'The link text is a web address, which is hard to read and to listen to. Use the name of the page instead.',
        ...at,
      },
    ]
  }
  if (EMAIL_ADDRESS.test(trimmed)) {
    return [
      {
        rule: 'link-text-address',
        message:
          'The link text is an e-mail address. Say who it reaches instead, for example “E-mail the service desk”.',
        ...at,
      },
    ]
  }
  return []
}

// Text in capitals

const MIN_CAPITAL_WORDS = 4
const MIN_CAPITAL_LETTERS = 20

/**
 * Runs of words written in capitals. One or a few capitalised words in a row are
 * acronyms (DoD, JWCC, CAC, U.S.); only a longer run is shouting.
 */
export function checkCapitals(text: string | null | undefined, where?: string): EditorialWarning[] {
  const warnings: EditorialWarning[] = []
  let run: string[] = []
  const flush = () => {
    const letters = run.join('').replace(/\P{L}/gu, '').length
    if (run.length >= MIN_CAPITAL_WORDS && letters >= MIN_CAPITAL_LETTERS) {
      warnings.push({
        rule: 'capitals',
        message: `${quote(run.join(' '))} is written in capital letters, which are harder to read. Use capitals only at the start of sentences and for acronyms like DoD.`,
        ...(where ? { where } : {}),
      })
    }
    run = []
  }
  for (const word of (text ?? '').split(/\s+/)) {
    const letters = word.replace(/\P{L}/gu, '')
    if (!letters) {
      if (run.length && word) run.push(word) // numbers and dashes inside a run do not end it
      continue
    }
    if (letters === letters.toUpperCase() && letters !== letters.toLowerCase()) run.push(word)
    else flush()
  }
  flush()
  return warnings
}

// Headings

export type HeadingInfo = { level: number; text: string }

/**
 * The page template already shows the title as the level 1 heading, so headings in the
 * body start at level 2 and go down one level at a time.
 */
export function checkHeadings(headings: HeadingInfo[]): EditorialWarning[] {
  let previous = 1
  return headings.flatMap(({ level, text }) => {
    const warnings = headingStep(previous, level, text)
    previous = level
    return warnings
  })
}

function headingStep(previous: number, level: number, text: string): EditorialWarning[] {
  const where = `Heading ${quote(text)}`
  if (level === 1) {
    return [
      {
        rule: 'heading-level-1',
        message: 'Level 1 is for the page title, which the page already has. Use level 2 for the main sections.',
        where,
      },
    ]
  }
  if (level <= previous + 1) return []
  const from = previous === 1 ? 'the page title (level 1)' : `level ${previous}`
  return [
    {
      rule: 'heading-skipped-level',
      message: `This heading jumps from ${from} to level ${level}. Use level ${previous + 1} so people using screen readers can follow the outline of the page.`,
      where,
    },
  ]
}

// Tables

/**
 * A table's cells by row, as Lexical header states: 0 none, 1 row header, 2 column
 * header, 3 both (TableCellHeaderStates in @lexical/table).
 */
export function checkTableHeaders(headerStates: number[][], where?: string): EditorialWarning[] {
  if (headerStates.flat().some((state) => state > 0)) return []
  return [
    {
      rule: 'table-no-headers',
      message:
        'This table has no header cells. Mark the first row or column as headers so screen readers can say what each cell means.',
      ...(where ? { where } : {}),
    },
  ]
}

// Reading grade

/**
 * Syllables in an English word, by rule of thumb: groups of vowels, less a silent final
 * e, -es and -ed, plus the -le of “table”. Wrong for some words (“create”, “area”);
 * good enough for a grade that is itself an estimate.
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1 // also numbers: one "word" of one syllable, as common tools count them
  let count = w.match(/[aeiouy]+/g)?.length ?? 0
  // A consonant then -le(s/d) is a syllable of its own (ta-ble, han-dled); other final e's are silent.
  const syllabicLe = /[^aeiouyl]le[sd]?$/.test(w)
  if (!syllabicLe) {
    if (/[^aeiouy]e$/.test(w))
      count -= 1 // make, secure
    else if (/[^aeiouy]es$/.test(w) && !/(?:[sxzcg]|ch|sh)es$/.test(w))
      count -= 1 // makes, but boxes, pages
    else if (/[^aeiouy]ed$/.test(w) && !/[td]ed$/.test(w)) count -= 1 // based, but wanted, needed
  }
  if (/[aeiouy]ing$/.test(w)) count += 1 // be-ing, go-ing: the vowels meet but are two syllables
  if (/[^aeiou]ia$/.test(w)) count += 1 // me-di-a, cri-te-ri-a
  return Math.max(1, count)
}

/** Words ending like these are abbreviations, not the end of a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'no',
  'vs',
  'gen',
  'col',
  'lt',
  'sgt',
  'capt',
  'maj',
  'adm',
  'dept',
  'approx',
  'inc',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
])

function endsSentence(token: string): boolean {
  if (/[!?]["'”’)\]]*$/.test(token)) return true
  if (!/\.["'”’)\]]*$/.test(token)) return false
  const bare = token.replace(/["'”’)\]]+$/, '').replace(/^["'“‘([]+/, '')
  if (/^(?:\p{L}\.){2,}$/u.test(bare)) return false // U.S., e.g., a.m.
  return !ABBREVIATIONS.has(bare.slice(0, -1).toLowerCase())
}

/** Sentences of a text, each as its words. A line break ends a sentence too (list items, lines). */
export function sentencesOf(text: string): string[][] {
  const sentences: string[][] = []
  for (const line of text.split(/\n+/)) {
    let sentence: string[] = []
    for (const token of line.split(/\s+/)) {
      if (/[\p{L}\p{N}]/u.test(token)) sentence.push(token)
      if (sentence.length && endsSentence(token)) {
        sentences.push(sentence)
        sentence = []
      }
    }
    if (sentence.length) sentences.push(sentence)
  }
  return sentences
}

/**
 * Flesch–Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word −
 * 15.59. About the years of US schooling needed to read the text easily.
 */
export function readingGrade(text: string): number {
  const sentences = sentencesOf(text)
  const words = sentences.flat()
  if (!words.length) return 0
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0)
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59
}

export type TextBlock = { text: string; where?: string }

/** Reading grade of the whole text, and its longest sentence when that is too long. */
export function checkReadability(blocks: string | TextBlock[]): EditorialWarning[] {
  const parts = typeof blocks === 'string' ? [{ text: blocks }] : blocks
  const all = parts.map((block) => block.text).join('\n')
  const sentences = sentencesOf(all)
  if (sentences.length < MIN_SENTENCES_TO_GRADE || sentences.flat().length < MIN_WORDS_TO_GRADE) return []

  const warnings: EditorialWarning[] = []
  const grade = readingGrade(all)
  if (grade > READING_GRADE_TARGET) {
    warnings.push({
      rule: 'reading-grade',
      message: `This text reads at about grade ${grade.toFixed(1)}. Aim for grade ${READING_GRADE_TARGET} or lower: use shorter sentences and everyday words.`,
    })
  }
  let longest: { words: string[]; where?: string } | undefined
  for (const block of parts) {
    for (const words of sentencesOf(block.text)) {
      if (!longest || words.length > longest.words.length) longest = { words, where: block.where }
    }
  }
  if (longest && longest.words.length > LONG_SENTENCE_WORDS) {
    warnings.push({
      rule: 'long-sentence',
      message: `This sentence has ${longest.words.length} words: ${quote(longest.words.join(' '))}. Sentences of ${LONG_SENTENCE_WORDS} words or fewer are easier to follow; try splitting it.`,
      ...(longest.where ? { where: longest.where } : {}),
    })
  }
  return warnings
}

// Rich text

/** What the checks need to know about an uploaded file. */
export type MediaInfo = {
  altText?: string | null
  alt?: string | null
  filename?: string | null
  mimeType?: string | null
}

export type RichTextCheckOptions = {
  /**
   * Saved rich text holds only the id of an uploaded image; give this to look the
   * image up (from documents fetched beforehand) so its alternative text is checked.
   */
  media?: (relationTo: string, id: string | number) => MediaInfo | null | undefined
}

/*
 * Node shapes, from the types Payload 3.90 and Lexical publish:
 * - text `format` bits: lexical/dist/LexicalConstants.d.ts (IS_UPPERCASE = 1 << 9, in Lexical.dev.mjs)
 * - heading `tag`: @lexical/rich-text (HeadingTagType 'h1'..'h6'), wrapped in
 *   @payloadcms/richtext-lexical/dist/features/heading/server/index.d.ts
 * - link/autolink `fields` { url, linkType, doc, newTab }: …/dist/features/link/nodes/types.d.ts
 * - upload `value` (id or populated document) and `relationTo`: …/dist/features/upload/server/nodes/UploadNode.d.ts
 * - tablecell `headerState`: @lexical/table/dist/LexicalTableCellNode.d.ts (0 none, 1 row, 2 column, 3 both)
 */
type AnyNode = SerializedLexicalNode & { children?: AnyNode[] }

const IS_LOWERCASE = 1 << 8
const IS_UPPERCASE = 1 << 9
const IS_CAPITALIZE = 1 << 10

/** Blocks of running text, and what an editor calls them. */
const TEXT_BLOCKS = { paragraph: 'Paragraph', quote: 'Quote', listitem: 'List item' } as const
const isTextBlock = (type: string): type is keyof typeof TEXT_BLOCKS => Object.hasOwn(TEXT_BLOCKS, type)

function isNode<T extends SerializedLexicalNode>(node: SerializedLexicalNode, type: T['type']): node is T {
  return node.type === type
}

/** Text as a visitor sees it: capitals applied by formatting count as capitals. */
function shownText(node: SerializedTextNode): string {
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & IS_UPPERCASE) return node.text.toUpperCase()
  if (format & IS_LOWERCASE) return node.text.toLowerCase()
  if (format & IS_CAPITALIZE) return node.text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
  return node.text
}

/** The inline text of a block; a nested list inside a list item is a block of its own. */
function inlineText(node: AnyNode): string {
  if (isNode<SerializedTextNode>(node, 'text')) return shownText(node)
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return ' '
  if (node.type === 'list') return ''
  return (node.children ?? []).map(inlineText).join('')
}

function mediaInfo(node: SerializedUploadNode, options: RichTextCheckOptions): MediaInfo | undefined {
  const value: unknown = node.value
  if (value && typeof value === 'object') return value as MediaInfo
  if (typeof value === 'string' || typeof value === 'number')
    return options.media?.(node.relationTo, value) ?? undefined
  return undefined
}

/** Every warning above for one rich text field, in the order they appear in the text. */
export function checkRichText(
  state: SerializedEditorState | null | undefined,
  options: RichTextCheckOptions = {},
): EditorialWarning[] {
  const warnings: EditorialWarning[] = []
  const prose: TextBlock[] = []
  let previousLevel = 1
  const counts = { paragraph: 0, listitem: 0, quote: 0, table: 0, image: 0 }

  const block = (node: AnyNode, where: string, inTable: boolean) => {
    const text = inlineText(node)
    warnings.push(...checkCapitals(text, where))
    if (!inTable) prose.push({ text, where })
  }

  const visit = (node: AnyNode, table?: string) => {
    if (isNode<SerializedHeadingNode>(node, 'heading')) {
      const text = inlineText(node)
      const level = Number(node.tag.slice(1))
      warnings.push(...headingStep(previousLevel, level, text), ...checkCapitals(text, `Heading ${quote(text)}`))
      previousLevel = level
    } else if (isTextBlock(node.type)) {
      if (table) block(node, table, true)
      else if (inlineText(node).trim()) {
        counts[node.type] += 1
        block(node, `${TEXT_BLOCKS[node.type]} ${counts[node.type]}`, false)
      }
    } else if (isNode<SerializedLinkNode>(node, 'link') || node.type === 'autolink') {
      const text = inlineText(node)
      warnings.push(...checkLinkText(text, `Link ${quote(text)}`))
    } else if (isNode<SerializedUploadNode>(node, 'upload')) {
      counts.image += 1
      const media = mediaInfo(node, options)
      const isImage = !media?.mimeType || media.mimeType.startsWith('image/')
      if (media && isImage) {
        const where = media.filename ? `Image ${quote(media.filename)}` : `Image ${counts.image}`
        warnings.push(...checkAltText(media.altText ?? media.alt, where))
      }
    } else if (node.type === 'table') {
      counts.table += 1
      const where = `Table ${counts.table}`
      const rows = (node.children ?? []).map((row) =>
        (row.children ?? []).map((cell) =>
          isNode<SerializedTableCellNode>(cell, 'tablecell') ? Number(cell.headerState) || 0 : 0,
        ),
      )
      warnings.push(...checkTableHeaders(rows, where))
      for (const child of node.children ?? []) visit(child, where)
      return
    }
    for (const child of node.children ?? []) visit(child, table)
  }

  for (const child of (state?.root?.children ?? []) as AnyNode[]) visit(child)
  return [...warnings, ...checkReadability(prose)]
}
