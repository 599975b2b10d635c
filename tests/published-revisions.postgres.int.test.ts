import { describePublishedRevisions } from './support/published-revisions-suite'

describePublishedRevisions('postgres')
