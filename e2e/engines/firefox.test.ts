// The main flows in Gecko: Firefox ESR through WebDriver BiDi (docs/engines.md).
import { BASE_PORT } from './engine'
import { startFirefox } from './firefox'
import { describeFlows } from './flows'

describeFlows('Firefox ESR (Gecko)', BASE_PORT, startFirefox)
