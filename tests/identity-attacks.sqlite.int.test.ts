import { describeIdentityAttacks } from './support/identity-attack-suite'

describeIdentityAttacks('sqlite')
