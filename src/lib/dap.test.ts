import { describe, expect, it } from 'vitest'

import { dapScriptUrl } from './dap'

describe('DAP script address', () => {
  it('is GSA’s centrally hosted file with the agency, and the sub-agency when given', () => {
    expect(dapScriptUrl({ agency: 'DOD' })).toBe(
      'https://dap.digitalgov.gov/Universal-Federated-Analytics-Min.js?agency=DOD',
    )
    expect(dapScriptUrl({ agency: 'DOD', subagency: 'DISA' })).toBe(
      'https://dap.digitalgov.gov/Universal-Federated-Analytics-Min.js?agency=DOD&subagency=DISA',
    )
  })
})
