import { describeFoundation } from './support/foundation-suite'

describeFoundation('postgres')
