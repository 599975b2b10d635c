import { describeContentImport } from './support/content-import-suite'

describeContentImport('postgres')
