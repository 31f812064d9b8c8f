let markReady: () => void = () => {}

/** Resolves once the lazily loaded <Toaster> listens, so no toast is raised into the void. */
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export function setToasterReady(): void {
  markReady()
}
