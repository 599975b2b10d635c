import { describeUserRemoval } from './support/delete-user-suite'

describeUserRemoval('postgres')
