// The main flows in Gecko: Firefox ESR through WebDriver BiDi (docs/engines.md).
import { ENGINES_FIRST_PORT } from '../../config/ports.cjs'
import { startFirefox } from './firefox'
import { describeFlows } from './flows'

describeFlows('Firefox ESR (Gecko)', ENGINES_FIRST_PORT, startFirefox)
