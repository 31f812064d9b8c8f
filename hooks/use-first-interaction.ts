'use client'

import { useEffect, useRef } from 'react'

const EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const

function onFirstInteraction(callback: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    stop()
    callback()
  }
  const stop = () => EVENTS.forEach((type) => window.removeEventListener(type, run, true))
  EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  return stop
}

export function useFirstInteraction(callback: () => void): void {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => onFirstInteraction(() => latest.current()), [])
}
