// The main flows in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (docs/engines.md).
import { ENGINES_FIRST_PORT } from '../../config/ports.cjs'
import { describeFlows } from './flows'
import { startWebKit } from './webkit'

describeFlows('WebKitGTK MiniBrowser (WebKit)', ENGINES_FIRST_PORT + 1, (url) =>
  startWebKit(url, ENGINES_FIRST_PORT + 2),
)
