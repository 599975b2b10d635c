import { describeAccountChanges } from './support/account-changes-suite'

describeAccountChanges('postgres')
