import { startScriptsAfterPhoto } from './start-scripts'

const URLS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']
const added = () =>
  [...document.querySelectorAll('script')].map(
    (script) => `${script.getAttribute('src')} ${script.async}`,
  )

function pageWithPhoto(complete: boolean) {
  document.body.innerHTML = '<img fetchpriority="high" alt="">'
  const photo = document.querySelector('img')!
  Object.defineProperty(photo, 'complete', { value: complete })
  let timer = () => {}
  startScriptsAfterPhoto(
    document,
    { setTimeout: ((run: () => void) => (timer = run)) as unknown as typeof setTimeout },
    URLS,
    3000,
  )
  return { photo, timer: () => timer() }
}

describe('startScriptsAfterPhoto', () => {
  it('starts the scripts in order, not async, once the hero photo has loaded, and once only', () => {
    const { photo, timer } = pageWithPhoto(false)
    expect(added()).toEqual([])
    photo.dispatchEvent(new Event('load'))
    timer()
    expect(added()).toEqual(URLS.map((url) => `${url} false`))
  })

  it('starts them when the photo fails, or at the latest after the delay', () => {
    pageWithPhoto(false).photo.dispatchEvent(new Event('error'))
    expect(added()).toHaveLength(2)
    pageWithPhoto(false).timer()
    expect(added()).toHaveLength(2)
  })

  it('starts them at once when the photo is already in, or when the page has none', () => {
    pageWithPhoto(true)
    expect(added()).toHaveLength(2)
    document.body.innerHTML = ''
    startScriptsAfterPhoto(document, window, URLS, 3000)
    expect(added()).toHaveLength(2)
  })
})
