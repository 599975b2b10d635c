import { describeLayoutStorageUpgrade } from './support/layout-storage-suite'

describeLayoutStorageUpgrade('postgres')
