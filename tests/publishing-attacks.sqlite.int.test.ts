import { describePublishingAttacks } from './support/publishing-attack-suite'

describePublishingAttacks('sqlite')
