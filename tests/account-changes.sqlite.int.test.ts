import { describeAccountChanges } from './support/account-changes-suite'

describeAccountChanges('sqlite')
