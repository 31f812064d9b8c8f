/** @jest-environment node */
import { sameFact } from '@/lib/stand-ins'

type StandInsModule = typeof import('./stand-ins')

/** content/stand-ins.ts as a build with these settings reads it, optionally with `company`. */
function standInsWith({ fixture = false, companyValues = {} } = {}): StandInsModule {
  const saved = process.env.SITE_CONTENT
  if (fixture) process.env.SITE_CONTENT = 'launch-fixture'
  else delete process.env.SITE_CONTENT
  try {
    let loaded: StandInsModule | undefined
    jest.isolateModules(() => {
      if (Object.keys(companyValues).length > 0) {
        const actual = jest.requireActual<typeof import('./company')>('./company')
        jest.doMock('./company', () => ({ company: { ...actual.company, ...companyValues } }))
      }
      loaded = jest.requireActual<StandInsModule>('./stand-ins')
      jest.dontMock('./company')
    })
    return loaded!
  } finally {
    if (saved === undefined) delete process.env.SITE_CONTENT
    else process.env.SITE_CONTENT = saved
  }
}

describe('the stand-ins', () => {
  it('are each replaced in the launch-edit test build, by a value of neither the stand-in nor content/', () => {
    const written = standInsWith().standIns
    const fixture = standInsWith({ fixture: true })
    expect(fixture.missingFacts).toEqual([])
    for (const [key, fact] of Object.entries(fixture.standIns)) {
      const asWritten = written[key as keyof typeof written]
      expect([key, sameFact(fact.value, fact.standIn)]).toEqual([key, false])
      expect([key, sameFact(fact.value, asWritten.value)]).toEqual([key, false])
    }
  })

  it('are recognised by value: a fact drops off the list once its file holds another', () => {
    const keys = (module: StandInsModule) => module.missingFacts.map((fact) => fact.key)
    const { standIns } = standInsWith()
    const standingIn = standInsWith({ companyValues: { cnpj: standIns.cnpj.standIn } })
    expect(keys(standingIn)).toContain('cnpj')
    const supplied = standInsWith({ companyValues: { cnpj: '34.672.815/0001-39' } })
    expect(keys(supplied)).not.toContain('cnpj')
    expect(keys(supplied)).toEqual(keys(standingIn).filter((key) => key !== 'cnpj'))
  })
})
