import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { describe, expect, it } from 'vitest'

import {
  checkAltText,
  checkCapitals,
  checkHeadings,
  checkLinkText,
  checkReadability,
  checkRichText,
  checkTableHeaders,
  countSyllables,
  READING_GRADE_TARGET,
  readingGrade,
  sentencesOf,
} from './checks'

const rules = (warnings: { rule: string }[]) => warnings.map((warning) => warning.rule)

describe('alternative text', () => {
  it('asks for text when there is none', () => {
    expect(rules(checkAltText(''))).toEqual(['alt-text-missing'])
    expect(rules(checkAltText('   '))).toEqual(['alt-text-missing'])
    expect(rules(checkAltText(null))).toEqual(['alt-text-missing'])
  })

  it('spots file names', () => {
    for (const alt of [
      'IMG_1234.jpg',
      'hero-banner.png',
      'DSC0001',
      'PXL_20240101_101010',
      'banner_final',
      'hero-2024',
    ]) {
      expect(rules(checkAltText(alt)), alt).toEqual(['alt-text-file-name'])
    }
  })

  it('spots “image of” and its cousins, in any case', () => {
    for (const alt of [
      'Image of soldiers at a console',
      'picture of a server',
      'PHOTO OF the team',
      'A graphic of the process',
    ]) {
      expect(rules(checkAltText(alt)), alt).toEqual(['alt-text-redundant-start'])
    }
  })

  it('suggests a caption past 150 characters', () => {
    const atLimit = `${'Servers in a rack, '.repeat(8).slice(0, 149)}.`
    expect(atLimit).toHaveLength(150)
    expect(checkAltText(atLimit)).toEqual([])
    const long = Array(5).fill('Two technicians in a data centre').join(', ') // 5 × 32 + 4 × 2 = 168 characters
    expect(checkAltText(long)).toEqual([
      expect.objectContaining({ rule: 'alt-text-too-long', message: expect.stringContaining('168 characters') }),
    ])
  })

  it('leaves good descriptions alone', () => {
    for (const alt of [
      'Two technicians install servers in a data centre rack',
      'Imagery analysts review satellite photos',
      'Photograph-free diagram: three clouds joined by arrows',
      'Organization chart of the Hosting and Compute Center',
      'Co-located teams at Fort Meade',
    ]) {
      expect(checkAltText(alt), alt).toEqual([])
    }
  })

  it('says where when told', () => {
    expect(checkAltText('', 'Image 2')[0]?.where).toBe('Image 2')
  })
})

describe('link text', () => {
  it('flags vague text whatever its case and punctuation', () => {
    for (const text of [
      'click here',
      'Click Here!',
      'here.',
      'Read more…',
      'More',
      'Learn more »',
      'this link',
      'Link',
      'More info',
    ]) {
      expect(rules(checkLinkText(text)), text).toEqual(['link-text-vague'])
    }
  })

  it('flags addresses used as the text', () => {
    for (const text of ['https://www.defense.gov/News/', 'http://example.mil', 'www.example.mil', 'help@example.mil']) {
      expect(rules(checkLinkText(text)), text).toEqual(['link-text-address'])
    }
  })

  it('flags links without text', () => {
    expect(rules(checkLinkText(' '))).toEqual(['link-text-empty'])
  })

  it('leaves descriptive text alone, even when it contains a vague phrase', () => {
    for (const text of [
      'Contact the service desk',
      'Learn more about JWCC',
      'Read more news from DISA',
      'Where to get help',
    ]) {
      expect(checkLinkText(text), text).toEqual([])
    }
  })
})

describe('text in capitals', () => {
  it('flags a run of words in capitals', () => {
    expect(rules(checkCapitals('WARNING: ALL USERS MUST COMPLETE CYBER AWARENESS TRAINING.'))).toEqual(['capitals'])
    expect(rules(checkCapitals('Please note: THIS SERVICE WILL BE UNAVAILABLE ON 4 JULY.'))).toEqual(['capitals'])
  })

  it('allows acronyms in normal sentences', () => {
    for (const text of [
      'The DoD JWCC contract lets CAC holders in the U.S. order cloud services.',
      'Contact the JWCC PMO at DISA HQ for an ATO.',
      'I met the CIO.',
    ]) {
      expect(checkCapitals(text), text).toEqual([])
    }
  })

  it('allows short runs: fewer than 4 words or 20 letters', () => {
    expect(checkCapitals('Read the DO NOT DISTURB sign.')).toEqual([]) // 3 words
    expect(checkCapitals('Ask FOR THE NEW ONE now.')).toEqual([]) // 4 words, 12 letters
  })
})

describe('headings', () => {
  const headings = (...levels: number[]) => levels.map((level, index) => ({ level, text: `Section ${index + 1}` }))

  it('flags a skipped level, counting the page title as level 1', () => {
    expect(checkHeadings(headings(2, 4))).toEqual([
      expect.objectContaining({ rule: 'heading-skipped-level', where: 'Heading “Section 2”' }),
    ])
    expect(rules(checkHeadings(headings(3)))).toEqual(['heading-skipped-level'])
  })

  it('allows going down one level at a time and back up any number', () => {
    expect(checkHeadings(headings(2, 3, 4, 2, 3, 2))).toEqual([])
  })

  it('flags a level 1 heading in the body', () => {
    expect(rules(checkHeadings(headings(1, 2)))).toEqual(['heading-level-1'])
  })
})

describe('tables', () => {
  it('flags a table without header cells', () => {
    expect(
      rules(
        checkTableHeaders([
          [0, 0],
          [0, 0],
        ]),
      ),
    ).toEqual(['table-no-headers'])
  })

  it('accepts row, column or both kinds of header', () => {
    expect(
      checkTableHeaders([
        [1, 1],
        [0, 0],
      ]),
    ).toEqual([])
    expect(
      checkTableHeaders([
        [2, 0],
        [2, 0],
      ]),
    ).toEqual([])
    expect(
      checkTableHeaders([
        [3, 1],
        [2, 0],
      ]),
    ).toEqual([])
  })
})

describe('syllables', () => {
  // Counts from a dictionary (Merriam-Webster's hyphenation), not from the code.
  const dictionary: [string, number][] = [
    ['cat', 1],
    ['the', 1],
    ['cloud', 1],
    ['make', 1],
    ['makes', 1],
    ['time', 1],
    ['files', 1],
    ['based', 1],
    ['called', 1],
    ['played', 1],
    ['there', 1],
    ['rules', 1],
    ['table', 2],
    ['tables', 2],
    ['people', 2],
    ['simple', 2],
    ['handled', 2],
    ['secure', 2],
    ['service', 2],
    ['provides', 2],
    ['wanted', 2],
    ['needed', 2],
    ['agreed', 2],
    ['boxes', 2],
    ['wishes', 2],
    ['pages', 2],
    ['issues', 2],
    ['being', 2],
    ['before', 2],
    ['review', 2],
    ['moving', 2],
    ['data', 2],
    ['agency', 3],
    ['services', 3],
    ['media', 3],
    ['migration', 3],
    ['department', 3],
    ['military', 4],
    ['security', 4],
    ['organizations', 5],
  ]
  it.each(dictionary)('%s has %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables)
  })

  it('ignores case and punctuation around a word', () => {
    expect(countSyllables('Services,')).toBe(3)
    expect(countSyllables('“People”')).toBe(2)
  })
})

describe('sentences', () => {
  it('ends sentences at . ! ? and line breaks, but not after abbreviations', () => {
    expect(sentencesOf('Call Dr. Smith in the U.S. today. Is it done? Yes!\nA list item').map((s) => s.length)).toEqual(
      [7, 3, 1, 3],
    )
  })
})

describe('reading grade (Flesch–Kincaid)', () => {
  it('matches a hand count of a short text', () => {
    // 3 sentences, 23 words, 34 syllables counted by hand:
    // The(1) agency(3) provides(2) secure(2) cloud(1) services(3) = 6 words, 12
    // Each(1) team(1) must(1) review(2) the(1) rules(1) before(2) moving(2) data(2) = 9 words, 13
    // Ask(1) the(1) service(2) desk(1) if(1) you(1) need(1) help(1) = 8 words, 9
    // 0.39 × 23/3 + 11.8 × 34/23 − 15.59 = 2.99 + 17.4435 − 15.59 = 4.8435
    const text =
      'The agency provides secure cloud services. Each team must review the rules before moving data. ' +
      'Ask the service desk if you need help.'
    expect(readingGrade(text)).toBeCloseTo(4.8435, 3)
  })

  it('matches a hand count of one sentence of long words', () => {
    // Cloud(1) services(3) support(2) military(4) organizations(5): 5 words, 15 syllables.
    // 0.39 × 5 + 11.8 × 3 − 15.59 = 1.95 + 35.4 − 15.59 = 21.76
    expect(readingGrade('Cloud services support military organizations.')).toBeCloseTo(21.76, 3)
  })

  it('goes below zero for very simple text, as the formula does', () => {
    // 18 words of one syllable in 3 sentences: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45
    expect(readingGrade('The cat sat on the mat. The dog ran to the park. We had fun in the sun.')).toBeCloseTo(
      -1.45,
      3,
    )
  })

  it('is 0 for no words', () => {
    expect(readingGrade('')).toBe(0)
    expect(readingGrade(' … ')).toBe(0)
  })

  it('aims for grade 8', () => {
    expect(READING_GRADE_TARGET).toBe(8)
  })
})

describe('readability warnings', () => {
  const hard =
    'Organizations that intend to migrate sensitive information to commercial infrastructure must demonstrate ' +
    'compliance with applicable security requirements, document their architecture, and obtain authorization ' +
    'from the designated approving official before operations begin. Authorization decisions consider ' +
    'operational necessity. Documentation requirements are comprehensive.'

  it('warns about a high grade and names the longest sentence', () => {
    const warnings = checkReadability(hard)
    expect(rules(warnings)).toEqual(['reading-grade', 'long-sentence'])
    expect(warnings[0]?.message).toMatch(/^This text reads at about grade \d+\.\d\. Aim for grade 8 or lower/)
    // The first sentence, counted by hand: 31 words.
    expect(warnings[1]?.message).toMatch(/^This sentence has 31 words: “Organizations that intend/)
  })

  it('does not judge texts shorter than 3 sentences or 30 words', () => {
    expect(
      checkReadability('Authorization decisions consider operational necessity. Documentation is comprehensive.'),
    ).toEqual([])
    expect(checkReadability('Authorization decisions. Operational necessity. Comprehensive documentation.')).toEqual([])
  })

  it('does not warn about plain text', () => {
    const plain =
      'You can order cloud services online. First, sign in with your CAC. Then pick the service you need and ' +
      'fill in the form. We will e-mail you when your order is ready. Call the service desk if you get stuck.'
    expect(checkReadability(plain)).toEqual([])
  })
})

// Rich text as Payload stores it (shapes from the Lexical and Payload type definitions).
type Node = Record<string, unknown>
const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const paragraph = (...children: Node[]) => element('paragraph', children, { textFormat: 0, textStyle: '' })
const heading = (tag: string, value: string) => element('heading', [text(value)], { tag })
const link = (value: string, url: string) =>
  element('link', [text(value)], { fields: { url, linkType: 'custom', newTab: false }, id: 'l1' })
const cell = (headerState: number, value: string) =>
  element('tablecell', [paragraph(text(value))], { headerState, colSpan: 1, rowSpan: 1 })
const table = (...rows: Node[][]) =>
  element(
    'table',
    rows.map((cells) => element('tablerow', cells)),
  )
const upload = (value: unknown) => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: {},
  id: 'u1',
  format: '',
  version: 3,
})
const editorState = (...children: Node[]) => ({ root: element('root', children) }) as unknown as SerializedEditorState

describe('checkRichText', () => {
  it('finds each kind of problem and says where it is', () => {
    const state = editorState(
      heading('h2', 'Security'),
      paragraph(text('Our services meet federal rules. '), link('click here', 'https://example.mil/rules'), text('.')),
      heading('h4', 'Details'),
      paragraph(text('')), // an empty line the editor cannot see: not counted
      paragraph(text('all accounts are reviewed every quarter by the team', 1 << 9)), // shown in capitals
      upload({ id: 7, altText: 'IMG_1234.jpg', filename: 'IMG_1234.jpg', mimeType: 'image/jpeg' }),
      table([cell(0, 'Service'), cell(0, 'Price')], [cell(0, 'Storage'), cell(0, '$1')]),
      heading('h1', 'Welcome'),
      element('autolink', [text('https://www.disa.mil')], {
        fields: { url: 'https://www.disa.mil', linkType: 'custom' },
      }),
    )
    expect(checkRichText(state).map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'link-text-vague', where: 'Link “click here”' },
      { rule: 'heading-skipped-level', where: 'Heading “Details”' },
      { rule: 'capitals', where: 'Paragraph 2' },
      { rule: 'alt-text-file-name', where: 'Image “IMG_1234.jpg”' },
      { rule: 'table-no-headers', where: 'Table 1' },
      { rule: 'heading-level-1', where: 'Heading “Welcome”' },
      { rule: 'link-text-address', where: 'Link “https://www.disa.mil”' },
    ])
  })

  it('finds nothing in well-written text', () => {
    const state = editorState(
      heading('h2', 'Get help'),
      paragraph(
        text('The DoD cloud team can help you. '),
        link('Contact the service desk', '/contact'),
        text(' today.'),
      ),
      heading('h3', 'Opening hours'),
      element('list', [element('listitem', [text('Weekdays: 8 a.m. to 6 p.m.')], { value: 1 })], {
        listType: 'bullet',
        tag: 'ul',
        start: 1,
      }),
      upload({ id: 8, altText: 'A technician checks a server rack', filename: 'rack.jpg', mimeType: 'image/jpeg' }),
      table([cell(1, 'Service'), cell(1, 'Price')], [cell(0, 'Storage'), cell(0, '$1')]),
      heading('h2', 'Security'),
    )
    expect(checkRichText(state)).toEqual([])
  })

  it('checks the reading grade of the body text and places the longest sentence', () => {
    const state = editorState(
      paragraph(text('Authorization decisions consider operational necessity.')),
      paragraph(
        text(
          'Organizations that intend to migrate sensitive information to commercial infrastructure must demonstrate ' +
            'compliance with applicable security requirements, document their architecture, and obtain authorization ' +
            'from the designated approving official before operations begin.',
        ),
      ),
      paragraph(text('Documentation requirements are comprehensive.')),
    )
    expect(checkRichText(state).map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'reading-grade', where: undefined },
      { rule: 'long-sentence', where: 'Paragraph 2' },
    ])
  })

  it('looks up images saved by id, and skips files that are not images', () => {
    const state = editorState(upload(7), upload({ id: 9, filename: 'report.pdf', mimeType: 'application/pdf' }))
    expect(checkRichText(state)).toEqual([]) // nothing known about image 7
    const media = (relationTo: string, id: string | number) =>
      relationTo === 'media' && id === 7 ? { altText: ' ', filename: 'hero.jpg', mimeType: 'image/jpeg' } : undefined
    expect(checkRichText(state, { media }).map(({ rule, where }) => ({ rule, where }))).toEqual([
      { rule: 'alt-text-missing', where: 'Image “hero.jpg”' },
    ])
  })

  it('copes with empty and missing content', () => {
    expect(checkRichText(null)).toEqual([])
    expect(checkRichText(editorState())).toEqual([])
  })
})
