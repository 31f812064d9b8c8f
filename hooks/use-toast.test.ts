type ToasterState = typeof import('./use-toast')

/** A fresh copy of the module: its request is made once per page. */
function freshState(): ToasterState {
  let state: ToasterState | undefined
  jest.isolateModules(() => {
    state = jest.requireActual<ToasterState>('./use-toast')
  })
  return state!
}

describe('toaster state', () => {
  it('runs a listener at the first request only', () => {
    const { onToasterRequested, requestToaster } = freshState()
    const listener = jest.fn()
    onToasterRequested(listener)
    expect(listener).not.toHaveBeenCalled()
    requestToaster()
    requestToaster()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('runs a listener added after the request at once', () => {
    const { onToasterRequested, requestToaster } = freshState()
    requestToaster()
    const listener = jest.fn()
    onToasterRequested(listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('does not run a listener that was stopped', () => {
    const { onToasterRequested, requestToaster } = freshState()
    const listener = jest.fn()
    const stop = onToasterRequested(listener)
    stop()
    requestToaster()
    expect(listener).not.toHaveBeenCalled()
  })

  it('tells toasts when the toaster listens', async () => {
    const { setToasterReady, toasterReady } = freshState()
    const ready = jest.fn()
    void toasterReady.then(ready)
    await Promise.resolve()
    expect(ready).not.toHaveBeenCalled()
    setToasterReady()
    await toasterReady
    expect(ready).toHaveBeenCalled()
  })
})
