// The main flows in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (docs/engines.md).
import { BASE_PORT } from './engine'
import { describeFlows } from './flows'
import { startWebKit } from './webkit'

describeFlows('WebKitGTK MiniBrowser (WebKit)', BASE_PORT + 1, (url) =>
  startWebKit(url, BASE_PORT + 2),
)
